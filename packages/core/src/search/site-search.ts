/**
 * The composite site search of docs/behaviour.md#site-search: which organizations are searched, the
 * queries it runs, and how page and message hits become one list of results sorted by score.
 */
import { CHANNELS, GROUP_SEARCH_LIMIT } from '../constants';
import type { Message, MessageIndexDocument } from '../entities/message';
import type { Organization } from '../entities/organization';
import type { PageIndexDocument } from '../entities/page';
import { truncate } from '../text/truncate';
import {
  buildMessageSearch,
  buildPageSearch,
  buildSiteFileSearch,
  fuzzyTerms,
  isBlankKeywords,
} from './builders';
import type { SearchHit, SearchQuery } from './query';
import { FORGIVEN_EDITS, forgivenWords } from './spelling';

/**
 * The organizations searched: the own one, plus its parent when `includeDistrictSearchResults`
 * (default true) and a parent exists.
 */
export function siteSearchOrganizationIds(
  organization: Pick<Organization, 'id' | 'parentOrganization'>,
  includeDistrictSearchResults = true,
): string[] {
  const parentId = organization.parentOrganization?.id;
  return includeDistrictSearchResults && parentId ? [organization.id, parentId] : [organization.id];
}

/** The group (contact) query of the site search; same shape as the data port's `GroupQuery`. */
export interface SiteGroupQuery {
  organizationId: string;
  keywords: string[];
  limit: number;
}

/** Every query of one site search; `null` means "empty result, no call". */
export interface SiteSearchQueries {
  pages: SearchQuery | null;
  messages: SearchQuery | null;
  files: SearchQuery | null;
  groups: SiteGroupQuery | null;
}

/** Options of {@link siteSearchQueries}. */
export interface SiteSearchOptions {
  keywords: string;
  organization: Pick<Organization, 'id' | 'parentOrganization'>;
  includeDistrictSearchResults?: boolean;
  now: Date;
  excludeLeadership?: boolean;
}

/** The page, message, file and group queries of a site search (all fuzzy; none for no keywords). */
export function siteSearchQueries(options: SiteSearchOptions): SiteSearchQueries {
  const organizationIds = siteSearchOrganizationIds(
    options.organization,
    options.includeDistrictSearchResults,
  );
  const { keywords } = options;
  return {
    pages: buildPageSearch({ keywords, fuzzy: true, organizationIds }),
    messages: buildMessageSearch({
      keywords,
      fuzzy: true,
      requireKeywords: true,
      now: options.now,
      organizationIds,
      channels: [CHANNELS.announcements, CHANNELS.stories],
      excludeLeadership: options.excludeLeadership ?? false,
    }),
    files: buildSiteFileSearch({ keywords, fuzzy: true, organizationIds }),
    groups: isBlankKeywords(keywords)
      ? null
      : {
          organizationId: options.organization.id,
          keywords: fuzzyTerms(keywords).words,
          limit: GROUP_SEARCH_LIMIT,
        },
  };
}

/**
 * The second, forgiving search, asked only when the first found nothing: the same page, message
 * and file queries with each word of the keywords as a fuzzy title (file name) term, within
 * {@link FORGIVEN_EDITS} edits. Null when no word is long enough to forgive.
 */
export function siteSearchForgivingQueries(
  options: SiteSearchOptions,
): Omit<SiteSearchQueries, 'groups'> | null {
  if (forgivenWords(options.keywords).length === 0) return null;
  const { pages, messages, files } = siteSearchQueries(options);
  const forgiving = (query: SearchQuery | null): SearchQuery | null =>
    query && {
      ...query,
      keywords: { ...query.keywords, fuzzy: true, editDistance: FORGIVEN_EDITS },
    };
  return { pages: forgiving(pages), messages: forgiving(messages), files: forgiving(files) };
}

/** One page or message result of the site search. */
export interface SiteSearchResult {
  kind: 'page' | 'message';
  id: string;
  title: string;
  url: string;
  metaDescription: string;
  score: number;
}

/** A page hit as a result: metaDescription, else summary, else body, truncated to 120. */
export function pageSearchResult(hit: SearchHit<PageIndexDocument>): SiteSearchResult {
  const doc = hit.document;
  const description = [doc.metaDescription, doc.summary, doc.body].find(
    (text): text is string => typeof text === 'string' && text.trim() !== '',
  );
  return {
    kind: 'page',
    id: doc.id,
    title: doc.title,
    url: doc.path,
    metaDescription: truncate(description ?? ''),
    score: hit.score,
  };
}

/** The URL of a message: `/stories/{slug}` for `News & Stories`, else `/announcements/{slug}`. */
export function messageUrl(message: Pick<Message, 'channels' | 'slug'>): string {
  const base = message.channels.includes(CHANNELS.stories) ? '/stories' : '/announcements';
  return `${base}/${encodeURIComponent(message.slug)}`;
}

/** A date formatter in a locale and time zone (the organization's), for publish dates. */
export function publishDateFormatter(locale: string, timeZone: string): (date: Date) => string {
  const format = new Intl.DateTimeFormat(locale, { timeZone, dateStyle: 'medium' });
  return (date) => format.format(date);
}

/**
 * A message hit as a result: metaDescription is the summary truncated to 120 characters, then the
 * local publish date (`formatDate`, e.g. from {@link publishDateFormatter}).
 */
export function messageSearchResult(
  hit: SearchHit<
    Pick<
      Message | MessageIndexDocument,
      'id' | 'title' | 'slug' | 'summary' | 'channels' | 'publishDateTime'
    >
  >,
  formatDate: (date: Date) => string,
): SiteSearchResult {
  const doc = hit.document;
  const published = new Date(doc.publishDateTime);
  const date = Number.isNaN(published.getTime()) ? '' : formatDate(published);
  const summary = truncate(doc.summary ?? '');
  return {
    kind: 'message',
    id: doc.id,
    title: doc.title,
    url: messageUrl(doc),
    metaDescription: [summary, date].filter((part) => part !== '').join(' '),
    score: hit.score,
  };
}

/** Page and message results combined, by `@search.score` descending (ties keep pages first). */
export function combineSiteSearchResults(
  pages: readonly SiteSearchResult[],
  messages: readonly SiteSearchResult[],
): SiteSearchResult[] {
  return [...pages, ...messages]
    .map((result, index) => ({ result, index }))
    .sort((a, b) => b.result.score - a.result.score || a.index - b.index)
    .map(({ result }) => result);
}
