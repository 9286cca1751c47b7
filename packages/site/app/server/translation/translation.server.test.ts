import type { MemoryLogger } from '@district/data/resilience/logger';
import type { FakeTranslator } from '@district/data/translation/testing/fake-translator';
import { createDemoContent } from '@district/demo-content/content';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEGRADED } from '../http/http.server';
import type { SiteServices } from '../http/services.server';
import { loadChrome } from '../pages/chrome.server';
import { loadPage } from '../pages/page.server';
import { loadRouteStrings } from '../strings/route-strings.server';
import { SEARCH_STRINGS } from '../strings/search-strings.server';
import { HAND_WRITTEN_LABELS, UI_STRINGS } from '../strings/ui-strings.server';
import { messagesRss } from '../syndication/syndication.server';
import {
  demoOrgConfig,
  embeddedContent,
  fakeTranslatorPerTest,
  testContext,
  testServices,
} from '../testing/site-services';
import {
  KEPT_TEXTS_BYTES,
  KEPT_TEXTS_LIMIT,
  keepTerms,
  keptTermsOf,
  keptTextsMemory,
  TranslationBatch,
  translationFailedFor,
  unwrapKeptTerms,
} from './translation.server';

const DISTRICT_ID = '6f1b2c3d-0000-4000-8000-000000000001';
const ORG = demoOrgConfig(DISTRICT_ID, 'Meadowlark Valley School District');

// The bundled demo district through the embedded CMS and search (real adapters, built once).
let content: Pick<SiteServices, 'cms' | 'search'>;
beforeAll(() => {
  const bundle = createDemoContent({ now: new Date(), organizationIds: [DISTRICT_ID] });
  content = embeddedContent(bundle);
});

const startTranslator = fakeTranslatorPerTest();

/** The site's services as services.server.ts wires them, translation through a local fake. */
function services(functionsEndpoint: string | null) {
  return testServices({
    org: ORG,
    content,
    env: {
      ...(functionsEndpoint ? { FUNCTIONS_ENDPOINT: functionsEndpoint } : {}),
      TRANSLATION_TIMEOUT_MS: '300',
    },
  });
}

/** One request's context for a signed-in reader of a public page. */
const context = (siteServices: SiteServices, languageCode: string, path = '/') =>
  testContext(siteServices, { languageCode, path, isAuthenticated: true });

/**
 * Loads a page the way a document request does: root (chrome) and route loaders side by side,
 * each with its own copy of the Request (as Remix gives them) and the one load context they share.
 */
async function loadDocument(siteServices: SiteServices, languageCode: string, path: string) {
  const loadContext = {};
  const root = { ...context(siteServices, languageCode, path), loadContext };
  const route = { ...context(siteServices, languageCode, path), loadContext };
  const [chrome, page] = await Promise.all([loadChrome(root), loadPage(route, path)]);
  return { chrome, page };
}

async function translating(): Promise<{
  fake: FakeTranslator;
  site: SiteServices & { logger: MemoryLogger };
}> {
  const fake = await startTranslator();
  return { fake, site: services(fake.url) };
}

describe('terms kept as written', () => {
  it('wraps whole terms in text, not in tags, the longer first, and unwraps them again', () => {
    const terms = ['Aspen Grove', 'Aspen Grove Elementary', 'AP'];
    const html = '<a title="Aspen Grove" href="/ap">Aspen Grove Elementary APPLY AP</a>';
    const kept = keepTerms(html, terms);
    expect(kept).toBe(
      '<a title="Aspen Grove" href="/ap"><span translate="no">Aspen Grove Elementary</span> APPLY <span translate="no">AP</span></a>',
    );
    expect(unwrapKeptTerms(kept, terms)).toBe(html);
  });

  it('leaves text already inside translate="no" alone', () => {
    const html = '<p><span translate="no">Aspen Grove</span> and Aspen Grove</p>';
    expect(keepTerms(html, ['Aspen Grove'])).toBe(
      '<p><span translate="no">Aspen Grove</span> and <span translate="no">Aspen Grove</span></p>',
    );
  });
});

