/**
 * A calendar feed's subscription links (docs/behaviour.md#subscriptions), shared by the server
 * (the chrome's site-wide feed) and the page (a panel's own calendars). Google Calendar takes the
 * `webcal:` address as `cid` (it then fetches it over https); Outlook on the web takes the https
 * address and a name for the calendar.
 */

/** The links that add one calendar feed to a reader's calendar. */
export interface CalendarLinks {
  /** The feed as `webcal://`: the reader's own calendar app (Apple Calendar, Outlook…). */
  webcal: string;
  /** The same feed over the web (what Outlook on the web and a download fetch). */
  https: string;
  google: string;
  outlook: string;
}

/** The subscription links of the feed at `feedUrl` (absolute, http or https). */
export function calendarLinks(feedUrl: string, name: string): CalendarLinks {
  const webcal = feedUrl.replace(/^https?:/, 'webcal:');
  const outlook = new URL('https://outlook.live.com/calendar/0/addfromweb');
  outlook.searchParams.set('url', feedUrl);
  outlook.searchParams.set('name', name);
  return {
    webcal,
    https: feedUrl,
    google: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`,
    outlook: outlook.toString(),
  };
}

/**
 * The feed of some calendars under the site's base (`https://site`): one calendar's
 * `/calendars/<id>.ics`, several joined by `+` (sorted, so a set has one address).
 */
export function calendarFeedUrl(base: string, calendarIds: readonly string[]): string {
  const ids = [...new Set(calendarIds)].sort();
  return `${base.replace(/\/+$/, '')}/calendars/${ids.map(encodeURIComponent).join('+')}.ics`;
}

/** An event's own page: `/calendars/<calendar id>/<event id>`. */
export function eventPagePath(event: { calendarId: string; id: string }): string {
  return `/calendars/${encodeURIComponent(event.calendarId)}/${encodeURIComponent(event.id)}`;
}
