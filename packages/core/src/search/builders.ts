/**
 * Builders of every search of docs/behaviour.md#search-index-query. Each returns a
 * {@link SearchQuery}, or `null` when the keyword rules (docs/behaviour.md#keyword-rules) say
 * "empty result, no call" (see {@link searchOrEmpty}).
 *
 * Lists given as filters (channels, tags, categories, calendars, owners…) restrict the search only
 * when they hold something: an empty list means "no restriction", never "match nothing".
 *
 * Keyword compile rule, shared by both adapters: empty (or blank) keywords mean `*`; fuzzy keywords
 * are the trimmed text as the exact phrase OR each word as a prefix of `prefixField` (`title`,
 * or `name` for files) — see {@link fuzzyTerms}.
 */
import {
  CHANNELS,
  DEFAULT_LIMIT,
  DISTRICT_WIDE_DESTINATION,
  EVENT_SEARCH_LIMIT,
  FACET_COUNT,
  FILE_SEARCH_LIMIT,
  LEADERSHIP_CATEGORY,
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_SEARCH_TOP,
  PAGE_SEARCH_LIMIT,
  SITE_FILE_SEARCH_LIMIT,
} from '../constants';
import { PUBLISHED_STATUS } from '../messages/visibility';
import { isIntranet } from '../org/org-config';
import {
  emptySearchResult,
  type FilterNode,
  f,
  type KeywordQuery,
  type SearchQuery,
  type SearchResult,
} from './query';

/** The search api-version the notification search uses unless configured otherwise. */
export const DEFAULT_SEARCH_API_VERSION = '2019-05-06';

/** What an adapter searches for empty keywords. */
export const MATCH_ALL = '*';

/** Prefix field of fuzzy searches on every index but files. */
export const TITLE_PREFIX_FIELD = 'title';
/** Prefix field of fuzzy file searches. */
export const FILE_PREFIX_FIELD = 'name';

/** Whether keywords are empty (blank counts as empty). */
export function isBlankKeywords(keywords: string | null | undefined): boolean {
  return !keywords || keywords.trim() === '';
}

/**
 * The parts of a fuzzy query: the trimmed phrase and its words. Adapters compile
 * `"phrase" OR field:word1* OR field:word2* …`, escaping each; an empty phrase compiles to `*`.
 */
export function fuzzyTerms(text: string): { phrase: string; words: string[] } {
  const phrase = text.trim();
  return { phrase, words: phrase === '' ? [] : phrase.split(/\s+/) };
}

/** Builds the keyword part of a query. */
export function keywordQuery(
  text: string | null | undefined,
  fuzzy: boolean,
  prefixField = TITLE_PREFIX_FIELD,
): KeywordQuery {
  return { text: text ?? '', fuzzy, prefixField };
}

/** Runs a query built by a builder, or answers the empty result without a call when it is null. */
export async function searchOrEmpty<T>(
  query: SearchQuery | null,
  run: (query: SearchQuery) => Promise<SearchResult<T>>,
): Promise<SearchResult<T>> {
  return query === null ? emptySearchResult<T>() : run(query);
}

/** Keyword options every builder takes. */
export interface KeywordOptions {
  keywords?: string | null;
  fuzzy?: boolean;
  /** With empty keywords, answer `null` (empty result, no call). */
  requireKeywords?: boolean;
}

/** Paging options. */
export interface PagingOptions {
  top?: number;
  skip?: number;
}

const anyIfSome = (field: string, values: readonly string[] | undefined) =>
  values && values.length > 0 ? f.any(field, [...values]) : null;
const inIfSome = (field: string, values: readonly string[] | undefined) =>
  values && values.length > 0 ? f.in(field, [...values]) : null;

/** The published window (docs/behaviour.md#message-visibility) as a filter, at `now`. */
export function publishedWindowFilter(now: Date): FilterNode {
  return f.and(
    f.eq('status', PUBLISHED_STATUS),
    f.compare('publishDateTime', 'le', now),
    f.or(f.eq('expireDateTime', null), f.compare('expireDateTime', 'gt', now)),
  );
}

