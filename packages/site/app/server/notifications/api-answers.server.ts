/**
 * The JSON answers of `/api/notifications` (the poll) and `/api/feeds/:kind` (the error page's
 * lazy feeds), apart from their routes: a route module may export only what Remix strips from the
 * browser build, and these are tested on their own (api-answers.server.test.ts).
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

/**
 * A feed's answer. A degraded one (the feed's service or the configuration failed, or the
 * translation failed and left it in English) keeps its shape and is kept by caches only briefly.
 */
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
 * The poll's answer. A degraded answer (the notifications, the page's own, the organizations or
 * the configuration failed to load, or the translation failed) is kept by caches only briefly:
 * one answer without the alerts, or in English, must not be every reader's for the next minutes.
 * When the notifications themselves failed it is a 503, which the browser ignores, keeping those
 * it shows. A `path` that names no page of the site as the CMS writes it (made up, another case,
 * a trailing slash) is answered but never stored: each such value would be one more copy of the
 * site-wide answer in the page cache.
 */
export async function notificationsAnswer(ctx: RequestContext): Promise<Response> {
  const shared = loadShared(ctx);
  const path = ctx.url.searchParams.get('path');
  // Whether the answer may be stored under its `path` (a lookup that fails says nothing against it).
  const pathNamesPage = path === null ? true : isPagePath(ctx, path).catch(() => true);
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
