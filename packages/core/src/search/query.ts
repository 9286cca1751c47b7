/**
 * The structured search query model. The domain builds these; the Azure adapter compiles them to
 * the REST body of docs/behaviour.md#search-index-query (OData `$filter`, Lucene `search`), and the
 * embedded adapter evaluates the same tree in process. Values are plain data so a keyword can never
 * change the structure.
 */

/** The four search indexes of docs/behaviour.md#search-index-query. */
export const SEARCH_INDEXES = [
  'messages-index',
  'events-index',
  'files-index',
  'pages-index',
] as const;
export type SearchIndexName = (typeof SEARCH_INDEXES)[number];

/** A literal value in a filter. `Date` compiles to an OData DateTimeOffset literal. */
export type FilterValue = string | number | boolean | null | Date;

/** Comparison operators of OData, by their OData names. */
export type ComparisonOperator = 'eq' | 'ne' | 'lt' | 'le' | 'gt' | 'ge';

/** A node of the filter tree. */
export type FilterNode =
  | { kind: 'and'; nodes: FilterNode[] }
  | { kind: 'or'; nodes: FilterNode[] }
  | { kind: 'not'; node: FilterNode }
  /** `field op value` on a single-valued field. */
  | { kind: 'compare'; field: string; op: ComparisonOperator; value: FilterValue }
  /** A single-valued field equals one of `values` (OData `search.in(field, '…', '|')`). */
  | { kind: 'in'; field: string; values: string[] }
  /** A collection field has any item in `values` (OData `field/any(x: search.in(x, '…', '|'))`). */
  | { kind: 'any'; field: string; values: string[] };

/** How keywords are searched. */
export interface KeywordQuery {
  /** The raw keywords as typed; empty means everything (`*`). */
  text: string;
  /**
   * Fuzzy (`queryType: full`): the trimmed keywords as the exact phrase, OR each word as a prefix
   * of `prefixField`. Not fuzzy (`queryType: simple`): the keywords as typed.
   */
  fuzzy: boolean;
  /** `title` for most indexes, `name` for files (docs/behaviour.md#fuzzy-query). */
  prefixField: string;
  /**
   * The forgiving form, asked for only when the keywords found nothing: each word of the text (as
   * the analyzer splits it) as a fuzzy term of `prefixField` within this many edits (Lucene
   * `title:word~1 OR …`, `queryType: full`), instead of the phrase and prefixes.
   */
  editDistance?: 1 | 2;
}

/** A facet request: the field and how many values to return. */
export interface FacetRequest {
  field: string;
  count?: number;
}

/** One ordering key. */
export interface OrderBy {
  field: string;
  direction: 'asc' | 'desc';
}

/** A structured search query over one index. */
export interface SearchQuery {
  index: SearchIndexName;
  keywords: KeywordQuery;
  filter: FilterNode | null;
  facets: FacetRequest[];
  orderBy: OrderBy[];
  top: number;
  skip?: number;
  /** Whether to ask for the total count (`count: true`). */
  count: boolean;
}

/** One facet value with its count. */
export interface FacetValue {
  value: string;
  count: number;
}

/** One hit: the document and its relevance score. */
export interface SearchHit<TDocument> {
  score: number;
  document: TDocument;
}

/** The answer to a {@link SearchQuery}. */
export interface SearchResult<TDocument> {
  hits: SearchHit<TDocument>[];
  /** Total matches, when the query asked for `count`. */
  count: number | null;
  facets: Record<string, FacetValue[]>;
}

/**
 * The empty result, returned without a call when keyword rules say so
 * (docs/behaviour.md#keyword-rules).
 */
export function emptySearchResult<T>(): SearchResult<T> {
  return { hits: [], count: 0, facets: {} };
}

/** Small constructors so builders read like the spec. */
export const f = {
  and: (...nodes: (FilterNode | null | undefined | false)[]): FilterNode => ({
    kind: 'and',
    nodes: nodes.filter((n): n is FilterNode => Boolean(n)),
  }),
  or: (...nodes: (FilterNode | null | undefined | false)[]): FilterNode => ({
    kind: 'or',
    nodes: nodes.filter((n): n is FilterNode => Boolean(n)),
  }),
  not: (node: FilterNode): FilterNode => ({ kind: 'not', node }),
  eq: (field: string, value: FilterValue): FilterNode => ({
    kind: 'compare',
    field,
    op: 'eq',
    value,
  }),
  compare: (field: string, op: ComparisonOperator, value: FilterValue): FilterNode => ({
    kind: 'compare',
    field,
    op,
    value,
  }),
  in: (field: string, values: string[]): FilterNode => ({ kind: 'in', field, values }),
  any: (field: string, values: string[]): FilterNode => ({ kind: 'any', field, values }),
};
