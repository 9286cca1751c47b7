import {
  DEMO_DISTRICT_ORGANIZATION,
  DEMO_INTRANET_ORGANIZATION,
  DEMO_ORGANIZATIONS,
} from '@district/demo-content/organizations';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { axeViolations } from './axe';
import { pageHeading } from './journeys';
import { MISSING_PATH } from './routes';
import { siteUrl } from './sites';

// The chrome's organization options (the district and its schools) and category options (the
// announcements' most used categories), on every page: plain links behind a <details> each, so
// they work from the keyboard, with and without JavaScript, in every language and direction.

const ASPEN_GROVE_ID = '6f1b2c3d-0000-4000-8000-000000000101';
const MEADOWLARK_HIGH_ID = '6f1b2c3d-0000-4000-8000-000000000130';
const organization = (id: string) => {
  const found = DEMO_ORGANIZATIONS.find((o) => o.id === id);
  if (!found) throw new Error(`no demo organization ${id}`);
  return found;
};
const SCHOOL_COUNT = DEMO_ORGANIZATIONS.filter(
  (o) => o.parentOrganization?.id === DEMO_DISTRICT_ORGANIZATION.id && o.educationLevels.length > 0,
).length;

/** One of the footer's option disclosures, found by its summary. */
function disclosure(page: Page, summary: string): Locator {
  return page
    .getByRole('contentinfo')
    .locator('details', { has: page.locator('summary', { hasText: summary }) });
}

/** Opens a disclosure from the keyboard, as a keyboard user would. */
async function openWithKeyboard(details: Locator): Promise<void> {
  await expect(details).not.toHaveAttribute('open');
  await details.locator('summary').focus();
  await details.page().keyboard.press('Enter');
  await expect(details).toHaveAttribute('open', '');
}

/** The links of an open disclosure, as `[text, href]`. */
async function linksOf(details: Locator): Promise<[string, string][]> {
  return details
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link) => [link.textContent ?? '', link.getAttribute('href') ?? '']),
    );
}

