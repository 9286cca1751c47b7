import type { LoaderFunctionArgs } from '@remix-run/node';
import { pushKey } from '../server/alerts/subscribe.server';
import { requestContext } from '../server/http/request-context.server';

/** `GET /api/alerts/push-key`: `{ "publicKey": "<base64url>" }`, the VAPID key browsers subscribe with. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requestContext(request, { loadContext: context });
  const answer = await pushKey(ctx);
  return Response.json(answer.body, {
    status: answer.status,
    // The key changes only with the deployment's configuration; a minute keeps a surge off it.
    headers: { 'Cache-Control': answer.status === 200 ? 'public, max-age=60' : 'no-store' },
  });
}
