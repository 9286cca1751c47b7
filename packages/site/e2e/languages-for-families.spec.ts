import { createConnection } from 'node:net';
import {
  type FakeTranslator,
  startFakeTranslator,
} from '@district/data/translation/testing/fake-translator';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { axeViolations } from './axe';
import { openHydrated, pageErrors } from './browse';
import { siteUrl } from './sites';
import { type SiteServer, startSiteServer } from './spawn-site';

// Families pick their language from a list they can read: the district's featured languages first
// (the demo district's: Arabic, English, Somali, Spanish, Vietnamese), then the rest, each group
// in alphabetical order of its `name (nativeName)` label; the chosen label shown whole, even on a
// 360 px phone. A translated page says it was machine-translated and links the English page.

const ENGLISH = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** The header's language form: found by its field, since its words are in the page's language. */
function picker(page: Page) {
  const form = page
    .getByRole('banner')
    .locator('form', { has: page.locator('select[name="lang"]') });
  return { select: form.getByRole('combobox'), button: form.getByRole('button') };
}

/**
 * How much of the chosen option's label the select cannot show, in CSS pixels (0 when it is
 * whole): the label's width in the select's own font against the room inside the select, which
 * is its inner width less its padding and the drop-down arrow.
 */
async function hiddenPartOfLabel(select: Locator): Promise<number> {
  return select.evaluate((element: HTMLSelectElement) => {
    const style = getComputedStyle(element);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('no canvas');
    context.font = style.font;
    const text = element.selectedOptions[0]?.textContent ?? '';
    const room =
      element.clientWidth -
      Number.parseFloat(style.paddingInlineStart) -
      Number.parseFloat(style.paddingInlineEnd) -
      // Chromium's drop-down arrow.
      16;
    return Math.max(0, Math.ceil(context.measureText(text).width - room));
  });
}

for (const [device, viewport] of [
  ['phone', { width: 360, height: 740 }],
  ['desktop', { width: 1366, height: 768 }],
] as const) {
  test(`A parent who reads Somali finds their language by its own name (${device})`, async ({
    page,
  }) => {
    const errors = pageErrors(page);
    await page.setViewportSize(viewport);
    await openHydrated(page, siteUrl('district', '/'));
    const { select, button } = picker(page);
    // The whole of "English (English)" is shown, not "English (Engli".
    await expect(select).toHaveValue('en');
    expect(await hiddenPartOfLabel(select)).toBe(0);

    const groups = select.locator('optgroup');
    await expect(groups).toHaveCount(2);
    expect(
      await groups.evaluateAll((all) => all.map((g) => (g as HTMLOptGroupElement).label)),
    ).toEqual(['Common languages', 'More languages']);
    const featured = await groups.nth(0).locator('option').allTextContents();
    expect(featured).toEqual([
      'Arabic (العربية)',
      'English (English)',
      'Somali (Soomaali)',
      'Spanish (Español)',
      'Vietnamese (Tiếng Việt)',
    ]);
    const rest = await groups.nth(1).locator('option').allTextContents();
    expect(rest).toEqual([...rest].sort(ENGLISH.compare));
    // The languages refugee families read are there, Klingon is not; nobody is listed twice.
    for (const label of [
      'Amharic (አማርኛ)',
      'Burmese (မြန်မာ)',
      'Dari (دری)',
      'Nepali (नेपाली)',
      'Pashto (پښتو)',
    ])
      expect(rest).toContain(label);
    expect(rest.filter((label) => label.startsWith('Klingon'))).toEqual([]);
    expect(new Set([...featured, ...rest]).size).toBe(featured.length + rest.length);

    await select.selectOption({ label: 'Somali (Soomaali)' });
    await button.click();
    await expect(page).toHaveURL(/[?&]lang=so(&|$)/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'so');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(picker(page).select).toHaveValue('so');
    expect(await hiddenPartOfLabel(picker(page).select)).toBe(0);
    await page.screenshot({
      path: `test-results/languages-somali-${viewport.width}x${viewport.height}.png`,
    });
    await picker(page).select.focus();
    await page.screenshot({
      path: `test-results/languages-somali-${viewport.width}x${viewport.height}-header.png`,
      clip: { x: 0, y: 0, width: viewport.width, height: 220 },
    });
    expect(errors).toEqual([]);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });

  test('A parent who reads Somali picks it from the plain form, and its label shows whole', async ({
    page,
  }) => {
    await page.goto(siteUrl('district', '/about-us'));
    const { select, button } = picker(page);
    await select.selectOption('so');
    await button.click();
    await expect(page).toHaveURL(/\/about-us\?lang=so$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'so');
    // The longest label of all still fits a phone's line.
    await page.goto(siteUrl('district', '/about-us?lang=pt-pt'));
    await expect(picker(page).select).toHaveValue('pt-pt');
    expect(await hiddenPartOfLabel(picker(page).select)).toBe(0);
    // A language the district hides is not offered, and `?lang=` does not take it.
    await page.goto(siteUrl('district', '/about-us?lang=tlh-Latn'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-pt');
  });
});

test.describe('with a translation service', () => {
  test.describe.configure({ mode: 'serial' });
  const PORT = 4610;
  let translator: FakeTranslator;
  let site: SiteServer;

  test.beforeAll(async () => {
    // A clear failure rather than testing someone else's server on the port.
    const taken = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ port: PORT, host: '127.0.0.1' });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    expect(taken, `port ${PORT} is already in use`).toBe(false);
    translator = await startFakeTranslator();
    site = await startSiteServer('district', PORT, { FUNCTIONS_ENDPOINT: translator.url });
  });

  test.afterAll(async () => {
    site?.stop();
    await translator?.close();
  });

  test('A Pashto reader’s page runs right to left', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${site.url}/about-us?lang=ps`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ps');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(picker(page).select).toHaveValue('ps');
    // The labels begin with their English names: left to right inside the right-to-left page, so
    // the chosen one reads "Pashto (پښتو)" and none ends in a stray parenthesis.
    expect(
      await picker(page)
        .select.locator('option')
        .evaluateAll((options) => [...new Set(options.map((o) => getComputedStyle(o).direction))]),
    ).toEqual(['ltr']);
    await page.screenshot({ path: 'test-results/languages-pashto-360x740.png' });
    expect(translator.bodies.some((body) => body.to === 'ps')).toBe(true);
    expect(translator.violations).toEqual([]);
  });

  test('A Spanish-reading parent is told the page was machine-translated and reaches the English page', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${site.url}/about-us?lang=es`);
    const main = page.getByRole('main');
    const notice = main.getByRole('note').filter({ hasText: 'se tradujo automáticamente' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('La página en inglés es la oficial.');
    const english = notice.getByRole('link', { name: 'Leer esta página en inglés' });
    await expect(english).toHaveAttribute('hreflang', 'en');
    await expect(english).toHaveAttribute('href', '/about-us?lang=en');
    await page.screenshot({ path: 'test-results/languages-machine-translated-es-360x740.png' });
    expect(await axeViolations(page)).toEqual([]);

    await english.click();
    await expect(page).toHaveURL(/\/about-us\?lang=en$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
    await expect(page.getByRole('main').getByRole('note')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Read this page in English' })).toHaveCount(0);
  });
});