/** Excludes messages in the `Leadership` category. */
export function leadershipExclusionFilter(): FilterNode {
  return f.not(f.any('categories', [LEADERSHIP_CATEGORY]));
}

/**
 * Whether the viewer must not see `Leadership` messages, the restricted category
 * (docs/behaviour.md#leadership): everyone but a member of the `{brand}-insider` group signed in on
 * the intranet. The rule is stated for the intranet's non-members; a public site's anonymous
 * visitor is no member either, so a Leadership message never reaches a public page, list, feed or
 * search (decision record 007).
 */
export function viewerExcludesLeadership(
  organizationId: string,
  isInLeadershipGroup: boolean,
): boolean {
  return !(isIntranet(organizationId) && isInLeadershipGroup);
}

function withPaging(query: SearchQuery, paging: PagingOptions, defaultTop: number): SearchQuery {
  const top = paging.top ?? defaultTop;
  return paging.skip ? { ...query, top, skip: paging.skip } : { ...query, top };
}

/** Options of {@link buildMessageSearch}. */
export interface MessageSearchOptions extends KeywordOptions, PagingOptions {
  now: Date;
  /** Messages destined to (or owned by) one of these organizations. */
  organizationIds: readonly string[];
  channels?: readonly string[];
  tags?: readonly string[];
  categories?: readonly string[];
  /** The viewer may not see the restricted category (see {@link viewerExcludesLeadership}). */
  excludeLeadership?: boolean;
}

/** `messages-index`: published window, destinations/owner, channels, tags, categories. */
export function buildMessageSearch(options: MessageSearchOptions): SearchQuery | null {
  if (options.requireKeywords && isBlankKeywords(options.keywords)) return null;
  const organizationIds = [...options.organizationIds];
  const filter = f.and(
    publishedWindowFilter(options.now),
    f.or(
      f.any('destinations', [...organizationIds, DISTRICT_WIDE_DESTINATION]),
      f.in('ownerOrganizationId', organizationIds),
    ),
    anyIfSome('channels', options.channels),
    anyIfSome('tags', options.tags),
    anyIfSome('categories', options.categories),
    options.excludeLeadership && leadershipExclusionFilter(),
  );
  return withPaging(
    {
      index: 'messages-index',
      keywords: keywordQuery(options.keywords, options.fuzzy ?? false),
      filter,
      facets: [{ field: 'categories', count: FACET_COUNT }],
      orderBy: [
        { field: 'isDistrictFeatured', direction: 'desc' },
        { field: 'publishDateTime', direction: 'desc' },
      ],
      top: DEFAULT_LIMIT,
      count: true,
    },
    options,
    DEFAULT_LIMIT,
  );
}

/** Options of {@link buildEventSearch}. */
export interface EventSearchOptions extends KeywordOptions, PagingOptions {
  /** Window start: events ending after it. */
  start: Date;
  /** Window end: events starting before it. */
  end: Date;
  calendarIds?: readonly string[];
}

/** `events-index`: events overlapping the window, in the given calendars, by start. */
export function buildEventSearch(options: EventSearchOptions): SearchQuery | null {
  if (options.requireKeywords && isBlankKeywords(options.keywords)) return null;
  return withPaging(
    {
      index: 'events-index',
      keywords: keywordQuery(options.keywords, options.fuzzy ?? false),
      filter: f.and(
        f.compare('start', 'lt', options.end),
        f.compare('end', 'gt', options.start),
        inIfSome('calendarId', options.calendarIds),
      ),
      facets: [{ field: 'calendarId' }],
      orderBy: [{ field: 'start', direction: 'asc' }],
      top: EVENT_SEARCH_LIMIT,
      count: true,
    },
    options,
    EVENT_SEARCH_LIMIT,
  );
}

/** Options of {@link buildFileSearch}. */
export interface FileSearchOptions extends KeywordOptions, PagingOptions {
  categories?: readonly string[];
  tags?: readonly string[];
  owners?: readonly string[];
  organizationIds?: readonly string[];
}

