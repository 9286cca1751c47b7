/**
 * `/sitemap.xml` (sitemaps.org 0.9, hreflang alternates) and `/robots.txt`. Written by hand: two
 * elements deep, one escape function, and no XML writer among the app's dependencies.
 */
import { type LanguageSettings, languageSet } from '@district/core/languages/language-set';
import { stripInvalidXmlChars } from './plain-text.server';
import { absoluteUrl, isOnSite, normalizeSiteUrl, withLanguage } from './site-urls.server';

export const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
export const XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';
/** Most `<url>` entries one sitemap file may hold (sitemaps.org protocol). */
export const SITEMAP_URL_LIMIT = 50_000;

/** Input of {@link sitemapXml}. */
export interface SitemapInput {
  siteUrl: string;
  pages: readonly { path: string; lastModified?: string | Date | null }[];
  messages: readonly { url: string; lastModified: string | Date | null }[];
  /** Language codes listed as alternates of every URL, as each page's head lists them. */
  languages?: readonly string[];
}

/** Robots input: the intranet is closed to every crawler. */
export interface RobotsInput {
  siteUrl: string;
  isIntranet: boolean;
}

/** Escapes text for XML element content and attribute values. */
export function escapeXml(text: string): string {
  return stripInvalidXmlChars(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

// Our codes that differ from the BCP 47 tag search engines expect (`pt` is Brazilian Portuguese).
const HREFLANG: Record<string, string> = { pt: 'pt-BR', 'pt-pt': 'pt-PT' };

/** The hreflang value of a supported language code. */
export function hreflang(code: string): string {
  return HREFLANG[code] ?? code;
}

/** One `hreflang` alternate of a page: the language's tag and the page's address in it. */
export interface LanguageAlternate {
  hreflang: string;
  href: string;
}

/** The codes of every language a site offers (its `languages` settings), in the picker data's order. */
export function alternateLanguages(settings: LanguageSettings): string[] {
  return languageSet(settings).languages.map((language) => language.code);
}

/** The `hreflang` alternates of the page at `url`, `x-default` last (docs/behaviour.md#languages). */
export function languageAlternates(url: string, languages: readonly string[]): LanguageAlternate[] {
  if (languages.length === 0) return [];
  return [
    ...[...new Set(languages)].map((code) => ({
      hreflang: hreflang(code),
      href: withLanguage(url, code),
    })),
    { hreflang: 'x-default', href: url },
  ];
}

/** A W3C Datetime (`2025-01-31T17:00:00Z`), or null when the date is missing or unparsable. */
function w3cDate(value: string | Date | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  const time = value instanceof Date ? value.getTime() : Date.parse(value);
  if (Number.isNaN(time)) return null;
  return new Date(time).toISOString().replace(/\.000Z$/, 'Z');
}

interface Entry {
  loc: string;
  lastmod: string | null;
}

/** A sitemap of the public pages, announcements and stories: one `<url>` per URL, at most 50,000. */
export function sitemapXml(input: SitemapInput): string {
  const base = normalizeSiteUrl(input.siteUrl);
  const entries = new Map<string, Entry>();
  const add = (pathOrUrl: string, lastModified: string | Date | null | undefined) => {
    const loc = absoluteUrl(base, pathOrUrl);
    if (!loc || !isOnSite(base, loc) || entries.has(loc) || entries.size >= SITEMAP_URL_LIMIT) {
      return;
    }
    entries.set(loc, { loc, lastmod: w3cDate(lastModified) });
  };
  for (const page of input.pages) add(page.path, page.lastModified);
  for (const message of input.messages) add(message.url, message.lastModified);

  const languages = input.languages ?? [];
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="${SITEMAP_NAMESPACE}" xmlns:xhtml="${XHTML_NAMESPACE}">`,
  ];
  for (const { loc, lastmod } of entries.values()) {
    lines.push('  <url>', `    <loc>${escapeXml(loc)}</loc>`);
    if (lastmod) lines.push(`    <lastmod>${lastmod}</lastmod>`);
    for (const alternate of languageAlternates(loc, languages)) {
      lines.push(
        `    <xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hreflang)}" href="${escapeXml(alternate.href)}"/>`,
      );
    }
    lines.push('  </url>');
  }
  lines.push('</urlset>');
  return `${lines.join('\n')}\n`;
}

/** `/robots.txt`: the intranet disallows everything; a public site all but the API and search. */
export function robotsTxt({ siteUrl, isIntranet }: RobotsInput): string {
  if (isIntranet) return 'User-agent: *\nDisallow: /\n';
  const base = normalizeSiteUrl(siteUrl);
  const prefix = new URL(base).pathname.replace(/\/$/, '');
  return [
    'User-agent: *',
    `Allow: ${prefix}/`,
    `Disallow: ${prefix}/api/`,
    // Endless query combinations; the pages they list are in the sitemap.
    `Disallow: ${prefix}/search`,
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}
