import type { LoaderFunctionArgs } from '@remix-run/node';
import { requestContext } from '../server/http/request-context.server';
import { calendarIcs, eventIcs, eventsIcs } from '../server/syndication/syndication.server';

/** `/events.ics`, `/calendars/<id>.ics`, `/events/<id>.ics` (docs/behaviour.md#subscriptions). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const ctx = await requestContext(request, { api: true, loadContext: context });
  if (!params.file) return eventsIcs(ctx);
  return ctx.url.pathname.startsWith('/calendars/')
    ? calendarIcs(ctx, params.file)
    : eventIcs(ctx, params.file);
}
