/**
 * A page's addresses by language (docs/behaviour.md#search-engines): its canonical URL and its
 * `hreflang` alternates, built from the same function as the sitemap's, so the two always agree.
 */
import { serverOnlyDocumentData } from '../http/document-data.server';
import type { RequestContext } from '../http/request-context.server';
import { withLanguage } from '../syndication/site-urls.server';
import { alternateLanguages, languageAlternates } from '../syndication/sitemap.server';

/** The page's address in no language: its path, without `?lang` or any other query. */
export function pageUrl(ctx: Pick<RequestContext, 'url'>): string {
  return new URL(ctx.url.pathname, ctx.url.origin).toString();
}

/**
 * The canonical URL: the path, plus `?lang` for a translated page (each language is its own page);
 * the English page is the bare path. The same address as the page's own `hreflang` alternate.
 */
export function canonicalUrl(ctx: Pick<RequestContext, 'url' | 'language'>): string {
  return withLanguage(pageUrl(ctx), ctx.language.code);
}

/**
 * The `<link rel="alternate" hreflang>` descriptors of a public page: every language the site
 * offers and `x-default`, the same alternates as the sitemap's for this URL.
 */
export function hreflangLinks(ctx: {
  url: URL;
  services: { org: Pick<RequestContext['services']['org'], 'languages'> };
}): { tagName: 'link'; rel: 'alternate'; hrefLang: string; href: string }[] {
  return languageAlternates(pageUrl(ctx), alternateLanguages(ctx.services.org.languages)).map(
    (alternate) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: alternate.hreflang,
      href: alternate.href,
    }),
  );
}

/**
 * {@link hreflangLinks} of a page search engines may index: none on the intranet (private) or in
 * a preview.
 */
export function publicHreflangLinks(
  ctx: Parameters<typeof hreflangLinks>[0] & Pick<RequestContext, 'isIntranet' | 'preview'>,
): ReturnType<typeof hreflangLinks> {
  return ctx.isIntranet || ctx.preview ? [] : hreflangLinks(ctx);
}

/**
 * Puts the page's public `hreflang` alternates in its document head. They go to the document
 * render only, never into the loader data (components/server-only-head.tsx).
 */
export function declareLanguageLinks(
  ctx: Parameters<typeof publicHreflangLinks>[0] & Pick<RequestContext, 'loadContext'>,
): void {
  if (ctx.loadContext)
    serverOnlyDocumentData(ctx.loadContext).languageLinks = publicHreflangLinks(ctx);
}
