import type { ActionFunctionArgs } from '@remix-run/node';
import { subscribeByPush } from '../server/alerts/subscribe.server';
import { requestContext } from '../server/http/request-context.server';

/** `GET /api/alerts/subscriptions`: nothing is ever listed (docs/alerts.md#the-alerts-page). */
export function loader() {
  return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } });
}

/**
 * `POST /api/alerts/subscriptions`: a browser's push subscription as JSON, answered 201
 * `{ id, manage }`, 400 naming the field, 403 from another origin, 429 past the client's bound.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== 'POST')
    return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } });
  const ctx = await requestContext(request, { loadContext: context });
  const answer = await subscribeByPush(ctx);
  return Response.json(answer.body, {
    status: answer.status,
    headers: { 'Cache-Control': 'no-store', ...answer.headers },
  });
}
