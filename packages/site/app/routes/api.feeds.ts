import { FEED_KINDS, type FeedKind } from '@district/core/entities/feed-config';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { degradedSections, loadShared } from '../server/chrome.server';
import { loadFeeds, translateFeeds } from '../server/feeds.server';
import { apiHeaders } from '../server/http.server';
import { type RequestContext, requestContext } from '../server/request-context.server';
import { TranslationBatch } from '../server/translation.server';

/** One feed as JSON, for the error page's lazy sections (SPEC 7.8). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const kind = params.kind as FeedKind;
  if (!(FEED_KINDS as readonly string[]).includes(kind)) {
    return Response.json({ error: 'Unknown feed' }, { status: 404 });
  }
  const ctx = await requestContext(request, { api: true, loadContext: context });
  return feedAnswer(ctx, kind);
}

/**
 * A feed's answer. A degraded one (the feed's service or the configuration failed, or the
 * translation failed and left it in English) keeps its shape and is stored by no cache.
 */
export async function feedAnswer(ctx: RequestContext, kind: FeedKind): Promise<Response> {
  const configuration = await loadShared(ctx).configuration;
  const [feed] = await loadFeeds(ctx, [kind], configuration);
  const batch = new TranslationBatch();
  translateFeeds(batch, feed ? [feed] : []);
  const translation = await batch.run(ctx);
  const noStore =
    !feed || feed.failed || translation === 'failed' || degradedSections(ctx).length > 0;
  return Response.json(feed, { headers: apiHeaders(ctx, { noStore }) });
}
