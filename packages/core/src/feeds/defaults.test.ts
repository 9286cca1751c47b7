import { describe, expect, it } from 'vitest';
import {
  defaultEventEnd,
  eventFeedWindow,
  FILE_GROUPING_DEFAULTS,
  feedPanelDefaults,
  RELATED_FEED_TITLES,
} from './defaults';

const sites = {
  calendar: 'https://calendar.example.org/',
  files: 'https://files.example.org/',
  directory: 'https://directory.example.org/',
};

describe('feed defaults', () => {
  it('follows the feed panel defaults table', () => {
    expect(
      (['announcements', 'stories', 'events', 'files', 'people'] as const).map((kind) =>
        Object.values(feedPanelDefaults(kind, sites)),
      ),
    ).toEqual([
      ['info', 'Announcements', '/announcements', 'More Announcements'],
      ['school', 'Stories', '/stories', 'More Stories'],
      ['calendar-alt', 'Events', sites.calendar, 'Full Calendar'],
      ['files', 'Files', sites.files, 'More Files'],
      ['directory', 'People', sites.directory, 'Full Directory'],
    ]);
  });

  it('groups the files feed by category only, ascending', () => {
    expect(FILE_GROUPING_DEFAULTS).toEqual({
      groupByOwner: false,
      groupByCategory: true,
      groupByCategoryDescending: false,
      groupByTag: false,
      groupByDate: false,
    });
  });

  it('titles the related feeds', () => {
    expect(RELATED_FEED_TITLES).toEqual({
      announcements: 'Related Announcements',
      events: 'Related Events',
      stories: 'Related Stories',
    });
  });
});

describe('event window', () => {
  it('runs from now to now + 180 days', () => {
    const now = new Date('2024-03-01T12:00:00Z');
    const { start, end } = eventFeedWindow(now);
    expect(start.toISOString()).toBe('2024-03-01T12:00:00.000Z');
    expect(end.toISOString()).toBe('2024-08-28T12:00:00.000Z');
    expect(start).not.toBe(now);
  });

  it('ends by default at the end of the current month (UTC)', () => {
    expect(defaultEventEnd(new Date('2024-02-10T08:00:00Z')).toISOString()).toBe(
      '2024-02-29T23:59:59.999Z',
    );
    expect(defaultEventEnd(new Date('2024-12-31T23:59:59Z')).toISOString()).toBe(
      '2024-12-31T23:59:59.999Z',
    );
  });

  it("ends at the end of the month in the organization's time zone", () => {
    // 05:00 UTC on 1 March is still 28 February in Denver (UTC-7).
    expect(defaultEventEnd(new Date('2023-03-01T05:00:00Z'), 'America/Denver').toISOString()).toBe(
      '2023-03-01T06:59:59.999Z',
    );
    // March ends in daylight time (UTC-6) although it began in standard time.
    expect(defaultEventEnd(new Date('2023-03-05T12:00:00Z'), 'America/Denver').toISOString()).toBe(
      '2023-04-01T05:59:59.999Z',
    );
  });
});
