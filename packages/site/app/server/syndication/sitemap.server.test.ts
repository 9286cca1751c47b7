import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import {
  alternateLanguages,
  hreflang,
  languageAlternates,
  robotsTxt,
  SITEMAP_NAMESPACE,
  type SitemapInput,
  sitemapXml,
  XHTML_NAMESPACE,
} from './sitemap.server';

const SITE = 'https://aspengrove.meadowlarkvalley.org';

interface XhtmlLink {
  '@_rel': string;
  '@_hreflang': string;
  '@_href': string;
}
interface UrlEntry {
  loc: string;
  lastmod?: string;
  'xhtml:link'?: XhtmlLink[];
}
interface Parsed {
  urlset: { '@_xmlns': string; '@_xmlns:xhtml': string; url?: UrlEntry[] };
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  isArray: (name) => name === 'url' || name === 'xhtml:link',
});
const orderedParser = new XMLParser({ preserveOrder: true, ignoreAttributes: false });

function build(input: Partial<SitemapInput> = {}): { xml: string; urls: UrlEntry[]; doc: Parsed } {
  const xml = sitemapXml({ siteUrl: SITE, pages: [], messages: [], ...input });
  expect(XMLValidator.validate(xml)).toBe(true);
  const doc = parser.parse(xml) as Parsed;
  return { xml, doc, urls: doc.urlset.url ?? [] };
}

// The sitemaps.org 0.9 schema: <url> is loc, lastmod?, changefreq?, priority?, then elements of
// other namespaces; loc is an absolute URL under 2,048 characters; lastmod is a W3C Datetime.
const URL_CHILDREN = ['loc', 'lastmod', 'changefreq', 'priority'];
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;

function expectSchemaShape(xml: string) {
  const ordered = orderedParser.parse(xml) as Record<string, unknown>[];
  const root = ordered.find((node) => 'urlset' in node) as { urlset: Record<string, unknown>[] };
  expect(root.urlset.length).toBeGreaterThan(0);
  for (const url of root.urlset) {
    expect(Object.keys(url)).toEqual(['url']);
    const children = (url.url as Record<string, unknown>[]).map((child) => Object.keys(child)[0]);
    expect(children[0]).toBe('loc');
    const own = children.filter((name) => name && URL_CHILDREN.includes(name));
    expect(own).toEqual(URL_CHILDREN.filter((name) => own.includes(name)));
    const firstOther = children.findIndex((name) => name && !URL_CHILDREN.includes(name));
    if (firstOther !== -1) {
      expect(children.slice(firstOther).every((name) => name?.includes(':'))).toBe(true);
    }
  }
}

