/**
 * The embedded adapter of the search port: the four indexes held in memory, answering core's
 * structured queries with the semantics the Azure adapter gets from Azure AI Search — the same
 * keyword rules (docs/behaviour.md#keyword-rules), core's filter evaluation, facets, ordering,
 * paging and count. MiniSearch supplies relevance scores only; which documents match is decided
 * here, so keyword semantics never drift with a library's defaults.
 */
import type { ContentBundle } from '@district/core/entities/content-bundle';
import { compareForOrder, evaluateFilter, readField } from '@district/core/search/evaluate';
import type {
  FacetValue,
  KeywordQuery,
  SearchIndexName,
  SearchQuery,
  SearchResult,
} from '@district/core/search/query';
import { forgivenWords } from '@district/core/search/spelling';
import {
  DEFAULT_SEARCH_SYNONYMS,
  expandTokens,
  parseSynonymRules,
  type SynonymRule,
} from '@district/core/search/synonyms';
import { analyzeText, editDistance } from '@district/core/search/text-analysis';
import { LRUCache } from 'lru-cache';
import MiniSearch from 'minisearch';
import type { CallOptions, RawDocument, SearchPort } from '../ports';

/** Azure's facet count when a facet request gives none. */
const DEFAULT_FACET_COUNT = 10;

/** The fields of each index that keywords are searched in (Azure's `searchable` fields). */
export const SEARCHABLE_FIELDS: Record<SearchIndexName, readonly string[]> = {
  'messages-index': ['title', 'summary', 'bodyHtml', 'categories', 'tags'],
  'events-index': ['title', 'summary', 'description', 'location'],
  'files-index': ['name', 'categories', 'tags', 'owners'],
  'pages-index': ['title', 'metaDescription', 'summary', 'body'],
};

/** Splits text into lower-case words, as Azure's standard analyzer does. */
export const tokenize = analyzeText;

function stripHtml(text: string): string {
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
}

