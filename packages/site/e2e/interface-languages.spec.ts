import { expect, test } from '@playwright/test';
import { axeViolations } from './axe';
import { openHydrated, pageErrors } from './browse';
import { pageHeading } from './journeys';
import { firstDetailPath, MISSING_PATH } from './routes';
import { siteUrl } from './sites';

// A reader in another language meets the site's own words (headings, buttons, messages) in that
// language on every page, not only in the chrome, while the content the demo cannot translate
// (no translation service is configured) stays English and is marked so (WCAG 3.1.2). These are
// the server's words: the pages are read without JavaScript, except where axe-core (a script in
// the page) checks them.

test('A Spanish-reading parent searches the site in Spanish; the English results are marked English', async ({
  page,
}) => {
  await page.goto(siteUrl('district', '/search?q=bus&lang=es'));
  await expect(pageHeading(page)).toHaveText('Buscar');
  await expect(page).toHaveTitle(/^Resultados de búsqueda para «bus»/);
  const main = page.getByRole('main');
  await expect(main.getByRole('status').filter({ hasText: 'para «bus»' })).toHaveText(
    /^\d+ resultados? para «bus»\.$/,
  );
  for (const name of ['Páginas y noticias', 'Archivos', 'Contactos'])
    await expect(main.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'Files' })).toHaveCount(0);
  // The search page's words are Spanish inside an English content region; its results English.
  const words = pageHeading(page).locator('xpath=ancestor::*[@lang][1]');
  await expect(words).toHaveAttribute('lang', 'es');
  const results = main.locator('ol').first();
  await expect(results).toHaveAttribute('lang', 'en');
  await expect(results.getByRole('listitem').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('An Arabic reader’s search page words run right to left inside the English content', async ({
  page,
}) => {
  await page.goto(siteUrl('district', '/search?q=bus&lang=ar'));
  await expect(pageHeading(page)).toHaveText('بحث');
  const words = pageHeading(page).locator('xpath=ancestor::*[@lang][1]');
  await expect(words).toHaveAttribute('lang', 'ar');
  await expect(words).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('main').locator('ol').first()).toHaveAttribute('dir', 'ltr');
  expect(await axeViolations(page)).toEqual([]);
});

