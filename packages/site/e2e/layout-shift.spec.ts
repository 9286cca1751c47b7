import { type Browser, expect, type Page, test } from '@playwright/test';
import { openHydrated, setWidth, WIDTHS } from './browse';
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
      // The client's render is done: no disclosure is left in the header.
      await expect(client.page.locator('header details')).toHaveCount(0);
      expect(await layout(client.page), `${path} at ${width}px`).toEqual(drawn);
      await client.close();
    }
  });
}
