import { type Browser, expect, type Page, test } from '@playwright/test';
import { openHydrated, setWidth, WIDTHS } from './browse';
import { MISSING_PATH } from './routes';
import { siteUrl } from './sites';

// The server's page is drawn first; then the client takes over and the chrome's <details>
// disclosures become buttons. Nothing may move when that happens (a reader loses their place, and
// it counts in the cumulative layout shift, issue #10). It did on wide screens: the server drew the
// main menu behind a "Menu" disclosure where the client draws it below the bar, so the menu
// appeared and pushed the page down after load (CLS 0.12–0.16 on every page, from 1024px).
//
// Compared: the page as the server drew it, fully parsed (JavaScript off: the same HTML), with
// the same page once the client's render is done. Measuring the browser's layout-shift entries
// instead also counts a first paint of a half-parsed header, which depends on when the bytes
// arrive, not on the client.

/** Where the page's landmarks and the header's controls are. */
async function layout(page: Page): Promise<Record<string, string>> {
  const banner = page.getByRole('banner');
  const parts = {
    header: banner,
    'site name': banner.getByRole('link').first(),
    'language select': banner.getByRole('combobox', { name: 'Language' }),
    'language button': banner.getByRole('button', { name: 'Change language' }),
    'search toggle': banner.getByText('Search', { exact: true }),
    'main menu': banner.getByRole('navigation', { name: 'Main' }),
    heading: page.getByRole('heading', { level: 1 }),
  };
  const boxes: Record<string, string> = {};
  for (const [name, locator] of Object.entries(parts)) {
    // A hidden element is not found by role: "not shown" on both sides is the same layout.
    const found = locator.first();
    const box = (await found.count()) > 0 ? await found.boundingBox() : null;
    boxes[name] = box ? `${box.x},${box.y} ${box.width}×${box.height}` : 'not shown';
  }
  // The main region's top and sides: its height grows with what loads later.
  const main = await page.getByRole('main').boundingBox();
  boxes.main = main ? `${main.x},${main.y} ${main.width}` : 'not shown';
  return boxes;
}

/** A page of its own at `width`, drawn in the fallback font throughout. */
async function newPage(browser: Browser, width: number, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled });
  const page = await context.newPage();
  await setWidth(page, width);
  // In both: a font file arriving between the two would rewrap text, which is not what is
  // compared here.
  await page.route(/\.woff2?$/, (route) => route.abort());
  return { page, close: () => context.close() };
}

for (const [name, width] of Object.entries(WIDTHS)) {
  test(`On a ${name} screen (${width}px), the page does not move when the client takes over`, async ({
    browser,
  }) => {
    for (const path of ['/', '/about-us', '/announcements']) {
      const url = siteUrl('district', path);
      const server = await newPage(browser, width, false);
      await server.page.goto(url);
      const drawn = await layout(server.page);
      await server.close();

      const client = await newPage(browser, width, true);
      await openHydrated(client.page, url);
      // The client's render is done: no disclosure it turns into a button is left in the header
      // (the interpreter notice stays a native disclosure on both sides).
      await expect(
        client.page.locator('header details').filter({ hasNotText: 'Free interpreters' }),
      ).toHaveCount(0);
      expect(await layout(client.page), `${path} at ${width}px`).toEqual(drawn);
      await client.close();
    }
  });
}

// The error page's five feeds load as each scrolls into view (docs/behaviour.md#error-page-feeds).
// Drawn into a panel of just its title and link, a loaded feed pushed the next feeds and the footer
// down under the reader's eyes (CLS 0.12 on a 412px phone, 0.21 on a tablet); each now holds its
// rows' space.
for (const [name, width] of Object.entries(WIDTHS)) {
  test(`On a ${name} screen (${width}px), the error page's feeds load without moving what the reader sees`, async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const shifts: { time: number; value: number }[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) shifts.push({ time: entry.startTime, value: entry.value });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The feeds are held back until the client has taken over, so every shift after that moment
    // is the feeds' own (what the first paint of a half-parsed page does is not measured here).
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/feeds/*', async (route) => {
      await released;
      await route.fallback();
    });
    await setWidth(page, width);
    await openHydrated(page, siteUrl('district', MISSING_PATH));
    const takenOver = await page.evaluate(() => performance.now());
    release();
    const feeds = page.locator('[data-feed]');
    for (const feed of await feeds.all()) {
      await feed.scrollIntoViewIfNeeded();
      await expect(feed).toHaveAttribute('data-state', 'loaded');
      // It drew its cards.
      expect(await feed.getByRole('listitem').count()).toBeGreaterThan(0);
    }
    const shifts = await page.evaluate(
      (since) =>
        (window as unknown as { layoutShifts: { time: number; value: number }[] }).layoutShifts
          .filter((shift) => shift.time >= since)
          .map((shift) => shift.value),
      takenOver,
    );
    const total = shifts.reduce((sum, value) => sum + value, 0);
    expect(total, `layout shifts: ${shifts.join(', ')}`).toBeLessThan(0.01);
  });
}