function fileQuery(options: FileSearchOptions, defaultTop: number): SearchQuery {
  return withPaging(
    {
      index: 'files-index',
      keywords: keywordQuery(options.keywords, options.fuzzy ?? false, FILE_PREFIX_FIELD),
      filter: f.and(
        anyIfSome('categories', options.categories),
        anyIfSome('tags', options.tags),
        anyIfSome('owners', options.owners),
        anyIfSome('organizationIds', options.organizationIds),
      ),
      facets: [{ field: 'categories' }, { field: 'tags' }, { field: 'owners' }],
      orderBy: [],
      top: defaultTop,
      count: true,
    },
    options,
    defaultTop,
  );
}

/** `files-index` for feeds (top 5 by default); keywords optional unless `requireKeywords`. */
export function buildFileSearch(options: FileSearchOptions): SearchQuery | null {
  if (options.requireKeywords && isBlankKeywords(options.keywords)) return null;
  return fileQuery(options, FILE_SEARCH_LIMIT);
}

/** `files-index` for the site search (top 250): empty keywords answer `null`. */
export function buildSiteFileSearch(options: FileSearchOptions): SearchQuery | null {
  if (isBlankKeywords(options.keywords)) return null;
  return fileQuery(options, SITE_FILE_SEARCH_LIMIT);
}

/** Options of {@link buildPageSearch}. */
export interface PageSearchOptions extends PagingOptions {
  keywords?: string | null;
  fuzzy?: boolean;
  organizationIds: readonly string[];
}

/** `pages-index` (site page search, top 250): empty keywords answer `null`. */
export function buildPageSearch(options: PageSearchOptions): SearchQuery | null {
  if (isBlankKeywords(options.keywords)) return null;
  return withPaging(
    {
      index: 'pages-index',
      keywords: keywordQuery(options.keywords, options.fuzzy ?? false),
      filter: f.in('ownerOrganizationId', [...options.organizationIds]),
      facets: [],
      orderBy: [],
      top: PAGE_SEARCH_LIMIT,
      count: true,
    },
    options,
    PAGE_SEARCH_LIMIT,
  );
}

/**
 * The destinations a notification targets: the current host and the district wildcard, as the
 * CMS writes it when configured (`*asd20.org`), else `*.{districtDomain}`.
 */
export function notificationDestinations(
  host: string,
  districtDomain: string,
  wildcardDestination?: string,
): string[] {
  // Host headers carry a port in development (`localhost:3000`); destinations are host names.
  const hostname = host.trim().toLowerCase().replace(/:\d+$/, '');
  return [hostname, wildcardDestination ?? `*.${districtDomain.trim().toLowerCase()}`];
}

/** Options of {@link buildNotificationSearch}. */
export interface NotificationSearchOptions {
  now: Date;
  /** The current host (`aspen-grove.meadowlarkvalley.org`). */
  host: string;
  districtDomain: string;
  /** The district wildcard exactly as the CMS writes it; default `*.{districtDomain}`. */
  wildcardDestination?: string;
  /** The page's categories (see notifications/page-categories.ts for wayfinding pages). */
  pageCategories?: readonly string[];
  excludeLeadership?: boolean;
}

/**
 * The notification variant of `messages-index`: channel `Notifications`, the host and the
 * wildcard district domain as destinations, the five notification categories plus the page's,
 * published window, `isFeatured desc, publishDateTime desc`, top 10.
 */
export function buildNotificationSearch(options: NotificationSearchOptions): SearchQuery {
  const categories = [...new Set([...NOTIFICATION_CATEGORIES, ...(options.pageCategories ?? [])])];
  return {
    index: 'messages-index',
    keywords: keywordQuery('', false),
    filter: f.and(
      publishedWindowFilter(options.now),
      f.any('channels', [CHANNELS.notifications]),
      f.any(
        'destinations',
        notificationDestinations(options.host, options.districtDomain, options.wildcardDestination),
      ),
      f.any('categories', categories),
      options.excludeLeadership && leadershipExclusionFilter(),
    ),
    facets: [],
    orderBy: [
      { field: 'isFeatured', direction: 'desc' },
      { field: 'publishDateTime', direction: 'desc' },
    ],
    top: NOTIFICATION_SEARCH_TOP,
    count: false,
  };
}
