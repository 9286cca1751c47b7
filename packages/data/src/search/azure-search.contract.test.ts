import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAzureSearchPort, searchUrl } from './azure-search';
import { describeSearchContract } from './contract';
import { type FakeAzureSearch, startFakeAzureSearch } from './testing/fake-azure-search';
import { SEARCH_FIXTURES } from './testing/fixtures';

const fakes: FakeAzureSearch[] = [];

describeSearchContract('Azure AI Search adapter', async (documents) => {
  const fake = await startFakeAzureSearch({ documents, apiKey: 'contract-key' });
  fakes.push(fake);
  return {
    port: createAzureSearchPort({ endpoint: fake.endpoint, apiKey: fake.apiKey }),
    close: async () => {
      await fake.close();
    },
  };
});

describe('the fake service under the contract', () => {
  it('saw every contract request and rejected none of them', () => {
    // One fake for the contract's fixtures, one for the forgiving search's, one for null lists.
    expect(fakes.length).toBe(3);
    expect(fakes[0]!.requests.length).toBeGreaterThan(30);
    expect(fakes[1]!.requests.length).toBeGreaterThan(5);
    expect(fakes[2]!.requests.length).toBeGreaterThan(5);
    for (const fake of fakes) expect(fake.violations).toEqual([]);
  });
});

describe('the fake service refuses what Azure AI Search refuses', () => {
  let fake: FakeAzureSearch;
  beforeAll(async () => {
    fake = await startFakeAzureSearch({ documents: SEARCH_FIXTURES, apiKey: 'refusal-key' });
  });
  afterAll(async () => {
    await fake?.close();
  });

  const post = async (body: Record<string, unknown>) => {
    const response = await fetch(searchUrl(fake.endpoint, 'pages-index', fake.apiVersion), {
      method: 'POST',
      headers: { 'api-key': fake.apiKey, 'content-type': 'application/json' },
      body: JSON.stringify({ count: true, queryType: 'full', facets: [], top: 10, ...body }),
    });
    return { status: response.status, text: await response.text() };
  };

  it('answers the forgiving form our compiler sends', async () => {
    const answer = await post({ search: 'title:Abuot~1 OR title:gide~2' });
    expect(answer.status).toBe(200);
    expect(
      JSON.parse(answer.text)
        .value.map((hit: { id: string }) => hit.id)
        .sort(),
    ).toEqual(['p1', 'p4']);
  });

  it('refuses a skip past 100,000 and a body property Azure does not know', async () => {
    const past = await post({ search: '*', skip: 100_001 });
    expect(past.status).toBe(400);
    expect(past.text).toContain('Value must be between 0 and 100000. Parameter name: $skip');
    expect((await post({ search: '*', skip: 100_000 })).status).toBe(200);
    const unknown = await post({ search: '*', searchFields: 'title', highlight: 'title' });
    expect(unknown.status).toBe(400);
    expect(unknown.text).toContain('Unknown body key');
  });

  it('refuses a fuzzy edit distance above 2', async () => {
    const answer = await post({ search: 'title:kindergarden~3' });
    expect(answer.status).toBe(400);
    expect(answer.text).toContain('Fuzzy edit distance must be between 0 and 2');
  });

  it('refuses a fielded term, a filter, an order or a facet on a field the index does not mark for it', async () => {
    const before = fake.violations.length;
    expect((await post({ search: 'path:about~1' })).status).toBe(400);
    expect((await post({ search: '*', filter: "summary eq 'x'" })).status).toBe(400);
    expect((await post({ search: '*', orderby: 'body desc' })).status).toBe(400);
    expect((await post({ search: '*', facets: ['title'] })).status).toBe(400);
    expect((await post({ search: '*', filter: "nothing eq 'x'" })).status).toBe(400);
    expect(fake.violations.slice(before)).toHaveLength(5);
  });
});
