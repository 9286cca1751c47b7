/**
 * Wraps the read methods of the ports with one {@link ResilientReader}: cache, coalescing and retry
 * are composed here once, not in each adapter. Writes (e-mail, accessibility form) are never
 * wrapped: repeating a POST could send a message twice.
 */
import type { PageRef } from '@district/core/entities/page';
import type { SearchResult } from '@district/core/search/query';
import type { CallOptions, CmsPort, DirectoryPort, SearchPort } from '../ports';
import {
  createMemoizedTranslator,
  type MemoizedTranslator,
  type MemoizedTranslatorOptions,
} from '../translation/memoized-translator';
import type { ReportingTranslationPort } from '../translation/translate-options';
import { stableKey } from './cache-key';
import type { FreshnessPolicy, ReadOptions, ResilientReader } from './resilient-reader';

/** How a read treats its answer: whether it found nothing, whether the caller gets a copy. */
type AnswerOptions = Pick<ReadOptions, 'isAbsent' | 'copy'>;

function readOptions(
  options: CallOptions | undefined,
  freshness: Partial<FreshnessPolicy> | undefined,
  answer: AnswerOptions = {},
): ReadOptions {
  return {
    signal: options?.signal,
    cache: options?.cache,
    freshness: { ...freshness, ...options?.freshness },
    ...answer,
  };
}

/** A search that matched nothing: a made-up slug's message, a query no document answers. */
const foundNoHits = (answer: unknown) => (answer as SearchResult<unknown>).hits.length === 0;
/** No page at the path, nobody in the list. */
const foundNothing = (answer: unknown) =>
  answer === null || (Array.isArray(answer) && answer.length === 0);

/** Search reads through the reader; the key is the whole structured query. */
export function resilientSearchPort(
  port: SearchPort,
  reader: ResilientReader,
  freshness?: Partial<FreshnessPolicy>,
): SearchPort {
  return {
    search: (query, options) =>
      reader.read(
        `search:${stableKey(query)}`,
        () => port.search(query),
        readOptions(options, freshness, { isAbsent: foundNoHits }),
      ),
  };
}

/** How old the page list may be when a path is missing from it before it is read again. */
export const LIST_RECHECK_MS = 5_000;

/**
 * Every CMS read through the reader, keyed by method and arguments.
 *
 * A page is asked for only when the organization's page list (one cached read, the sitemap's)
 * holds its path. A scanner's sweep (`/wp-login.php`, `/.env`, …) or an old link then costs the
 * CMS at most one list read every few seconds (`LIST_RECHECK_MS`): without the list, each made-up
 * path was a CMS call of its own and a cache entry.
 * The list is the filter only where it can be trusted: preview (`no-store`) asks for the page
 * itself, since an editor previews pages not published yet, and a list that cannot be read hides
 * no page.
 */
export function resilientCmsPort(
  port: CmsPort,
  reader: ResilientReader,
  freshness?: Partial<FreshnessPolicy>,
): CmsPort {
  const read = <T>(
    name: string,
    args: unknown[],
    load: () => Promise<T>,
    options?: CallOptions,
    answer?: AnswerOptions,
  ) => reader.read(`cms:${name}:${stableKey(args)}`, load, readOptions(options, freshness, answer));
  const listPages: CmsPort['listPages'] = (org, options) =>
    read('pages', [org], () => port.listPages(org), options);
  // The paths of each page list the cache holds, worked out once per list: the list is read
  // uncopied (a copy of a district's few hundred pages costs about a millisecond) and only looked at.
  const pathsOfList = new WeakMap<PageRef[], Set<string>>();
  const listHas = async (org: string, path: string, options: CallOptions | undefined) => {
    const pages = await read('pages', [org], () => port.listPages(org), options, { copy: false });
    let paths = pathsOfList.get(pages);
    if (!paths) {
      paths = new Set(pages.map((page) => page.path.path));
      pathsOfList.set(pages, paths);
    }
    return paths.has(path);
  };
  const listed = async (org: string, path: string, options: CallOptions | undefined) => {
    if (options?.cache === 'no-store') return true;
    try {
      if (await listHas(org, path, options)) return true;
      // Not in the list: perhaps published since it was read. A list older than a few seconds
      // is read again (one call for every path missing meanwhile, however many), so a new page
      // is found within seconds while a sweep costs the CMS a list now and then.
      return await listHas(org, path, {
        ...options,
        freshness: { ttlMs: LIST_RECHECK_MS, staleWhileRevalidateMs: 0 },
      });
    } catch (error) {
      if (options?.signal?.aborted) throw error;
      return true;
    }
  };
  // What every render reads and none changes is shared frozen, as the embedded CMS shares it.
  const everyRender = { copy: false };
  return {
    getOrganizations: (options) =>
      read('organizations', [], () => port.getOrganizations(), options, everyRender),
    getMenus: (org, options) =>
      read('menus', [org], () => port.getMenus(org), options, everyRender),
    getPageByPath: async (org, path, options) =>
      (await listed(org, path, options))
        ? read('page', [org, path], () => port.getPageByPath(org, path), options, {
            isAbsent: foundNothing,
          })
        : null,
    listPages,
    getConfiguration: (org, options) =>
      read('configuration', [org], () => port.getConfiguration(org), options, everyRender),
    getPeople: (query, options) =>
      read('people', [query], () => port.getPeople(query), options, { isAbsent: foundNothing }),
    getGroups: (query, options) =>
      read('groups', [query], () => port.getGroups(query), options, { isAbsent: foundNothing }),
  };
}

/**
 * Translations through the translation memory: fragments are kept by (language, hash of the
 * source), so a repeated page or an unchanged notification makes no upstream call; misses of
 * callers side by side share one call (see translation/memoized-translator.ts). Not through the
 * reader: its whole-answer cache would miss whenever one text of a page changed, and it would
 * keep a failure's fallback (the English text) as if it were a translation.
 */
export function resilientTranslationPort(
  port: ReportingTranslationPort,
  options: MemoizedTranslatorOptions,
): MemoizedTranslator {
  return createMemoizedTranslator(port, options);
}

/** Directory reads carry a user's token: retried, never cached or shared between callers. */
export function resilientDirectoryPort(
  port: DirectoryPort,
  reader: ResilientReader,
): DirectoryPort {
  return {
    getProfile: (token, options) =>
      reader.retry(() => port.getProfile(token, options), options?.signal),
    getMemberOf: (token, options) =>
      reader.retry(() => port.getMemberOf(token, options), options?.signal),
  };
}