test('On an Arabic page, the English breadcrumbs read left to right with chevrons pointing right', async ({
  page,
}) => {
  await page.goto(siteUrl('district', '/board-of-education/board-meetings?lang=ar'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail.getByRole('link').first()).toHaveText('الرئيسية');
  await expect(trail.getByRole('link').first()).toHaveAttribute('dir', 'rtl');
  // The trail is in the English content region: its chevrons point the way English reads.
  await expect(trail.locator('xpath=ancestor::*[@dir][1]')).toHaveAttribute('dir', 'ltr');
  const chevrons = trail.locator('svg');
  await expect(chevrons.first()).toBeVisible();
  for (const chevron of await chevrons.all()) {
    expect(await chevron.evaluate((svg) => getComputedStyle(svg).transform)).toBe('none');
  }
  expect(await axeViolations(page)).toEqual([]);
});

// The notice toggle's Arabic forms (catalogs/ar.json, ui.hideNotifications), by CLDR's categories.
const ARABIC_TOGGLE: Record<Intl.LDMLPluralRule, (count: number) => string> = {
  zero: (count) => `إخفاء ${count} إشعار`,
  one: () => 'إخفاء إشعار واحد',
  two: () => 'إخفاء إشعارين',
  few: (count) => `إخفاء ${count} إشعارات`,
  many: (count) => `إخفاء ${count} إشعارًا`,
  other: (count) => `إخفاء ${count} إشعار`,
};

test('An Arabic reader’s notice toggle says how many it hides in the form Arabic gives each count', async ({
  page,
}) => {
  const errors = pageErrors(page);
  await openHydrated(page, siteUrl('district', '/?lang=ar'));
  // The browser's own CLDR rules choose the form (fillLabel): the categories of the counts the
  // unit test reads (catalogs.test.ts) are the ones this browser gives them.
  const categories = await page.evaluate(() =>
    [1, 2, 3, 11, 100].map((count) => new Intl.PluralRules('ar').select(count)),
  );
  expect(categories).toEqual(['one', 'two', 'few', 'many', 'other']);
  const area = page.getByRole('region', { name: 'الإشعارات' });
  const toggle = area.getByRole('button', { name: /^إخفاء (إشعار واحد|إشعارين|\d+ إشعار)/ });
  const first = (await toggle.textContent()) ?? '';
  let count = Number(first.match(/\d+/)?.[0] ?? (first.includes('إشعارين') ? 2 : 1));
  const seen: number[] = [];
  // Each notice dismissed takes the toggle down one count, through each form on the way to one.
  while (count >= 1) {
    const category = await page.evaluate((n) => new Intl.PluralRules('ar').select(n), count);
    await expect(toggle).toHaveText(ARABIC_TOGGLE[category](count));
    seen.push(count);
    if (count === 1) break;
    await area
      .getByRole('button', { name: /^إخفاء الإشعار: / })
      .first()
      .click();
    count -= 1;
  }
  expect(seen.at(-1)).toBe(1);
  console.log(`Arabic notice toggle read for ${seen.join(', ')} notices`);
  expect(errors).toEqual([]);
});

// docs/behaviour.md#languages: the footer's interpreter notice, a sentence per featured language
// in its own language (the reader's first), written by people and left alone by the translator.
const INTERPRETER = {
  en: 'Free interpreters are available in your language.',
  es: 'Hay intérpretes gratuitos en su idioma.',
  ar: 'تتوفر خدمة الترجمة الشفوية مجانًا بلغتك.',
} as const;

for (const screen of [
  { name: 'phone', width: 360, height: 780 },
  { name: 'desktop', width: 1280, height: 900 },
])
  test.describe(`on a ${screen.name} (${screen.width} px)`, () => {
    test.use({ viewport: { width: screen.width, height: screen.height } });

    for (const reader of ['en', 'es', 'ar'] as const)
      test(`A family reading ${reader} finds in the footer how to ask for a free interpreter, each line in its language`, async ({
        page,
      }) => {
        await page.goto(siteUrl('district', reader === 'en' ? '/' : `/?lang=${reader}`));
        const notice = page.getByRole('contentinfo').locator('[translate="no"]:has(> p[lang])');
        const lines = notice.locator('> p');
        // The reader's language first, then the other featured languages with a written notice.
        await expect(lines.first()).toHaveAttribute('lang', reader);
        for (const [code, words] of Object.entries(INTERPRETER)) {
          const line = notice.locator(`> p[lang="${code}"]`);
          await expect(line).toContainText(words);
          await expect(line).toHaveAttribute('dir', code === 'ar' ? 'rtl' : 'ltr');
          await line.scrollIntoViewIfNeeded();
          await expect(line).toBeVisible();
          const call = line.getByRole('link', { name: '(719) 555-0148' });
          await expect(call).toHaveAttribute('href', 'tel:7195550148');
          await expect(
            line.getByRole('link', { name: 'interpreters@meadowlarkvalley.org' }),
          ).toHaveAttribute('href', 'mailto:interpreters@meadowlarkvalley.org');
          // Nothing of the line runs past the screen's edge.
          const box = await line.boundingBox();
          expect(box && box.x >= 0 && box.x + box.width <= screen.width).toBe(true);
        }
        // The demo district's featured languages, each with a notice of its catalog.
        const featured = ['en', 'es', 'vi', 'ar', 'so'];
        const order = [reader, ...featured.filter((code) => code !== reader)];
        expect(await lines.evaluateAll((ps) => ps.map((p) => p.getAttribute('lang')))).toEqual(
          order,
        );
        await notice.scrollIntoViewIfNeeded();
        await notice.screenshot({
          path: `test-results/interpreter-notice/${reader}-${screen.name}.png`,
        });
        expect(await axeViolations(page)).toEqual([]);
      });
  });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('A Vietnamese reader pages through the announcements in Vietnamese', async ({ page }) => {
    await page.goto(siteUrl('district', '/announcements?lang=vi'));
    await expect(pageHeading(page)).toHaveText('Thông báo');
    await expect(page).toHaveTitle(/^Thông báo/);
    const pages = page.getByRole('navigation', { name: 'Các trang' });
    await expect(pages).toContainText(/Trang 1\/\d+/);
    await pages.getByRole('link', { name: 'Cũ hơn' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByRole('navigation', { name: 'Các trang' })).toContainText(/Trang 2\/\d+/);
    await expect(
      page.getByRole('navigation', { name: 'Các trang' }).getByRole('link', { name: 'Mới hơn' }),
    ).toBeVisible();
  });

  test('A Spanish reader on a missing page reads what happened and the ways on in Spanish', async ({
    page,
  }) => {
    const response = await page.goto(siteUrl('district', `${MISSING_PATH}?lang=es`));
    expect(response?.status()).toBe(404);
    // The error page's title and message (docs/behaviour.md#error-page) are English sources: in
    // Spanish here, word for word in English on the English page (journeys.ts).
    await expect(pageHeading(page)).toHaveText('Se produjo un error');
    const main = page.getByRole('main');
    await expect(main).toContainText('404 — No encontramos la página que busca.');
    const home = main.getByRole('link', { name: 'Ir a la página de inicio' });
    await expect(home).toHaveAttribute('href', '/');
    // The search box is the page's own, a plain form to the search page, labelled in Spanish.
    const search = main.getByRole('searchbox', { name: 'Buscar en el sitio' });
    await expect(search).toBeVisible();
    await expect(main.getByRole('search')).toHaveAttribute('action', '/search');
    await expect(main.getByText(/^No encontramos esa página\./)).toBeVisible();
    await expect(page).toHaveTitle(/^Página no encontrada – /);
    await expect(home.locator('xpath=ancestor::*[@lang][1]')).toHaveAttribute('lang', 'es');
  });

  test('A Spanish reader finds the way back from a story and a page in Spanish; the English content stays marked English', async ({
    page,
    request,
  }) => {
    const detail = await firstDetailPath(request, 'district', 'stories');
    await page.goto(siteUrl('district', `${detail}?lang=es`));
    // The trail's name belongs to the English content region it sits in (a content label).
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    const steps = trail.getByRole('link');
    await expect(steps).toHaveCount(3);
    await expect(steps.nth(0)).toHaveText('Inicio');
    await expect(steps.nth(1)).toHaveText('Historias');
    for (const step of [steps.nth(0), steps.nth(1)]) {
      await expect(step).toHaveAttribute('lang', 'es');
    }
    // The story itself stayed English (no translation service): its crumb and the region say so.
    await expect(steps.nth(2)).not.toHaveAttribute('lang', /./);
    await expect(steps.nth(2).locator('xpath=ancestor::*[@lang][1]')).toHaveAttribute('lang', 'en');
    await expect(steps.nth(2)).toHaveText((await pageHeading(page).textContent()) ?? '');
    // The date is written like the content around it: in English, as the story stayed English.
    const date = page.getByRole('main').locator('article time').first();
    await expect(date).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await expect(date).not.toHaveAttribute('lang', /./);
    await steps.nth(1).click();
    await expect(pageHeading(page)).toHaveText('Historias');

    await page.goto(siteUrl('district', '/board-of-education/board-meetings'));
    const pageTrail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(pageTrail.getByRole('link').first()).toHaveText('Inicio');
    await expect(pageTrail.getByRole('link').first()).toHaveAttribute('lang', 'es');
    await expect(pageTrail.getByRole('link').last()).toHaveAttribute('aria-current', 'page');
  });

  test('An Arabic reader’s English announcements keep English dates, not Arabic months run left to right', async ({
    page,
  }) => {
    await page.goto(siteUrl('district', '/?lang=ar'));
    const announcements = page.getByRole('main').getByRole('region', { name: 'Announcements' });
    const dates = announcements.locator('time');
    await expect(dates.first()).toBeVisible();
    for (const date of await dates.all()) {
      await expect(date).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    }
  });

  test('In the default set-up (the outbox) the Spanish contact page is a form in Spanish', async ({
    page,
  }) => {
    await page.goto(siteUrl('district', '/contact?to=person-1234&lang=es'));
    await expect(pageHeading(page)).toHaveText('Enviar un mensaje');
    await expect(page.getByLabel('Su nombre')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enviar mensaje' })).toBeVisible();
    await expect(page).toHaveTitle(/^Enviar un mensaje/);
  });
});