function fieldText(value: unknown): string {
  if (typeof value === 'string') return stripHtml(value);
  if (Array.isArray(value)) return value.filter((v) => typeof v === 'string').join(' \u0000 ');
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

interface IndexedDocument {
  position: number;
  document: RawDocument;
  /** Token lists of each searchable field; array items are kept apart so phrases never span them. */
  fieldTokens: Map<string, string[][]>;
}

interface Index {
  documents: IndexedDocument[];
  miniSearch: MiniSearch;
}

function tokensOf(value: unknown): string[][] {
  if (Array.isArray(value))
    return value.filter((v) => typeof v === 'string').map((v) => tokenize(v));
  return [tokenize(fieldText(value))];
}

function buildIndex(name: SearchIndexName, documents: readonly RawDocument[]): Index {
  const fields = SEARCHABLE_FIELDS[name];
  const miniSearch = new MiniSearch({
    idField: '__position',
    fields: [...fields],
    tokenize,
    extractField: (document, field) => {
      if (field === '__position') return (document as { __position: number }).__position as never;
      return fieldText(readField(document as RawDocument, field));
    },
  });
  const indexed = documents.map((document, position) => {
    const fieldTokens = new Map<string, string[][]>();
    for (const field of fields) fieldTokens.set(field, tokensOf(readField(document, field)));
    return { position, document, fieldTokens };
  });
  miniSearch.addAll(documents.map((document, position) => ({ ...document, __position: position })));
  return { documents: indexed, miniSearch };
}

function containsSequence(haystack: readonly string[], needle: readonly string[]): boolean {
  if (needle.length === 0 || needle.length > haystack.length) return false;
  outer: for (let i = 0; i <= haystack.length - needle.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

function hasPhrase(doc: IndexedDocument, phrase: readonly string[]): boolean {
  for (const lists of doc.fieldTokens.values()) {
    if (lists.some((tokens) => containsSequence(tokens, phrase))) return true;
  }
  return false;
}

/**
 * A phrase or term as Azure matches it with the synonym map on every searchable field: the text
 * itself, or any sequence the rules widen it to.
 */
function hasWidenedPhrase(
  doc: IndexedDocument,
  phrase: readonly string[],
  rules: readonly SynonymRule[],
): boolean {
  return expandTokens(phrase, rules).some((variant) => hasPhrase(doc, variant));
}

function prefixTokens(doc: IndexedDocument, field: string): string[] {
  const known = doc.fieldTokens.get(field);
  if (known) return known.flat();
  return tokensOf(readField(doc.document, field)).flat();
}

/**
 * Whether a document matches the keywords, as the Azure adapter's query does:
 * fuzzy → `"trimmed phrase" OR field:word1* OR field:word2*…` (each word literal, lower-cased);
 * simple → any term of the text (a trailing `*` makes it a prefix, a quoted run a phrase).
 */
function keywordMatcher(
  keywords: KeywordQuery,
  rules: readonly SynonymRule[],
): ((doc: IndexedDocument) => boolean) | null {
  const trimmed = keywords.text.trim();
  if (keywords.editDistance !== undefined) {
    // The forgiving form: `field:word~n OR …`, fuzzy terms never widened by synonyms.
    const words = forgivenWords(trimmed);
    const distance = keywords.editDistance;
    if (words.length === 0) throw new Error('A forgiving search needs a word to forgive');
    return (doc) => {
      const tokens = prefixTokens(doc, keywords.prefixField);
      return words.some((word) =>
        tokens.some((token) => editDistance(word, token, distance) <= distance),
      );
    };
  }
  if (trimmed === '') return null;
  if (keywords.fuzzy) {
    const phrase = tokenize(trimmed);
    const words = trimmed.split(/\s+/).map((word) => word.toLowerCase());
    return (doc) => {
      if (hasWidenedPhrase(doc, phrase, rules)) return true;
      const tokens = prefixTokens(doc, keywords.prefixField);
      return words.some((word) => tokens.some((token) => token.startsWith(word)));
    };
  }
  // Simple syntax: a lone `*` is everything, as in Azure.
  if (trimmed === '*') return null;
  const terms: ((doc: IndexedDocument) => boolean)[] = [];
  const pattern = /"([^"]*)"|(\S+)/g;
  for (const match of trimmed.matchAll(pattern)) {
    if (match[1] !== undefined) {
      const phrase = tokenize(match[1]);
      if (phrase.length > 0) terms.push((doc) => hasWidenedPhrase(doc, phrase, rules));
      continue;
    }
    const raw = (match[2] ?? '').replace(/^[+\-|]+/, '');
    if (raw.endsWith('*')) {
      const prefix = tokenize(raw.slice(0, -1)).join(' ');
      if (prefix === '') continue;
      terms.push((doc) =>
        [...doc.fieldTokens.values()].some((lists) =>
          lists.some((tokens) => tokens.some((t) => t.startsWith(prefix))),
        ),
      );
      continue;
    }
    const phrase = tokenize(raw);
    if (phrase.length > 0) terms.push((doc) => hasWidenedPhrase(doc, phrase, rules));
  }
  if (terms.length === 0) return null;
  return (doc) => terms.some((term) => term(doc));
}

function facetValues(
  documents: readonly IndexedDocument[],
  field: string,
  count: number,
): FacetValue[] {
  const counts = new Map<string, number>();
  for (const { document } of documents) {
    const value = readField(document, field);
    const values = Array.isArray(value) ? value : [value];
    // A value counts once per document, as Azure counts documents per facet value.
    for (const item of new Set(values)) {
      if (item === null || item === undefined || typeof item === 'object') continue;
      const key = String(item);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return [...counts.entries()]
    .map(([value, n]) => ({ value, count: n }))
    .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0))
    .slice(0, count);
}

/**
 * How many distinct queries' rankings the embedded search keeps. The content never changes, so a
 * query's answer is the same every time; pages ask the same few queries on every request (their
 * clock is rounded to the minute), as the Azure adapter's callers get them from the reader's cache.
 */
export const EMBEDDED_RESULT_CACHE_SIZE = 256;

/** A query's answer, before it is copied out to the caller. */
interface Ranked {
  hits: readonly { doc: IndexedDocument; score: number }[];
  count: number | null;
  facets: Record<string, FacetValue[]>;
}

/** A date and its ISO text are different filter values: they must not share a key. */
function taggingDates(this: Record<string, unknown>, key: string, value: unknown): unknown {
  return this[key] instanceof Date ? { $date: value } : value;
}

/** The caller's own copy: a page may change what it got without changing the next answer. */
function answer(ranked: Ranked): SearchResult<RawDocument> {
  const facets: Record<string, FacetValue[]> = {};
  for (const [field, values] of Object.entries(ranked.facets)) {
    facets[field] = values.map((value) => ({ ...value }));
  }
  return {
    hits: ranked.hits.map(({ doc, score }) => ({
      score,
      document: { ...doc.document, '@search.score': score },
    })),
    count: ranked.count,
    facets,
  };
}

/** The documents the embedded search holds, per index. */
export type EmbeddedIndexDocuments = Record<SearchIndexName, readonly RawDocument[]>;

/** The words the rules add to a query, for scoring (none when no rule touches it). */
function synonymWords(text: string, rules: readonly SynonymRule[]): string[] {
  const typed = new Set(tokenize(text));
  return [...new Set(expandTokens(tokenize(text), rules).flat())].filter(
    (word) => !typed.has(word),
  );
}

/** Options of the embedded search. */
export interface EmbeddedSearchOptions {
  /**
   * The district's synonym rules (org config `searchSynonyms`), applied as Azure applies the
   * synonym map; the demo district's list when left out.
   */
  synonyms?: readonly string[];
}

/** Creates the embedded search over documents given per index. */
export function createEmbeddedSearchFromDocuments(
  documents: EmbeddedIndexDocuments,
  options: EmbeddedSearchOptions = {},
): SearchPort {
  const rules = parseSynonymRules(options.synonyms ?? DEFAULT_SEARCH_SYNONYMS);
  const indexes = new Map<SearchIndexName, Index>();
  for (const name of Object.keys(SEARCHABLE_FIELDS) as SearchIndexName[]) {
    indexes.set(name, buildIndex(name, documents[name] ?? []));
  }
  const results = new LRUCache<string, Ranked>({ max: EMBEDDED_RESULT_CACHE_SIZE });
  return {
    async search(
      query: SearchQuery,
      options: CallOptions = {},
    ): Promise<SearchResult<RawDocument>> {
      options.signal?.throwIfAborted();
      if (!Number.isInteger(query.top) || query.top < 0) throw new Error('Invalid search top');
      const index = indexes.get(query.index);
      if (!index) throw new Error(`Unknown search index ${query.index}`);

      // The query as JSON: the same query gives the same text (core's builders write keys in one
      // order; another order would only miss), and sorting keys cost more than ranking saved.
      const key = JSON.stringify(query, taggingDates);
      let ranked = results.get(key);
      if (!ranked) {
        ranked = rank(index, query);
        results.set(key, ranked);
      }
      return answer(ranked);
    },
  };

  function rank(index: Index, query: SearchQuery): Ranked {
    const matcher = keywordMatcher(query.keywords, rules);
    const scores = new Map<number, number>();
    if (matcher) {
      const distance = query.keywords.editDistance;
      // Scores only: the synonyms' words count as the typed ones do, as on Azure.
      const text =
        distance === undefined
          ? [query.keywords.text.trim(), ...synonymWords(query.keywords.text, rules)].join(' ')
          : forgivenWords(query.keywords.text).join(' ');
      const found =
        distance === undefined
          ? index.miniSearch.search(text, { prefix: true, combineWith: 'OR' })
          : index.miniSearch.search(text, { fuzzy: distance, combineWith: 'OR' });
      for (const result of found) scores.set(result.id as number, result.score);
    }
    const matched = index.documents.filter(
      (doc) =>
        (matcher === null || matcher(doc)) &&
        (query.filter === null || evaluateFilter(query.filter, doc.document)),
    );
    // Everything scores 1 for `*`, as in Azure; a match MiniSearch did not rank gets a floor.
    const scoreOf = (doc: IndexedDocument) =>
      matcher === null ? 1 : (scores.get(doc.position) ?? 0.01);

    const facets: Record<string, FacetValue[]> = {};
    for (const facet of query.facets) {
      facets[facet.field] = facetValues(matched, facet.field, facet.count ?? DEFAULT_FACET_COUNT);
    }

    const scored = matched.map((doc) => ({
      doc,
      score: scoreOf(doc),
      sortable: {
        ...doc.document,
        '@search.score': scoreOf(doc),
        'search.score()': scoreOf(doc),
      },
    }));
    scored.sort((a, b) => {
      const order =
        query.orderBy.length > 0
          ? compareForOrder(a.sortable, b.sortable, query.orderBy)
          : b.score - a.score;
      return order !== 0 ? order : a.doc.position - b.doc.position;
    });
    const skip = query.skip ?? 0;
    const hits = scored.slice(skip, skip + query.top).map(({ doc, score }) => ({ doc, score }));
    return { hits, count: query.count ? matched.length : null, facets };
  }
}

/** A content bundle's documents of the four indexes, as the search service holds them. */
export function searchDocumentsOf(bundle: ContentBundle): Record<SearchIndexName, RawDocument[]> {
  return {
    'messages-index': bundle.messages as RawDocument[],
    'events-index': bundle.events as RawDocument[],
    'files-index': bundle.files as RawDocument[],
    'pages-index': bundle.pageDocuments as RawDocument[],
  };
}

/** Creates the embedded search over a content bundle, indexing the four indexes at start-up. */
export function createEmbeddedSearch(
  bundle: ContentBundle,
  options: EmbeddedSearchOptions = {},
): SearchPort {
  return createEmbeddedSearchFromDocuments(searchDocumentsOf(bundle), options);
}
