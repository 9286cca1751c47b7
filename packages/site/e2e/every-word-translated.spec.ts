import { sendJson, startLocalServer } from '@district/data/testing/local-http-server';
import {
  type FakeTranslator,
  startFakeTranslator,
} from '@district/data/translation/testing/fake-translator';
import districtConfig from '@district/district-config';
import { expect, type Page, test } from '@playwright/test';
import { FORM_STRINGS } from '../app/server/strings/form-strings.server';
import { type SiteServer, startSiteServer } from './spawn-site';

// A parent who reads Spanish or Arabic reads every word of the site in their language, and every
// name as it is written. The translation function here is the fake one, which marks each text it
// translates ("[es] …") and leaves `translate="no"` content alone, as the real service does for
// HTML: a text node that reads the same as on the English page was never sent, or a name was not
// marked. Counted over the visible text with letters, outside `translate="no"`.
test.describe.configure({ mode: 'serial' });

const DISTRICT_PORT = 4931;
const SCHOOL_PORT = 4932;
/** The most of a page's text nodes that may read as on the English page. */
const MAX_SAME = 0.02;

/**
 * Texts that read as in English on purpose: the district glossary's terms, never translated like
 * names ("CORA"), and the hand-checked words a language writes as English does (Spanish
 * "Error:"). Neither is a text the translator missed.
 */
function sameOnPurpose(lang: string): Set<string> {
  const words = new Set<string>(districtConfig.glossary ?? []);
  const { english, handWritten } = FORM_STRINGS as unknown as {
    english: Record<string, string>;
    handWritten: Record<string, Record<string, string>>;
  };
  for (const [key, value] of Object.entries(handWritten[lang] ?? {})) {
    if (value === english[key]) words.add(value.trim());
  }
  return words;
}

let translator: FakeTranslator;
let mail: Awaited<ReturnType<typeof startLocalServer>>;
let district: SiteServer;
let school: SiteServer;

test.beforeAll(async () => {
  translator = await startFakeTranslator();
  mail = await startLocalServer((_request, response) => sendJson(response, 200, { ok: true }));
  const env = {
    FUNCTIONS_ENDPOINT: translator.url,
    SEND_EMAIL_ENDPOINT: `${mail.url}/send-email`,
    ACCESSIBILITY_FORM_ENDPOINT: `${mail.url}/accessibility-issue`,
    // Each form post comes from a client of its own (x-forwarded-for): the forms limit posts.
    TRUST_PROXY: '1',
  };
  [district, school] = await Promise.all([
    startSiteServer('district', DISTRICT_PORT, env),
    startSiteServer('aspen-grove-elementary', SCHOOL_PORT, env),
  ]);
});

test.afterAll(async () => {
  district?.stop();
  school?.stop();
  await Promise.all([translator?.close(), mail?.close()]);
});

/** The visible text nodes with letters, outside `translate="no"`, trimmed. */
function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
      const element = node.parentElement;
      if (!element || !/\p{L}/u.test(text)) continue;
      if (element.closest('[translate="no"], script, style, noscript, template')) continue;
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      texts.push(text);
    }
    return texts;
  });
}

let clients = 0;

/** Opens a page, or posts its form empty (the visitor pressed send without filling anything). */
async function visit(page: Page, url: string, postEmpty: boolean): Promise<void> {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${++clients}` });
  await page.goto(url);
  if (!postEmpty) return;
  await page.locator('main form button[type="submit"]').last().click();
  await expect(page.locator('main [aria-invalid="true"]').first()).toBeVisible();
}

/** The page's own link to the contact form for a person of the district (its people feed). */
async function aRecipient(page: Page): Promise<string> {
  await page.goto(`${district.url}/`);
  const link = page.locator('main a[href^="/contact?to="]').first();
  await expect(link, 'a "Send a message" link on the home page').toBeAttached();
  return (await link.getAttribute('href')) ?? '/contact';
}

test('A parent who reads Spanish or Arabic meets no English but names, on every kind of page', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`${district.url}/announcements`);
  const detail = await page.locator('main a[href^="/announcements/"]').first().getAttribute('href');
  expect(detail, 'an announcement to open').toBeTruthy();
  const contact = await aRecipient(page);

  const pages: { name: string; site: () => SiteServer; path: string; postEmpty?: boolean }[] = [
    { name: 'home', site: () => district, path: '/' },
    { name: 'landing page', site: () => district, path: '/about-us' },
    { name: 'wayfinding page', site: () => district, path: '/board-of-education/board-meetings' },
    { name: 'announcements', site: () => district, path: '/announcements' },
    { name: 'an announcement', site: () => district, path: detail ?? '/' },
    { name: 'search results', site: () => district, path: '/search?q=enrollment' },
    { name: 'not found', site: () => district, path: '/a-page-that-was-never-there' },
    { name: 'a school home', site: () => school, path: '/' },
    { name: 'contact form with errors', site: () => district, path: contact, postEmpty: true },
    {
      name: 'accessibility form with errors',
      site: () => district,
      path: '/accessibility',
      postEmpty: true,
    },
  ];

  const figures: string[] = [];
  const failures: string[] = [];
  for (const { name, site, path, postEmpty = false } of pages) {
    const url = (lang: string) =>
      `${site().url}${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;
    await visit(page, url('en'), postEmpty);
    const english = new Set(await visibleTexts(page));
    for (const lang of ['es', 'ar']) {
      await visit(page, url(lang), postEmpty);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const texts = await visibleTexts(page);
      const onPurpose = sameOnPurpose(lang);
      const same = texts.filter((text) => english.has(text) && !onPurpose.has(text));
      const share = same.length / Math.max(texts.length, 1);
      const figure = `${name} (${lang}): ${same.length} of ${texts.length} text nodes as in English (${(share * 100).toFixed(1)} %)`;
      console.log(figure, same.length > 0 ? JSON.stringify(same.slice(0, 12)) : '');
      figures.push(figure);
      if (share > MAX_SAME) failures.push(`${figure}: ${JSON.stringify(same.slice(0, 12))}`);
      if (name === 'landing page' || name === 'a school home') {
        await page.screenshot({
          path: test.info().outputPath(`every-word-${lang}-${name.replace(/ /g, '-')}-360.png`),
          fullPage: true,
        });
      }
    }
  }
  expect(failures, figures.join('\n')).toEqual([]);
  expect(translator.violations).toEqual([]);
});
