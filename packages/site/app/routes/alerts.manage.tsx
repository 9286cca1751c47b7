import { Button } from '@district/ui/button/button';
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { AlertOrganizations } from '../components/alert-organizations';
import { fillLabel } from '../components/labels';
import * as layout from '../components/layout.css';
import { useStringsLang } from '../components/route-strings';
import { SiteShell } from '../components/site-shell';
import { useChrome } from '../components/use-chrome';
import { revalidateFormPage } from '../forms/revalidate-form-page';
import { metaFor } from '../meta';
import {
  alertChoices,
  changeSubscription,
  endSubscription,
  findManaged,
  loadAlertStrings,
} from '../server/alerts/subscribe.server';
import { CSRF_FIELD, issueCsrfToken } from '../server/http/csrf.server';
import { pageHeaders, readForm, routeHeaders } from '../server/http/http.server';
import { requestContext } from '../server/http/request-context.server';
import * as styles from './alerts.css';

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  ...metaFor(matches, { title: data?.strings.labels.manageTitle ?? 'Your alerts' }),
  { name: 'robots', content: 'noindex' },
];

export const headers = routeHeaders;

export const shouldRevalidate = revalidateFormPage;

/**
 * `/alerts/manage/<token>`: what a subscription asks for, to change or end (the token is the
 * secret, in every message's link). Never shows an endpoint; an address only masked.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const ctx = await requestContext(request, { loadContext: context });
  const [subscription, choices, strings] = await Promise.all([
    findManaged(ctx, params.token ?? ''),
    alertChoices(ctx),
    loadAlertStrings(ctx),
  ]);
  const csrf = issueCsrfToken(ctx);
  const headers = pageHeaders(ctx, { noStore: true });
  if (csrf.cookie) headers.append('Set-Cookie', csrf.cookie);
  // The page's address holds the secret: no Referer carries it to a link's site.
  headers.set('Referrer-Policy', 'no-referrer');
  return data(
    { subscription, choices, strings, csrf: { field: CSRF_FIELD, token: csrf.token } },
    { status: subscription ? 200 : 404, headers },
  );
}

/** The form's post (save or end, CSRF-checked), or `DELETE` on this URL (the token is the secret). */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const ctx = await requestContext(request, { loadContext: context });
  const token = params.token ?? '';
  if (request.method === 'DELETE') {
    const { status } = await endSubscription(ctx, token);
    return new Response(null, { status: status === 'ended' ? 204 : 404 });
  }
  if (request.method !== 'POST')
    return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST, DELETE' } });
  const result = await changeSubscription(ctx, token, await readForm(request));
  const status = result.status === 'forbidden' ? 403 : result.status === 'unknown' ? 404 : 200;
  return data(result, { status, headers: { 'Cache-Control': 'no-store' } });
}

export default function ManageAlerts() {
  const { subscription, choices, strings, csrf } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const chrome = useChrome();
  const { labels } = strings;
  const { ui } = useStringsLang(strings.lang);
  const errors = answer?.status === 'invalid' ? answer.fieldErrors : {};
  const gone = !subscription || answer?.status === 'ended' || answer?.status === 'unknown';
  return (
    <SiteShell chrome={chrome}>
      <div {...ui}>
        <h1 className={layout.title}>{labels.manageTitle}</h1>
        {answer?.status === 'ended' ? (
          <p role="status" className={layout.notice}>
            {labels.ended}
          </p>
        ) : gone ? (
          <p role="alert" className={layout.notice}>
            {labels.manageUnknown}
          </p>
        ) : null}
        {answer?.status === 'saved' ? (
          <p role="status" className={layout.notice}>
            {labels.saved}
          </p>
        ) : answer?.status === 'forbidden' ? (
          <p role="alert" className={layout.notice}>
            {labels.expired}
          </p>
        ) : null}
        {gone || !subscription ? (
          <p>
            <a href="/alerts">{labels.subscribeAgain}</a>
          </p>
        ) : (
          <>
            <p className={layout.lead}>
              {subscription.channel === 'push'
                ? labels.managePush
                : fillLabel(labels.manageEmail, { address: subscription.address ?? '' })}
            </p>
            {subscription.confirmed ? null : (
              <p className={layout.notice}>{labels.manageUnconfirmed}</p>
            )}
            <Form method="post" noValidate>
              <input type="hidden" name={csrf.field} value={csrf.token} />
              <AlertOrganizations
                organizations={choices.organizations}
                firstIds={choices.first}
                chosen={subscription.organizations}
                legend={labels.organizationsLegend}
                otherSchools={labels.otherSchools}
                id="manage-organizations"
                error={
                  errors.organizations ? (
                    <p className={styles.error}>
                      <span className={layout.visuallyHidden}>{labels.errorPrefix} </span>
                      {errors.organizations}
                    </p>
                  ) : null
                }
              />
              <fieldset className={styles.fieldset}>
                <legend className={styles.legend}>{labels.topicsLegend}</legend>
                {(['closures', 'all'] as const).map((value) => (
                  <label key={value} className={styles.choice}>
                    <input
                      className={styles.control}
                      type="radio"
                      name="topics"
                      value={value}
                      defaultChecked={subscription.topics === value}
                    />
                    <span>{value === 'closures' ? labels.topicsClosures : labels.topicsAll}</span>
                  </label>
                ))}
              </fieldset>
              <div className={styles.field}>
                <label className={styles.label} htmlFor="manage-language">
                  {labels.languageLabel}
                </label>
                <select
                  id="manage-language"
                  name="language"
                  className={styles.input}
                  defaultValue={subscription.language}
                >
                  {[...choices.languages.featured, ...choices.languages.other].map(
                    ([code, label]) => (
                      <option key={code} value={code} lang="en">
                        {label}
                      </option>
                    ),
                  )}
                </select>
              </div>
              <div className={styles.actions}>
                <Button type="submit" name="intent" value="save">
                  {labels.saveButton}
                </Button>
                <Button type="submit" name="intent" value="end" variant="critical">
                  {labels.endButton}
                </Button>
              </div>
            </Form>
          </>
        )}
      </div>
    </SiteShell>
  );
}
