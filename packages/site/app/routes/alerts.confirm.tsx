import { Button } from '@district/ui/button/button';
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import * as layout from '../components/layout.css';
import { useStringsLang } from '../components/route-strings';
import { SiteShell } from '../components/site-shell';
import { useChrome } from '../components/use-chrome';
import { metaFor } from '../meta';
import { confirmSubscription, loadAlertStrings } from '../server/alerts/subscribe.server';
import { pageHeaders, routeHeaders } from '../server/http/http.server';
import { requestContext } from '../server/http/request-context.server';

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  ...metaFor(matches, { title: data?.strings.labels.confirmTitle ?? 'Confirm your e-mail alerts' }),
  { name: 'robots', content: 'noindex' },
];

export const headers = routeHeaders;

/**
 * `GET /alerts/confirm/<token>`: a button, never the confirmation itself, so a mail scanner that
 * follows every link confirms nothing (docs/alerts.md#the-alerts-page).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requestContext(request, { loadContext: context });
  const strings = await loadAlertStrings(ctx);
  return data({ strings }, { headers: pageHeaders(ctx, { noStore: true }) });
}

/** `POST /alerts/confirm/<token>`: the token is the secret; confirmed or not (any more) valid. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const ctx = await requestContext(request, { loadContext: context });
  const outcome = await confirmSubscription(ctx, params.token ?? '');
  return data(
    { outcome },
    { status: outcome === 'confirmed' ? 200 : 404, headers: { 'Cache-Control': 'no-store' } },
  );
}

export default function ConfirmAlerts() {
  const { strings } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const chrome = useChrome();
  const { labels } = strings;
  const { ui } = useStringsLang(strings.lang);
  return (
    <SiteShell chrome={chrome}>
      <div {...ui}>
        <h1 className={layout.title}>{labels.confirmTitle}</h1>
        {answer?.outcome === 'confirmed' ? (
          <p role="status" className={layout.notice}>
            {labels.confirmed}
          </p>
        ) : answer?.outcome === 'unknown' ? (
          <>
            <p role="alert" className={layout.notice}>
              {labels.confirmUnknown}
            </p>
            <p>
              <a href="/alerts">{labels.subscribeAgain}</a>
            </p>
          </>
        ) : (
          <Form method="post" className={layout.form}>
            <p>{labels.confirmText}</p>
            <div>
              <Button type="submit">{labels.confirmButton}</Button>
            </div>
          </Form>
        )}
      </div>
    </SiteShell>
  );
}
