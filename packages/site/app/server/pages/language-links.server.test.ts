import { languageSet, languageSettingsSchema } from '@district/core/languages/language-set';
import { describe, expect, it } from 'vitest';
import { serverOnlyHead } from '../http/document-data.server';
import { alternateLanguages, sitemapXml } from '../syndication/sitemap.server';
import {
  canonicalUrl,
  declareLanguageLinks,
  hreflangLinks,
  publicHreflangLinks,
} from './language-links.server';

const SITE = 'https://www.meadowlarkvalley.org';
// The default settings (six languages added), with Russian hidden as well.
const org = {
  languages: languageSettingsSchema.parse({ hide: ['tlh-Latn', 'tlh-Piqd', 'ru'] }),
};
const offered = languageSet(org.languages);

function page(path: string, code: string) {
  const language = offered.find(code);
  if (!language) throw new Error(`no language ${code}`);
  return { url: new URL(path, SITE), language, services: { org } };
}

describe('language links', () => {
  it('declares each language page canonical at the address its alternate names', () => {
    // Any query, `?lang` included, and however the reader arrived: the alternates are the same.
    const links = hreflangLinks(page('/about-us?lang=es&utm_source=mail', 'es'));
    for (const code of alternateLanguages(org.languages)) {
      const own = links.find((link) => link.href === canonicalUrl(page('/about-us', code)));
      expect(own, code).toBeDefined();
    }
    expect(canonicalUrl(page('/about-us?lang=en', 'en'))).toBe(`${SITE}/about-us`);
    expect(canonicalUrl(page('/about-us?lang=ES', 'es'))).toBe(`${SITE}/about-us?lang=es`);
    expect(links.find((link) => link.hrefLang === 'x-default')?.href).toBe(`${SITE}/about-us`);
    expect(links.find((link) => link.hrefLang === 'en')?.href).toBe(`${SITE}/about-us`);
    expect(links.find((link) => link.hrefLang === 'pt-BR')?.href).toBe(`${SITE}/about-us?lang=pt`);
  });

  it('lists the same alternates as the sitemap, every offered language and x-default', () => {
    const links = hreflangLinks(page('/academics/enrollment', 'vi'));
    const xml = sitemapXml({
      siteUrl: SITE,
      pages: [{ path: '/academics/enrollment' }],
      messages: [],
      languages: alternateLanguages(org.languages),
    });
    const inSitemap = [...xml.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(
      ([, hreflang, href]) => `${hreflang} ${href?.replaceAll('&amp;', '&')}`,
    );
    expect(links.map((link) => `${link.hrefLang} ${link.href}`)).toEqual(inSitemap);
    // 70 supported, 6 added, 3 hidden; plus x-default.
    expect(links).toHaveLength(70 + 6 - 3 + 1);
    expect(links.map((link) => link.hrefLang)).not.toContain('ru');
    expect(links.map((link) => link.hrefLang)).toContain('so');
  });

  it('lists none on the intranet, which is private, nor in a preview', () => {
    const about = page('/about-us', 'en');
    expect(publicHreflangLinks({ ...about, isIntranet: true, preview: false })).toEqual([]);
    expect(publicHreflangLinks({ ...about, isIntranet: false, preview: true })).toEqual([]);
    expect(publicHreflangLinks({ ...about, isIntranet: false, preview: false })).toEqual(
      hreflangLinks(about),
    );
  });

  it('go to the document render alone, held by the request, never into the loader data', () => {
    const loadContext = {};
    const about = { ...page('/about-us', 'es'), isIntranet: false, preview: false, loadContext };
    expect(serverOnlyHead(loadContext).languageLinks).toEqual([]);
    declareLanguageLinks(about);
    expect(serverOnlyHead(loadContext).languageLinks).toEqual(hreflangLinks(about));
    // Another request's scope starts empty.
    expect(serverOnlyHead({}).languageLinks).toEqual([]);
  });
});
