import { describe, expect, it } from 'vitest';
import { notification } from '../../test/fixtures';
import { isFloatingNotificationShown, notificationsForPage, shownNotifications } from './floating';

describe('floating notifications', () => {
  it('shows an Important Notice on every page', () => {
    expect(
      isFloatingNotificationShown(notification({ categories: ['Important Notice'] }), []),
    ).toBe(true);
  });

  it("shows a notification in one of the current page's categories", () => {
    const n = notification({ categories: ['Athletics'] });
    expect(isFloatingNotificationShown(n, ['Board', 'athletics'])).toBe(true);
  });

  it('hides a notification in none of them', () => {
    expect(
      isFloatingNotificationShown(notification({ categories: ['Athletics'] }), ['Board']),
    ).toBe(false);
    expect(isFloatingNotificationShown(notification({ categories: [] }), ['Board'])).toBe(false);
  });

  it('filters only floating notifications (and untyped ones, which count as floating)', () => {
    const list = [
      notification({ id: 'banner', type: 'banner', categories: [] }),
      notification({ id: 'floating-hidden', categories: ['Lunch'] }),
      notification({ id: 'floating-shown', categories: ['Important Notice'] }),
      { ...notification({ id: 'untyped-hidden', categories: ['Lunch'] }), type: undefined },
    ];
    expect(notificationsForPage(list, ['Athletics']).map((n) => n.id)).toEqual([
      'banner',
      'floating-shown',
    ]);
  });
});

describe('the notifications a page shows', () => {
  it('adds the page’s own after the site-wide ones, once, then filters the floating ones', () => {
    const siteWide = [
      notification({ id: 'alert', categories: ['Important Notice'] }),
      notification({ id: 'lunch', categories: ['Lunch'] }),
    ];
    const pageOwn = [
      notification({ id: 'alert', categories: ['Important Notice'] }),
      notification({ id: 'game', categories: ['Athletics'] }),
    ];
    expect(shownNotifications(siteWide, pageOwn, ['Athletics']).map((n) => n.id)).toEqual([
      'alert',
      'game',
    ]);
    expect(shownNotifications(siteWide, [], []).map((n) => n.id)).toEqual(['alert']);
  });
});
