import { afterEach, describe, expect, it } from 'vitest';
import { loadServerConfig } from './config';
import { createRemoteAdapters } from './remote-adapters';
import { createMemoryLogger } from './resilience/logger';
import { type FakeAzureSearch, startFakeAzureSearch } from './search/testing/fake-azure-search';
import { SEARCH_FIXTURES } from './search/testing/fixtures';

let fake: FakeAzureSearch | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

describe('remote adapters from configuration', () => {
  it('leaves unconfigured services to the embedded adapters or off', () => {
    const adapters = createRemoteAdapters(loadServerConfig({}), { logger: createMemoryLogger() });
    expect(adapters).toMatchObject({
      search: null,
      cms: null,
      translation: null,
      email: null,
      accessibilityForm: null,
    });
    expect(adapters.directory).toBeDefined();
  });

  it('wires the configured search service through the shared reader', async () => {
    fake = await startFakeAzureSearch({ documents: SEARCH_FIXTURES, apiVersion: '2024-07-01' });
    const config = loadServerConfig({
      SEARCH_ENDPOINT: fake.endpoint,
      SEARCH_API_KEY: fake.apiKey,
      SEARCH_API_VERSION: '2024-07-01',
    });
    const adapters = createRemoteAdapters(config, { logger: createMemoryLogger() });
    const query = {
      index: 'pages-index' as const,
      keywords: { text: '', fuzzy: false, prefixField: 'title' },
      filter: null,
      facets: [],
      orderBy: [],
      top: 10,
      count: true,
    };
    expect((await adapters.search!.search(query)).count).toBe(4);
    await adapters.search!.search(query);
    expect(fake.requests).toHaveLength(1);
    expect(adapters.reader.getMetrics()).toMatchObject({ misses: 1, hits: 1 });
    expect(fake.violations).toEqual([]);
  });
});
