import {
  type FakeAzureSearch,
  startFakeAzureSearch,
} from '@district/data/search/testing/fake-azure-search';
import { expect, test } from '@playwright/test';
import Parser from 'rss-parser';
import { FIXTURE_TITLES, snowMorningContent } from '../app/server/alerts/testing/alert-fixtures';
import { capErrors } from '../app/server/alerts/testing/cap-rules';
import { siteUrl } from './sites';
import { type SiteServer, startSiteServer } from './spawn-site';

// The morning after a snow day, served by the built district site against a stand-in Azure AI
// Search holding the alert fixtures: the open feeds other systems read, over HTTP.
test.describe.configure({ mode: 'serial' });

const PORT = 4160;
type Link = { $: { rel?: string; type?: string; href: string } };
const parser = new Parser<object, { links: Link[] }>({
  customFields: { item: [['link', 'links', { keepArray: true }]] },
});

let search: FakeAzureSearch;
let site: SiteServer;

test.beforeAll(async () => {
  const bundle = snowMorningContent(new Date());
  search = await startFakeAzureSearch({
    documents: {
      'messages-index': bundle.messages,
      'events-index': bundle.events,
      'files-index': bundle.files,
      'pages-index': bundle.pageDocuments,
    },
  });
  site = await startSiteServer('district', PORT, {
    SEARCH_ENDPOINT: search.endpoint,
    SEARCH_API_KEY: search.apiKey,
    DISABLE_PAGE_CACHE: '1',
  });
});

test.afterAll(async () => {
  site?.stop();
  await search?.close();
});

test('Local radio and alert aggregators find the alert feed on the home page and read every alert as CAP 1.2', async ({
  page,
  request,
}) => {
  await page.goto(`${site.url}/`);
  const link = page.locator('link[rel="alternate"][type="application/atom+xml"]');
  await expect(link).toHaveAttribute('title', 'Alerts');
  const href = await link.evaluate((l) => (l as HTMLLinkElement).href);
  expect(href).toBe(`${site.url}/alerts/feed.atom`);

  const response = await request.get(href);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
  const feed = await parser.parseString(await response.text());
  expect(feed.items.map((item) => item.title)).toEqual([
    FIXTURE_TITLES.emergency,
    FIXTURE_TITLES.open,
    FIXTURE_TITLES.urgent,
  ]);
  for (const item of feed.items) {
    const cap = item.links.find((l) => l.$.type === 'application/cap+xml')?.$;
    const html = item.links.find((l) => l.$.type === 'text/html')?.$;
    expect(cap?.rel).toBe('alternate');
    expect(html?.rel).toBe('alternate');
    const document = await request.get(cap?.href ?? '');
    expect(document.status(), cap?.href).toBe(200);
    expect(document.headers()['content-type']).toBe('application/cap+xml; charset=utf-8');
    expect(capErrors(await document.text()), cap?.href).toEqual([]);
    expect((await request.get(html?.href ?? '')).status(), html?.href).toBe(200);
  }
  expect(search.violations).toEqual([]);
});

test('An alert the site does not show answers 404', async ({ request }) => {
  for (const path of [
    '/alerts/00000000-0000-4000-8000-0000000a1e01-0123456789abcdef.cap',
    '/alerts/not-an-alert.cap',
    '/alerts/feed.rss',
  ]) {
    expect((await request.get(`${site.url}${path}`)).status(), path).toBe(404);
  }
});

test('On an ordinary day the alert feed is an empty Atom feed a reader still reads', async ({
  request,
}) => {
  const response = await request.get(siteUrl('school', '/alerts/feed.atom'));
  expect(response.status()).toBe(200);
  const feed = await parser.parseString(await response.text());
  expect(feed.title).toMatch(/ — Alerts$/);
  // The demo's ordinary morning: "all schools are open" and notices in other categories only.
  expect(feed.items).toEqual([]);
});
