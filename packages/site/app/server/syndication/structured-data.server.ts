/**
 * Page metadata for search engines and link previews, and schema.org JSON-LD. Everything here is
 * CMS text, so the JSON is escaped before it sits inside a `<script>`.
 */
import type { CalendarEvent } from '@district/core/entities/event';
import type { Message } from '@district/core/entities/message';
import type { Organization } from '@district/core/entities/organization';
import type { MetaDescriptor } from '@remix-run/react';
import { isRasterImage, rasterLogo, shareImage } from '../brand/share-image.server';
import { type EventPlace, eventPlace } from './calendars.server';
import { zonedDate } from './ical.server';
import { htmlToPlainText } from './plain-text.server';
import { absoluteUrl, eventPageUrl, messageUrl, normalizeSiteUrl } from './site-urls.server';
import { hreflang } from './sitemap.server';

/** A JSON-LD value (what Remix's `script:ld+json` meta accepts). */
export type JsonLdValue = string | number | boolean | null | JsonLd | JsonLdValue[];
export type JsonLd = { [key: string]: JsonLdValue };

const SCHEMA_CONTEXT = 'https://schema.org';

/** The organization fields the JSON-LD builders read. */
export type OrganizationForJsonLd = Pick<
  Organization,
  | 'title'
  | 'abbreviation'
  | 'parentOrganization'
  | 'educationLevels'
  | 'address'
  | 'location'
  | 'phone'
  | 'fax'
  | 'email'
  | 'logoImageUrl'
  | 'exteriorPhotoUrl'
  | 'facebook'
  | 'instagram'
  | 'twitter'
  | 'tagline'
>;

/** `School` for a member school; `EducationalOrganization` for the district and the intranet. */
export function organizationType(
  organization: Pick<Organization, 'parentOrganization' | 'educationLevels'>,
): 'School' | 'EducationalOrganization' {
  return organization.parentOrganization !== null && organization.educationLevels.length > 0
    ? 'School'
    : 'EducationalOrganization';
}

/** The `@id` that names the organization across a site's JSON-LD. */
export function organizationId(siteUrl: string): string {
  return `${normalizeSiteUrl(siteUrl)}/#organization`;
}

/** Drops null, undefined and empty-string members, so no property says "unknown" as "". */
function compact(object: { [key: string]: JsonLdValue | undefined }): JsonLd {
  const result: JsonLd = {};
  for (const [key, value] of Object.entries(object)) {
    if (value !== undefined && value !== null && value !== '') result[key] = value;
  }
  return result;
}

function postalAddress(address: Organization['address']): JsonLd | null {
  if (!address) return null;
  return compact({
    '@type': 'PostalAddress',
    streetAddress: [address.street1, address.street2].filter(Boolean).join(', '),
    addressLocality: address.city,
    addressRegion: address.state,
    postalCode: address.zip,
  });
}

function geoCoordinates(location: Organization['location']): JsonLd | null {
  if (!location) return null;
  const latitude = Number(location.lat);
  const longitude = Number(location.lon);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  return { '@type': 'GeoCoordinates', latitude, longitude };
}

function httpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

function imageUrl(siteUrl: string, value: string | null | undefined): string | null {
  return value ? absoluteUrl(siteUrl, value) : null;
}

/** A short reference to the organization, for `author`, `publisher` and `organizer`. */
function organizationRef(organization: OrganizationForJsonLd, siteUrl: string): JsonLd {
  const logo = imageUrl(siteUrl, rasterLogo(organization));
  return compact({
    '@type': organizationType(organization),
    '@id': organizationId(siteUrl),
    name: organization.title,
    url: `${normalizeSiteUrl(siteUrl)}/`,
    logo: logo ? { '@type': 'ImageObject', url: logo } : null,
  });
}

