import { buildMessageSearch, buildPageSearch } from '@district/core/search/builders';
import { createDemoContent } from '@district/demo-content/content';
import { afterEach, describe, expect, it } from 'vitest';
import { createEmbeddedSearch } from '../embedded/embedded-search';
import { createAzureSearchPort } from '../search/azure-search';
import type { FakeAzureSearch } from '../search/testing/fake-azure-search';
import { startDemoSearch } from './demo-search';

const DISTRICT = '6f1b2c3d-0000-4000-8000-000000000001';
const NOW = new Date('2025-03-01T12:00:00Z');

let search: FakeAzureSearch | undefined;
afterEach(async () => {
  await search?.close();
  search = undefined;
});

describe('demo content as an Azure AI Search service', () => {
  it('answers the Azure adapter what the embedded search answers', async () => {
    search = await startDemoSearch({ now: NOW, organizationIds: [DISTRICT] });
    const remote = createAzureSearchPort({ endpoint: search.endpoint, apiKey: search.apiKey });
    const embedded = createEmbeddedSearch(
      createDemoContent({ now: NOW, organizationIds: [DISTRICT] }),
    );
    const queries = [
      buildMessageSearch({ now: NOW, organizationIds: [DISTRICT], channels: ['Announcements'] }),
      buildPageSearch({ organizationIds: [DISTRICT], keywords: 'bus' }),
    ];
    for (const query of queries) {
      if (!query) throw new Error('a query the site makes');
      const [answered, expected] = await Promise.all([
        remote.search(query),
        embedded.search(query),
      ]);
      // Keyword searches rank by relevance, which each service scores its own way: the same
      // documents, in whatever order. Others are ordered by their fields: the same order.
      const ranked = query.orderBy.length === 0;
      const ids = (result: typeof answered) => {
        const list = result.hits.map((hit) => String(hit.document.id));
        return ranked ? list.sort() : list;
      };
      expect(ids(answered).length, query.index).toBeGreaterThan(0);
      expect(ids(answered), query.index).toEqual(ids(expected));
      expect(answered.count).toBe(expected.count);
    }
  });
});
