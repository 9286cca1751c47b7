import { expect, test } from '@playwright/test';
import { openHydrated, setWidth, WIDTHS } from './browse';
import { type SiteName, siteUrl } from './sites';

// Test artifacts for people to look at (not compared against a baseline): the home page at the
// four layouts, for the district and a school, whose themes differ.
const SCREENSHOT_DIR = 'test-results/screenshots';

for (const site of ['district', 'school'] as const satisfies readonly SiteName[]) {
  test(`Visitors to the ${site} home page get a finished layout at every breakpoint`, async ({
    page,
  }) => {
    await openHydrated(page, siteUrl(site, '/'));
    for (const [name, width] of Object.entries(WIDTHS)) {
      await setWidth(page, width);
      // Nothing may stick out sideways: a horizontal scrollbar on a phone is a broken layout.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `horizontal overflow at ${width}px`).toBeLessThanOrEqual(0);
      await page.screenshot({
        path: `${SCREENSHOT_DIR}/${site}-home-${width}-${name}.png`,
        fullPage: true,
        animations: 'disabled',
      });
      // What a visitor sees first, readable without scrolling through a tall image.
      await page.screenshot({
        path: `${SCREENSHOT_DIR}/${site}-home-${width}-${name}-first-screen.png`,
        animations: 'disabled',
      });
    }
  });
}

test('Arabic readers get the home page mirrored, right to left, on a phone and a desktop', async ({
  page,
}) => {
  await openHydrated(page, siteUrl('district', '/?lang=ar'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  for (const width of [WIDTHS.phone, WIDTHS.desktop]) {
    await setWidth(page, width);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `horizontal overflow at ${width}px`).toBeLessThanOrEqual(0);
    await page.screenshot({
      path: `${SCREENSHOT_DIR}/district-home-ar-${width}-first-screen.png`,
      animations: 'disabled',
    });
  }
});
