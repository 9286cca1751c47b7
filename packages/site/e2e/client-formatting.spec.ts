import { expect, type Page, test } from '@playwright/test';
import { openHydrated, pageErrors } from './browse';
import { siteUrl } from './sites';

// A page's first Intl formatter costs the browser tens of milliseconds of ICU set-up (31–33 ms on
// the project machine, four times that on Lighthouse's phone), inside the hydration task that
// keeps the page from answering a tap (issue #10, Total Blocking Time). The server writes the
// cards' dates, times and sizes (app/server/pages/written.server.ts), so the browser creates none: not
// when it hydrates a page, not when it navigates, not when the error page's lazy feeds arrive.

/** Counts, from the page's first script on, every Intl object and Date#toLocale… call. */
async function countFormatters(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const made: string[] = [];
    (window as unknown as { __formatters: string[] }).__formatters = made;
    const kinds = [
      'DateTimeFormat',
      'NumberFormat',
      'PluralRules',
      'RelativeTimeFormat',
      'ListFormat',
      'Collator',
      'DisplayNames',
      'Segmenter',
    ] as const;
    const intl = Intl as unknown as Record<string, new (...args: unknown[]) => object>;
    for (const kind of kinds) {
      const Original = intl[kind];
      if (!Original) continue;
      const Counted = function (this: unknown, ...args: unknown[]) {
        made.push(`Intl.${kind}(${JSON.stringify(args)})`);
        return new Original(...args);
      } as unknown as new (
        ...args: unknown[]
      ) => object;
      Object.setPrototypeOf(Counted, Original);
      Counted.prototype = Original.prototype;
      intl[kind] = Counted;
    }
    const date = Date.prototype as unknown as Record<string, (...args: unknown[]) => string>;
    for (const name of ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString']) {
      const original = date[name];
      if (!original) continue;
      date[name] = function (this: Date, ...args: unknown[]) {
        made.push(`Date#${name}`);
        return original.apply(this, args);
      };
    }
    const numberToLocale = Number.prototype.toLocaleString;
    Number.prototype.toLocaleString = function (this: number, ...args: unknown[]) {
      made.push('Number#toLocaleString');
      return numberToLocale.apply(this, args as []);
    };
  });
}

const formatters = (page: Page) =>
  page.evaluate(() => (window as unknown as { __formatters: string[] }).__formatters);

/** The dates the page's main region shows. */
const shownDates = (page: Page) =>
  page.locator('main time').evaluateAll((times) => times.map((t) => t.textContent ?? ''));

test.describe('the browser writes no dates or sizes itself', () => {
  test('hydrating the home page, a list, a message and the search creates no Intl object', async ({
    page,
  }) => {
    await countFormatters(page);
    const errors = pageErrors(page);
    await openHydrated(page, siteUrl('district', '/announcements'));
    const message = await page
      .locator('main article a[href^="/announcements/"]')
      .first()
      .getAttribute('href');
    expect(message).toMatch(/^\/announcements\/./);
    for (const path of ['/', '/announcements', message ?? '', '/search?q=calendar', '/?lang=es']) {
      const url = siteUrl('district', path);
      // The dates as the server wrote them into the document.
      const html = await (await page.request.get(url)).text();
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
      const written = [...main.matchAll(/<time [^>]*>([^<]*)<\/time>/g)].map((m) => m[1]);
      expect(written.length, `dates on ${path}`).toBeGreaterThan(0);
      for (const date of written) expect(date).toMatch(/[A-Za-z]/);

      await openHydrated(page, url);
      expect(await shownDates(page), path).toEqual(written);
      expect(await formatters(page), path).toEqual([]);
    }
    expect(errors).toEqual([]);
  });

  test('a client-side navigation and the error page’s lazy feeds create none either', async ({
    page,
  }) => {
    await countFormatters(page);
    const errors = pageErrors(page);
    await openHydrated(page, siteUrl('district', '/'));
    // A navigation inside the app: the next page's cards are drawn from its loader data.
    await page.locator('main a[href="/announcements"]').first().click();
    await expect(page).toHaveURL(/\/announcements$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Announcements');
    expect((await shownDates(page)).length).toBeGreaterThan(0);
    expect(await formatters(page)).toEqual([]);

    await page.goto(siteUrl('district', '/no-such-page'));
    const events = page.locator('[data-feed="events"]');
    await events.scrollIntoViewIfNeeded();
    await expect(events).not.toHaveAttribute('aria-busy', 'true');
    await expect(events.locator('time').first()).toHaveText(/[A-Za-z]/);
    expect(await formatters(page)).toEqual([]);
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
  });
});
