import { FEED_KINDS, type FeedKind } from '@district/core/entities/feed-config';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { requestContext } from '../server/http/request-context.server';
import { feedAnswer } from '../server/notifications/api-answers.server';

/** One feed as JSON, for the error page's lazy sections (docs/behaviour.md#error-page-feeds). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const kind = params.kind as FeedKind;
  if (!(FEED_KINDS as readonly string[]).includes(kind)) {
    return Response.json({ error: 'Unknown feed' }, { status: 404 });
  }
  const ctx = await requestContext(request, { api: true, loadContext: context });
  return feedAnswer(ctx, kind);
}
