/** Absolute URLs for feeds, sitemaps and metadata, which are read out of their page's context. */
import { DEFAULT_LANGUAGE_CODE } from '@district/core/languages/languages';
import { type CalendarLinks, calendarLinks, eventPagePath } from '../../calendar-links';

/** The site's base URL without a trailing slash (`https://aspen.example.org`); throws if not http(s). */
export function normalizeSiteUrl(siteUrl: string): string {
  const parsed = new URL(siteUrl);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(`Site URL must be http or https: ${siteUrl}`);
  }
  return `${parsed.origin}${parsed.pathname.replace(/\/+$/, '')}`;
}

/** `pathOrUrl` made absolute against the site (`/a b` → `https://site/a%20b`); null when unparsable. */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string | null {
  const base = `${normalizeSiteUrl(siteUrl)}/`;
  const trimmed = pathOrUrl.trim();
  if (trimmed === '') return null;
  try {
    const relative =
      trimmed.startsWith('/') && !trimmed.startsWith('//') ? trimmed.slice(1) : trimmed;
    const url = new URL(relative, base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.toString();
  } catch {
    return null;
  }
}

// A site-relative link or image in sanitized HTML (attributes double-quoted, `&` written `&amp;`).
const SITE_RELATIVE = /(<(?:a|img)\s[^>]*?\b(?:href|src)=")(\/(?!\/)[^"]*)"/gi;

/** Site-relative links and images of sanitized HTML made absolute: a feed reader has no page of ours. */
export function absoluteLinks(html: string, siteUrl: string): string {
  return html.replace(SITE_RELATIVE, (whole, start: string, value: string) => {
    const url = absoluteUrl(siteUrl, value.replaceAll('&amp;', '&'));
    return url ? `${start}${url.replaceAll('&', '&amp;')}"` : whole;
  });
}

/** Whether `url` lives under the site's base URL (same origin and path prefix). */
export function isOnSite(siteUrl: string, url: string): boolean {
  const base = normalizeSiteUrl(siteUrl);
  return url === base || url.startsWith(`${base}/`) || url.startsWith(`${base}?`);
}

/** The URL with `?lang=<code>` set; the default language (`en`) leaves it unchanged when `omitDefault`. */
export function withLanguage(
  url: string,
  language: string | null | undefined,
  omitDefault = true,
): string {
  if (!language || (omitDefault && language === DEFAULT_LANGUAGE_CODE)) return url;
  const parsed = new URL(url);
  parsed.searchParams.set('lang', language);
  return parsed.toString();
}

/** The site URL of a message: `/announcements/{slug}` or `/stories/{slug}`. */
export function messageUrl(
  siteUrl: string,
  kind: 'announcements' | 'stories',
  slug: string,
  language?: string | null,
): string {
  return withLanguage(`${normalizeSiteUrl(siteUrl)}/${kind}/${encodeURIComponent(slug)}`, language);
}

/** The "Add to calendar" URL of one event: `/events/{id}.ics`. */
export function eventIcsUrl(siteUrl: string, eventId: string): string {
  return `${normalizeSiteUrl(siteUrl)}/events/${encodeURIComponent(eventId)}.ics`;
}

/** An event's own page, absolute: `/calendars/<calendar id>/<event id>`. */
export function eventPageUrl(siteUrl: string, event: { calendarId: string; id: string }): string {
  return `${normalizeSiteUrl(siteUrl)}${eventPagePath(event)}`;
}

/** The URLs of the site's syndication documents. */
export function syndicationUrls(siteUrl: string) {
  const base = normalizeSiteUrl(siteUrl);
  return {
    announcementsRss: `${base}/announcements.rss`,
    storiesRss: `${base}/stories.rss`,
    eventsIcs: `${base}/events.ics`,
    sitemap: `${base}/sitemap.xml`,
    robots: `${base}/robots.txt`,
  };
}

/** Where a reader subscribes to the site's calendar and news: what the feed panels link. */
export interface SubscriptionLinks {
  /** The site's own calendar, `/events.ics` (docs/behaviour.md#subscriptions). */
  calendar: CalendarLinks;
  base: string;
  organizationTitle: string;
  /** The news feeds, in the reader's language when the site translates them. */
  announcements: string;
  stories: string;
}

/** The calendar's and the news' subscription links, absolute (seen out of context). */
export function subscriptionLinks(
  siteUrl: string,
  {
    calendarName,
    organizationTitle,
    language,
  }: { calendarName: string; organizationTitle: string; language?: string | null },
): SubscriptionLinks {
  const urls = syndicationUrls(siteUrl);
  return {
    calendar: calendarLinks(urls.eventsIcs, calendarName),
    base: normalizeSiteUrl(siteUrl),
    organizationTitle,
    announcements: withLanguage(urls.announcementsRss, language),
    stories: withLanguage(urls.storiesRss, language),
  };
}
