import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type FakeAzureSearch,
  startFakeAzureSearch,
} from '@district/data/search/testing/fake-azure-search';
import { createDemoContent } from '@district/demo-content/content';
import { expect, test } from '@playwright/test';

// The district app's build, served by the same server as in production, with search pointed at a
// slow Azure AI Search stand-in: every search answers 500 ms late.
const here = path.dirname(fileURLToPath(import.meta.url));
const districtApp = path.resolve(here, '..', '..', '..', 'apps', 'district');
const serve = path.resolve(here, '..', 'server', 'serve.js');
const PORT = 3120;
const DELAY_MS = 500;

let fake: FakeAzureSearch;
let server: ChildProcess;

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
  server = spawn(process.execPath, [serve], {
    cwd: districtApp,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      SEARCH_ENDPOINT: fake.endpoint,
      SEARCH_API_KEY: fake.apiKey,
      DISABLE_PAGE_CACHE: '1',
    },
    stdio: 'ignore',
  });
  await expect
    .poll(async () => (await fetch(`http://127.0.0.1:${PORT}/healthz`).catch(() => null))?.status, {
      timeout: 20_000,
    })
    .toBe(200);
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await fake?.close();
});

test('The home page asks every independent question at once, not one after another', async ({
  request,
}) => {
  const before = fake.answered.length;
  const response = await request.get(`http://127.0.0.1:${PORT}/`);
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
