import type { LoaderFunctionArgs } from '@remix-run/node';
import { loadShared } from '../server/chrome.server';
import { cacheControl } from '../server/http.server';
import { loadNotifications, NOTIFICATION_TRANSLATED_FIELDS } from '../server/notifications.server';
import { requestContext } from '../server/request-context.server';
import { TranslationBatch } from '../server/translation.server';

/** The notification poll (SPEC section 4: every 60 s), as JSON, in the reader's language. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requestContext(request, { api: true, loadContext: context });
  const shared = loadShared(ctx);
  const organization = await shared.organization;
  const notifications = await loadNotifications(ctx, {
    organization,
    configuration: shared.configuration,
  });
  await new TranslationBatch().addAll(notifications, NOTIFICATION_TRANSLATED_FIELDS).run(ctx);
  return Response.json(
    { notifications },
    {
      headers: {
        'Cache-Control': cacheControl({ ...ctx, languageCookie: null }),
        Vary: 'Accept-Language, Cookie',
      },
    },
  );
}