for (const javaScriptEnabled of [true, false]) {
  const mode = javaScriptEnabled ? 'with JavaScript' : 'without JavaScript';

  test.describe(`Chrome options ${mode}`, () => {
    test.use({ javaScriptEnabled });

    test('District visitors can go to any school’s site from the footer', async ({ page }) => {
      await page.goto(siteUrl('district', '/'));
      const schools = disclosure(page, 'Our schools');
      await openWithKeyboard(schools);
      await expect(schools.getByRole('navigation', { name: 'Our schools' })).toBeVisible();
      const links = await linksOf(schools);
      expect(links).toHaveLength(SCHOOL_COUNT);
      const aspen = organization(ASPEN_GROVE_ID);
      expect(links).toContainEqual([aspen.title, aspen.website]);
      const titles = links.map(([title]) => title);
      expect(titles).not.toContain(DEMO_DISTRICT_ORGANIZATION.title);
      expect(titles).not.toContain(DEMO_INTRANET_ORGANIZATION.title);
      // Tab reaches the first school right after the summary.
      await page.keyboard.press('Tab');
      await expect(schools.getByRole('link').first()).toBeFocused();
    });

    test('School visitors find the district first, then the other schools', async ({ page }) => {
      await page.goto(siteUrl('school', '/'));
      const schools = disclosure(page, 'Our schools');
      await openWithKeyboard(schools);
      const links = await linksOf(schools);
      expect(links[0]).toEqual([
        DEMO_DISTRICT_ORGANIZATION.title,
        DEMO_DISTRICT_ORGANIZATION.website,
      ]);
      const high = organization(MEADOWLARK_HIGH_ID);
      expect(links).toContainEqual([high.title, high.website]);
      expect(links.map(([title]) => title)).not.toContain(organization(ASPEN_GROVE_ID).title);
      // Escape is no close key for <details>; Enter on the summary again closes it.
      await schools.locator('summary').focus();
      await page.keyboard.press('Enter');
      await expect(schools).not.toHaveAttribute('open');
    });

    for (const site of ['district', 'school'] as const) {
      test(`A category option on the ${site} site lists that category’s announcements`, async ({
        page,
      }) => {
        await page.goto(siteUrl(site, '/'));
        const topics = disclosure(page, 'Announcements by topic');
        await openWithKeyboard(topics);
        const links = await linksOf(topics);
        expect(links.length).toBeGreaterThan(0);
        const [category, href] = links[0] as [string, string];
        expect(href).toBe(`/announcements?${new URLSearchParams({ category })}`);
        await topics.getByRole('link', { name: category, exact: true }).focus();
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(
          siteUrl(site, `/announcements?${new URLSearchParams({ category })}`),
        );
        await expect(pageHeading(page)).toHaveText(`Announcements: ${category}`);
        await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
      });
    }

    test('The error page offers both options too', async ({ page }) => {
      const response = await page.goto(siteUrl('school', MISSING_PATH));
      expect(response?.status()).toBe(404);
      await openWithKeyboard(disclosure(page, 'Our schools'));
      await openWithKeyboard(disclosure(page, 'Announcements by topic'));
      expect(await linksOf(disclosure(page, 'Our schools'))).toHaveLength(SCHOOL_COUNT);
      expect((await linksOf(disclosure(page, 'Announcements by topic'))).length).toBeGreaterThan(0);
    });

    test('The options are labelled in the reader’s language', async ({ page }) => {
      await page.goto(siteUrl('district', '/?lang=es'));
      await expect(disclosure(page, 'Nuestras escuelas')).toHaveCount(1);
      await expect(disclosure(page, 'Anuncios por tema')).toHaveCount(1);
      await expect(disclosure(page, 'Our schools')).toHaveCount(0);
    });

    test('The options mirror on right-to-left pages', async ({ page }) => {
      await page.goto(siteUrl('school', '/?lang=ar'));
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      const schools = disclosure(page, 'مدارسنا');
      await openWithKeyboard(schools);
      // Measure the final layout (with the web font, not the fallback it replaces), every box at
      // the same instant: opening the disclosure may scroll the page smoothly meanwhile.
      await page.evaluate(() => document.fonts.ready);
      const boxes = await schools.evaluate((details) => {
        const rect = (element: Element | null) => {
          if (!element) return null;
          const { x, y, width } = element.getBoundingClientRect();
          return { x, y, width };
        };
        const items = details.querySelectorAll('li');
        return {
          list: rect(details.querySelector('ul')),
          first: rect(items[0] ?? null),
          second: rect(items[1] ?? null),
          summary: rect(details.querySelector('summary')),
          footer: rect(details.closest('footer')),
        };
      });
      const { list, first, second, summary, footer } = boxes;
      if (!list || !first || !second || !summary || !footer) throw new Error('not laid out');
      // The list flows from the right: its first option starts at the list's right edge, and the
      // next one is to its left or, when the row is full, on a row below.
      expect(first.x + first.width).toBeGreaterThan(list.x + list.width - 2);
      if (Math.abs(first.y - second.y) < 1) expect(first.x).toBeGreaterThan(second.x);
      else expect(second.y).toBeGreaterThan(first.y);
      // The summary starts at the right.
      expect(summary.x + summary.width).toBeGreaterThan(footer.x + footer.width / 2);
    });
  });
}

test('Both options pass WCAG 2.2 AA when open', async ({ page }) => {
  // axe runs in the page, so only with JavaScript; the markup is the same without it.
  test.slow();
  for (const [site, path] of [
    ['district', '/'],
    ['school', '/?lang=ar'],
  ] as const) {
    await page.goto(siteUrl(site, path));
    for (const details of await page.getByRole('contentinfo').locator('details').all()) {
      await openWithKeyboard(details);
    }
    expect(await axeViolations(page), `${site} ${path}`).toEqual([]);
  }
});
