import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { endSubscription } from '../server/alerts/subscribe.server';
import { requestContext } from '../server/http/request-context.server';

/** A link opened in a browser goes to the manage page, where ending takes a button. */
export function loader({ params }: LoaderFunctionArgs) {
  return redirect(`/alerts/manage/${encodeURIComponent(params.token ?? '')}`, 303);
}

/**
 * `POST /alerts/unsubscribe/<token>`: RFC 8058 one-click unsubscribe. The token is the secret,
 * so no CSRF; 200 whether or not it was still subscribed (a mail client may post twice).
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  if (request.method !== 'POST')
    return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } });
  const ctx = await requestContext(request, { loadContext: context });
  const { status } = await endSubscription(ctx, params.token ?? '');
  return new Response(status === 'ended' ? 'Unsubscribed\n' : 'Not subscribed\n', {
    status: 200,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
