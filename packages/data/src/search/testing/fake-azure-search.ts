/**
 * A fake Azure AI Search service on 127.0.0.1 for tests. It holds the repository's index
 * definitions and synonym map (`../indexes/`), asserts each request the way the real service would
 * reject a bad one (path, api-version, api-key, body keys; a filter, order or facet on a field the
 * index does not mark filterable, sortable or facetable; a fielded term on a field it does not
 * search; a fuzzy distance above 2) and answers honestly: the OData filter is parsed back into
 * core's filter tree and evaluated over the fixture documents with core's `evaluateFilter`,
 * keywords are matched with the Lucene subset (widened by the synonym map where a field has it),
 * and ordering, paging, count and facets are computed like the service does.
 */
import type { ServerResponse } from 'node:http';
import { compareForOrder, evaluateFilter, readField } from '@district/core/search/evaluate';
import { type FilterNode, SEARCH_INDEXES, type SearchIndexName } from '@district/core/search/query';
import { parseSynonymRules } from '@district/core/search/synonyms';
import type { RawDocument } from '../../ports';
import {
  type LocalServer,
  type RecordedRequest,
  sendJson,
  startLocalServer,
} from '../../testing/local-http-server';
import {
  type IndexDefinition,
  loadIndexDefinitions,
  loadSynonymMapDefinition,
  type SynonymMapDefinition,
} from '../indexes/definitions';
import type { SearchFixtures } from './fixtures';
import {
  type LuceneQuery,
  parseLuceneSubset,
  type SearchableFields,
  scoreLucene,
  scoreSimple,
} from './lucene-subset';
import { parseODataFilter, parseODataOrderBy } from './odata-parser';

/** One index as the fake holds it: its definition and what keyword search reads of it. */
export interface FakeIndex {
  definition: IndexDefinition;
  fields: SearchableFields;
}

/** The indexes of the definitions, with the synonym maps their fields name. */
export function fakeIndexes(
  definitions: Record<SearchIndexName, IndexDefinition> = loadIndexDefinitions(),
  synonymMaps: readonly SynonymMapDefinition[] = [loadSynonymMapDefinition()],
): Record<SearchIndexName, FakeIndex> {
  const rulesOf = new Map(
    synonymMaps.map((map) => [map.name, parseSynonymRules(map.synonyms.split('\n'))]),
  );
  const entries = SEARCH_INDEXES.map((name) => {
    const definition = definitions[name];
    const searchable = definition.fields.filter((field) => field.searchable);
    const mapNames = new Set(searchable.flatMap((field) => field.synonymMaps ?? []));
    // Our indexes name one synonym map; a field without it is searched as written.
    const rules = [...mapNames].flatMap((map) => {
      const found = rulesOf.get(map);
      if (!found) throw new Error(`${name} names the unknown synonym map ${map}`);
      return found;
    });
    const fields: SearchableFields = {
      searchable: searchable.map((field) => field.name),
      withSynonyms: new Set(
        searchable.filter((field) => (field.synonymMaps ?? []).length > 0).map((f) => f.name),
      ),
      rules,
    };
    return [name, { definition, fields }] as const;
  });
  return Object.fromEntries(entries) as Record<SearchIndexName, FakeIndex>;
}

const REQUIRED_KEYS = ['count', 'queryType', 'search', 'facets', 'top'];
/** The largest `skip` Azure AI Search accepts. */
export const MAX_SKIP = 100_000;
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
  /** The indexes: the repository's definitions and synonym map unless given. */
  indexes?: Record<SearchIndexName, FakeIndex>;
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
  // Azure: `InvalidRequestParameter`, "Value must be between 0 and 100000. Parameter name: $skip".
  if ('skip' in record)
    check(
      Number.isInteger(record.skip) &&
        (record.skip as number) >= 0 &&
        (record.skip as number) <= MAX_SKIP,
      'Value must be between 0 and 100000. Parameter name: $skip',
    );
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

function filterFields(node: FilterNode): string[] {
  switch (node.kind) {
    case 'and':
    case 'or':
      return node.nodes.flatMap(filterFields);
    case 'not':
      return filterFields(node.node);
    default:
      return [node.field];
  }
}

function luceneFields(query: LuceneQuery): string[] {
  return query.kind === 'all'
    ? []
    : query.clauses.flatMap((clause) => (clause.kind === 'phrase' ? [] : [clause.field]));
}

/** Azure's refusal of a field the index lacks or does not mark for the use. */
function checkField(
  definition: IndexDefinition,
  name: string,
  use: 'searchable' | 'filterable' | 'sortable' | 'facetable',
): void {
  const field = definition.fields.find((candidate) => candidate.name === name);
  check(field, `Could not find a property named '${name}' on ${definition.name}`);
  check(field[use], `The field '${name}' of ${definition.name} is not ${use}`);
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
  index: FakeIndex,
  body: ValidBody,
  documents: RawDocument[],
): Record<string, unknown> {
  const { definition, fields } = index;
  let filter: ReturnType<typeof parseODataFilter> | null = null;
  try {
    filter = body.filter ? parseODataFilter(body.filter) : null;
  } catch (error) {
    throw new BadRequest(`Invalid filter: ${(error as Error).message}`);
  }
  for (const field of filter ? filterFields(filter) : [])
    checkField(definition, field, 'filterable');
  let score: (document: RawDocument) => number;
  let query: LuceneQuery | null = null;
  try {
    if (body.queryType === 'full') query = parseLuceneSubset(body.search);
  } catch (error) {
    throw new BadRequest(`Invalid search: ${(error as Error).message}`);
  }
  if (query) {
    const parsed = query;
    for (const field of luceneFields(parsed)) checkField(definition, field, 'searchable');
    score = (document) => scoreLucene(parsed, document, fields);
  } else {
    score = (document) => scoreSimple(body.search, document, fields);
  }
  const orderBy = body.orderby ? parseODataOrderBy(body.orderby) : [];
  for (const key of orderBy) {
    if (key.field !== 'search.score()') checkField(definition, key.field, 'sortable');
  }
  const facetRequests = body.facets.map(parseFacet);
  for (const facet of facetRequests) checkField(definition, facet.field, 'facetable');
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
      facetRequests.map(({ field, count }) => [
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
  const indexes = options.indexes ?? fakeIndexes();
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
      const answer = answerSearch(indexes[index], body, options.documents[index]);
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
