import type { Notification } from '@district/core/entities/notification';
import { notificationPageCategories } from '@district/core/notifications/page-categories';
import type { ActionFunctionArgs } from '@remix-run/node';
import { readForm } from '../server/http/http.server';
import { describeError } from '../server/http/logger.server';
import { type RequestContext, requestContext } from '../server/http/request-context.server';
import {
  applyDismissForm,
  dismissedCookie,
  isToggleAllForm,
  readDismissedIds,
  safeReturnPath,
} from '../server/notifications/dismissed-cookie.server';
import { loadShownNotifications } from '../server/notifications/notifications.server';
import { loadShared } from '../server/pages/chrome.server';
import { findPageAtUrlPath } from '../server/pages/page.server';

/** The no-JavaScript dismiss and toggle-all forms (with JavaScript the browser handles them). */
export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = await requestContext(request, { loadContext: context });
  const form = await readForm(request);
  const brand = ctx.services.org.brand;
  const returnTo = safeReturnPath(form.get('returnTo'));
  const current = readDismissedIds(request, brand);
  let ids: string[] = current;
  if (!isToggleAllForm(form)) {
    ids = applyDismissForm(current, form, []);
  } else {
    try {
      ids = applyDismissForm(current, form, await shownOn(ctx, returnTo));
    } catch (error) {
      // Without the notifications shown there is nothing to decide against: change nothing.
      ctx.services.logger.error(
        { ...describeError(error) },
        'Toggle-all could not load notifications',
      );
    }
  }
  return new Response(null, {
    status: 303,
    headers: {
      Location: returnTo,
      'Set-Cookie': dismissedCookie(brand, ids, ctx.url.protocol === 'https:'),
      'Cache-Control': 'private, no-store',
    },
  });
}

/** The notifications the page at `path` shows now: a CMS page's own too, else site-wide ones. */
async function shownOn(ctx: RequestContext, path: string): Promise<Notification[]> {
  const shared = loadShared(ctx);
  const page = await findPageAtUrlPath(ctx, new URL(path, ctx.url).pathname);
  return loadShownNotifications(ctx, {
    organization: await shared.organization,
    configuration: shared.configuration,
    pageCategories: page ? notificationPageCategories(page) : [],
    pageOwn: page !== null,
  });
}

/** A GET here is a stray link: go home. */
export function loader() {
  return new Response(null, { status: 303, headers: { Location: '/' } });
}
