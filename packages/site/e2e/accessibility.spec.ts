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
  'event page',
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
          // The error page's feeds load as they scroll into view: scan them loaded. Each is
          // brought into view in turn, as a reader scrolls; jumping to the last one alone can
          // leave the others unseen (a feed above loading pushes them out before the browser
          // checks what is in view).
          for (const feed of await page.locator('[data-feed]').all()) {
            await feed.scrollIntoViewIfNeeded();
            await expect(feed).not.toHaveAttribute('aria-busy');
          }
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
    const failures: string[] = [];
    const mainMenu = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    // On a phone: open the header's menu and one group, as a reader would, so their contents are
    // scanned too.
    await setWidth(page, WIDTHS.phone);
    await page.goto(siteUrl('district', '/'));
    await page.locator('header summary', { hasText: 'Menu' }).click();
    await mainMenu.locator('summary').first().click();
    await expect(page.locator('header button[aria-controls]')).toHaveCount(0);
    failures.push(...(await axeViolations(page)).map((line) => `[phone] ${line}`));
    // On a desktop the menu is shown below the bar, unopened: open one of its groups.
    await setWidth(page, WIDTHS.desktop);
    await mainMenu.locator('summary').first().click();
    failures.push(...(await axeViolations(page)).map((line) => `[desktop] ${line}`));
    expect(failures, failures.join('\n')).toEqual([]);
  });
});

test.describe('Focus is never hidden under the floating notifications (WCAG 2.2, 2.4.11)', () => {
  // Smooth scrolling would be measured mid-way; where focus ends up is the same.
  test.use({ reducedMotion: 'reduce' });

  /** The focus stops, in order, that lie entirely under the floating cards. */
  async function hiddenFocusStops(page: import('@playwright/test').Page): Promise<string[]> {
    const hidden: string[] = [];
    for (let stop = 0; stop < 300; stop++) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement;
        if (!element || element === document.body) return null;
        const cards = document.querySelector('[data-type="floating"]')?.closest('ul');
        if (!cards || cards.contains(element)) return { name: '', hidden: false };
        const a = element.getBoundingClientRect();
        const c = cards.getBoundingClientRect();
        return {
          name: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim(),
          hidden: a.top >= c.top && a.bottom <= c.bottom && a.left >= c.left && a.right <= c.right,
        };
      });
      if (!focused) break;
      if (focused.hidden) hidden.push(focused.name);
    }
    return hidden;
  }

  for (const javaScript of [true, false]) {
    test(`A keyboard user ${javaScript ? 'with' : 'without'} JavaScript always sees where focus is, on a phone and a desktop`, async ({
      page,
    }) => {
      // The floating cards sit in the page flow, with JavaScript or without: nothing lies under them.
      if (!javaScript) await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
      for (const width of [WIDTHS.phone, WIDTHS.desktop]) {
        await setWidth(page, width);
        const url = siteUrl('district', '/academics/assessment');
        if (javaScript) await openHydrated(page, url);
        else await page.goto(url);
        await expect(page.locator('[data-type="floating"]').first()).toBeVisible();
        const hidden = await hiddenFocusStops(page);
        expect(hidden, `[${width}px] focus hidden under the floating cards`).toEqual([]);
      }
    });
  }
});
