/**
 * A fake Azure AI Search service on 127.0.0.1 for tests. It asserts each request the way the real
 * service would reject a bad one (path, api-version, api-key, body keys) and answers honestly: the
 * OData filter is parsed back into core's filter tree and evaluated over the fixture documents with
 * core's `evaluateFilter`, keywords are matched with the Lucene subset, and ordering, paging, count
 * and facets are computed like the service does.
 */
import type { ServerResponse } from 'node:http';
import { compareForOrder, evaluateFilter, readField } from '@district/core/search/evaluate';
import { SEARCH_INDEXES, type SearchIndexName } from '@district/core/search/query';
import type { RawDocument } from '../../ports';
import {
  type LocalServer,
  type RecordedRequest,
  sendJson,
  startLocalServer,
} from '../../testing/local-http-server';
import type { SearchFixtures } from './fixtures';
import { parseLuceneSubset, scoreLucene, scoreSimple } from './lucene-subset';
import { parseODataFilter, parseODataOrderBy } from './odata-parser';

/** Fields whose words a keyword search looks at, per index (the indexes' searchable fields). */
export const SEARCHABLE_FIELDS: Record<SearchIndexName, readonly string[]> = {
  'messages-index': ['title', 'summary', 'bodyHtml'],
  'events-index': ['title', 'summary', 'description'],
  'files-index': ['name'],
  'pages-index': ['title', 'metaDescription', 'summary', 'body'],
};

const REQUIRED_KEYS = ['count', 'queryType', 'search', 'facets', 'top'];
const ALLOWED_KEYS = new Set([...REQUIRED_KEYS, 'filter', 'orderby', 'skip']);
const SEARCH_PATH = /^\/indexes\/([^/]+)\/docs\/search$/;
// Azure's default number of facet values.
const DEFAULT_FACET_COUNT = 10;

/** Options of {@link startFakeAzureSearch}. */
export interface FakeAzureSearchOptions {
  documents: SearchFixtures;
  apiKey?: string;
  apiVersion?: string;
  /** Answers every request this much later: a slow upstream, for concurrency tests. */
  delayMs?: number;
}

/** When a request arrived and when its answer left, in `performance.now()` milliseconds. */
export interface AnsweredRequest {
  index: string;
  receivedAt: number;
  answeredAt: number;
}

/** A running fake. */
export interface FakeAzureSearch {
  /** The service endpoint, as `SEARCH_ENDPOINT` would hold it. */
  endpoint: string;
  apiKey: string;
  apiVersion: string;
  requests: RecordedRequest[];
  /** Timing of every answered search, in arrival order. */
  answered: AnsweredRequest[];
  /** Every request the fake rejected, with the reason; tests assert it stays empty. */
  violations: string[];
  close(): Promise<void>;
}

class BadRequest extends Error {}

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new BadRequest(message);
}

interface ValidBody {
  count: boolean;
  queryType: 'full' | 'simple';
  search: string;
  filter?: string;
  facets: string[];
  orderby?: string;
  top: number;
  skip?: number;
}

function validateBody(raw: string): ValidBody {
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    throw new BadRequest('The request body is not JSON');
  }
  check(body && typeof body === 'object' && !Array.isArray(body), 'The body must be an object');
  const record = body as Record<string, unknown>;
  for (const key of Object.keys(record)) check(ALLOWED_KEYS.has(key), `Unknown body key ${key}`);
  for (const key of REQUIRED_KEYS) check(key in record, `Missing body key ${key}`);
  check(typeof record.count === 'boolean', 'count must be a boolean');
  check(
    record.queryType === 'full' || record.queryType === 'simple',
    'queryType must be full or simple',
  );
  check(
    typeof record.search === 'string' && record.search !== '',
    'search must be a non-empty string',
  );
  check(
    Array.isArray(record.facets) && record.facets.every((facet) => typeof facet === 'string'),
    'facets must be a list of strings',
  );
  check(
    Number.isInteger(record.top) && (record.top as number) >= 0,
    'top must be a non-negative integer',
  );
  if ('skip' in record)
    check(Number.isInteger(record.skip) && (record.skip as number) >= 0, 'bad skip');
  if ('filter' in record) check(typeof record.filter === 'string', 'filter must be a string');
  if ('orderby' in record) check(typeof record.orderby === 'string', 'orderby must be a string');
  return record as unknown as ValidBody;
}

function facetValues(
  documents: RawDocument[],
  field: string,
  count: number,
): { value: string | number | boolean; count: number }[] {
  const counts = new Map<string | number | boolean, number>();
  for (const document of documents) {
    const value = readField(document, field);
    const items = Array.isArray(value) ? [...new Set(value)] : [value];
    for (const item of items) {
      if (typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean') {
        counts.set(item, (counts.get(item) ?? 0) + 1);
      }
    }
  }
  return [...counts.entries()]
    .map(([value, n]) => ({ value, count: n }))
    .sort((a, b) => b.count - a.count || String(a.value).localeCompare(String(b.value)))
    .slice(0, count);
}

