import type { SearchQuery } from '@district/core/search/query';
import { afterEach, describe, expect, it } from 'vitest';
import { createGraphqlCms } from '../cms/graphql-cms';
import { type FakeCms, startFakeCms } from '../cms/testing/fake-cms';
import { createAzureSearchPort } from '../search/azure-search';
import { type FakeAzureSearch, startFakeAzureSearch } from '../search/testing/fake-azure-search';
import { SEARCH_FIXTURES } from '../search/testing/fixtures';
import { createMemoryLogger } from './logger';
import { resilientCmsPort, resilientSearchPort } from './resilient-ports';
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

const ORG = '00000000-0000-4000-8000-00000000000a';

/** A CMS page row as the test CMS stores it. */
const page = (id: string, path: string) => ({
  id,
  title: `Page ${id}`,
  slug: id,
  metaDescription: null,
  path: { path },
  pageType: { slug: 'landing-page' },
  pageTypeId: null,
  bodyHtml: '<p>Hello</p>',
  ownerOrganizationId: ORG,
  factoids: [],
  parentPage: null,
  relatedPages: [],
  childrenPages: [],
  siblingPages: [],
  group: null,
  links: [],
  categories: [],
  messages: [],
  configurationValues: [],
});

/** The names of the GraphQL operations the test CMS received, in order. */
const operationNames = (server: FakeCms) =>
  server.operations.map((operation) => /query (\w+)/.exec(operation.query)?.[1]);

describe('resilient CMS port', () => {
  it('answers a path missing from the page list without asking the CMS for it', async () => {
    cms = await startFakeCms({ pages: [page('home', '/'), page('about', '/about-us')] });
    const port = resilientCmsPort(
      createGraphqlCms({ endpoint: cms.endpoint }),
      createResilientReader({ logger: createMemoryLogger() }),
    );
    const scanned = ['/wp-login.php', '/.env', '/admin', '/about-us/old', '/About-Us'];
    for (const path of scanned) expect(await port.getPageByPath(ORG, path)).toBeNull();
    expect((await port.getPageByPath(ORG, '/about-us'))?.title).toBe('Page about');
    expect((await port.getPageByPath(ORG, '/'))?.title).toBe('Page home');
    // One read of the list (shared with the sitemap's), then only the two pages that exist.
    expect(operationNames(cms)).toEqual(['ListPages', 'PageByPath', 'PageByPath']);
    await port.listPages(ORG);
    expect(cms.operations).toHaveLength(3);
  });

  it('asks for the page itself in preview, where a page not yet listed can be seen', async () => {
    const data = { pages: [page('home', '/')] };
    cms = await startFakeCms(data);
    const port = resilientCmsPort(
      createGraphqlCms({ endpoint: cms.endpoint }),
      createResilientReader({ logger: createMemoryLogger() }),
    );
    expect(await port.getPageByPath(ORG, '/draft')).toBeNull();
    data.pages.push(page('draft', '/draft'));
    expect(await port.getPageByPath(ORG, '/draft', { cache: 'no-store' })).toMatchObject({
      title: 'Page draft',
    });
    expect(operationNames(cms)).toEqual(['ListPages', 'PageByPath']);
  });

  it('hides no page when the page list cannot be read', async () => {
    cms = await startFakeCms({ pages: [page('about', '/about-us')] });
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
      expect((await port.getPageByPath(ORG, '/about-us'))?.title).toBe('Page about');
      expect(await port.getPageByPath(ORG, '/made-up')).toBeNull();
      expect(operationNames(cms)).toEqual(['PageByPath', 'PageByPath']);
      expect(logger.entries.some((entry) => entry.message === 'Upstream read failed')).toBe(true);
    } finally {
      await down.close();
    }
  });
});
