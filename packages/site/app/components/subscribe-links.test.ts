import { describe, expect, it } from 'vitest';
import { calendarLinks } from '../calendar-links';
import { calendarSubscribe, type SubscribeSource } from './subscribe-links';

const SITE = 'https://www.meadowlarkvalley.org';
const source: SubscribeSource = {
  labels: {
    subscribe: 'Subscribe',
    calendarApp: 'Calendar app',
    subscribeCalendarApp: 'Subscribe to the calendar in your calendar app',
    subscribeGoogleCalendar: 'Subscribe to the calendar in Google Calendar',
    subscribeOutlook: 'Subscribe to the calendar in Outlook',
    newsReader: 'News reader (RSS)',
    subscribeNews: 'Subscribe to {feed} in a news reader (RSS)',
  },
  subscriptions: {
    calendar: calendarLinks(`${SITE}/events.ics`, 'Meadowlark Valley — Events'),
    base: SITE,
    organizationTitle: 'Meadowlark Valley',
    announcements: `${SITE}/announcements.rss`,
    stories: `${SITE}/stories.rss`,
  },
};

const hrefs = (calendars?: string[], title?: string) =>
  calendarSubscribe(source, calendars, title)?.links.map((link) => link.href) ?? [];

describe("a panel's calendar subscription", () => {
  it("adds the panel's own calendar: the board meetings panel, board meetings only", () => {
    const [app, google, outlook] = hrefs(['board-of-education'], 'Upcoming Board Meetings');
    expect(app).toBe('webcal://www.meadowlarkvalley.org/calendars/board-of-education.ics');
    expect(new URL(google ?? '').searchParams.get('cid')).toBe(app);
    const outlookUrl = new URL(outlook ?? '');
    expect(outlookUrl.searchParams.get('url')).toBe(`${SITE}/calendars/board-of-education.ics`);
    expect(outlookUrl.searchParams.get('name')).toBe('Meadowlark Valley — Upcoming Board Meetings');
  });

  it("adds the site's feed when the panel names no calendar", () => {
    expect(hrefs([])[0]).toBe('webcal://www.meadowlarkvalley.org/events.ics');
    expect(hrefs()[0]).toBe('webcal://www.meadowlarkvalley.org/events.ics');
  });

  it('offers nothing where there is nothing to subscribe to (the intranet)', () => {
    expect(calendarSubscribe({ ...source, subscriptions: null }, ['athletics'])).toBeNull();
  });
});