describe('sitemap', () => {
  it('is a sitemaps.org urlset with the xhtml namespace for alternates', () => {
    const { doc, xml } = build({ pages: [{ path: '/' }] });
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(doc.urlset['@_xmlns']).toBe(SITEMAP_NAMESPACE);
    expect(doc.urlset['@_xmlns:xhtml']).toBe(XHTML_NAMESPACE);
  });

  it('lists every page and message with an absolute loc and W3C lastmod, pages first', () => {
    const { urls, xml } = build({
      pages: [
        { path: '/', lastModified: '2025-02-01T10:00:00-07:00' },
        { path: '/about/our-school' },
        { path: '/enroll', lastModified: new Date('2025-01-05T00:00:00Z') },
      ],
      messages: [
        { url: '/stories/robotics-state', lastModified: '2025-03-05T16:30:00Z' },
        { url: `${SITE}/announcements/snow-day`, lastModified: null },
      ],
    });
    expect(urls.map((url) => url.loc)).toEqual([
      `${SITE}/`,
      `${SITE}/about/our-school`,
      `${SITE}/enroll`,
      `${SITE}/stories/robotics-state`,
      `${SITE}/announcements/snow-day`,
    ]);
    expect(urls.map((url) => url.lastmod)).toEqual([
      '2025-02-01T17:00:00Z',
      undefined,
      '2025-01-05T00:00:00Z',
      '2025-03-05T16:30:00Z',
      undefined,
    ]);
    for (const url of urls) {
      expect(new URL(url.loc).origin).toBe(SITE);
      expect(url.loc.length).toBeLessThan(2048);
      if (url.lastmod) expect(url.lastmod).toMatch(W3C_DATETIME);
    }
    expectSchemaShape(xml);
  });

  it('lists a URL once and drops URLs of other sites and unparsable dates', () => {
    const { urls } = build({
      pages: [{ path: '/a' }, { path: '/a' }, { path: '/b', lastModified: 'yesterday' }],
      messages: [
        { url: 'https://elsewhere.example.org/stories/x', lastModified: null },
        { url: 'javascript:alert(1)', lastModified: null },
        { url: `${SITE}/a`, lastModified: null },
      ],
    });
    expect(urls.map((url) => url.loc)).toEqual([`${SITE}/a`, `${SITE}/b`]);
    expect(urls[1]?.lastmod).toBeUndefined();
  });

  it('escapes ampersands and markup in URLs', () => {
    const { xml, urls } = build({
      pages: [{ path: '/arts-&-music' }, { path: '/search-tips?a=1&b=<2>' }],
    });
    expect(xml).toContain('<loc>https://aspengrove.meadowlarkvalley.org/arts-&amp;-music</loc>');
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect(urls.map((url) => url.loc)).toEqual([
      `${SITE}/arts-&-music`,
      `${SITE}/search-tips?a=1&b=%3C2%3E`,
    ]);
  });

  it('adds an hreflang alternate per language at its canonical URL, plus x-default', () => {
    const { urls, xml } = build({
      pages: [
        { path: '/', lastModified: '2025-01-01T00:00:00Z' },
        { path: '/calendar?view=month' },
      ],
      languages: ['en', 'es', 'pt', 'zh-Hans'],
    });
    const [home, calendar] = urls;
    expect(home?.['xhtml:link']).toEqual([
      // English is the bare URL: `?lang=en` declares the bare URL its canonical.
      { '@_rel': 'alternate', '@_hreflang': 'en', '@_href': `${SITE}/` },
      { '@_rel': 'alternate', '@_hreflang': 'es', '@_href': `${SITE}/?lang=es` },
      { '@_rel': 'alternate', '@_hreflang': 'pt-BR', '@_href': `${SITE}/?lang=pt` },
      { '@_rel': 'alternate', '@_hreflang': 'zh-Hans', '@_href': `${SITE}/?lang=zh-Hans` },
      { '@_rel': 'alternate', '@_hreflang': 'x-default', '@_href': `${SITE}/` },
    ]);
    expect(calendar?.['xhtml:link']?.[1]?.['@_href']).toBe(`${SITE}/calendar?view=month&lang=es`);
    expect(xml).toContain(
      'href="https://aspengrove.meadowlarkvalley.org/calendar?view=month&amp;lang=es"',
    );
    expectSchemaShape(xml);
  });

  it('has no alternates when no languages are given', () => {
    const { urls } = build({ pages: [{ path: '/' }] });
    expect(urls[0]?.['xhtml:link']).toBeUndefined();
  });

  it('is a valid, empty urlset when there is nothing to list', () => {
    const { urls } = build();
    expect(urls).toEqual([]);
  });

  it('lists every language a site offers, none its district hides', () => {
    const codes = alternateLanguages({ featured: ['en'], add: [], hide: ['tlh-Latn', 'ru'] });
    expect(codes[0]).toBe('af');
    expect(codes).toContain('en');
    expect(codes).toContain('tlh-Piqd');
    expect(codes).not.toContain('ru');
    expect(codes).not.toContain('tlh-Latn');
    const alternates = languageAlternates(`${SITE}/about-us`, codes);
    expect(alternates).toHaveLength(codes.length + 1);
    expect(alternates.at(-1)).toEqual({ hreflang: 'x-default', href: `${SITE}/about-us` });
  });

  it('lists each language once, and nothing when there is no language', () => {
    expect(languageAlternates(`${SITE}/`, ['es', 'es', 'en'])).toEqual([
      { hreflang: 'es', href: `${SITE}/?lang=es` },
      { hreflang: 'en', href: `${SITE}/` },
      { hreflang: 'x-default', href: `${SITE}/` },
    ]);
    expect(languageAlternates(`${SITE}/`, [])).toEqual([]);
  });

  it('maps language codes to the tags search engines expect', () => {
    expect(hreflang('pt')).toBe('pt-BR');
    expect(hreflang('pt-pt')).toBe('pt-PT');
    expect(hreflang('sr-Latn')).toBe('sr-Latn');
  });
});

describe('robots.txt', () => {
  it('closes the whole intranet to crawlers and names no sitemap', () => {
    const text = robotsTxt({ siteUrl: 'https://insider.meadowlarkvalley.org', isIntranet: true });
    expect(text).toBe('User-agent: *\nDisallow: /\n');
  });

  it('opens a public site except the API and search, and points to the sitemap', () => {
    const text = robotsTxt({ siteUrl: `${SITE}/`, isIntranet: false });
    const lines = text.trim().split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Disallow: /search');
    expect(lines).not.toContain('Disallow: /');
    expect(lines.at(-1)).toBe(`Sitemap: ${SITE}/sitemap.xml`);
  });
});
