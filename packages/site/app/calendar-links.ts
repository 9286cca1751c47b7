/**
 * A calendar feed's subscription links (docs/behaviour.md#subscriptions), shared by server and
 * page. Google takes the `webcal:` address as `cid`; Outlook on the web the https one and a name.
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

/** The feed of some calendars: `/calendars/<id>.ics`, several joined by `+`, sorted. */
export function calendarFeedUrl(base: string, calendarIds: readonly string[]): string {
  const ids = [...new Set(calendarIds)].sort();
  return `${base.replace(/\/+$/, '')}/calendars/${ids.map(encodeURIComponent).join('+')}.ics`;
}

/** An event's own page: `/calendars/<calendar id>/<event id>`. */
export function eventPagePath(event: { calendarId: string; id: string }): string {
  return `/calendars/${encodeURIComponent(event.calendarId)}/${encodeURIComponent(event.id)}`;
}
