import { buildMessageSearch, buildNotificationSearch } from '@district/core/search/builders';
import { afterEach, describe, expect, it } from 'vitest';
import { type LocalServer, sendJson, startLocalServer } from '../testing/local-http-server';
import { createAzureSearchPort } from './azure-search';

const NOW = new Date('2025-03-15T12:00:00.000Z');
const ASPEN = '6f1b2c3d-0000-4000-8000-000000000101';
let server: LocalServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve(status: number, body: unknown): Promise<LocalServer> {
  server = await startLocalServer((_request, response) => sendJson(response, status, body));
  return server;
}

describe('Azure AI Search request', () => {
  it('posts the compiled messages query with the api-key header (docs/behaviour.md#search-index-query)', async () => {
    const local = await serve(200, {
      '@odata.count': 1,
      '@search.facets': { categories: [{ value: 'Arts', count: 1 }] },
      value: [{ '@search.score': 1.5, id: 'm1', title: 'Hello' }],
    });
    const port = createAzureSearchPort({ endpoint: `${local.url}/`, apiKey: 'secret-key' });
    const result = await port.search(buildMessageSearch({ now: NOW, organizationIds: [ASPEN] })!);

    const [request] = local.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/indexes/messages-index/docs/search?api-version=2019-05-06');
    expect(request?.headers['api-key']).toBe('secret-key');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request!.body)).toEqual({
      count: true,
      queryType: 'simple',
      search: '*',
      filter:
        "((status eq 'Published') and (publishDateTime le 2025-03-15T12:00:00.000Z) and " +
        '((expireDateTime eq null) or (expireDateTime gt 2025-03-15T12:00:00.000Z))) and ' +
        `((destinations/any(t: search.in(t, '${ASPEN}|District Wide', '|'))) or ` +
        `(search.in(ownerOrganizationId, '${ASPEN}', '|')))`,
      facets: ['categories,count:1000'],
      orderby: 'isDistrictFeatured desc, publishDateTime desc',
      top: 10,
    });
    expect(result).toEqual({
      hits: [{ score: 1.5, document: { '@search.score': 1.5, id: 'm1', title: 'Hello' } }],
      count: 1,
      facets: { categories: [{ value: 'Arts', count: 1 }] },
    });
  });

  it('posts the notification variant with the configured api-version', async () => {
    const local = await serve(200, { value: [] });
    const port = createAzureSearchPort({
      endpoint: local.url,
      apiKey: 'k',
      apiVersion: '2024-07-01',
    });
    const query = buildNotificationSearch({
      now: NOW,
      host: 'aspen-grove.meadowlarkvalley.org',
      districtDomain: 'meadowlarkvalley.org',
      pageCategories: ['Athletics'],
    });
    const result = await port.search(query);
    const request = local.requests[0]!;
    expect(request.query.get('api-version')).toBe('2024-07-01');
    const body = JSON.parse(request.body);
    expect(body.orderby).toBe('isFeatured desc, publishDateTime desc');
    expect(body.top).toBe(10);
    expect(body.count).toBe(false);
    expect(body.filter).toContain(
      "(destinations/any(t: search.in(t, 'aspen-grove.meadowlarkvalley.org|*.meadowlarkvalley.org', '|')))",
    );
    expect(body.filter).toContain(
      "(categories/any(t: search.in(t, 'Emergency Alert|Urgent Alert|Delays and Closures|Important Notice|Info Alert|Athletics', '|')))",
    );
    expect(result.count).toBeNull();
  });

  it('sends full Lucene queries for fuzzy keywords and skip when paging', async () => {
    const local = await serve(200, { value: [] });
    const port = createAzureSearchPort({ endpoint: local.url, apiKey: 'k' });
    await port.search({
      index: 'files-index',
      keywords: { text: 'bus routes', fuzzy: true, prefixField: 'name' },
      filter: null,
      facets: [],
      orderBy: [],
      top: 5,
      skip: 10,
      count: true,
    });
    expect(JSON.parse(local.requests[0]!.body)).toEqual({
      count: true,
      queryType: 'full',
      search: '"bus routes" OR name:bus* OR name:routes*',
      facets: [],
      top: 5,
      skip: 10,
    });
  });
});

describe('Azure AI Search failures', () => {
  const query = buildMessageSearch({ now: NOW, organizationIds: [ASPEN] })!;

  it('requires an endpoint and a key (docs/behaviour.md#search-configuration-errors)', () => {
    expect(() => createAzureSearchPort({ endpoint: '', apiKey: 'k' })).toThrow(
      'An Azure Search endpoint must be provided.',
    );
    expect(() =>
      createAzureSearchPort({ endpoint: 'http://127.0.0.1:1', apiKey: undefined }),
    ).toThrow('An Azure API Key must be provided.');
  });

  it('rejects a non-OK answer with the status and the service message', async () => {
    const local = await serve(400, {
      error: { code: 'InvalidRequestParameter', message: 'Invalid expression' },
    });
    const port = createAzureSearchPort({ endpoint: local.url, apiKey: 'k' });
    await expect(port.search(query)).rejects.toThrow('400: Invalid expression');
  });

  it('rejects a malformed answer with a clear error', async () => {
    const local = await serve(200, { value: [{ id: 'no score' }] });
    const port = createAzureSearchPort({ endpoint: local.url, apiKey: 'k' });
    await expect(port.search(query)).rejects.toThrow(
      /Unexpected response from Azure AI Search \(messages-index\): value\.0\.@search\.score/,
    );
  });
});
