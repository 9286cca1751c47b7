import type { LoaderFunctionArgs } from '@remix-run/node';
import { requestContext } from '../server/http/request-context.server';
import { eventIcs, eventsIcs } from '../server/syndication/syndication.server';

/** `/events.ics` (the whole window) and `/events/<id>.ics` (one event). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const ctx = await requestContext(request, { api: true, loadContext: context });
  return params.file ? eventIcs(ctx, params.file) : eventsIcs(ctx);
}
