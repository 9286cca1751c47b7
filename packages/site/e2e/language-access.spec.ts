import {
  type FakeTranslator,
  startFakeTranslator,
} from '@district/data/translation/testing/fake-translator';
import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from './axe';
import { openHydrated, pageErrors } from './browse';
import { nuErrors, vnuJar } from './nu-checker';
import { type SiteServer, startSiteServer } from './spawn-site';

// Language access a district can stand behind (docs/behaviour.md#reviewed-translations,
// docs/behaviour.md#languages). The district site runs with the stand-in translator, which marks
// every text it translates ("[es] …") and leaves translate="no" alone: a page the district
// translated itself carries no mark in its body; a page whose English changed after its review is
// the translator's. The demo district has reviewed Spanish and Vietnamese for /register and
// /school-closures, and a Spanish review of the free-meals page made stale by a later edit.
test.describe.configure({ mode: 'serial' });

const PORT = 4961;
const REVIEWED = '/register';
const STALE = '/food-and-nutrition-services/free-and-reduced';

let translator: FakeTranslator;
let site: SiteServer;

test.beforeAll(async () => {
  translator = await startFakeTranslator();
  site = await startSiteServer('district', PORT, { FUNCTIONS_ENDPOINT: translator.url });
});

test.afterAll(async () => {
  site?.stop();
  await translator?.close();
});

const url = (path: string) => `${site.url}${path}`;

/** The Nu HTML checker's errors for a served document. */
async function documentErrors(html: string): Promise<string[]> {
  const jar = vnuJar();
  expect(jar, 'the vnu-jar package (or VNU_JAR) provides the Nu HTML checker').toBeTruthy();
  return nuErrors(jar as string, [{ label: 'page', html }]);
}

/** The page's body: the element holding the CMS page's own paragraphs. */
const bodyOf = (page: Page, paragraph: string | RegExp) =>
  page
    .getByRole('main')
    .locator('article[data-template] div:has(> p)', { hasText: paragraph })
    .last();

