import { expect, type Page, type Request, test } from '@playwright/test';
import { openHydrated } from './browse';
import { siteUrl } from './sites';
import { type SiteServer, startSiteServer } from './spawn-site';

// docs/behaviour.md#analytics: an analytics service records a page view per navigation, and a site
// search records `Searched` (category `Website Search`, label = the keywords), only when
// ANALYTICS_ID is set. Google's tag script cannot be downloaded here, so the browser's request for
// it is answered with a stand-in that does what the real one does with the page's `gtag()`
// commands: one hit to the collector per event. The test watches the browser's own traffic to
// Google's hosts.

const ANALYTICS_ID = 'G-TESTMVSD01';
const PORT = 3201;
const TAG_SCRIPT = /^https:\/\/www\.googletagmanager\.com\/gtag\/js/;
const COLLECTOR = 'https://www.google-analytics.com/g/collect';
const GOOGLE = /^https:\/\/([a-z0-9-]+\.)*(googletagmanager|google-analytics)\.com\//;

// The stand-in for gtag.js: reads the dataLayer the page's snippet fills (and everything pushed
// later) and sends each `event` command as a GA4-style hit with its parameters.
const STAND_IN_TAG = `(() => {
  const layer = (window.dataLayer = window.dataLayer || []);
  let measurementId = null;
  const send = (command) => {
    const [name, action, params] = Array.from(command);
    if (name === 'config') measurementId = action;
    if (name !== 'event') return;
    const hit = new URLSearchParams({ v: '2', tid: (params && params.send_to) || measurementId, en: action });
    for (const [key, value] of Object.entries(params || {})) {
      if (key !== 'send_to') hit.set('ep.' + key, String(value));
    }
    navigator.sendBeacon(${JSON.stringify(COLLECTOR)} + '?' + hit);
  };
  layer.forEach(send);
  const push = layer.push.bind(layer);
  layer.push = (...commands) => { commands.forEach(send); return push(...commands); };
})();`;

/** A client-side navigation through Remix's router (what a `<Link>` does), without a reload. */
function navigateInApp(page: Page, to: string): Promise<void> {
  return page.evaluate(
    (path) =>
      (
        window as unknown as { __remixRouter: { navigate(to: string): Promise<void> } }
      ).__remixRouter.navigate(path),
    to,
  );
}

/** One analytics hit the browser sent: the event's name and parameters. */
interface Hit {
  tid: string | null;
  en: string | null;
  params: Record<string, string>;
}

function hitOf(request: Request): Hit {
  const url = new URL(request.url());
  const params: Record<string, string> = {};
  for (const [key, value] of url.searchParams) {
    if (key.startsWith('ep.')) params[key.slice(3)] = value;
  }
  return { tid: url.searchParams.get('tid'), en: url.searchParams.get('en'), params };
}

/** Answers the tag script with the stand-in and records every hit sent to the collector. */
async function watchAnalytics(page: Page) {
  const tagRequests: string[] = [];
  const hits: Hit[] = [];
  await page.route(TAG_SCRIPT, async (route) => {
    tagRequests.push(route.request().url());
    await route.fulfill({ contentType: 'text/javascript', body: STAND_IN_TAG });
  });
  await page.route(`${COLLECTOR}**`, async (route) => {
    hits.push(hitOf(route.request()));
    await route.fulfill({ status: 204 });
  });
  const pageViews = () => hits.filter((hit) => hit.en === 'page_view');
  return { tagRequests, hits, pageViews };
}

