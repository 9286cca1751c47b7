import type { LoaderFunctionArgs } from '@remix-run/node';
import { requestContext } from '../server/http/request-context.server';
import { notificationsAnswer } from '../server/notifications/api-answers.server';

/**
 * The notification poll (docs/behaviour.md#notification-states: every 60 s), as JSON, in the
 * reader's language. With `path`, the CMS page there also has its own notifications polled
 * (`pageNotifications`, present only when that page has a category beyond the site-wide ones), so
 * they too appear and expire while the reader stays on the page.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requestContext(request, { api: true, loadContext: context });
  return notificationsAnswer(ctx);
}
