import { DEMO_ORGANIZATIONS } from '@district/demo-content/organizations';
import { deriveColors } from '@district/theme/derive';
import { expect, type Page, test } from '@playwright/test';
import { type SiteName, siteUrl } from './sites';

// An organization's colours and logo come from its record at run time (the page links
// /brand/<abbr>-theme.css; the logo is its logoImageUrl): the district's site and a school's must
// still look their own, on a phone and on a desktop, with or without JavaScript.
const ORGANIZATIONS: Record<Extract<SiteName, 'district' | 'school'>, string> = {
  district: '6f1b2c3d-0000-4000-8000-000000000001',
  school: '6f1b2c3d-0000-4000-8000-000000000101',
};

const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

/** The brand bar's colours and the header logo as the visitor's browser shows them. */
async function headerLook(page: Page) {
  const bar = page.getByRole('banner').locator('> div').first();
  const logo = page.getByRole('banner').locator('img').first();
  await expect(logo).toBeVisible();
  return {
    background: await bar.evaluate((element) => getComputedStyle(element).backgroundColor),
    stripe: await bar.evaluate((element) => getComputedStyle(element).borderBottomColor),
    logo: await logo.getAttribute('src'),
    logoLoaded: await logo.evaluate((image) => (image as HTMLImageElement).naturalWidth > 0),
  };
}

for (const site of ['district', 'school'] as const) {
  test(`A family tells the ${site}'s site by its own colours and logo, on a phone and a desktop`, async ({
    browser,
  }) => {
    const organization = DEMO_ORGANIZATIONS.find((o) => o.id === ORGANIZATIONS[site]);
    if (!organization) throw new Error(`no demo organization for ${site}`);
    const colors = deriveColors(organization);
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      for (const [width, height] of [
        [360, 740],
        [1366, 768],
      ] as const) {
        await page.setViewportSize({ width, height });
        await page.goto(siteUrl(site, '/'));
        await expect(page.getByRole('banner')).toContainText(organization.title);
        const look = await headerLook(page);
        expect(look.background).toBe(rgb(colors.brand));
        expect(look.stripe).toBe(rgb(colors.accent));
        expect(look.logo).toBe(organization.logoImageUrl);
        expect(look.logoLoaded).toBe(true);
        if (javaScriptEnabled) {
          await page.screenshot({
            path: `test-results/organization-brand/${site}-home-${width}.png`,
            animations: 'disabled',
          });
        }
      }
      await context.close();
    }
  });
}
