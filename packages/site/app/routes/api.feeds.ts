import { FEED_KINDS, type FeedKind } from '@district/core/entities/feed-config';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { loadShared } from '../server/chrome.server';
import { loadFeeds, translateFeeds } from '../server/feeds.server';
import { cacheControl } from '../server/http.server';
import { requestContext } from '../server/request-context.server';
import { TranslationBatch } from '../server/translation.server';

/** One feed as JSON, for the error page's lazy sections (SPEC 7.8). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const kind = params.kind as FeedKind;
  if (!(FEED_KINDS as readonly string[]).includes(kind)) {
    return Response.json({ error: 'Unknown feed' }, { status: 404 });
  }
  const ctx = await requestContext(request, { api: true, loadContext: context });
  const configuration = await loadShared(ctx).configuration;
  const [feed] = await loadFeeds(ctx, [kind], configuration);
  const batch = new TranslationBatch();
  translateFeeds(batch, feed ? [feed] : []);
  await batch.run(ctx);
  return Response.json(feed, {
    headers: { 'Cache-Control': cacheControl(ctx), Vary: 'Accept-Language, Cookie' },
  });
}
