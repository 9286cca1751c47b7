import { expect, type Page, test } from '@playwright/test';
import { pageHeading, SITE_NAMES } from './journeys';
import { siteUrl } from './sites';

// Families print pages (a testing calendar for the fridge, a bus page for a grandparent). On paper
// a page is its content, the notices that matter and how to reach the district: no controls, no
// floating cards printed over every sheet, no link lists nobody can click, and the address of a
// link that leaves the site written out. Checked in Chromium's print media, with and without
// JavaScript (the header's controls differ: buttons, or <details> without JavaScript).

const PAGE = '/academics/assessment';

async function expectPrintable(page: Page): Promise<void> {
  await page.emulateMedia({ media: 'print' });
  const banner = page.getByRole('banner');
  const name = banner.getByText(SITE_NAMES.district, { exact: true });
  await expect(name).toBeVisible();
  // Printers leave backgrounds out: the name is printed in the text colour, not white on white.
  const [nameColor, bodyColor] = await name.evaluate((element) => [
    getComputedStyle(element).color,
    getComputedStyle(document.body).color,
  ]);
  expect(nameColor).toBe(bodyColor);

  await expect(pageHeading(page)).toBeVisible();
  await expect(banner.getByRole('combobox', { name: 'Language' })).toBeHidden();
  await expect(banner.getByRole('button', { name: 'Change language' })).toBeHidden();
  await expect(banner.getByText('Search', { exact: true })).toBeHidden();
  await expect(banner.getByText('Menu', { exact: true })).toBeHidden();

  // The status notice prints; its controls and the floating cards do not.
  await expect(page.getByText('All schools are open on a normal schedule')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Hide (1 notice|\d+ notices)$/ })).toBeHidden();
  await expect(page.getByRole('button', { name: /^Dismiss notification/ }).first()).toBeHidden();
  const floating = page.locator('[data-type="floating"]');
  expect(await floating.count()).toBeGreaterThan(0);
  for (const card of await floating.all()) await expect(card).toBeHidden();

  // The footer is the district's contact block.
  const footer = page.getByRole('contentinfo');
  await expect(footer.locator('address')).toBeVisible();
  await expect(footer.getByRole('navigation', { name: 'Quick links' })).toBeHidden();
  await expect(footer.getByRole('list', { name: 'Social media' })).toBeHidden();

  // A link to another site has its address written after it; a mailto link shows its address.
  const elsewhere = page.getByRole('main').getByRole('link', {
    name: 'Colorado Department of Education',
  });
  const after = await elsewhere.evaluate((link) => getComputedStyle(link, '::after').content);
  expect(after).toBe('" (https://www.cde.state.co.us/assessment)"');
  const mail = page.getByRole('main').locator('a[href^="mailto:"]').first();
  expect(await mail.evaluate((link) => getComputedStyle(link, '::after').content)).toBe('none');

  // On screen, none of it changes.
  await page.emulateMedia({ media: 'screen' });
  await expect(banner.getByRole('combobox', { name: 'Language' })).toBeVisible();
  expect(await elsewhere.evaluate((link) => getComputedStyle(link, '::after').content)).toBe(
    'none',
  );
}

test('A parent prints a page with JavaScript: the page, the notices and the contact block', async ({
  page,
}) => {
  await page.goto(siteUrl('district', PAGE));
  await expectPrintable(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('A parent prints a page without JavaScript: the same', async ({ page }) => {
    await page.goto(siteUrl('district', PAGE));
    await expectPrintable(page);
  });
});
