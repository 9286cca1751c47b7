import type { SearchQuery } from '@district/core/search/query';
import { afterEach, describe, expect, it } from 'vitest';
import { createAzureSearchPort } from '../search/azure-search';
import { type FakeAzureSearch, startFakeAzureSearch } from '../search/testing/fake-azure-search';
import { SEARCH_FIXTURES } from '../search/testing/fixtures';
import { createMemoryLogger } from './logger';
import { resilientSearchPort } from './resilient-ports';
import { createResilientReader } from './resilient-reader';

let fake: FakeAzureSearch | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const query = (top: number): SearchQuery => ({
  index: 'pages-index',
  keywords: { text: 'bus', fuzzy: true, prefixField: 'title' },
  filter: null,
  facets: [],
  orderBy: [],
  top,
  count: true,
});

describe('resilient search port', () => {
  it('shares concurrent identical searches and caches the answer', async () => {
    fake = await startFakeAzureSearch({ documents: SEARCH_FIXTURES });
    const reader = createResilientReader({ logger: createMemoryLogger() });
    const port = resilientSearchPort(
      createAzureSearchPort({ endpoint: fake.endpoint, apiKey: fake.apiKey }),
      reader,
    );
    const answers = await Promise.all([
      port.search(query(5)),
      port.search(query(5)),
      port.search(query(6)),
    ]);
    expect(answers[0]).toEqual(answers[1]);
    expect(fake.requests).toHaveLength(2);
    await port.search(query(5));
    expect(fake.requests).toHaveLength(2);
    await port.search(query(5), { cache: 'no-store' });
    expect(fake.requests).toHaveLength(3);
    expect(reader.getMetrics()).toMatchObject({ coalesced: 1, hits: 1 });
  });
});
