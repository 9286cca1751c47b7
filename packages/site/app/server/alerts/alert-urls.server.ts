/** The addresses of a site's alert feeds and of an alert's details. */
import type { AlertRevision } from '@district/core/alerts/revision';
import {
  absoluteUrl,
  isOnSite,
  normalizeSiteUrl,
  withLanguage,
} from '../syndication/site-urls.server';

/** The title of the alert feed's `<link rel="alternate">` in every page's head. */
export const ALERT_FEED_LINK_TITLE = 'Alerts';

/** The address of the site's alert feed (`?lang` when translated). */
export function alertFeedUrl(siteUrl: string, language?: string | null): string {
  return withLanguage(`${normalizeSiteUrl(siteUrl)}/alerts/feed.atom`, language);
}

/** The address of a revision's CAP document. */
export function alertCapUrl(siteUrl: string, identifier: string): string {
  return `${normalizeSiteUrl(siteUrl)}/alerts/${encodeURIComponent(identifier)}.cap`;
}

/** The alert's details on the site: its detail link or call to action, else the home page. */
export function alertWebUrl(
  revision: Pick<AlertRevision, 'detailUrl'>,
  siteUrl: string,
  language: string,
): string {
  const detail = revision.detailUrl ? absoluteUrl(siteUrl, revision.detailUrl) : null;
  const url = detail ?? `${normalizeSiteUrl(siteUrl)}/`;
  return isOnSite(siteUrl, url) ? withLanguage(url, language) : url;
}

/** The alert feed's `<link rel="alternate" type="application/atom+xml">` for a page's head. */
export function alertFeedAlternateLink(siteUrl: string, language?: string | null) {
  return {
    rel: 'alternate',
    type: 'application/atom+xml',
    title: ALERT_FEED_LINK_TITLE,
    href: alertFeedUrl(siteUrl, language),
  } as const;
}