test('Sofía García reads the enrolment page in the district’s own Spanish, with its note', async ({
  page,
  request,
}) => {
  const response = await page.goto(url(`${REVIEWED}?lang=es`));
  expect(response?.status()).toBe(200);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Inscribirse en la escuela');
  const article = main.locator('article[data-template]');
  await expect(article).toHaveAttribute('data-translation', 'reviewed');
  // The district's note, in Spanish, dated.
  const note = article.getByRole('note').filter({ hasText: 'El distrito escolar tradujo' });
  await expect(note).toHaveText(
    /^El distrito escolar tradujo esta página, y una persona revisó la traducción el \d{1,2} de [a-z]+ de 20\d\d\.$/,
  );
  await expect(note).not.toHaveAttribute('lang', /./);
  // The body is the reviewed text, untouched by the translator.
  const body = bodyOf(page, 'Las familias nuevas se inscriben en línea');
  await expect(body).toBeVisible();
  await expect(body).toContainText('Acta de nacimiento o pasaporte');
  expect(await body.textContent()).not.toContain('[es]');
  // The kindergarten message on it is reviewed too, with a note of its own.
  const message = main.getByRole('region', { name: 'La inscripción para kínder está abierta' });
  await expect(message).toContainText('Traducido por el distrito escolar');
  await expect(message).toContainText('Los niños que cumplan cinco años');
  // The machine-translation notice speaks of the rest of the page only.
  await expect(
    main
      .getByRole('note')
      .filter({ hasText: /El resto de esta página \(menús, enlaces y avisos\)/ }),
  ).toHaveCount(1);
  // The rest of the page (the related pages, say) is the machine's.
  await expect(main.getByRole('link', { name: '[es] School Choice' }).first()).toBeVisible();
  // None of the reviewed English went to the translator.
  const sent = translator.bodies.flatMap((b) => b.inputs.map((input) => input.text)).join('\n');
  expect(sent).not.toContain('New families register online');
  expect(translator.violations).toEqual([]);

  expect(await axeViolations(page)).toEqual([]);
  const html = await (await request.get(url(`${REVIEWED}?lang=es`))).text();
  expect(await documentErrors(html)).toEqual([]);

  for (const width of [360, 1366]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await page.screenshot({
      path: `test-results/language-access/register-es-${width}.png`,
      fullPage: true,
    });
    // And the screen a reader sees at the page's heading: the title, the note and the body.
    await main.getByRole('heading', { level: 1 }).evaluate((h1) =>
      window.scrollTo({
        top: h1.getBoundingClientRect().top + window.scrollY - 16,
        behavior: 'instant',
      }),
    );
    await page.screenshot({
      path: `test-results/language-access/register-es-${width}-heading.png`,
    });
    // Nothing runs past the screen's edge at either width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  }
});

test('Sofía García reads the free-meals page, changed since its Spanish review, as the translator’s with its notice', async ({
  page,
  request,
}) => {
  await page.goto(url(`${STALE}?lang=es`));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(
    '[es] Free and Reduced-Price Meals',
  );
  await expect(main.locator('article[data-template]')).not.toHaveAttribute('data-translation', /./);
  const body = bodyOf(page, 'meal benefits application');
  await expect(body).toContainText('[es] Even though every student eats free');
  // The outdated reviewed sentence is not served.
  await expect(main).not.toContainText('cada agosto');
  await expect(main).not.toContainText('El distrito escolar tradujo');
  await expect(main).not.toContainText('El resto de esta página');
  // The machine-translation notice, in Spanish.
  await expect(
    main
      .getByRole('note')
      .filter({ hasText: /automáticamente/ })
      .first(),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const html = await (await request.get(url(`${STALE}?lang=es`))).text();
  expect(await documentErrors(html)).toEqual([]);
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

test('Amira Haddad’s notice toggle reads right in Arabic for 1, 2, 3, 11 and 100 notices', async ({
  page,
}) => {
  const errors = pageErrors(page);
  // The page's own script polls /api/notifications each minute; the answer is the demo's, with
  // its floating notice repeated `floating` times, and the page's clock runs the minute at once.
  let floating = 1;
  await page.route(/\/api\/notifications\?/, async (route) => {
    const answer = await route.fetch();
    const body = (await answer.json()) as { notifications: Record<string, unknown>[] };
    const [notice] = body.notifications.filter((n) => n.type === 'floating' && n.dismissible);
    expect(notice, 'the demo has a dismissible floating notice').toBeTruthy();
    const others = body.notifications.filter((n) => n.type !== 'floating');
    const copies = Array.from({ length: floating }, (_, i) => ({
      ...notice,
      id: `${String(notice?.id)}-${i}`,
    }));
    await route.fulfill({
      response: answer,
      json: { ...body, notifications: [...others, ...copies] },
    });
  });
  await page.clock.install();
  await openHydrated(page, url('/?lang=ar'));
  const toggle = page
    .getByRole('region', { name: 'الإشعارات' })
    .getByRole('button', { name: /^إخفاء (إشعار واحد|إشعارين|\d+ إشعار)/ });
  const read: string[] = [];
  for (const count of [1, 2, 3, 11, 100]) {
    floating = count;
    await page.clock.runFor(60_000);
    const category = await page.evaluate((n) => new Intl.PluralRules('ar').select(n), count);
    await expect(toggle).toHaveText(ARABIC_TOGGLE[category](count));
    read.push(`${count}: ${await toggle.textContent()}`);
  }
  expect(
    await page.evaluate(() => [1, 2, 3, 11, 100].map((n) => new Intl.PluralRules('ar').select(n))),
  ).toEqual(['one', 'two', 'few', 'many', 'other']);
  console.log(`Arabic toggle: ${read.join(' | ')}`);
  expect(errors).toEqual([]);
});

// docs/behaviour.md#languages: the interpreter notice, each sentence in its own language.
const INTERPRETER = {
  en: 'Free interpreters are available in your language.',
  es: 'Hay intérpretes gratuitos en su idioma.',
  ar: 'تتوفر خدمة الترجمة الشفوية مجانًا بلغتك.',
} as const;
/** The notice's title beside the language list (catalogs, interpreter.short). */
const INTERPRETER_TITLE = {
  en: 'Free interpreters',
  es: 'Intérpretes gratuitos',
  ar: 'مترجمون فوريون مجانًا',
} as const;

test.describe('on a phone (360 px)', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  for (const reader of ['en', 'es', 'ar'] as const)
    test(`A family reading ${reader} sees in the footer of / how to ask for a free interpreter, each line in its language`, async ({
      page,
    }) => {
      await page.goto(url(`/?lang=${reader}`));
      await expect(page.locator('html')).toHaveAttribute('dir', reader === 'ar' ? 'rtl' : 'ltr');
      const notice = page.getByRole('contentinfo').locator('[translate="no"]:has(> p[lang])');
      await expect(notice.locator('> p').first()).toHaveAttribute('lang', reader);
      for (const [code, words] of Object.entries(INTERPRETER)) {
        const line = notice.locator(`> p[lang="${code}"]`);
        await expect(line).toHaveAttribute('dir', code === 'ar' ? 'rtl' : 'ltr');
        await expect(line).toContainText(words);
        await line.scrollIntoViewIfNeeded();
        await expect(line).toBeVisible();
        await expect(line.getByRole('link', { name: '(719) 555-0148' })).toHaveAttribute(
          'href',
          'tel:7195550148',
        );
        const box = await line.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
      }
      // Beside the language list too: folded under its title in the reader's language, it opens
      // to the same sentences, each in its own language and direction.
      const header = page.getByRole('banner');
      await header.locator('summary', { hasText: INTERPRETER_TITLE[reader] }).click();
      const beside = header.locator('details[open] [translate="no"]');
      for (const [code, words] of Object.entries(INTERPRETER)) {
        const line = beside.locator(`> p[lang="${code}"]`);
        await expect(line).toBeVisible();
        await expect(line).toContainText(words);
        await expect(line).toHaveAttribute('dir', code === 'ar' ? 'rtl' : 'ltr');
        const box = await line.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
      }
      await page.screenshot({
        path: `test-results/language-access/interpreter-list-${reader}-360.png`,
      });
      expect(await axeViolations(page)).toEqual([]);
    });
});
