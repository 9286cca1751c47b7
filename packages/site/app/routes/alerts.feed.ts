import type { LoaderFunctionArgs } from '@remix-run/node';
import { alertsFeedResponse } from '../server/alerts/alerts.server';
import { requestContext } from '../server/http/request-context.server';

/** `/alerts/feed.atom`: the site's current alerts for other systems. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requestContext(request, { api: true, loadContext: context });
  return alertsFeedResponse(ctx);
}
