/** JSON-LD for routes whose meta is their own (search, contact), written by the document render. */
import { serverOnlyDocumentData } from '../http/document-data.server';
import type { RequestContext } from '../http/request-context.server';
import {
  type JsonLd,
  jsonLdScript,
  type OrganizationForJsonLd,
} from '../syndication/structured-data.server';
import { loadShared } from './chrome.server';

/** Gives the document render the page's JSON-LD, built when that render asks. */
export async function documentJsonLd(
  ctx: RequestContext,
  build: (siteUrl: string, organization: OrganizationForJsonLd) => JsonLd | null,
): Promise<void> {
  if (!ctx.loadContext) return;
  const organization = await loadShared(ctx).organization;
  if (!organization) return;
  serverOnlyDocumentData(ctx.loadContext).jsonLd = () => {
    const data = build(ctx.url.origin, organization);
    return data ? jsonLdScript(data) : null;
  };
}
