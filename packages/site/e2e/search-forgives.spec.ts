import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from './axe';
import { openHydrated } from './browse';
import { pageHeading } from './journeys';
import { siteUrl } from './sites';

// Search forgives the words people type: a school's name finds the school, a misspelling the page
// it meant, "jobs" the careers page (the district's synonyms), and words that find nothing lead on
// to the top tasks and the directory. Each journey on a phone and on a laptop; the final screens
// are written to test-results/ to be looked at.

const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 1366, height: 768 },
] as const;

/** Searches from the header's search box, as a visitor on the home page does. */
async function searchFromHeader(page: Page, words: string): Promise<void> {
  await openHydrated(page, siteUrl('district', '/'));
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Search', exact: true }).click();
  const box = header.getByRole('searchbox', { name: 'Search this site' });
  await expect(box).toBeFocused();
  await page.keyboard.type(words);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=/);
  await expect(pageHeading(page)).toHaveText('Search');
}

for (const viewport of VIEWPORTS) {
  const size = `${viewport.width}x${viewport.height}`;

  test.describe(`at ${size}`, () => {
    test.use({ viewport });

    test('A family new to the district finds their school by name', async ({ page }) => {
      await searchFromHeader(page, 'Aspen Grove');
      const main = page.getByRole('main');
      const schools = main.getByRole('region', { name: 'Schools' });
      await expect(schools.getByRole('heading', { level: 3 })).toHaveText([
        'Aspen Grove Elementary',
      ]);
      const phone = schools.getByRole('link', { name: /^\(?\d{3}\)?[ .-]?\d{3}-\d{4}$/ });
      await expect(phone).toBeVisible();
      expect(await phone.getAttribute('href')).toMatch(/^tel:\+?\d{10,11}$/);
      const site = schools.getByRole('link', { name: 'Aspen Grove Elementary website' });
      await expect(site).toBeVisible();
      expect(await site.getAttribute('href')).toMatch(
        /^https:\/\/[a-z-]+\.meadowlarkvalley\.org\/?$/,
      );
      // The school comes before every other result.
      const headings = await main.getByRole('heading', { level: 2 }).allTextContents();
      expect(headings[0]).toBe('Schools');
      await schools.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/search-forgives-school-${size}.png` });
    });

    test('A parent who misspells kindergarten is still taken there', async ({ page }) => {
      await searchFromHeader(page, 'kindergarden');
      const main = page.getByRole('main');
      const suggestion = main.getByText('Did you mean kindergarten?');
      await expect(suggestion).toBeVisible();
      await expect(suggestion.getByRole('link', { name: 'kindergarten' })).toHaveAttribute(
        'href',
        '/search?q=kindergarten',
      );
      await expect(main.getByRole('status').filter({ hasText: 'kindergarden' })).toHaveText(
        /^\d+ results? for “kindergarden”\.$/,
      );
      await suggestion.scrollIntoViewIfNeeded();
      await expect(suggestion).toBeInViewport();
      await page.screenshot({ path: `test-results/search-forgives-kindergarden-${size}.png` });
      await main.getByRole('link', { name: 'Kindergarten', exact: true }).first().click();
      await expect(page).toHaveURL(/\/academics\/kindergarten$/);
      await expect(pageHeading(page)).toHaveText('Kindergarten');
      await page.screenshot({ path: `test-results/search-forgives-kindergarten-page-${size}.png` });
    });

    test('A job seeker searching “jobs” reaches the careers page', async ({ page }) => {
      await searchFromHeader(page, 'jobs');
      const main = page.getByRole('main');
      const careers = main
        .getByRole('region', { name: 'Pages and news' })
        .getByRole('link', { name: 'Careers', exact: true });
      await expect(careers).toBeVisible();
      await careers.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/search-forgives-jobs-${size}.png` });
      await careers.click();
      await expect(page).toHaveURL(/\/careers$/);
      await expect(pageHeading(page)).toHaveText('Careers');
      await page.screenshot({ path: `test-results/search-forgives-careers-page-${size}.png` });
    });

    test('A visitor whose words find nothing is offered the top tasks and the directory', async ({
      page,
    }) => {
      await page.goto(siteUrl('district', '/search?q=zzqxjv'));
      const main = page.getByRole('main');
      await expect(main.getByRole('status').filter({ hasText: 'zzqxjv' })).toHaveText(
        'No results for “zzqxjv”.',
      );
      const help = main.getByRole('region', { name: 'Popular tasks' });
      await expect(help).toBeVisible();
      await expect(help.getByRole('link', { name: 'Careers', exact: true })).toBeVisible();
      await expect(help.getByRole('link', { name: 'Register', exact: true })).toBeVisible();
      await expect(
        help.getByRole('link', { name: 'Find a person in the district directory' }),
      ).toHaveAttribute('href', 'https://directory.meadowlarkvalley.org');
      await expect(main.getByText(/Did you mean/)).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({
        path: `test-results/search-forgives-nothing-found-${size}.png`,
        fullPage: true,
      });
    });
  });
}
