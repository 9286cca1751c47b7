/**
 * The Azure AI Search adapter of the search port (docs/behaviour.md#search-index-query): compiles
 * core's structured query to the REST body, POSTs it with the `api-key` header, and validates the
 * answer.
 */
import {
  searchApiKeyRequiredMessage,
  searchEndpointRequiredMessage,
} from '@district/core/errors/catalogue';
import { DEFAULT_SEARCH_API_VERSION } from '@district/core/search/builders';
import type { SearchQuery, SearchResult } from '@district/core/search/query';
import { z } from 'zod';
import { fetchJson } from '../http/fetch-json';
import type { CallOptions, RawDocument, SearchPort } from '../ports';
import { compileKeywords } from './compile-lucene';
import { compileFacets, compileFilter, compileOrderBy } from './compile-odata';

export { DEFAULT_SEARCH_API_VERSION };

/** The POST body of `docs/search`. */
export interface AzureSearchRequestBody {
  count: boolean;
  queryType: 'full' | 'simple';
  search: string;
  /** Left out when the query has no filter. */
  filter?: string;
  facets: string[];
  /** Left out when the query has no ordering (Azure then orders by score). */
  orderby?: string;
  top: number;
  skip?: number;
}

/** Compiles a structured query to the REST body of docs/behaviour.md#search-index-query. */
export function buildSearchRequestBody(query: SearchQuery): AzureSearchRequestBody {
  if (!Number.isInteger(query.top) || query.top < 0) throw new Error('Invalid search top');
  const { search, queryType } = compileKeywords(query.keywords);
  const body: AzureSearchRequestBody = {
    count: query.count,
    queryType,
    search,
    facets: compileFacets(query.facets),
    top: query.top,
  };
  if (query.filter) body.filter = compileFilter(query.filter);
  if (query.orderBy.length > 0) body.orderby = compileOrderBy(query.orderBy);
  if (query.skip !== undefined && query.skip > 0) {
    if (!Number.isInteger(query.skip)) throw new Error('Invalid search skip');
    body.skip = query.skip;
  }
  return body;
}

const facetValueSchema = z.looseObject({
  value: z.union([z.string(), z.number(), z.boolean()]),
  count: z.number().int().nonnegative(),
});

/** The parts of the `docs/search` answer this adapter reads. */
export const azureSearchResponseSchema = z.looseObject({
  '@odata.count': z.number().int().nonnegative().optional(),
  '@search.facets': z.record(z.string(), z.array(facetValueSchema)).optional(),
  value: z.array(z.looseObject({ '@search.score': z.number() })),
});

/** Connection settings of the adapter. */
export interface AzureSearchOptions {
  endpoint: string | undefined | null;
  apiKey: string | undefined | null;
  /** Defaults to {@link DEFAULT_SEARCH_API_VERSION}. */
  apiVersion?: string;
  timeoutMs?: number;
}

/** The search URL of one index. */
export function searchUrl(endpoint: string, index: string, apiVersion: string): string {
  const base = endpoint.replace(/\/+$/, '');
  return `${base}/indexes/${encodeURIComponent(index)}/docs/search?api-version=${encodeURIComponent(apiVersion)}`;
}

/**
 * Creates the adapter. Throws the configuration errors of
 * docs/behaviour.md#search-configuration-errors at once when the endpoint or the key is missing, so
 * a misconfigured server fails at start-up rather than on a page.
 */
export function createAzureSearchPort(options: AzureSearchOptions): SearchPort {
  if (!options.endpoint) throw new Error(searchEndpointRequiredMessage());
  if (!options.apiKey) throw new Error(searchApiKeyRequiredMessage());
  const { endpoint, apiKey } = options;
  const apiVersion = options.apiVersion ?? DEFAULT_SEARCH_API_VERSION;
  return {
    async search(
      query: SearchQuery,
      callOptions: CallOptions = {},
    ): Promise<SearchResult<RawDocument>> {
      const body = buildSearchRequestBody(query);
      const response = await fetchJson(searchUrl(endpoint, query.index, apiVersion), {
        method: 'POST',
        headers: { 'api-key': apiKey },
        json: body,
        schema: azureSearchResponseSchema,
        service: `Azure AI Search (${query.index})`,
        signal: callOptions.signal,
        timeoutMs: options.timeoutMs,
      });
      const facets: SearchResult<RawDocument>['facets'] = {};
      for (const [name, values] of Object.entries(response['@search.facets'] ?? {})) {
        facets[name] = values.map((facet) => ({ value: String(facet.value), count: facet.count }));
      }
      return {
        hits: response.value.map((document) => ({
          score: document['@search.score'],
          document: document as RawDocument,
        })),
        count: query.count ? (response['@odata.count'] ?? null) : null,
        facets,
      };
    },
  };
}
