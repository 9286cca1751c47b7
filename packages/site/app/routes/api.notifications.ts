import { describeError } from '@district/data/resilience/logger';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { loadShared } from '../server/chrome.server';
import { cacheControl } from '../server/http.server';
import { loadNotifications, NOTIFICATION_TRANSLATED_FIELDS } from '../server/notifications.server';
import { pageOwnNotificationsAt } from '../server/page.server';
import { requestContext } from '../server/request-context.server';
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
  const shared = loadShared(ctx);
  const path = ctx.url.searchParams.get('path');
  const [notifications, pageNotifications] = await Promise.all([
    shared.organization.then((organization) =>
      loadNotifications(ctx, { organization, configuration: shared.configuration }),
    ),
    // A failure leaves the page's out of the answer: the browser keeps those it shows.
    path !== null && PAGE_PATH.test(path)
      ? pageOwnNotificationsAt(ctx, path).catch((error) => {
          ctx.services.logger.error(
            { ...describeError(error) },
            'Page notifications failed to load',
          );
          return null;
        })
      : null,
  ]);
  await new TranslationBatch()
    .addAll(notifications, NOTIFICATION_TRANSLATED_FIELDS)
    .addAll(pageNotifications ?? [], NOTIFICATION_TRANSLATED_FIELDS)
    .run(ctx);
  return Response.json(
    pageNotifications ? { notifications, pageNotifications } : { notifications },
    {
      headers: {
        'Cache-Control': cacheControl({ ...ctx, languageCookie: null }),
        Vary: 'Accept-Language, Cookie',
      },
    },
  );
}
