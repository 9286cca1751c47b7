import { createEmbeddedCms } from '@district/data/embedded/embedded-cms';
import {
  createEmbeddedSearchFromDocuments,
  searchDocumentsOf,
} from '@district/data/embedded/embedded-search';
import type { RawDocument, SearchPort } from '@district/data/ports';
import { createAzureSearchPort } from '@district/data/search/azure-search';
import { startFakeAzureSearch } from '@district/data/search/testing/fake-azure-search';
import { createDemoContent } from '@district/demo-content/content';
import { DEMO_DISTRICT_ORGANIZATION } from '@district/demo-content/organizations';
import { afterAll, describe, expect, it } from 'vitest';
import { demoOrgConfig, testContext, testServices } from '../testing/site-services';
import { loadMessageList } from './messages.server';

const DISTRICT = DEMO_DISTRICT_ORGANIZATION;
const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  await Promise.all(closers.map((close) => close()));
});

/**
 * The demo district's index, with three announcements written alike but for their lists: empty
 * lists, lists the CMS wrote as null, and tags that are numbers. District-featured and just
 * published, so they lead the list's first page.
 */
function documentsWithTwins(now: Date) {
  const bundle = createDemoContent({ now, organizationIds: [DISTRICT.id] });
  const documents = searchDocumentsOf(bundle);
  const announcement = (id: string, lists: Record<string, unknown>): RawDocument => ({
    id,
    title: 'Library hours extended for exam week',
    summary: '',
    slug: id,
    bodyHtml: '<p>The library stays open until eight.</p>',
    status: 'Published',
    publishDateTime: new Date(now.getTime() - 60_000).toISOString(),
    expireDateTime: null,
    channels: ['Announcements'],
    destinations: [],
    ownerOrganizationId: DISTRICT.id,
    isDistrictFeatured: true,
    isFeatured: false,
    links: null,
    ...lists,
  });
  documents['messages-index'] = [
    announcement('twin-empty', { tags: [], categories: [] }),
    announcement('twin-null', { tags: null, categories: null, summary: null }),
    announcement('twin-numbers', { tags: [1, 2], categories: null }),
    ...documents['messages-index'],
  ];
  return { bundle, documents };
}

const adapters: [
  string,
  (documents: ReturnType<typeof searchDocumentsOf>) => Promise<SearchPort>,
][] = [
  ['the embedded search', async (documents) => createEmbeddedSearchFromDocuments(documents)],
  [
    'Azure AI Search (the fake service)',
    async (documents) => {
      const fake = await startFakeAzureSearch({ documents, apiKey: 'announcements-key' });
      closers.push(() => fake.close());
      return createAzureSearchPort({ endpoint: fake.endpoint, apiKey: fake.apiKey });
    },
  ],
];

describe.each(adapters)('/announcements over %s', (_, createSearch) => {
  it('lists an announcement whose tags and categories are null as its twin with empty ones, and drops tags that are numbers', async () => {
    // Published a minute before now: within the window of the services' clock (this minute).
    const { bundle, documents } = documentsWithTwins(new Date());
    const services = testServices({
      org: demoOrgConfig(DISTRICT.id, DISTRICT.title),
      content: { cms: createEmbeddedCms(bundle), search: await createSearch(documents) },
    });
    const list = await loadMessageList(
      testContext(services, { path: '/announcements' }),
      'announcements',
      1,
    );
    const twins = list.items.filter((item) => item.id.startsWith('twin-'));
    expect(twins.map((item) => item.id).sort()).toEqual(['twin-empty', 'twin-null']);
    const [empty, withNulls] = ['twin-empty', 'twin-null'].map((id) => {
      const { id: _id, url: _url, ...shown } = twins.find((item) => item.id === id)!;
      return shown;
    });
    expect(withNulls).toMatchObject({ summary: '', categories: [] });
    expect(withNulls).toEqual(empty);
    expect(services.logger.entries).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        context: expect.objectContaining({ id: 'twin-numbers', path: 'tags.0' }),
      }),
    );
  });
});
