/** A page's search and sharing metadata for the route's `meta`; JSON-LD for the render only. */
import type { MetaDescriptor } from '@remix-run/node';
import type { FeedPanelData } from '../../feeds/feeds.server';
import { alertFeedAlternateLink } from '../alerts/alert-urls.server';
import { shareImage } from '../brand/share-image.server';
import { serverOnlyDocumentData } from '../http/document-data.server';
import type { RequestContext } from '../http/request-context.server';
import { feedAlternateLinks } from '../syndication/rss.server';
import {
  eventJsonLd,
  type JsonLd,
  jsonLdScript,
  organizationJsonLd,
  pageMeta,
} from '../syndication/structured-data.server';
import { loadShared } from './chrome.server';
import { canonicalUrl, declareLanguageLinks } from './language-links.server';

/** What a route knows about its page. */
export interface SeoInput {
  /** The page's own title; empty on the home page (the organization's name stands alone). */
  title: string;
  description?: string | null;
  type?: 'website' | 'article';
  /** JSON-LD of the page's main thing; the home page describes the organization. */
  jsonLd?: (
    siteUrl: string,
    organization: Parameters<typeof organizationJsonLd>[0] | null,
  ) => JsonLd | null;
  noIndex?: boolean;
}

/** The page's preview image, raster, with its words (docs/behaviour.md#search-engines). */
function shareImageMeta(organization: Parameters<typeof shareImage>[0]) {
  const { url, alt } = shareImage(organization);
  return { image: url, imageAlt: alt };
}

/** The meta descriptors of a page. */
export async function seoFor(ctx: RequestContext, input: SeoInput): Promise<MetaDescriptor[]> {
  const organization = await loadShared(ctx).organization;
  const siteName = organization?.title ?? ctx.services.org.name;
  const siteUrl = ctx.url.origin;
  const meta = pageMeta({
    title: input.title ? `${input.title} | ${siteName}` : siteName,
    description: input.description ?? organization?.tagline ?? null,
    canonicalUrl: canonicalUrl(ctx),
    siteName,
    ...(organization ? shareImageMeta(organization) : {}),
    type: input.type ?? 'website',
    locale: ctx.language.code,
    noIndex: input.noIndex || ctx.preview || ctx.isIntranet,
  });
  // JSON-LD and hreflang go to the document render only, written when it asks: a client
  // navigation's data request never does.
  const { jsonLd } = input;
  if (ctx.loadContext && jsonLd) {
    serverOnlyDocumentData(ctx.loadContext).jsonLd = () => {
      const data = jsonLd(siteUrl, organization);
      return data ? jsonLdScript(data) : null;
    };
  }
  if (!input.noIndex) declareLanguageLinks(ctx);
  if (ctx.isIntranet) return meta;
  const language = ctx.language.code === 'en' ? null : ctx.language.code;
  const feeds = [
    ...feedAlternateLinks({ siteUrl, organizationTitle: siteName, language }),
    alertFeedAlternateLink(siteUrl, language),
  ];
  return [...meta, ...feeds.map((link) => ({ tagName: 'link', ...link }))];
}

/** JSON-LD of the organization, for the home page. */
export const organizationLd: SeoInput['jsonLd'] = (siteUrl, organization) =>
  organization ? organizationJsonLd(organization, siteUrl) : null;

/** A page's JSON-LD graph: its main thing and the events its feeds list. */
export function pageLd(
  feeds: readonly FeedPanelData[],
  timeZone: string,
  main?: SeoInput['jsonLd'],
): SeoInput['jsonLd'] {
  return (siteUrl, organization) => {
    const events = feeds.flatMap((feed) => (feed.kind === 'events' ? feed.items : []));
    const things = [
      main?.(siteUrl, organization) ?? null,
      ...(organization
        ? events.map((event) => eventJsonLd(event, siteUrl, organization, { timeZone }))
        : []),
    ].filter((thing): thing is JsonLd => thing !== null);
    if (things.length === 0) return null;
    if (things.length === 1) return things[0] ?? null;
    // One script, several things: a @graph shares the @context.
    return {
      '@context': 'https://schema.org',
      '@graph': things.map(({ '@context': _context, ...thing }) => thing),
    };
  };
}
