import { expect, type Page, test } from '@playwright/test';
import { openHydrated } from './browse';
import { siteUrl } from './sites';

// The language select lists the district's languages (the demo district's 74: the 70 supported, six
// added, Klingon's two hidden), each as `name (nativeName)` (docs/behaviour.md#languages): native
// names in some twenty scripts. A select the browser sizes from its options must shape every one of
// them, finding and loading a fallback font for each script, before it can lay out the page:
// measured on the project machine, 35–165 ms of layout on every page, ×4 on Lighthouse's phone
// (issue #10). The select is sized by its chosen option alone instead (`field-sizing: content`).
// What these tests see of it: the header lays out the same whether the select holds all its options
// or only the chosen one. A select sized by its options fails that (the header bar gives it the
// width they ask for). A short label shares a line with its button on a phone.

/** Where the select and its button are, then where they are once only the chosen option is left. */
async function boxesWithAndWithoutOptions(page: Page) {
  // Found by the form's field, not by name: the names are in the page's language.
  const form = page
    .getByRole('banner')
    .locator('form', { has: page.locator('select[name="lang"]') });
  const select = form.getByRole('combobox');
  const button = form.getByRole('button');
  await expect(select.locator('option')).toHaveCount(74);
  const before = [await select.boundingBox(), await button.boundingBox()];
  await select.evaluate((element: HTMLSelectElement) => {
    for (const option of [...element.options]) if (!option.selected) option.remove();
  });
  await expect(select.locator('option')).toHaveCount(1);
  const after = [await select.boundingBox(), await button.boundingBox()];
  return { before, after };
}

for (const [device, viewport] of [
  ['a phone', { width: 412, height: 823 }],
  ['a desktop', { width: 1280, height: 800 }],
] as const) {
  test(`On ${device}, the header lays out the language select without measuring its 74 labels`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    for (const path of ['/', '/?lang=ar']) {
      // Hydrated first, so nothing else moves the header while it is measured.
      await openHydrated(page, siteUrl('district', path));
      const { before, after } = await boxesWithAndWithoutOptions(page);
      expect(before[0]?.width).toBeGreaterThan(100);
      expect(after, `${path}: the select or its button moved`).toEqual(before);
      const [select, button] = before;
      expect(select && button && Math.abs(select.y - button.y), `${path}: one line`).toBe(0);
    }
  });
}
