import { describe, expect, it } from 'vitest';
import { calendarFeedUrl } from '../../calendar-links';
import {
  absoluteUrl,
  eventIcsUrl,
  eventPageUrl,
  isOnSite,
  messageUrl,
  normalizeSiteUrl,
  subscriptionLinks,
  syndicationUrls,
  withLanguage,
} from './site-urls.server';

const SITE = 'https://aspengrove.meadowlarkvalley.org';

describe('syndication URLs', () => {
  it('normalizes the site URL without a trailing slash and refuses other schemes', () => {
    expect(normalizeSiteUrl(`${SITE}/`)).toBe(SITE);
    expect(normalizeSiteUrl('http://127.0.0.1:3000')).toBe('http://127.0.0.1:3000');
    expect(() => normalizeSiteUrl('ftp://example.org')).toThrow('Site URL must be http or https');
  });

  it('makes paths absolute on the site and rejects non-web URLs', () => {
    expect(absoluteUrl(SITE, '/about us')).toBe(`${SITE}/about%20us`);
    expect(absoluteUrl(SITE, 'https://cdn.example.org/x.png')).toBe(
      'https://cdn.example.org/x.png',
    );
    expect(absoluteUrl(SITE, 'javascript:alert(1)')).toBeNull();
    expect(absoluteUrl(SITE, '  ')).toBeNull();
  });

  it('tells the site’s own URLs from look-alike hosts', () => {
    expect(isOnSite(SITE, `${SITE}/stories/a`)).toBe(true);
    expect(isOnSite(SITE, `${SITE}.evil.example/stories/a`)).toBe(false);
  });

  it('adds ?lang except for the default language, keeping other parameters', () => {
    expect(withLanguage(`${SITE}/a`, 'en')).toBe(`${SITE}/a`);
    expect(withLanguage(`${SITE}/a`, 'en', false)).toBe(`${SITE}/a?lang=en`);
    expect(withLanguage(`${SITE}/a?x=1`, 'es')).toBe(`${SITE}/a?x=1&lang=es`);
    expect(withLanguage(`${SITE}/a`, null)).toBe(`${SITE}/a`);
  });

  it('builds message, event and feed URLs', () => {
    expect(messageUrl(SITE, 'stories', 'field day', 'vi')).toBe(
      `${SITE}/stories/field%20day?lang=vi`,
    );
    expect(eventIcsUrl(`${SITE}/`, 'e/1')).toBe(`${SITE}/events/e%2F1.ics`);
    expect(syndicationUrls(SITE)).toEqual({
      announcementsRss: `${SITE}/announcements.rss`,
      storiesRss: `${SITE}/stories.rss`,
      eventsIcs: `${SITE}/events.ics`,
      sitemap: `${SITE}/sitemap.xml`,
      robots: `${SITE}/robots.txt`,
    });
  });

  it('links the calendar for calendar apps, Google Calendar and Outlook, and the news feeds', () => {
    const links = subscriptionLinks(SITE, {
      calendarName: 'Aspen Grove — Events',
      organizationTitle: 'Aspen Grove',
      language: 'es',
    });
    expect(links.calendar.webcal).toBe('webcal://aspengrove.meadowlarkvalley.org/events.ics');
    expect(links.calendar.https).toBe(`${SITE}/events.ics`);
    const google = new URL(links.calendar.google);
    expect(`${google.origin}${google.pathname}`).toBe(
      'https://calendar.google.com/calendar/render',
    );
    expect(google.searchParams.get('cid')).toBe(links.calendar.webcal);
    // The address is encoded as one parameter: its own `/` and `:` cannot end Google's.
    expect(links.calendar.google).toContain('cid=webcal%3A%2F%2Faspengrove');
    const outlook = new URL(links.calendar.outlook);
    expect(`${outlook.origin}${outlook.pathname}`).toBe(
      'https://outlook.live.com/calendar/0/addfromweb',
    );
    expect(outlook.searchParams.get('url')).toBe(`${SITE}/events.ics`);
    expect(outlook.searchParams.get('name')).toBe('Aspen Grove — Events');
    expect(links.announcements).toBe(`${SITE}/announcements.rss?lang=es`);
    expect(links.stories).toBe(`${SITE}/stories.rss?lang=es`);
  });

  it('keeps a local http site http, and English news feeds without ?lang', () => {
    const links = subscriptionLinks('http://127.0.0.1:3101/', {
      calendarName: 'District — Events',
      organizationTitle: 'District',
    });
    expect(links.calendar.webcal).toBe('webcal://127.0.0.1:3101/events.ics');
    expect(links.calendar.https).toBe('http://127.0.0.1:3101/events.ics');
    expect(links.announcements).toBe('http://127.0.0.1:3101/announcements.rss');
  });

  it("gives a calendar's own feed and an event's own page", () => {
    expect(calendarFeedUrl(`${SITE}/`, ['board-of-education'])).toBe(
      `${SITE}/calendars/board-of-education.ics`,
    );
    // A set of calendars has one address, whatever the order it is named in.
    expect(calendarFeedUrl(SITE, ['district', 'athletics', 'district'])).toBe(
      `${SITE}/calendars/athletics+district.ics`,
    );
    expect(eventPageUrl(SITE, { calendarId: 'athletics', id: 'e 1' })).toBe(
      `${SITE}/calendars/athletics/e%201`,
    );
  });
});