describe('wrapped texts remembered', () => {
  it('answers as keepTerms does, within a count and a byte bound that long texts reach first', () => {
    const terms = ['Aspen Grove'];
    expect(keptTermsOf('<p>Aspen Grove</p>', terms)).toBe(keepTerms('<p>Aspen Grove</p>', terms));
    for (let i = 0; i < 1_000; i++) keptTermsOf(`<p>Label ${i}</p>`, terms);
    expect(keptTextsMemory().entries).toBeGreaterThanOrEqual(1_000);
    // Texts of 30,000 characters count about 120 KB each with their wrapped copy.
    const long = (i: number) => `<p>${i} Aspen Grove ${'z'.repeat(30_000)}</p>`;
    const fit = Math.floor(KEPT_TEXTS_BYTES / (4 * long(0).length));
    for (let i = 0; i < fit + 10; i++) keptTermsOf(long(i), terms);
    const { entries, bytes } = keptTextsMemory();
    expect(bytes).toBeLessThanOrEqual(KEPT_TEXTS_BYTES);
    // The short labels were pushed out first, and not every long text fits.
    expect(entries).toBeLessThan(fit + 10);
    expect(entries).toBeLessThan(KEPT_TEXTS_LIMIT);
    expect(keptTermsOf(long(fit + 9), terms)).toBe(keepTerms(long(fit + 9), terms));
  });
});

describe('translation batch', () => {
  it('translates registered fields in place, keeping markup, order and duplicates', async () => {
    const { fake, site } = await translating();
    const items = [
      { title: 'Snow day', body: '<p>Schools are <em>closed</em>.</p>', id: 'a' },
      { title: 'Snow day', body: '', id: 'b' },
    ];
    const status = await new TranslationBatch()
      .addAll(items, ['title', 'body'])
      .run(context(site, 'es'));
    expect(status).toBe('translated');
    expect(items).toEqual([
      {
        title: '[es] Snow day',
        body: '<p>[es] Schools are <em>[es] closed</em>[es] .</p>',
        id: 'a',
      },
      { title: '[es] Snow day', body: '', id: 'b' },
    ]);
    expect(fake.bodies).toEqual([
      {
        inputs: [{ text: 'Snow day' }, { text: '<p>Schools are <em>closed</em>.</p>' }],
        to: 'es',
        from: 'en',
        textType: 'html',
      },
    ]);
  });

  it('leaves English alone and makes no call', async () => {
    const { fake, site } = await translating();
    const item = { title: 'Snow day' };
    await expect(
      new TranslationBatch().add(item, ['title']).run(context(site, 'en')),
    ).resolves.toBe('original');
    expect(item.title).toBe('Snow day');
    expect(fake.requests).toHaveLength(0);
  });

  it('keeps English, logs and reports the failure when the translator fails', async () => {
    const { fake, site } = await translating();
    fake.setMode({ kind: 'fail', status: 500, message: 'quota exceeded' });
    const item = { title: 'Snow day' };
    const ctx = context(site, 'es', '/about-us');
    await expect(new TranslationBatch().add(item, ['title']).run(ctx)).resolves.toBe('failed');
    expect(item.title).toBe('Snow day');
    expect(translationFailedFor(ctx)).toBe(true);
    expect(site.logger.entries).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        context: expect.objectContaining({ language: 'es', path: '/about-us', untranslated: 1 }),
      }),
    );
  });

  it('keeps the glossary and the organizations’ names as written, marked in HTML only', async () => {
    const fake = await startTranslator();
    const site = testServices({
      org: { ...ORG, glossary: ['CORA'] },
      content,
      env: { FUNCTIONS_ENDPOINT: fake.url },
    });
    const item = {
      title: 'Ask CORA at Meadowlark Valley School District',
      body: '<p>Records under <a href="/cora">CORA</a>; CORAL reef trips.</p>',
    };
    await new TranslationBatch()
      .add(item, ['title'])
      .add(item, ['body'], (html) => html)
      .run(context(site, 'es'));
    expect(fake.bodies[0]?.inputs).toEqual([
      {
        text: 'Ask <span translate="no">CORA</span> at <span translate="no">Meadowlark Valley School District</span>',
      },
      {
        text: '<p>Records under <a href="/cora"><span translate="no">CORA</span></a>; CORAL reef trips.</p>',
      },
    ]);
    // Plain text shows no markup; HTML keeps the marks, so the page says which words are names.
    expect(item.title).toBe('[es] Ask CORA[es]  at Meadowlark Valley School District');
    expect(item.body).toBe(
      '<p>[es] Records under <a href="/cora"><span translate="no">CORA</span></a>[es] ; CORAL reef trips.</p>',
    );
  });

  it('says translation is unavailable without a translation service', async () => {
    const item = { title: 'Snow day' };
    await expect(
      new TranslationBatch().add(item, ['title']).run(context(services(null), 'es')),
    ).resolves.toBe('unavailable');
    expect(item.title).toBe('Snow day');
  });
});

