/**
 * The JSON answers of `/api/notifications` and `/api/feeds/:kind`, kept out of their route modules,
 * which may export only what Remix strips from the browser build.
 */

import type { FeedKind } from '@district/core/entities/feed-config';
import type { Notification } from '@district/core/entities/notification';
import { loadFeeds, translateFeeds } from '../../feeds/feeds.server';
import { apiHeaders } from '../http/http.server';
import { describeError } from '../http/logger.server';
import type { RequestContext } from '../http/request-context.server';
import { degradedSections, loadShared } from '../pages/chrome.server';
import { findPageAtUrlPath, pageOwnNotificationsAt } from '../pages/page.server';
import { TranslationBatch } from '../translation/translation.server';
import { loadNotifications, NOTIFICATION_TRANSLATED_FIELDS } from './notifications.server';

/** A page path worth looking up: absolute, of a sensible length (anything else is ignored). */
const PAGE_PATH = /^\/[^?#]{0,300}$/;

/** A feed's answer; a degraded one keeps its shape and is cached only briefly. */
export async function feedAnswer(ctx: RequestContext, kind: FeedKind): Promise<Response> {
  const configuration = await loadShared(ctx).configuration;
  const [feed] = await loadFeeds(ctx, [kind], configuration);
  const batch = new TranslationBatch();
  translateFeeds(batch, feed ? [feed] : []);
  const translation = await batch.run(ctx);
  const degraded =
    !feed || feed.failed || translation === 'failed' || degradedSections(ctx).length > 0;
  return Response.json(feed, { headers: apiHeaders(ctx, { degraded }) });
}

/**
 * The poll's answer. A degraded one is cached only briefly, and is a 503 (the browser keeps what it
 * shows) when the notifications themselves failed. A `path` that names no CMS page is answered but
 * never stored, so made-up values cannot fill the page cache.
 */
export async function notificationsAnswer(ctx: RequestContext): Promise<Response> {
  const shared = loadShared(ctx);
  const path = ctx.url.searchParams.get('path');
  // Whether the answer may be stored under its `path` (a lookup that fails says nothing against it).
  const pathNamesPage = path === null ? true : isPagePath(ctx, path).catch(() => true);
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
      { status: 503, headers: apiHeaders(ctx, { degraded: true }) },
    );
  }
  const translation = await new TranslationBatch()
    .addAll(notifications, NOTIFICATION_TRANSLATED_FIELDS)
    .addAll(pageNotifications ?? [], NOTIFICATION_TRANSLATED_FIELDS)
    .run(ctx);
  const degraded = pageFailed || translation === 'failed' || degradedSections(ctx).length > 0;
  const body: { notifications: Notification[]; pageNotifications?: Notification[] } =
    pageNotifications ? { notifications, pageNotifications } : { notifications };
  // The poll never sets the preference cookie: its language is the page's `lang`.
  return Response.json(body, {
    headers: apiHeaders(
      { ...ctx, languageCookie: null },
      { degraded, noStore: !(await pathNamesPage) },
    ),
  });
}

/** Whether `path` (as the browser's poll sends its page's address) is a CMS page's own path. */
async function isPagePath(ctx: RequestContext, path: string): Promise<boolean> {
  if (!PAGE_PATH.test(path)) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false;
  }
  const page = await findPageAtUrlPath(ctx, path);
  return page !== null && page.path.path === decoded;
}
