/** A page's canonical and `hreflang` links, as the sitemap's (docs/behaviour.md#search-engines). */
import { serverOnlyDocumentData } from '../http/document-data.server';
import type { RequestContext } from '../http/request-context.server';
import { withLanguage } from '../syndication/site-urls.server';
import { alternateLanguages, languageAlternates } from '../syndication/sitemap.server';

/** The page's address in no language: its path, without `?lang` or any other query. */
export function pageUrl(ctx: Pick<RequestContext, 'url'>): string {
  return new URL(ctx.url.pathname, ctx.url.origin).toString();
}

/** The canonical URL: the path, plus `?lang` when translated; the same as its own alternate. */
export function canonicalUrl(ctx: Pick<RequestContext, 'url' | 'language'>): string {
  return withLanguage(pageUrl(ctx), ctx.language.code);
}

/** The `hreflang` descriptors of a public page: every language offered and `x-default`. */
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

/** {@link hreflangLinks} of an indexable page: none on the intranet or in a preview. */
export function publicHreflangLinks(
  ctx: Parameters<typeof hreflangLinks>[0] & Pick<RequestContext, 'isIntranet' | 'preview'>,
): ReturnType<typeof hreflangLinks> {
  return ctx.isIntranet || ctx.preview ? [] : hreflangLinks(ctx);
}

/** Puts the public `hreflang` alternates in the document head only, never the loader data. */
export function declareLanguageLinks(
  ctx: Parameters<typeof publicHreflangLinks>[0] & Pick<RequestContext, 'loadContext'>,
): void {
  if (ctx.loadContext)
    serverOnlyDocumentData(ctx.loadContext).languageLinks = publicHreflangLinks(ctx);
}
