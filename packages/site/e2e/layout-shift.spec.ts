import { expect, type Page, test } from '@playwright/test';
import { openHydrated, setWidth, WIDTHS } from './browse';
import { siteUrl } from './sites';

// The server's page is drawn first; then the client takes over and the chrome's <details>
// disclosures become buttons. Nothing may move when that happens (WCAG 2.2's reader who loses
// their place, and Lighthouse's cumulative layout shift, issue #10). It did on wide screens: the
// server drew the main menu behind a "Menu" disclosure where the client drew it below the bar, so
// the menu appeared and pushed the page down after load (CLS 0.12–0.16 on every page, from 1024px).

/**
 * The layout shifts the page has recorded since it started loading, each with the elements that
 * moved (the browser's `layout-shift` entries; shifts right after input do not count).
 */
async function layoutShifts(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const shifts: string[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources: { node?: Node | null }[];
          })[]) {
            if (entry.hadRecentInput) continue;
            const moved = entry.sources.map((source) => {
              const node = source.node;
              return node instanceof Element
                ? `${node.localName}.${node.className}`
                : String(node?.nodeName);
            });
            shifts.push(`${entry.value.toFixed(3)}: ${moved.join(', ')}`);
          }
        }).observe({ type: 'layout-shift', buffered: true });
        // Buffered entries are delivered in the observer's first callback, in a task of its own.
        setTimeout(() => resolve(shifts), 200);
      }),
  );
}

for (const [name, width] of Object.entries(WIDTHS)) {
  test(`On a ${name} screen (${width}px), the page does not move when the client takes over`, async ({
    page,
  }) => {
    await setWidth(page, width);
    // The page is drawn in the fallback font throughout: what is measured is the page's own
    // layout, not when a font file happens to arrive (the fallback is fitted to the web font's
    // metrics, so that swap moves little, but text can still rewrap by a word).
    await page.route(/\.woff2?$/, (route) => route.abort());
    for (const path of ['/', '/about-us', '/announcements']) {
      await openHydrated(page, siteUrl('district', path));
      // Every disclosure in the header has become a button: the client's render is done.
      await expect(page.locator('header details')).toHaveCount(0);
      expect(await layoutShifts(page), `${path} at ${width}px`).toEqual([]);
    }
  });
}