test.describe('With ANALYTICS_ID set', () => {
  // One server on one port for these tests: they share a worker.
  test.describe.configure({ mode: 'serial' });
  let server: SiteServer;

  test.beforeAll(async () => {
    server = await startSiteServer('district', PORT, { ANALYTICS_ID });
  });

  test.afterAll(() => server?.stop());

  test('every navigation sends one page view, client-side ones included', async ({ page }) => {
    const { tagRequests, hits, pageViews } = await watchAnalytics(page);
    await openHydrated(page, `${server.url}/announcements`);
    expect(tagRequests).toEqual([
      `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(ANALYTICS_ID)}`,
    ]);
    await expect.poll(() => pageViews().length).toBe(1);
    expect(pageViews()[0]).toMatchObject({
      tid: ANALYTICS_ID,
      params: { page_path: '/announcements', page_location: `${server.url}/announcements` },
    });

    // A client-side navigation: the language picker's form goes through the router, so the
    // document stays (the marker survives) and the page view comes from the router's change.
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    const header = page.getByRole('banner');
    await header.getByRole('combobox', { name: 'Language' }).selectOption('es');
    await header.getByRole('button', { name: 'Change language' }).click();
    await expect(page).toHaveURL(`${server.url}/announcements?lang=es`);
    await expect.poll(() => pageViews().length).toBe(2);
    expect(pageViews()[1]?.params.page_path).toBe('/announcements?lang=es');
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);

    // A second client-side navigation, to another route.
    await navigateInApp(page, '/stories');
    await expect(page).toHaveURL(`${server.url}/stories`);
    await expect.poll(() => pageViews().length).toBe(3);
    expect(pageViews()[2]?.params.page_path).toBe('/stories');

    // Nothing else was sent: no event without a navigation, the tag script loaded once.
    expect(hits.map((hit) => hit.en)).toEqual(['page_view', 'page_view', 'page_view']);
    expect(tagRequests).toHaveLength(1);
  });

  test('a site search sends Searched in Website Search, labelled with the keywords', async ({
    page,
  }) => {
    const { hits, pageViews } = await watchAnalytics(page);
    await openHydrated(page, `${server.url}/`);
    await expect.poll(() => pageViews().length).toBe(1);
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Search', exact: true }).click();
    await header.getByRole('searchbox', { name: 'Search this site' }).fill('bus routes');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${server.url}/search?q=bus+routes`);
    const searched = () => hits.filter((hit) => hit.en === 'Searched');
    await expect.poll(() => searched().length).toBe(1);
    expect(searched()[0]?.params).toEqual({
      event_category: 'Website Search',
      event_label: 'bus routes',
    });
    await expect.poll(() => pageViews().length).toBe(2);
    expect(pageViews()[1]?.params.page_path).toBe('/search?q=bus+routes');

    // Searching again from the results page (a client-side navigation) records the new keywords.
    await navigateInApp(page, '/search?q=lunch+menu');
    await expect.poll(() => searched().length).toBe(2);
    expect(searched()[1]?.params.event_label).toBe('lunch menu');
    expect(searched()[1]?.params.event_category).toBe('Website Search');
  });

  test('the page may load the tag script under its Content-Security-Policy', async ({ page }) => {
    const { tagRequests } = await watchAnalytics(page);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto(`${server.url}/`);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/google-analytics\.com/);
    await expect.poll(() => tagRequests.length).toBe(1);
    expect(violations).toEqual([]);
  });
});

test.describe('Without ANALYTICS_ID', () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`nothing is loaded or sent ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      const google: string[] = [];
      await page.route(GOOGLE, async (route) => {
        google.push(route.request().url());
        await route.abort();
      });
      page.on('request', (request) => {
        if (GOOGLE.test(request.url())) google.push(request.url());
      });
      await page.goto(siteUrl('district', '/'));
      if (javaScriptEnabled) {
        await expect(page.locator('header button[aria-controls]').first()).toBeVisible();
        await navigateInApp(page, '/search?q=bus');
      } else {
        await page.goto(siteUrl('district', '/search?q=bus'));
      }
      await expect(page).toHaveURL(siteUrl('district', '/search?q=bus'));
      await expect(page.getByRole('heading', { level: 2, name: 'Files' })).toBeVisible();
      expect(google).toEqual([]);
      await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
      expect(await page.content()).not.toMatch(/gtag|dataLayer/);
      if (javaScriptEnabled) {
        const globals = await page.evaluate(() => {
          const w = window as unknown as { gtag?: unknown; dataLayer?: unknown };
          return [typeof w.gtag, typeof w.dataLayer];
        });
        expect(globals).toEqual(['undefined', 'undefined']);
      }
      await context.close();
    });
  }
});
