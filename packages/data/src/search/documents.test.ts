import { buildMessageSearch, buildPageSearch } from '@district/core/search/builders';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryLogger } from '../resilience/logger';
import { createAzureSearchPort } from './azure-search';
import { searchEvents, searchFiles, searchMessages, searchPages } from './documents';
import { type FakeAzureSearch, startFakeAzureSearch } from './testing/fake-azure-search';
import { CONTRACT_NOW, FIXTURE_ORGS, SEARCH_FIXTURES } from './testing/fixtures';

let fake: FakeAzureSearch | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function portOver(documents = SEARCH_FIXTURES) {
  fake = await startFakeAzureSearch({ documents });
  return createAzureSearchPort({ endpoint: fake.endpoint, apiKey: fake.apiKey });
}

describe('typed search documents', () => {
  it('turns message documents into messages with links in the page shape', async () => {
    const port = await portOver();
    const result = await searchMessages(
      port,
      buildMessageSearch({ now: CONTRACT_NOW, organizationIds: [FIXTURE_ORGS.aspen] }),
      {
        logger: createMemoryLogger(),
      },
    );
    const first = result.hits[0]?.document;
    expect(first?.id).toBe('m1');
    expect(first?.links).toEqual([
      {
        link: {
          id: expect.stringMatching(/^link-/),
          type: 'Detail Link',
          url: '/announcements/m1',
          title: 'Read more',
          trackingCode: null,
        },
      },
    ]);
    expect(result.count).toBe(4);
  });

  it('drops and logs documents that fail validation', async () => {
    const broken = { ...SEARCH_FIXTURES['messages-index'][0]!, id: 'broken', title: 42 };
    const port = await portOver({
      ...SEARCH_FIXTURES,
      'messages-index': [broken, ...SEARCH_FIXTURES['messages-index']],
    });
    const logger = createMemoryLogger();
    const result = await searchMessages(
      port,
      buildMessageSearch({ now: CONTRACT_NOW, organizationIds: [FIXTURE_ORGS.aspen] }),
      { logger },
    );
    expect(result.hits.map((hit) => hit.document.id)).toEqual(['m1', 'm9', 'm7', 'm2']);
    expect(logger.entries).toEqual([
      expect.objectContaining({
        level: 'warn',
        message: 'Dropped an invalid search document',
        context: expect.objectContaining({ id: 'broken' }),
      }),
    ]);
  });

  it('logs a dropped document once, by kind, id and first issue, and keeps the valid ones', async () => {
    const broken = {
      ...SEARCH_FIXTURES['messages-index'][0]!,
      id: 'broken',
      title: 42,
      summary: 'Only the editor wrote this',
    };
    const port = await portOver({
      ...SEARCH_FIXTURES,
      'messages-index': [broken, ...SEARCH_FIXTURES['messages-index']],
    });
    const logger = createMemoryLogger();
    const query = buildMessageSearch({ now: CONTRACT_NOW, organizationIds: [FIXTURE_ORGS.aspen] });
    // The same answer read again, as a page polled every few seconds would.
    for (let read = 0; read < 3; read += 1) {
      const result = await searchMessages(port, query, { logger });
      expect(result.hits.map((hit) => hit.document.id)).toEqual(['m1', 'm9', 'm7', 'm2']);
    }
    expect(logger.entries).toEqual([
      {
        level: 'warn',
        message: 'Dropped an invalid search document',
        context: {
          kind: 'messages-index',
          id: 'broken',
          path: 'title',
          issue: expect.stringMatching(/string/),
          issueCount: 1,
        },
      },
    ]);
    expect(JSON.stringify(logger.entries)).not.toContain('Only the editor wrote this');
  });

  it('parses events, files and pages', async () => {
    const port = await portOver();
    const all = (index: 'events-index' | 'files-index' | 'pages-index', prefixField = 'title') => ({
      index,
      keywords: { text: '', fuzzy: false, prefixField },
      filter: null,
      facets: [],
      orderBy: [],
      top: 50,
      count: false,
    });
    expect((await searchEvents(port, all('events-index'))).hits).toHaveLength(6);
    expect((await searchFiles(port, all('files-index', 'name'))).hits[0]?.document.tags).toEqual([
      'routes',
      'Delays and Closures',
    ]);
    expect(
      (await searchPages(port, all('pages-index'))).hits.map((hit) => hit.document.path),
    ).toContain('/about-us');
  });

  it("finds pages in an index that keeps the page's own shape (path {path}, pageType {slug})", async () => {
    const inPageShape = SEARCH_FIXTURES['pages-index'].map((document) => ({
      ...document,
      path: { path: document.path },
      pageType: { slug: 'landing-page' },
    }));
    const port = await portOver({ ...SEARCH_FIXTURES, 'pages-index': inPageShape });
    const logger = createMemoryLogger();
    const result = await searchPages(
      port,
      buildPageSearch({ keywords: 'bus', organizationIds: [FIXTURE_ORGS.aspen] }),
      { logger },
    );
    expect(result.hits.map((hit) => [hit.document.path, hit.document.pageType])).toContainEqual([
      '/bus-schedules',
      'landing-page',
    ]);
    expect(logger.entries).toEqual([]);
  });

  it('answers the empty result without a call for a null query', async () => {
    const port = await portOver();
    const result = await searchPages(
      port,
      buildPageSearch({ keywords: '  ', organizationIds: [FIXTURE_ORGS.aspen] }),
    );
    expect(result).toEqual({ hits: [], count: 0, facets: {} });
    expect(fake?.requests).toHaveLength(0);
  });

  it('refuses a query on another index', async () => {
    const port = await portOver();
    const query = buildMessageSearch({ now: CONTRACT_NOW, organizationIds: [] });
    await expect(searchPages(port, query)).rejects.toThrow(
      'Expected a query on pages-index, got messages-index',
    );
  });
});
