import { afterEach, describe, expect, it } from 'vitest';
import { loadServerConfig } from '../config';
import { createRemoteAdapters } from '../remote-adapters';
import { type FakeAzureSearch, startFakeAzureSearch } from '../search/testing/fake-azure-search';
import { SEARCH_FIXTURES } from '../search/testing/fixtures';
import { type LocalServer, startLocalServer } from '../testing/local-http-server';
import { createMemoryLogger } from './logger';
import { createUpstreamCallStats, UPSTREAM_DURATION_BUCKETS_SECONDS } from './metrics';

const QUERY = {
  index: 'pages-index' as const,
  keywords: { text: '', fuzzy: false, prefixField: 'title' },
  filter: null,
  facets: [],
  orderBy: [],
  top: 10,
  count: true,
};

describe('upstream call figures', () => {
  it('counts calls, failures by kind and durations in cumulative buckets, by service', () => {
    const stats = createUpstreamCallStats();
    const call = { operation: 'search', method: 'GET', status: 200 } as const;
    stats.record({ ...call, service: 'search', durationMs: 20 });
    stats.record({
      ...call,
      service: 'search',
      durationMs: 700,
      status: null,
      errorKind: 'timeout',
    });
    stats.record({ ...call, service: 'cms', durationMs: 60_000, status: 503, errorKind: 'http' });
    const { bucketsSeconds, services } = stats.snapshot();
    expect(bucketsSeconds).toEqual([...UPSTREAM_DURATION_BUCKETS_SECONDS]);
    expect(services.search).toEqual({
      calls: 2,
      failures: { timeout: 1 },
      durationSeconds: 0.72,
      // 20 ms in every bucket; 700 ms from the 1 s bucket on.
      durationBuckets: [1, 1, 1, 1, 1, 2, 2, 2, 2],
    });
    // Longer than the last bound: only in the count (+Inf).
    expect(services.cms).toMatchObject({ calls: 1, failures: { http: 1 } });
    expect(services.cms?.durationBuckets.every((n) => n === 0)).toBe(true);
  });

  it('gives a copy: a snapshot does not change with later calls', () => {
    const stats = createUpstreamCallStats();
    stats.record({
      service: 'email',
      operation: 'send',
      method: 'POST',
      status: 202,
      durationMs: 5,
    });
    const before = stats.snapshot();
    stats.record({
      service: 'email',
      operation: 'send',
      method: 'POST',
      status: 202,
      durationMs: 5,
    });
    expect(before.services.email?.calls).toBe(1);
    expect(stats.snapshot().services.email?.calls).toBe(2);
  });
});

describe('the remote adapters count their upstream calls', () => {
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    await Promise.all(closers.splice(0).map((close) => close()));
  });

  it('counts an answered search call and keeps logging it', async () => {
    const fake: FakeAzureSearch = await startFakeAzureSearch({
      documents: SEARCH_FIXTURES,
      apiVersion: '2024-07-01',
    });
    closers.push(() => fake.close());
    const logger = createMemoryLogger();
    const adapters = createRemoteAdapters(
      loadServerConfig({
        SEARCH_ENDPOINT: fake.endpoint,
        SEARCH_API_KEY: fake.apiKey,
        SEARCH_API_VERSION: '2024-07-01',
      }),
      { logger },
    );
    await adapters.search?.search(QUERY);
    expect(adapters.upstreamCalls.snapshot().services.search).toMatchObject({
      calls: 1,
      failures: {},
    });
    expect(logger.entries.filter((entry) => entry.context?.service === 'search')).toHaveLength(1);
  });

  it('counts a search service answering 500 as an http failure of search', async () => {
    const failing: LocalServer = await startLocalServer((_request, response) => {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end('down');
    });
    closers.push(() => failing.close());
    const adapters = createRemoteAdapters(
      loadServerConfig({ SEARCH_ENDPOINT: failing.url, SEARCH_API_KEY: 'key' }),
      { logger: createMemoryLogger() },
    );
    await expect(adapters.search?.search(QUERY)).rejects.toThrow();
    const search = adapters.upstreamCalls.snapshot().services.search;
    expect(search?.calls).toBeGreaterThanOrEqual(1);
    expect(search?.failures.http).toBe(search?.calls);
    expect(adapters.reader.getMetrics().upstreamErrors).toBe(1);
  });
});
