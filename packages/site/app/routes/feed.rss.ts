import type { LoaderFunctionArgs } from '@remix-run/node';
import { requestContext } from '../server/http/request-context.server';
import { messagesRss } from '../server/syndication/syndication.server';

/** `/announcements.rss` and `/stories.rss`. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requestContext(request, { api: true, loadContext: context });
  return messagesRss(ctx, ctx.url.pathname.startsWith('/stories') ? 'stories' : 'announcements');
}
