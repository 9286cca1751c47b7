import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startFakeCms } from './cms/testing/fake-cms';
import { loadServerConfig } from './config';
import { createRemoteAdapters, UPSTREAM_CALL_MESSAGE } from './remote-adapters';
import { createMemoryLogger } from './resilience/logger';
import { createResilientReader } from './resilience/resilient-reader';
import { type FakeAzureSearch, startFakeAzureSearch } from './search/testing/fake-azure-search';
import { SEARCH_FIXTURES } from './search/testing/fixtures';
import { startFakeTranslator } from './translation/testing/fake-translator';

let fake: FakeAzureSearch | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

describe('remote adapters from configuration', () => {
  it('leaves unconfigured services to the embedded adapters or off', () => {
    const config = loadServerConfig({
      NODE_ENV: 'production',
      GRAPHQL_ENDPOINT: 'https://cms.example.org/v1/graphql',
    });
    const adapters = createRemoteAdapters(config, { logger: createMemoryLogger() });
    expect(adapters).toMatchObject({
      search: null,
      translation: null,
      email: null,
      accessibilityForm: null,
    });
    expect(adapters.directory).toBeDefined();
  });

  it('gives the forms the outbox where no endpoint is set and the configuration has one', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'adapters-outbox-'));
    try {
      const adapters = createRemoteAdapters(loadServerConfig({ OUTBOX_DIR: dir }), {
        logger: createMemoryLogger(),
      });
      expect(adapters.cms).toBeNull();
      await adapters.email?.send({
        recipientId: 'staff-42',
        senderEmail: 'parent@example.org',
        senderName: 'A Parent',
        messageBody: 'Hello',
      });
      await adapters.accessibilityForm?.submit({ pageUrl: '/', description: 'Low contrast.' });
      const files = (await readdir(dir)).sort();
      expect(files).toHaveLength(2);
      expect(files.some((name) => name.includes('-email-'))).toBe(true);
      expect(files.some((name) => name.includes('-accessibility-issue-'))).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
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

describe('upstream call log lines', () => {
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    await Promise.all(closers.splice(0).map((close) => close()));
  });

  it('logs each CMS call once with its service, operation, status, duration and cache cause', async () => {
    const cms = await startFakeCms({ organizations: [] });
    closers.push(() => cms.close());
    const logger = createMemoryLogger();
    let time = 1_000_000;
    const reader = createResilientReader({ logger, clock: { now: () => time } });
    const adapters = createRemoteAdapters(
      loadServerConfig({ GRAPHQL_ENDPOINT: cms.endpoint, UPSTREAM_TIMEOUT_MS: '2000' }),
      { logger, reader },
    );
    await adapters.cms!.getOrganizations();
    await adapters.cms!.getOrganizations(); // a fresh hit: no call, no line
    time += 60_000; // past the TTL: answered stale, refreshed in the background
    await adapters.cms!.getOrganizations();
    await vi.waitFor(() => expect(cms.operations).toHaveLength(2));
    await vi.waitFor(() =>
      expect(logger.entries.filter((e) => e.message === UPSTREAM_CALL_MESSAGE)).toHaveLength(2),
    );
    const lines = logger.entries.filter((entry) => entry.message === UPSTREAM_CALL_MESSAGE);
    expect(lines.map((line) => line.level)).toEqual(['info', 'info']);
    expect(lines.map((line) => line.context)).toEqual([
      {
        service: 'cms',
        operation: 'getOrganizations',
        method: 'POST',
        status: 200,
        durationMs: expect.any(Number),
        cache: 'miss',
      },
      expect.objectContaining({ service: 'cms', status: 200, cache: 'stale' }),
    ]);
  });

  it('logs a failed call at warn with the kind of failure', async () => {
    const translator = await startFakeTranslator({ kind: 'hang' });
    closers.push(() => translator.close());
    const logger = createMemoryLogger();
    const adapters = createRemoteAdapters(
      loadServerConfig({ FUNCTIONS_ENDPOINT: translator.url, TRANSLATION_TIMEOUT_MS: '100' }),
      { logger },
    );
    // The translator keeps the English text when its call fails.
    expect(await adapters.translation!.translate(['<p>Hello</p>'], 'es')).toEqual(['<p>Hello</p>']);
    const lines = logger.entries.filter((entry) => entry.message === UPSTREAM_CALL_MESSAGE);
    expect(lines).toEqual([
      {
        level: 'warn',
        message: UPSTREAM_CALL_MESSAGE,
        context: {
          service: 'translation',
          operation: 'translate',
          method: 'POST',
          status: null,
          errorKind: 'timeout',
          durationMs: expect.any(Number),
        },
      },
    ]);
    expect(lines[0]!.context.durationMs).toBeGreaterThanOrEqual(95);
    expect(lines[0]!.context.durationMs).toBeLessThan(1_000);
  });

  it('tells a translator answering garbage from one that does not answer', async () => {
    const translator = await startFakeTranslator({ kind: 'garbage' });
    closers.push(() => translator.close());
    const logger = createMemoryLogger();
    const adapters = createRemoteAdapters(
      loadServerConfig({ FUNCTIONS_ENDPOINT: translator.url }),
      {
        logger,
      },
    );
    expect(await adapters.translation!.translate(['<p>Hello</p>'], 'es')).toEqual(['<p>Hello</p>']);
    const lines = logger.entries.filter((entry) => entry.message === UPSTREAM_CALL_MESSAGE);
    expect(lines.map(({ level, context }) => [level, context.errorKind, context.status])).toEqual([
      ['warn', 'bad-response', 200],
    ]);
  });
});
