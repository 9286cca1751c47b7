import {
  type FakeAzureSearch,
  startFakeAzureSearch,
} from '@district/data/search/testing/fake-azure-search';
import { createDemoContent } from '@district/demo-content/content';
import { expect, test } from '@playwright/test';
import { type SiteServer, startSiteServer } from './spawn-site';

// The district app's build, served by the same server as in production, with search pointed at a
// slow Azure AI Search stand-in: every search answers 500 ms late.
const PORT = 3120;
const DELAY_MS = 500;

let fake: FakeAzureSearch;
let server: SiteServer;

test.beforeAll(async () => {
  const bundle = createDemoContent({ now: new Date() });
  fake = await startFakeAzureSearch({
    delayMs: DELAY_MS,
    documents: {
      'messages-index': bundle.messages,
      'events-index': bundle.events,
      'files-index': bundle.files,
      'pages-index': bundle.pageDocuments,
    },
  });
  server = await startSiteServer('district', PORT, {
    SEARCH_ENDPOINT: fake.endpoint,
    SEARCH_API_KEY: fake.apiKey,
    DISABLE_PAGE_CACHE: '1',
  });
});

test.afterAll(async () => {
  server?.stop();
  await fake?.close();
});

test('The home page asks every independent question at once, not one after another', async ({
  request,
}) => {
  const before = fake.answered.length;
  const response = await request.get(`${server.url}/`);
  expect(response.status()).toBe(200);
  const calls = fake.answered.slice(before);
  // The notifications and the four search-backed feeds (announcements, stories, events, files).
  expect(calls.length).toBeGreaterThanOrEqual(5);
  expect(new Set(calls.map((c) => c.index))).toEqual(
    new Set(['messages-index', 'events-index', 'files-index']),
  );
  // One wave: every search arrived before the first answer left. In a waterfall, a later call
  // would only start after an earlier one answered, DELAY_MS later.
  const firstAnswer = Math.min(...calls.map((c) => c.answeredAt));
  for (const call of calls) expect(call.receivedAt).toBeLessThan(firstAnswer);
  expect(fake.violations).toEqual([]);
});
