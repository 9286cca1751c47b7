import { expect, type Locator, type Page, test } from '@playwright/test';
import { axeViolations } from './axe';
import { openHydrated } from './browse';
import { siteUrl } from './sites';

// The demo district's food services page carries seeded editors' mistakes (demo-content's
// editor-mistakes.ts): six in its body and two in the message placed on it. None is one axe-core
// flags once the site's safe fixes have run, so the axe scans below exclude nothing.
const SEEDED_PAGE = '/food-and-nutrition-services';
const SEEDED_COUNT = 8;
const PANEL = 'Accessibility check of this page’s content';
const VIEWPORTS = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1366, height: 768 },
] as const;
const shot = (name: string) => `test-results/content-check-${name}.png`;

function panelOf(page: Page): Locator {
  return page.getByRole('region', { name: PANEL });
}

/** The outline the element a finding links to has once it is the page's `:target`. */
async function outlineOf(target: Locator) {
  return target.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      style: style.outlineStyle,
      width: Number.parseFloat(style.outlineWidth),
      isTarget: element.matches(':target'),
    };
  });
}

test.describe('Editors see the accessibility problems in their own content before families do', () => {
  for (const viewport of VIEWPORTS) {
    test(`An editor previewing the food services page on a ${viewport.name} reads each problem in plain words and sees the element outlined`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await openHydrated(page, siteUrl('district', `${SEEDED_PAGE}?preview`));
      const panel = panelOf(page);
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('listitem')).toHaveCount(SEEDED_COUNT);
      await expect(panel).toContainText(`${SEEDED_COUNT} problems found in what editors wrote`);
      await expect(panel.getByRole('heading', { level: 3 })).toHaveText([
        'Page content',
        'Message “Complete your meal benefits application”',
      ]);
      for (const text of [
        'This is a Heading 1, but the page title is already the page’s main heading.',
        'This link opens a PDF file, but its text does not say so',
        'alternative text is a file name (“mvsd-logo.svg”)',
        'level 3 is skipped',
        'This table has no header cells',
        '“click here” does not say where the link goes.',
        'This passage is written in capitals',
        'This passage seems to be in Spanish, but it is marked as English',
      ]) {
        await expect(panel.getByText(text, { exact: false })).toBeVisible();
      }
      expect(await axeViolations(page)).toEqual([]);
      await page.evaluate(() =>
        document.querySelector('[data-content-check]')?.scrollIntoView({ behavior: 'instant' }),
      );
      await page.screenshot({ path: shot(`panel-${viewport.name}`) });

      // Each finding links to its element, which the link makes the page's target: outlined.
      const links = panel.getByRole('link');
      await expect(links).toHaveCount(SEEDED_COUNT);
      for (const link of await links.all()) {
        const id = (await link.getAttribute('href'))?.slice(1) ?? '';
        await link.click();
        await expect(page).toHaveURL(new RegExp(`#${id}$`));
        const target = page.locator(`[id="${id}"]`);
        await expect(target).toBeInViewport();
        expect(await outlineOf(target)).toEqual({ style: 'solid', width: 4, isTarget: true });
      }
      // The last one followed: the table, outlined, with the panel's link to it above.
      await panel.getByRole('link', { name: /^Table/ }).click();
      await expect(page.locator('table[data-check]')).toBeInViewport({ ratio: 1 });
      await page.screenshot({ path: shot(`target-${viewport.name}`) });
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('An editor whose JavaScript failed follows a finding to its outlined element', async ({
      page,
    }) => {
      await page.goto(siteUrl('district', `${SEEDED_PAGE}?preview`));
      const link = panelOf(page).getByRole('link', { name: 'Link “click here”' });
      await link.click();
      const target = page.locator('a[data-check]', { hasText: 'click here' });
      await expect(target).toBeInViewport();
      expect(await outlineOf(target)).toEqual({ style: 'solid', width: 4, isTarget: true });
    });
  });

  test('An editor previewing a clean page is told there is nothing to fix; families see no panel', async ({
    page,
  }) => {
    await openHydrated(page, siteUrl('district', '/about-us?preview'));
    await expect(panelOf(page)).toContainText(
      'No accessibility problems found in this page’s content.',
    );
    expect(await axeViolations(page)).toEqual([]);

    // The same seeded page without preview: no panel, no marks, the safe fixes made.
    await page.goto(siteUrl('district', SEEDED_PAGE));
    await expect(panelOf(page)).toHaveCount(0);
    await expect(page.locator('[data-check]')).toHaveCount(0);
    await expect(
      page.getByRole('heading', { name: 'Menus and meal times', level: 2 }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'lunch menu (PDF)' })).toBeVisible();
  });

  test('An editor previewing an announcement sees its problems, the new-window link announced', async ({
    page,
  }) => {
    await page.goto(
      siteUrl('district', '/announcements/school-choice-round-one-closes-january-15?preview'),
    );
    const panel = panelOf(page);
    await expect(panel.getByRole('listitem')).toHaveCount(2);
    await expect(panel).toContainText('“green button”');
    await expect(
      page.getByRole('link', { name: 'Read more (opens in a new window)' }),
    ).toHaveAttribute('target', '_blank');
  });
});
