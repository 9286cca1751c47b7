import type { SearchQuery } from '@district/core/search/query';
import { createDemoContent } from '@district/demo-content/content';
import { afterEach, describe, expect, it } from 'vitest';
import { createGraphqlCms } from '../cms/graphql-cms';
import { type FakeCms, startFakeCms } from '../cms/testing/fake-cms';
import { createAzureSearchPort } from '../search/azure-search';
import { type FakeAzureSearch, startFakeAzureSearch } from '../search/testing/fake-azure-search';
import { SEARCH_FIXTURES } from '../search/testing/fixtures';
import { cmsRowsOf, startDemoCms } from '../testing/demo-cms';
import { createMemoryLogger } from './logger';
import { LIST_RECHECK_MS, resilientCmsPort, resilientSearchPort } from './resilient-ports';
import { createResilientReader } from './resilient-reader';

let fake: FakeAzureSearch | undefined;
let cms: FakeCms | undefined;
afterEach(async () => {
  await Promise.all([fake?.close(), cms?.close()]);
  fake = undefined;
  cms = undefined;
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

// The demo district served as a GraphQL CMS (graphql-yoga executing our schema).
const DISTRICT = '6f1b2c3d-0000-4000-8000-000000000001';

/** The names of the GraphQL operations the test CMS received, in order, with their paths. */
const operations = (server: FakeCms) =>
  server.operations.map((operation) => {
    const name = /query (\w+)/.exec(operation.query)?.[1];
    return operation.variables.path === undefined ? name : `${name} ${operation.variables.path}`;
  });

describe('resilient CMS port', () => {
  it('answers a path missing from the page list without asking the CMS for it', async () => {
    cms = await startDemoCms({ organizationIds: [DISTRICT] });
    const port = resilientCmsPort(
      createGraphqlCms({ endpoint: cms.endpoint }),
      createResilientReader({ logger: createMemoryLogger() }),
    );
    const scanned = ['/wp-login.php', '/.env', '/admin', '/about-us/old', '/About-Us'];
    for (const path of scanned) expect(await port.getPageByPath(DISTRICT, path)).toBeNull();
    expect((await port.getPageByPath(DISTRICT, '/about-us'))?.path.path).toBe('/about-us');
    expect((await port.getPageByPath(DISTRICT, '/'))?.path.path).toBe('/');
    // One read of the list (the sitemap's too), then only the two pages that exist.
    expect(operations(cms)).toEqual(['ListPages', 'PageByPath /about-us', 'PageByPath /']);
    await port.listPages(DISTRICT);
    expect(cms.operations).toHaveLength(3);
  });

  it('finds a page published after the list was read, once that list is a few seconds old', async () => {
    const rows = cmsRowsOf(createDemoContent({ now: new Date(), organizationIds: [DISTRICT] }));
    cms = await startFakeCms(rows);
    let time = 1_000_000;
    const port = resilientCmsPort(
      createGraphqlCms({ endpoint: cms.endpoint }),
      createResilientReader({ logger: createMemoryLogger(), clock: { now: () => time } }),
    );
    expect(await port.getPageByPath(DISTRICT, '/new-page')).toBeNull();
    const [about] = (rows.pages ?? []).filter((row) => row.slug === 'about-us');
    rows.pages?.push({ ...about, id: 'new-page', slug: 'new-page', path: { path: '/new-page' } });
    time += LIST_RECHECK_MS - 1_000;
    expect(await port.getPageByPath(DISTRICT, '/new-page')).toBeNull();
    for (let i = 0; i < 20; i += 1) await port.getPageByPath(DISTRICT, `/made-up-${i}`);
    expect(operations(cms)).toEqual(['ListPages']);
    time += 2_000; // the list is now older than the recheck's few seconds
    expect((await port.getPageByPath(DISTRICT, '/new-page'))?.slug).toBe('new-page');
    for (let i = 0; i < 20; i += 1) await port.getPageByPath(DISTRICT, `/made-up-${i}`);
    expect(operations(cms)).toEqual(['ListPages', 'ListPages', 'PageByPath /new-page']);
  });

  it('asks for the page itself in preview, where a page not published yet is seen', async () => {
    cms = await startDemoCms({ organizationIds: [DISTRICT] });
    const port = resilientCmsPort(
      createGraphqlCms({ endpoint: cms.endpoint }),
      createResilientReader({ logger: createMemoryLogger() }),
    );
    expect(await port.getPageByPath(DISTRICT, '/draft')).toBeNull();
    expect(await port.getPageByPath(DISTRICT, '/draft', { cache: 'no-store' })).toBeNull();
    expect(operations(cms)).toEqual(['ListPages', 'PageByPath /draft']);
  });

  it('hides no page when the page list cannot be read', async () => {
    cms = await startDemoCms({ organizationIds: [DISTRICT] });
    const down = await startFakeCms({}, { failWith: 'The CMS is having a bad day' });
    try {
      const logger = createMemoryLogger();
      const port = resilientCmsPort(
        {
          ...createGraphqlCms({ endpoint: cms.endpoint }),
          // The list comes from a CMS that answers every query with an error.
          listPages: createGraphqlCms({ endpoint: down.endpoint }).listPages,
        },
        createResilientReader({ logger }),
      );
      expect((await port.getPageByPath(DISTRICT, '/about-us'))?.path.path).toBe('/about-us');
      expect(await port.getPageByPath(DISTRICT, '/made-up')).toBeNull();
      expect(operations(cms)).toEqual(['PageByPath /about-us', 'PageByPath /made-up']);
      expect(logger.entries.some((entry) => entry.message === 'Upstream read failed')).toBe(true);
    } finally {
      await down.close();
    }
  });
});