describe('translated pages', () => {
  it('translates the chrome and the page content of one request in one upstream call', async () => {
    const { fake, site } = await translating();
    const { chrome, page } = await loadDocument(site, 'fil', '/about-us');
    expect(fake.requests).toHaveLength(1);
    const body = fake.bodies[0];
    expect(body).toMatchObject({ to: 'fil', from: 'en', textType: 'html' });
    expect(Object.keys(body ?? {}).sort()).toEqual(['from', 'inputs', 'textType', 'to']);
    const sent = body?.inputs.map((input) => input.text) ?? [];
    // Interface strings (machine-translated: no hand-written Filipino), menus, page content.
    expect(sent).toEqual(expect.arrayContaining([UI_STRINGS.menu, 'About Us']));
    expect(sent).toContain(page.page?.title.replace('[fil] ', ''));
    expect(chrome.translation).toBe('translated');
    expect(chrome.labels.menu).toBe('[fil] Menu');
    expect(chrome.labels.searchSubmit).toBe('[fil] Submit search');
    expect(chrome.navigation.navigation[0]?.label).toMatch(/^\[fil\] /);
    expect(page.page?.title).toMatch(/^\[fil\] /);
    expect(page.page?.bodyHtml).toContain('[fil] ');
    // The markup arrives intact: the same tags in the same order as the English body.
    const english = await loadDocument(site, 'en', '/about-us');
    const tags = (html: string | undefined) => html?.match(/<[^>]+>/g);
    // …but for the marks around the names it keeps as written (the school's, the district's).
    const unmarked = page.page?.bodyHtml.replace(/<span translate="no">([^<]*)<\/span>/g, '$1');
    expect(tags(unmarked)).toEqual(tags(english.page.page?.bodyHtml));
  });

  it('sanitizes the HTML the translation service returns, as it sanitized the source', async () => {
    const { fake, site } = await translating();
    const hostile = '<img src="x" onerror="alert(1)"><script>alert(2)</script>';
    fake.setMode({ kind: 'inject', html: hostile });
    const { page } = await loadDocument(site, 'es', '/about-us');
    const body = page.page?.bodyHtml ?? '';
    expect(body).toContain('[es] ');
    expect(body).not.toMatch(/onerror|<script/);
    for (const message of page.messages) expect(message.bodyContent).not.toMatch(/onerror|<script/);
  });

  it('serves a repeated page from the translation memory with no upstream call', async () => {
    const { fake, site } = await translating();
    const first = await loadDocument(site, 'es', '/about-us');
    expect(fake.requests).toHaveLength(1);
    const second = await loadDocument(site, 'es', '/about-us');
    expect(fake.requests).toHaveLength(1);
    expect(second.page).toEqual(first.page);
    expect(second.chrome.notifications).toEqual(first.chrome.notifications);
  });

  it('re-translates notifications only when the set changes', async () => {
    const { fake, site } = await translating();
    await loadChrome(context(site, 'vi'));
    const calls = fake.requests.length;
    // The chrome of another page shows the same notifications: nothing new to translate.
    const again = await loadChrome(context(site, 'vi', '/academics'));
    expect(fake.requests).toHaveLength(calls);
    expect(again.notifications.every((n) => n.title.startsWith('[vi] '))).toBe(true);
  });

  it('uses the hand-written interface strings and sends only content upstream', async () => {
    const { fake, site } = await translating();
    const chrome = await loadChrome(context(site, 'es'));
    expect(chrome.labels).toEqual(HAND_WRITTEN_LABELS.es);
    const sent = fake.bodies.flatMap((body) => body.inputs.map((input) => input.text));
    expect(sent).not.toContain(UI_STRINGS.changeLanguage);
  });

  it('renders the original again when the reader switches back to English', async () => {
    const { fake, site } = await translating();
    await loadDocument(site, 'es', '/about-us');
    const calls = fake.requests.length;
    const { chrome, page } = await loadDocument(site, 'en', '/about-us');
    expect(fake.requests).toHaveLength(calls);
    expect(chrome.translation).toBe('original');
    expect(chrome.labels).toEqual(UI_STRINGS);
    expect(page.page?.title).not.toContain('[es]');
    expect(JSON.stringify(chrome.notifications)).not.toContain('[es]');
  });

  it('shows the page in English with the failure notice when the translator fails', async () => {
    const { fake, site } = await translating();
    fake.setMode({ kind: 'fail', status: 503, message: 'Service Unavailable' });
    const { chrome, page } = await loadDocument(site, 'fil', '/about-us');
    expect(chrome.translation).toBe('failed');
    expect(chrome.labels.menu).toBe(UI_STRINGS.menu);
    expect(chrome.labelsInEnglish).toContain('translationFailed');
    expect(page.page?.title).not.toContain('[fil]');
    expect(site.logger.entries.filter((entry) => entry.level === 'error')).not.toHaveLength(0);
  });

  it('shows the notice when only the page content failed and the chrome came from memory', async () => {
    const { fake, site } = await translating();
    await loadChrome(context(site, 'es', '/academics'));
    fake.setMode({ kind: 'fail', status: 500, message: 'quota exceeded' });
    const calls = fake.requests.length;
    const { chrome, page } = await loadDocument(site, 'es', '/about-us');
    expect(fake.requests.length).toBe(calls + 1);
    expect(chrome.notifications.every((n) => n.title.startsWith('[es] '))).toBe(true);
    // (The title is also a menu label, which the chrome had translated before.)
    expect(page.page?.bodyHtml).not.toContain('[es]');
    expect(chrome.translation).toBe('failed');
  });

  it('shows the page in English with the failure notice when the translator times out', async () => {
    const { fake, site } = await translating();
    fake.setMode({ kind: 'hang' });
    const started = Date.now();
    const { chrome, page } = await loadDocument(site, 'es', '/about-us');
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(chrome.translation).toBe('failed');
    // Hand-written interface strings do not depend on the translator.
    expect(chrome.labels.translationFailed).toBe(HAND_WRITTEN_LABELS.es?.translationFailed);
    expect(page.page?.title).not.toContain('[es]');
  });

  it('puts the words inside the content in the content’s language, the rest in the reader’s', async () => {
    // No translation service: the content stays English, and so do the words inside it.
    const untranslated = await loadChrome(context(services(null), 'es'));
    expect(untranslated.labels.hideNotifications).toBe('Ocultar {count} avisos');
    expect(untranslated.labels.relatedPages).toBe(UI_STRINGS.relatedPages);
    expect(untranslated.labels.addToCalendar).toBe(UI_STRINGS.addToCalendar);
    // Translated content: its headings and links are in the reader's language too.
    const { site } = await translating();
    const translated = await loadChrome(context(site, 'es'));
    expect(translated.translation).toBe('translated');
    expect(translated.labels.relatedPages).toBe('Páginas relacionadas');
    expect(translated.labels.addToCalendar).toBe('Añadir al calendario');
  });

  it('keeps the interface strings it has when content translation is off', async () => {
    const site = services(null);
    const spanish = await loadChrome(context(site, 'es'));
    expect(spanish.translation).toBe('unavailable');
    expect(spanish.labels.menu).toBe('Menú');
    const filipino = await loadChrome(context(site, 'fil'));
    expect(filipino.translation).toBe('unavailable');
    expect(filipino.labels).toEqual(UI_STRINGS);
    // Shown in English on a Filipino page, so marked as English.
    expect(filipino.labelsInEnglish).toContain('translationUnavailable');
    expect(spanish.labelsInEnglish).toEqual([]);
    const english = await loadChrome(context(site, 'en'));
    expect(english.translation).toBe('original');
  });

  it.each(['ar', 'fa', 'he', 'ur'])('sets a right-to-left document for %s', async (code) => {
    const { site } = await translating();
    const { chrome, page } = await loadDocument(site, code, '/about-us');
    // root.tsx renders <html lang={chrome.language.code} dir={chrome.language.dir}>.
    expect(chrome.language).toMatchObject({ code, dir: 'rtl' });
    expect(page.page?.title.startsWith(`[${code}] `)).toBe(true);
    expect(chrome.translation).toBe('translated');
  });
});