function parseFacet(expression: string): { field: string; count: number } {
  const [field, ...parameters] = expression.split(',');
  check(field && /^[A-Za-z_][A-Za-z0-9_/]*$/.test(field), `Invalid facet ${expression}`);
  let count = DEFAULT_FACET_COUNT;
  for (const parameter of parameters) {
    const match = /^count:(\d+)$/.exec(parameter);
    check(match, `Unsupported facet parameter ${parameter}`);
    count = Number(match[1]);
  }
  return { field, count };
}

/** Answers one `docs/search` request over `documents`. */
export function answerSearch(
  index: SearchIndexName,
  body: ValidBody,
  documents: RawDocument[],
): Record<string, unknown> {
  let filter: ReturnType<typeof parseODataFilter> | null = null;
  try {
    filter = body.filter ? parseODataFilter(body.filter) : null;
  } catch (error) {
    throw new BadRequest(`Invalid filter: ${(error as Error).message}`);
  }
  let score: (document: RawDocument) => number;
  try {
    if (body.queryType === 'full') {
      const query = parseLuceneSubset(body.search);
      score = (document) => scoreLucene(query, document, SEARCHABLE_FIELDS[index]);
    } else {
      score = (document) => scoreSimple(body.search, document, SEARCHABLE_FIELDS[index]);
    }
  } catch (error) {
    throw new BadRequest(`Invalid search: ${(error as Error).message}`);
  }
  const orderBy = body.orderby ? parseODataOrderBy(body.orderby) : [];
  const matches = documents
    .filter((document) => !filter || evaluateFilter(filter, document))
    .map((document) => ({ document, score: score(document) }))
    .filter((hit) => hit.score > 0);
  const sorted = [...matches].sort((a, b) =>
    orderBy.length > 0 ? compareForOrder(a.document, b.document, orderBy) : b.score - a.score,
  );
  const skip = body.skip ?? 0;
  const page = sorted.slice(skip, skip + body.top);
  const answer: Record<string, unknown> = {
    value: page.map((hit) => ({ '@search.score': hit.score, ...hit.document })),
  };
  if (body.count) answer['@odata.count'] = matches.length;
  if (body.facets.length > 0) {
    answer['@search.facets'] = Object.fromEntries(
      body.facets.map(parseFacet).map(({ field, count }) => [
        field,
        facetValues(
          matches.map((hit) => hit.document),
          field,
          count,
        ),
      ]),
    );
  }
  return answer;
}

/** Starts the fake on 127.0.0.1. */
export async function startFakeAzureSearch(
  options: FakeAzureSearchOptions,
): Promise<FakeAzureSearch> {
  const apiKey = options.apiKey ?? 'test-api-key';
  const apiVersion = options.apiVersion ?? '2019-05-06';
  const violations: string[] = [];
  const answered: AnsweredRequest[] = [];
  const reject = (response: ServerResponse, status: number, message: string) => {
    violations.push(message);
    sendJson(response, status, { error: { code: 'InvalidRequest', message } });
  };
  const server: LocalServer = await startLocalServer((request, response) => {
    const match = SEARCH_PATH.exec(request.path);
    if (request.method !== 'POST' || !match) {
      reject(response, 404, `Unexpected ${request.method} ${request.path}`);
      return;
    }
    const index = decodeURIComponent(match[1]!) as SearchIndexName;
    if (!SEARCH_INDEXES.includes(index)) {
      reject(response, 404, `Unknown index ${index}`);
      return;
    }
    if (request.query.get('api-version') !== apiVersion) {
      reject(response, 400, `Unexpected api-version ${request.query.get('api-version')}`);
      return;
    }
    if (request.headers['api-key'] !== apiKey) {
      reject(response, 403, 'Missing or wrong api-key header');
      return;
    }
    if (!String(request.headers['content-type']).startsWith('application/json')) {
      reject(response, 415, 'content-type must be application/json');
      return;
    }
    try {
      const body = validateBody(request.body);
      const answer = answerSearch(index, body, options.documents[index]);
      const receivedAt = performance.now();
      const send = () => {
        answered.push({ index, receivedAt, answeredAt: performance.now() });
        sendJson(response, 200, answer);
      };
      if (options.delayMs) setTimeout(send, options.delayMs);
      else send();
    } catch (error) {
      if (!(error instanceof BadRequest)) throw error;
      reject(response, 400, error.message);
    }
  });
  return {
    endpoint: server.url,
    apiKey,
    apiVersion,
    requests: server.requests,
    answered,
    violations,
    close: () => server.close(),
  };
}
