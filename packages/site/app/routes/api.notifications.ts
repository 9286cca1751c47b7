import type { Notification } from '@district/core/entities/notification';
import { describeError } from '@district/data/resilience/logger';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { degradedSections, loadShared } from '../server/chrome.server';
import { apiHeaders } from '../server/http.server';
import { loadNotifications, NOTIFICATION_TRANSLATED_FIELDS } from '../server/notifications.server';
import { pageOwnNotificationsAt } from '../server/page.server';
import { type RequestContext, requestContext } from '../server/request-context.server';
import { TranslationBatch } from '../server/translation.server';

/** A page path worth looking up: absolute, of a sensible length (anything else is ignored). */
const PAGE_PATH = /^\/[^?#]{0,300}$/;

/**
 * The notification poll (SPEC section 4: every 60 s), as JSON, in the reader's language. With
 * `path`, the CMS page there also has its own notifications polled (`pageNotifications`, present
 * only when that page has a category beyond the site-wide ones), so they too appear and expire
 * while the reader stays on the page.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requestContext(request, { api: true, loadContext: context });
  return notificationsAnswer(ctx);
}

/**
 * The poll's answer. A degraded answer (the notifications, the page's own, the organizations or
 * the configuration failed to load, or the translation failed) is stored by no cache: one
 * answer without the alerts, or in English, must not be every reader's for the next minutes.
 * When the notifications themselves failed it is a 503, which the browser ignores, keeping those
 * it shows.
 */
export async function notificationsAnswer(ctx: RequestContext): Promise<Response> {
  const shared = loadShared(ctx);
  const path = ctx.url.searchParams.get('path');
  // A `path` whose page's own notifications could not be loaded: the answer is degraded.
  let pageFailed = false;
  const [notifications, pageNotifications] = await Promise.all([
    shared.organization
      .then((organization) =>
        loadNotifications(ctx, { organization, configuration: shared.configuration }),
      )
      .catch((error): null => {
        ctx.services.logger.error({ ...describeError(error) }, 'Notifications failed to load');
        return null;
      }),
    // A failure leaves the page's out of the answer: the browser keeps those it shows.
    path !== null && PAGE_PATH.test(path)
      ? pageOwnNotificationsAt(ctx, path).catch((error): null => {
          ctx.services.logger.error(
            { ...describeError(error) },
            'Page notifications failed to load',
          );
          pageFailed = true;
          return null;
        })
      : null,
  ]);
  if (notifications === null) {
    return Response.json(
      { error: 'Notifications could not be loaded' },
      { status: 503, headers: apiHeaders(ctx, { noStore: true }) },
    );
  }
  const translation = await new TranslationBatch()
    .addAll(notifications, NOTIFICATION_TRANSLATED_FIELDS)
    .addAll(pageNotifications ?? [], NOTIFICATION_TRANSLATED_FIELDS)
    .run(ctx);
  const noStore = pageFailed || translation === 'failed' || degradedSections(ctx).length > 0;
  const body: { notifications: Notification[]; pageNotifications?: Notification[] } =
    pageNotifications ? { notifications, pageNotifications } : { notifications };
  // The poll never sets the preference cookie: its language is the page's `lang`.
  return Response.json(body, {
    headers: apiHeaders({ ...ctx, languageCookie: null }, { noStore }),
  });
}
