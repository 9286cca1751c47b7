/**
 * Wraps the read methods of the ports with one {@link ResilientReader}: cache, coalescing and retry
 * are composed here once, not in each adapter. Writes (e-mail, accessibility form) are never
 * wrapped: repeating a POST could send a message twice.
 */
import type { CallOptions, CmsPort, DirectoryPort, SearchPort } from '../ports';
import {
  createMemoizedTranslator,
  type MemoizedTranslator,
  type MemoizedTranslatorOptions,
} from '../translation/memoized-translator';
import type { ReportingTranslationPort } from '../translation/translate-options';
import { stableKey } from './cache-key';
import type { FreshnessPolicy, ResilientReader } from './resilient-reader';

function readOptions(options: CallOptions | undefined, freshness?: Partial<FreshnessPolicy>) {
  return {
    signal: options?.signal,
    cache: options?.cache,
    freshness: { ...freshness, ...options?.freshness },
  };
}

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
        readOptions(options, freshness),
      ),
  };
}

/** Every CMS read through the reader, keyed by method and arguments. */
export function resilientCmsPort(
  port: CmsPort,
  reader: ResilientReader,
  freshness?: Partial<FreshnessPolicy>,
): CmsPort {
  const read = <T>(name: string, args: unknown[], load: () => Promise<T>, options?: CallOptions) =>
    reader.read(`cms:${name}:${stableKey(args)}`, load, readOptions(options, freshness));
  return {
    getOrganizations: (options) =>
      read('organizations', [], () => port.getOrganizations(), options),
    getMenus: (org, options) => read('menus', [org], () => port.getMenus(org), options),
    getPageByPath: (org, path, options) =>
      read('page', [org, path], () => port.getPageByPath(org, path), options),
    listPages: (org, options) => read('pages', [org], () => port.listPages(org), options),
    getConfiguration: (org, options) =>
      read('configuration', [org], () => port.getConfiguration(org), options),
    getPeople: (query, options) => read('people', [query], () => port.getPeople(query), options),
    getGroups: (query, options) => read('groups', [query], () => port.getGroups(query), options),
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
