import { languageSet, languageSettingsSchema } from '@district/core/languages/language-set';
import { orgConfigSchema } from '@district/core/org/org-config';
import { createDemoContent } from '@district/demo-content/content';
import { describe, expect, it } from 'vitest';
import { embeddedContent, testServices } from '../testing/site-services';
import {
  negotiatedLanguage,
  requestContext,
  resolveLanguage,
  siteLanguages,
} from './request-context.server';
import { scopeOf } from './request-scope.server';

// The district's organization, with the languages it leaves to the defaults.
const sites = 'https://example.org';
const DISTRICT = orgConfigSchema.parse({
  organizationId: '6f1b2c3d-0000-4000-8000-000000000001',
  name: 'Meadowlark Valley School District',
  brand: 'mvsd',
  districtSlug: 'meadowlark-valley',
  districtDomain: 'meadowlarkvalley.org',
  externalSites: Object.fromEntries(
    [
      'calendar',
      'files',
      'directory',
      'schools',
      'boundaryMaps',
      'boardDocuments',
      'boardMeetings',
      'recruiting',
    ].map((name) => [name, `${sites}/${name}`]),
  ),
});
const LANGUAGES = siteLanguages(DISTRICT);

const BRAND = 'mvsd';

function visit(query: string, headers: Record<string, string> = {}) {
  const url = new URL(`https://www.example.org/about-us${query}`);
  return { request: new Request(url, { headers }), url };
}

const cookie = (code: string) =>
  `mvsd-website-state=${encodeURIComponent(JSON.stringify({ languageCode: code }))}`;

describe('the language of a request', () => {
  it('offers the district’s configured languages: the 70 supported, the six added, without Klingon', () => {
    const languages = siteLanguages(DISTRICT);
    expect(languages.languages).toHaveLength(74);
    expect(languages.has('so')).toBe(true);
    expect(languages.has('tlh-Latn')).toBe(false);
  });

  it('takes ?lang= for every configured language, added ones included, and stores it', () => {
    for (const code of ['es', 'so', 'ps', 'prs', 'am', 'ne', 'my', 'zh-Hant']) {
      const { request, url } = visit(`?lang=${code}`);
      const { language, cookie: stored } = resolveLanguage(request, url, BRAND, LANGUAGES);
      expect(language.code, code).toBe(code);
      expect(stored, code).toContain(encodeURIComponent(`"languageCode":"${code}"`));
    }
    const { request, url } = visit('?lang=PS');
    expect(resolveLanguage(request, url, BRAND, LANGUAGES).language).toMatchObject({
      code: 'ps',
      dir: 'rtl',
    });
  });

  it('ignores a ?lang= the district does not offer, hidden or made up, for the cookie or the browser', () => {
    for (const code of ['tlh-Latn', 'tlh-Piqd', 'xx', '']) {
      const fromBrowser = visit(`?lang=${code}`, { 'accept-language': 'vi-VN,vi;q=0.9' });
      expect(resolveLanguage(fromBrowser.request, fromBrowser.url, BRAND, LANGUAGES), code).toEqual(
        {
          language: expect.objectContaining({ code: 'vi' }),
          cookie: null,
        },
      );
      const fromCookie = visit(`?lang=${code}`, { cookie: cookie('so') });
      expect(
        resolveLanguage(fromCookie.request, fromCookie.url, BRAND, LANGUAGES).language.code,
      ).toBe('so');
    }
  });

  it('remembers a ?lang= only when it changes what the reader would get without it', () => {
    // An English browser choosing English: nothing to remember, so the page stays public.
    const english = visit('?lang=en', { 'accept-language': 'en-US,en;q=0.9' });
    expect(resolveLanguage(english.request, english.url, BRAND, LANGUAGES).cookie).toBeNull();
    expect(
      resolveLanguage(visit('?lang=en').request, visit('?lang=en').url, BRAND, LANGUAGES).cookie,
    ).toBeNull();
    const spanish = visit('?lang=es', { 'accept-language': 'es-MX' });
    expect(resolveLanguage(spanish.request, spanish.url, BRAND, LANGUAGES).cookie).toBeNull();
    // A Spanish browser choosing English, or a stored Somali replaced by English: remembered.
    const others: Record<string, string>[] = [
      { 'accept-language': 'es-MX' },
      { cookie: cookie('so') },
    ];
    for (const headers of others) {
      const { request, url } = visit('?lang=en', headers);
      expect(resolveLanguage(request, url, BRAND, LANGUAGES).cookie).toContain('languageCode');
    }
    // A stored choice that names no language is none.
    const made = visit('?lang=en', { cookie: cookie('xx-made-up') });
    expect(resolveLanguage(made.request, made.url, BRAND, LANGUAGES).cookie).toBeNull();
  });

  it('ignores a stored language the district no longer offers', () => {
    const { request, url } = visit('', { cookie: cookie('tlh-Latn'), 'accept-language': 'so' });
    expect(resolveLanguage(request, url, BRAND, LANGUAGES).language.code).toBe('so');
  });

  it('negotiates Accept-Language within the configured set only', () => {
    expect(negotiatedLanguage('so-SO,so;q=0.9,en;q=0.5', LANGUAGES).code).toBe('so');
    expect(negotiatedLanguage('fa-AF,fa;q=0.8', LANGUAGES).code).toBe('prs');
    expect(negotiatedLanguage('tlh,es;q=0.5', LANGUAGES).code).toBe('es');
    expect(negotiatedLanguage('tlh', LANGUAGES).code).toBe('en');
    // A district that offers only the 70 supported languages knows no Somali.
    const spec = languageSet(languageSettingsSchema.parse({ featured: [], add: [], hide: [] }));
    expect(negotiatedLanguage('so,ar;q=0.5', spec).code).toBe('ar');
    const { request, url } = visit('?lang=so', { 'accept-language': 'de' });
    expect(resolveLanguage(request, url, BRAND, spec).language.code).toBe('de');
  });
});

describe('the request scope', () => {
  it('is one object per load context, and the Request’s own where there is none', () => {
    const request = new Request('https://www.example.org/');
    const loadContext = {};
    expect(scopeOf({ request, loadContext })).toBe(
      scopeOf({ request: request.clone(), loadContext }),
    );
    expect(scopeOf({ request, loadContext: {} })).not.toBe(scopeOf({ request, loadContext }));
    expect(scopeOf({ request })).toBe(scopeOf({ request }));
    expect(scopeOf({ request })).not.toBe(scopeOf({ request: request.clone() }));
    // Not enumerable: spreading or logging the load context leaves it out.
    expect(Object.keys(loadContext)).toEqual([]);
    expect({ ...loadContext }).toEqual({});
  });

  it('builds the request context once for a request’s GET loaders, each with its own Request', async () => {
    const services = testServices({
      org: DISTRICT,
      content: embeddedContent(createDemoContent({ now: new Date() })),
    });
    const loadContext = { services };
    const url = 'https://www.example.org/about-us?lang=so';
    const root = await requestContext(new Request(url), { loadContext });
    const route = new Request(url);
    const page = await requestContext(route, { loadContext });
    expect(page.request).toBe(route);
    // The same context: its URL (made once per build) is the root's.
    expect(page.url).toBe(root.url);
    expect(page.language.code).toBe('so');
    // Another request, or an action's POST, builds its own.
    const other = await requestContext(new Request(url), { loadContext: { services } });
    expect(other.url).not.toBe(root.url);
    expect(other.language).toEqual(root.language);
    const post = await requestContext(new Request(url, { method: 'POST' }), { loadContext });
    expect(post.url).not.toBe(root.url);
  });
});
