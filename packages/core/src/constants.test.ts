import { describe, expect, it } from 'vitest';
import * as c from './constants';

describe('business constants', () => {
  it('holds the limits and timings of docs/behaviour.md#limits', () => {
    expect([
      c.DEFAULT_LIMIT,
      c.EVENT_SEARCH_LIMIT,
      c.FILE_SEARCH_LIMIT,
      c.SITE_FILE_SEARCH_LIMIT,
      c.PAGE_SEARCH_LIMIT,
      c.FACET_COUNT,
      c.GROUP_SEARCH_LIMIT,
      c.NOTIFICATION_SEARCH_TOP,
      c.NOTIFICATION_POLL_MS,
      c.AUTH_POLL_MS,
      c.META_DESCRIPTION_LENGTH,
      c.EVENT_WINDOW_DAYS,
      c.DEFAULT_ERROR_STATUS,
    ]).toEqual([10, 5, 5, 250, 250, 1000, 2, 10, 60000, 100, 120, 180, 500]);
  });

  it('names the persisted-state cookie {brand}-website-state, 31 days, SameSite Lax', () => {
    expect(c.stateCookieName('mvsd')).toBe('mvsd-website-state');
    expect(c.STATE_COOKIE_MAX_AGE_SECONDS).toBe(31 * 86400);
    expect(c.STATE_COOKIE_SAME_SITE).toBe('Lax');
  });

  it('names the channels, destination and categories', () => {
    expect(Object.values(c.CHANNELS)).toEqual(['Announcements', 'News & Stories', 'Notifications']);
    expect(c.DISTRICT_WIDE_DESTINATION).toBe('District Wide');
    expect(c.LEADERSHIP_CATEGORY).toBe('Leadership');
    expect(c.NOTIFICATION_CATEGORIES).toEqual([
      'Emergency Alert',
      'Urgent Alert',
      'Delays and Closures',
      'Important Notice',
      'Info Alert',
    ]);
  });

  it('lists the icon names', () => {
    expect(c.MENU_ICONS).toHaveLength(16);
    expect(c.FEED_ICONS).toEqual(['info', 'school', 'calendar-alt', 'files', 'directory']);
    expect(c.NOTIFICATION_ICONS).toEqual(['weather-sun', 'weather-snow']);
  });
});