/** schema.org `School` or `EducationalOrganization` of an organization, for its home page. */
export function organizationJsonLd(organization: OrganizationForJsonLd, siteUrl: string): JsonLd {
  const sameAs = [organization.facebook, organization.instagram, organization.twitter]
    .map(httpUrl)
    .filter((url): url is string => url !== null);
  return compact({
    '@context': SCHEMA_CONTEXT,
    '@type': organizationType(organization),
    '@id': organizationId(siteUrl),
    name: organization.title,
    alternateName: organization.abbreviation,
    url: `${normalizeSiteUrl(siteUrl)}/`,
    // Raster, as search engines show them: the drawn card and badge where there is no photo.
    logo: imageUrl(siteUrl, rasterLogo(organization)),
    image: imageUrl(siteUrl, shareImage(organization).url),
    slogan: organization.tagline,
    telephone: organization.phone,
    faxNumber: organization.fax,
    email: organization.email,
    address: postalAddress(organization.address),
    geo: geoCoordinates(organization.location),
    sameAs: sameAs.length > 0 ? sameAs : null,
  });
}

/** The message fields an article reads; both message shapes fit. */
export type ArticleMessage = Pick<
  Message,
  'title' | 'summary' | 'slug' | 'bodyHtml' | 'publishDateTime' | 'categories'
> &
  Partial<Pick<Message, 'tags'>>;

/** Options of {@link newsArticleJsonLd}. */
export interface NewsArticleOptions {
  kind?: 'stories' | 'announcements';
  language?: string;
  /** The article's lead image; otherwise the body's first raster image, then the share image. */
  image?: string;
}

