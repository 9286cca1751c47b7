import type { LoaderFunctionArgs } from '@remix-run/node';
import { requestContext } from '../server/http/request-context.server';
import { notificationsAnswer } from '../server/notifications/api-answers.server';

/**
 * The notification poll as JSON in the reader's language (docs/behaviour.md#notification-states).
 * With `path`, that CMS page's own notifications too, so they appear and expire while it is read.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requestContext(request, { api: true, loadContext: context });
  return notificationsAnswer(ctx);
}
