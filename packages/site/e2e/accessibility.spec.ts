import { expect, test } from '@playwright/test';
import { axeViolations } from './axe';
import { openHydrated, setWidth, WIDTHS } from './browse';
import { MISSING_PATH, type RouteTemplate, routeTemplates } from './routes';
import { type SiteName, siteUrl } from './sites';

// The route templates are listed before the tests are declared; detail slugs are read from the
// running site inside the test (see routeTemplates), so the list here only names the templates.
const TEMPLATE_NAMES = [
  'home',
  'landing page',
  'wayfinding page',
  'announcements list',
  'stories list',
  'announcement detail',
  'story detail',
  'search results',
  'error page',
] as const;

const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'ar', name: 'Arabic, right to left' },
] as const;

async function templateByName(
  request: Parameters<typeof routeTemplates>[0],
  site: SiteName,
  name: string,
): Promise<RouteTemplate> {
  const found = (await routeTemplates(request, site)).find((t) => t.name === name);
  if (!found) throw new Error(`no template named ${name}`);
  return found;
}

function withLanguage(path: string, code: string): string {
  if (code === 'en') return path;
  return `${path}${path.includes('?') ? '&' : '?'}lang=${code}`;
}

/** Scans the page at a phone width and at desktop width; returns the failures of both. */
async function scanAtBothWidths(page: import('@playwright/test').Page): Promise<string[]> {
  const failures: string[] = [];
  for (const width of [WIDTHS.phone, WIDTHS.desktop]) {
    await setWidth(page, width);
    failures.push(...(await axeViolations(page)).map((line) => `[${width}px] ${line}`));
  }
  return failures;
}

test.describe('Every page meets WCAG 2.2 AA (axe-core)', () => {
  for (const language of LANGUAGES) {
    for (const name of TEMPLATE_NAMES) {
      test(`Readers using screen readers and keyboards can use the ${name} in ${language.name}`, async ({
        page,
        request,
      }) => {
        const template = await templateByName(request, 'district', name);
        await openHydrated(page, siteUrl('district', withLanguage(template.path, language.code)));
        await expect(page.locator('html')).toHaveAttribute('lang', language.code);
        if (template.path === MISSING_PATH) {
          // The error page's feeds load as they scroll into view: scan them loaded.
          await page.locator('[data-feed]').last().scrollIntoViewIfNeeded();
          await expect(page.locator('[data-feed][aria-busy]')).toHaveCount(0);
        }
        const failures = await scanAtBothWidths(page);
        expect(failures, failures.join('\n')).toEqual([]);
      });
    }
  }

  for (const site of ['school', 'highSchool'] as const) {
    test(`Readers of the ${site === 'school' ? 'elementary' : 'high'} school's site can use its home and a landing page`, async ({
      page,
    }) => {
      const failures: string[] = [];
      for (const path of ['/', '/about-us']) {
        await openHydrated(page, siteUrl(site, path));
        failures.push(...(await scanAtBothWidths(page)).map((line) => `${path} ${line}`));
      }
      expect(failures, failures.join('\n')).toEqual([]);
    });
  }

  test('Readers whose JavaScript failed to load can use the home page and its disclosure menu', async ({
    page,
  }) => {
    // axe-core runs as a script in the page, so JavaScript stays on; the site's own bundles are
    // refused instead, which leaves exactly the server's no-JavaScript markup (<details> toggles).
    await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
    await page.goto(siteUrl('district', '/'));
    // Open the header's menu and one group, as a reader would, so their contents are scanned too.
    await page.locator('header summary', { hasText: 'Menu' }).click();
    await page.locator('header nav summary').first().click();
    await expect(page.locator('header button[aria-controls]')).toHaveCount(0);
    const failures = await scanAtBothWidths(page);
    expect(failures, failures.join('\n')).toEqual([]);
  });
});