function firstImage(html: string | null | undefined): string | null {
  const match = html ? /<img\b[^>]*?\bsrc\s*=\s*(["'])(.*?)\1/i.exec(html) : null;
  return match?.[2] ?? null;
}

/** schema.org `NewsArticle` of a story (or announcement), published by the organization. */
export function newsArticleJsonLd(
  message: ArticleMessage,
  siteUrl: string,
  organization: OrganizationForJsonLd,
  options: NewsArticleOptions = {},
): JsonLd {
  const url = messageUrl(siteUrl, options.kind ?? 'stories', message.slug, options.language);
  // Raster images only (search engines show no SVG); the organization's card at the last.
  const images = [options.image, firstImage(message.bodyHtml), shareImage(organization).url]
    .filter(isRasterImage)
    .map((candidate) => imageUrl(siteUrl, candidate))
    .filter((candidate): candidate is string => candidate !== null);
  const keywords = [...message.categories, ...(message.tags ?? [])];
  const published = Date.parse(message.publishDateTime);
  const date = Number.isNaN(published) ? null : new Date(published).toISOString();
  return compact({
    '@context': SCHEMA_CONTEXT,
    '@type': 'NewsArticle',
    headline: message.title,
    description: htmlToPlainText(message.summary),
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    inLanguage: options.language ? hreflang(options.language) : 'en',
    datePublished: date,
    // Messages carry no modification date; the publish date is the last known change.
    dateModified: date,
    image: images.length > 0 ? images.slice(0, 1) : null,
    keywords: keywords.length > 0 ? keywords.join(', ') : null,
    author: organizationRef(organization, siteUrl),
    publisher: organizationRef(organization, siteUrl),
  });
}

/** Options of {@link eventJsonLd}. */
export interface EventJsonLdOptions {
  /** The organization's IANA time zone; all-day events then get date-only start and end. */
  timeZone?: string;
  url?: string;
  /** The event's place (calendars.server eventPlace); read from its location text when not given. */
  place?: EventPlace | null;
}

function isoDate([year, month, day]: readonly number[]): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function eventDates(event: CalendarEvent, timeZone: string | undefined) {
  const start = Date.parse(event.start);
  const parsedEnd = Date.parse(event.end);
  const end = Number.isNaN(parsedEnd) || parsedEnd < start ? start : parsedEnd;
  if (event.allDay && timeZone && !Number.isNaN(start)) {
    // schema.org dates are inclusive: a day stored as midnight → next midnight ends on its own day.
    return {
      startDate: isoDate(zonedDate(new Date(start), timeZone)),
      endDate: isoDate(zonedDate(new Date(Math.max(start, end - 1)), timeZone)),
    };
  }
  // The stored strings keep their UTC offset, which search engines want; a bad end falls back.
  return { startDate: event.start, endDate: Number.isNaN(parsedEnd) ? event.start : event.end };
}

const ONLINE_LOCATION = /^\s*(online|virtual|zoom|teams)\s*$/i;

// "4120 Aspen Grove Way, Meadowlark, CO 80191": the one-line address calendars.server writes.
const FULL_ADDRESS = /^(.+), ([^,]+), ([A-Z]{2}) (\d{5}(?:-\d{4})?)$/;

/** A one-line address as a `PostalAddress`, its parts named when it is written in full. */
function addressOfLine(line: string): JsonLd {
  const match = FULL_ADDRESS.exec(line.trim());
  if (!match) return { '@type': 'PostalAddress', streetAddress: line };
  const [, streetAddress, addressLocality, addressRegion, postalCode] = match;
  return compact({
    '@type': 'PostalAddress',
    streetAddress,
    addressLocality,
    addressRegion,
    postalCode,
  });
}

/** schema.org `Place` of an event's own place; its address only when the data has one. */
function placeJsonLd(place: EventPlace): JsonLd {
  const owner = place.organization;
  return compact({
    '@type': 'Place',
    name: place.name,
    address: owner
      ? postalAddress(owner.address)
      : place.address
        ? addressOfLine(place.address)
        : null,
    geo: owner ? geoCoordinates(owner.location) : null,
  });
}

/** schema.org `Event`, at the event's own place (the organization's address only for its campus). */
export function eventJsonLd(
  event: CalendarEvent,
  siteUrl: string,
  organization: OrganizationForJsonLd,
  options: EventJsonLdOptions = {},
): JsonLd {
  const online = event.location !== null && ONLINE_LOCATION.test(event.location);
  const place = options.place ?? eventPlace(event, []);
  const location = online
    ? { '@type': 'VirtualLocation', url: options.url ?? `${normalizeSiteUrl(siteUrl)}/` }
    : place
      ? placeJsonLd(place)
      : // No place given: the organization's own, named without an address it may not be at.
        { '@type': 'Place', name: organization.title };
  return compact({
    '@context': SCHEMA_CONTEXT,
    '@type': 'Event',
    name: event.title,
    description: htmlToPlainText(event.description) || htmlToPlainText(event.summary),
    ...eventDates(event, options.timeZone),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: online
      ? 'https://schema.org/OnlineEventAttendanceMode'
      : 'https://schema.org/OfflineEventAttendanceMode',
    location,
    organizer: organizationRef(organization, siteUrl),
    url: options.url ?? eventPageUrl(siteUrl, event),
  });
}

/** One entry of an {@link itemListJsonLd}: what it is called and where it is. */
export interface ListEntry {
  name: string;
  url: string;
}

function listItems(siteUrl: string, entries: readonly ListEntry[]): JsonLd[] {
  return entries
    .flatMap((entry) => {
      const url = absoluteUrl(siteUrl, entry.url);
      return url ? [{ '@type': 'ListItem', url, name: entry.name }] : [];
    })
    .map((item, index) => ({ ...item, position: index + 1 }));
}

/** schema.org `ItemList` of a list page's entries (`/announcements`, `/stories`), in order. */
export function itemListJsonLd(
  list: { name: string; url: string; entries: readonly ListEntry[] },
  siteUrl: string,
  organization: OrganizationForJsonLd,
): JsonLd {
  const items = listItems(siteUrl, list.entries);
  return compact({
    '@context': SCHEMA_CONTEXT,
    '@type': 'ItemList',
    name: list.name,
    url: list.url,
    numberOfItems: items.length,
    itemListElement: items,
    publisher: organizationRef(organization, siteUrl),
  });
}

/** The schema.org page types the site's own pages are. */
export type WebPageType = 'WebPage' | 'AboutPage' | 'ContactPage' | 'SearchResultsPage';

/** schema.org `WebPage` (or a narrower type) of the site; search results carry `mainEntity`. */
export function webPageJsonLd(
  page: {
    type: WebPageType;
    name: string;
    url: string;
    description?: string | null;
    language?: string;
    entries?: readonly ListEntry[];
  },
  siteUrl: string,
  organization: OrganizationForJsonLd,
): JsonLd {
  const items = page.entries ? listItems(siteUrl, page.entries) : null;
  return compact({
    '@context': SCHEMA_CONTEXT,
    '@type': page.type,
    name: page.name,
    url: page.url,
    description: page.description ? htmlToPlainText(page.description) : null,
    inLanguage: page.language ? hreflang(page.language) : 'en',
    isPartOf: {
      '@type': 'WebSite',
      url: `${normalizeSiteUrl(siteUrl)}/`,
      name: organization.title,
    },
    about: page.type === 'AboutPage' ? organizationRef(organization, siteUrl) : null,
    publisher: organizationRef(organization, siteUrl),
    mainEntity: items
      ? { '@type': 'ItemList', numberOfItems: items.length, itemListElement: items }
      : null,
  });
}

const SCRIPT_UNSAFE = /[<>&\u2028\u2029]/g;

/** JSON for a `ld+json` script, `<`, `>`, `&`, U+2028/9 escaped so CMS text cannot close the script. */
export function jsonLdScript(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data).replace(
    SCRIPT_UNSAFE,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Input of {@link pageMeta}. */
export interface PageMetaInput {
  title: string;
  description?: string | null;
  canonicalUrl: string;
  siteName: string;
  /** Preview image (PNG or JPEG), absolute or site-relative (resolved against the canonical URL). */
  image?: string | null;
  imageAlt?: string | null;
  type: 'website' | 'article';
  locale: string;
  /** Preview pages and the intranet ask crawlers not to index them. */
  noIndex?: boolean;
}

/** The Open Graph locale of a language code (`en` → `en`, `pt` → `pt_BR`, `zh-Hans` → `zh_Hans`). */
export function ogLocale(code: string): string {
  return hreflang(code).replace('-', '_');
}

function resolveImage(canonicalUrl: string, image: string): string | null {
  try {
    const url = new URL(image, canonicalUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** A Remix `meta` array: title, description, canonical link, Open Graph and Twitter tags, noindex. */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const description = input.description?.trim() ?? '';
  const image = input.image ? resolveImage(input.canonicalUrl, input.image) : null;
  const meta: MetaDescriptor[] = [{ title: input.title }];
  if (description) meta.push({ name: 'description', content: description });
  meta.push(
    { tagName: 'link', rel: 'canonical', href: input.canonicalUrl },
    { property: 'og:title', content: input.title },
  );
  if (description) meta.push({ property: 'og:description', content: description });
  meta.push(
    { property: 'og:url', content: input.canonicalUrl },
    { property: 'og:type', content: input.type },
    { property: 'og:site_name', content: input.siteName },
    { property: 'og:locale', content: ogLocale(input.locale) },
  );
  const imageAlt = input.imageAlt?.trim();
  if (image) meta.push({ property: 'og:image', content: image });
  if (image && imageAlt) meta.push({ property: 'og:image:alt', content: imageAlt });
  meta.push(
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: input.title },
  );
  if (description) meta.push({ name: 'twitter:description', content: description });
  if (image) meta.push({ name: 'twitter:image', content: image });
  if (image && imageAlt) meta.push({ name: 'twitter:image:alt', content: imageAlt });
  if (input.noIndex) meta.push({ name: 'robots', content: 'noindex, nofollow' });
  return meta;
}