describe('a route’s own strings', () => {
  it('are English for English readers and hand-written for Spanish ones, with no upstream call', async () => {
    const { fake, site } = await translating();
    expect(await loadRouteStrings(context(site, 'en', '/search'), SEARCH_STRINGS)).toEqual({
      labels: SEARCH_STRINGS.english,
      lang: 'en',
    });
    const spanish = await loadRouteStrings(context(site, 'es', '/search'), SEARCH_STRINGS);
    expect(spanish).toEqual({ labels: SEARCH_STRINGS.handWritten.es, lang: 'es' });
    expect(fake.requests).toHaveLength(0);
  });

  it('are machine-translated as one batch for other languages, placeholders kept', async () => {
    const { fake, site } = await translating();
    const filipino = await loadRouteStrings(context(site, 'fil', '/search'), SEARCH_STRINGS);
    expect(filipino.lang).toBe('fil');
    expect(filipino.labels.title).toBe('[fil] Search');
    expect(filipino.labels.results).toBe('[fil] {count} results for “{query}”.');
    expect(fake.bodies).toHaveLength(1);
    expect(fake.bodies[0]?.inputs).toHaveLength(Object.keys(SEARCH_STRINGS.english).length);
    // The English table itself is never changed by a translation.
    expect(SEARCH_STRINGS.english.title).toBe('Search');
  });

  it('stay English as a whole, and say so, without a service, when it fails or breaks a placeholder', async () => {
    const english = { labels: SEARCH_STRINGS.english, lang: 'en' };
    expect(await loadRouteStrings(context(services(null), 'fil'), SEARCH_STRINGS)).toEqual(english);

    const { fake, site } = await translating();
    fake.setMode({ kind: 'translate-placeholders' });
    const renamed = context(site, 'fil', '/search');
    expect(await loadRouteStrings(renamed, SEARCH_STRINGS)).toEqual(english);
    // Nothing failed upstream: the page does not say the translation failed.
    expect(translationFailedFor(renamed)).toBe(false);

    fake.setMode({ kind: 'fail', status: 500, message: 'Translator down' });
    const failing = context(site, 'de', '/search');
    expect(await loadRouteStrings(failing, SEARCH_STRINGS)).toEqual(english);
    // The page says so, with the chrome's notice.
    expect(translationFailedFor(failing)).toBe(true);
  });
});

describe('the RSS feeds', () => {
  it('are English without ?lang, whatever the reader prefers, and translated with it', async () => {
    const { fake, site } = await translating();
    const preferred = await messagesRss(context(site, 'es', '/announcements.rss'), 'announcements');
    expect(await preferred.text()).toContain('<language>en</language>');
    expect(fake.requests).toHaveLength(0);

    const asked = await messagesRss(
      context(site, 'es', '/announcements.rss?lang=es'),
      'announcements',
    );
    const xml = await asked.text();
    expect(xml).toContain('<language>es</language>');
    expect(xml).toContain('[es] ');
    expect(fake.requests.length).toBeGreaterThan(0);
    expect(asked.headers.get('cache-control')).toMatch(/^public/);

    // Untranslated (the service fails), caches keep it under the Spanish address only briefly.
    fake.setMode({ kind: 'fail', status: 503, message: 'Service Unavailable' });
    const failed = await messagesRss(context(site, 'es', '/stories.rss?lang=es'), 'stories');
    expect(failed.headers.get('cache-control')).toBe(DEGRADED);
  });
});
