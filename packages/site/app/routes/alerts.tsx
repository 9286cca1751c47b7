import { Button } from '@district/ui/button/button';
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { AlertOrganizations } from '../components/alert-organizations';
import {
  isIosBrowserTab,
  type PushOutcome,
  pushSupported,
  subscribeThisDevice,
} from '../components/alerts-push';
import * as layout from '../components/layout.css';
import { fillNodes, useStringsLang } from '../components/route-strings';
import { SiteShell } from '../components/site-shell';
import { useChrome } from '../components/use-chrome';
import { HONEYPOT_FIELD } from '../forms/fields';
import { answeredInvalid, noteAnswer } from '../forms/form-handler.server';
import { revalidateFormPage } from '../forms/revalidate-form-page';
import { errorTitle, FormErrorSummary } from '../forms/site-form';
import { metaFor } from '../meta';
import {
  type AlertChoices,
  alertChoices,
  type EmailFormResult,
  loadAlertStrings,
  subscribeByEmail,
} from '../server/alerts/subscribe.server';
import { CSRF_FIELD, issueCsrfToken } from '../server/http/csrf.server';
import { pageHeaders, readForm, routeHeaders } from '../server/http/http.server';
import { requestContext } from '../server/http/request-context.server';
import * as styles from './alerts.css';

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  metaFor(matches, {
    title: errorTitle(
      data?.strings.labels.title ?? 'Closure and emergency alerts',
      data?.formInvalid ?? false,
      data?.strings.labels.errorPrefix ?? 'Error:',
    ),
  });

export const headers = routeHeaders;

/** After a CSRF refusal (403), the page loads again for a fresh token. */
export const shouldRevalidate = revalidateFormPage;

/** The e-mail form's fields, in the order they are drawn (the error summary's order). */
const FIELDS = ['organizations', 'topics', 'language', 'email'] as const;
const FORM_ID = 'alerts';

/** `/alerts`: a family asks for alerts (docs/alerts.md#the-alerts-page). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requestContext(request, { loadContext: context });
  const [choices, strings] = await Promise.all([alertChoices(ctx), loadAlertStrings(ctx)]);
  // The page holds this visitor's CSRF token: never stored by a cache.
  const csrf = issueCsrfToken(ctx);
  const headers = pageHeaders(ctx, { noStore: true });
  if (csrf.cookie) headers.append('Set-Cookie', csrf.cookie);
  return data(
    {
      choices,
      strings,
      csrf: { field: CSRF_FIELD, token: csrf.token },
      formInvalid: answeredInvalid(ctx),
    },
    { headers },
  );
}

/** The e-mail form, posted with or without JavaScript. */
export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = await requestContext(request, { loadContext: context });
  const result = await subscribeByEmail(ctx, await readForm(request));
  noteAnswer(ctx, result);
  const status = result.status === 'limited' ? 429 : result.status === 'forbidden' ? 403 : 200;
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
  if (result.retryAfterSeconds) headers['Retry-After'] = String(result.retryAfterSeconds);
  return data(result, { status, headers });
}

export default function Alerts() {
  const { choices, strings, csrf } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const chrome = useChrome();
  const { labels } = strings;
  const { ui } = useStringsLang(strings.lang);
  return (
    <SiteShell chrome={chrome}>
      <div {...ui}>
        <FormErrorSummary
          answer={answer}
          formId={FORM_ID}
          fields={FIELDS}
          strings={{
            labels: { errorSummaryTitle: labels.errorSummary, errorPrefix: labels.errorPrefix },
            lang: strings.lang,
          }}
        />
        <h1 className={layout.title}>{labels.title}</h1>
        <p className={layout.lead}>{labels.lead}</p>
        <AlertsForm choices={choices} labels={labels} csrf={csrf} answer={answer} />
        <section aria-labelledby="alerts-feeds">
          <h2 id="alerts-feeds" className={styles.channelTitle}>
            {labels.feedsHeading}
          </h2>
          <p>
            {fillNodes(labels.feedsText, {
              link: (
                <a href="/alerts/feed.atom" type="application/atom+xml">
                  {labels.feedLink}
                </a>
              ),
            })}
          </p>
        </section>
      </div>
    </SiteShell>
  );
}

type Labels = ReturnType<typeof useLoaderData<typeof loader>>['strings']['labels'];

/** Choices and both channels in one form: e-mail posts it; push subscribes in the browser. */
function AlertsForm({
  choices,
  labels,
  csrf,
  answer,
}: {
  choices: AlertChoices;
  labels: Labels;
  csrf: { field: string; token: string };
  answer: EmailFormResult | undefined;
}) {
  const form = useRef<HTMLFormElement>(null);
  const chrome = useChrome();
  const busy = useNavigation().state === 'submitting';
  const errors = answer?.status === 'invalid' ? answer.fieldErrors : {};
  const posted = answer?.values;
  const chosen = posted?.organizations ? posted.organizations.split(',') : choices.preselected;
  const topics = posted?.topics || 'closures';
  const language = posted?.language || choices.language;
  const describedBy = (name: string, hint?: boolean) =>
    [hint ? `${FORM_ID}-${name}-hint` : '', errors[name] ? `${FORM_ID}-${name}-error` : '']
      .filter(Boolean)
      .join(' ') || undefined;
  const error = (name: string) =>
    errors[name] ? (
      <p id={`${FORM_ID}-${name}-error`} className={styles.error}>
        <span className={layout.visuallyHidden}>{labels.errorPrefix} </span>
        {errors[name]}
      </p>
    ) : null;
  return (
    <Form method="post" ref={form} noValidate className={styles.columns}>
      <input type="hidden" name={csrf.field} value={csrf.token} />
      <div>
        <AlertOrganizations
          organizations={choices.organizations}
          firstIds={choices.first}
          chosen={chosen}
          legend={labels.organizationsLegend}
          hint={labels.organizationsHint}
          otherSchools={labels.otherSchools}
          id={`${FORM_ID}-organizations`}
          error={error('organizations')}
          describedBy={describedBy('organizations', true)}
        />
        <fieldset className={styles.fieldset} id={`${FORM_ID}-topics`} tabIndex={-1}>
          <legend className={styles.legend}>{labels.topicsLegend}</legend>
          {error('topics')}
          {(['closures', 'all'] as const).map((value) => (
            <label key={value} className={styles.choice}>
              <input
                className={styles.control}
                type="radio"
                name="topics"
                value={value}
                defaultChecked={topics === value}
              />
              <span>{value === 'closures' ? labels.topicsClosures : labels.topicsAll}</span>
            </label>
          ))}
        </fieldset>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${FORM_ID}-language`}>
            {labels.languageLabel}
          </label>
          {error('language')}
          <select
            id={`${FORM_ID}-language`}
            name="language"
            className={styles.input}
            defaultValue={language}
            aria-invalid={errors.language ? true : undefined}
            aria-describedby={describedBy('language')}
          >
            <optgroup label={chrome.labels.featuredLanguages}>
              {choices.languages.featured.map(([code, label]) => (
                <option key={code} value={code} lang="en">
                  {label}
                </option>
              ))}
            </optgroup>
            <optgroup label={chrome.labels.otherLanguages}>
              {choices.languages.other.map(([code, label]) => (
                <option key={code} value={code} lang="en">
                  {label}
                </option>
              ))}
            </optgroup>
          </select>
        </div>
      </div>
      <div>
        <PushChannel labels={labels} form={form} />
        <section className={styles.channel} aria-labelledby="alerts-email-heading">
          <h2 id="alerts-email-heading" className={styles.channelTitle}>
            {labels.emailHeading}
          </h2>
          <EmailStatus answer={answer} labels={labels} />
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${FORM_ID}-email`}>
              {labels.emailLabel}
            </label>
            <p id={`${FORM_ID}-email-hint`} className={styles.hint}>
              {labels.emailHint}
            </p>
            {error('email')}
            <input
              id={`${FORM_ID}-email`}
              name="email"
              type="email"
              autoComplete="email"
              maxLength={254}
              className={styles.input}
              defaultValue={answer?.status === 'sent' ? '' : (posted?.email ?? '')}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={describedBy('email', true)}
            />
          </div>
          {/* Bait for bots, perceived by no person: not worth a translation. */}
          <div className={layout.visuallyHidden} aria-hidden="true" translate="no">
            <label htmlFor={`${FORM_ID}-website`}>Leave this field empty</label>
            <input
              id={`${FORM_ID}-website`}
              name={HONEYPOT_FIELD}
              tabIndex={-1}
              autoComplete="off"
            />
          </div>
          <div>
            <Button type="submit" aria-disabled={busy || undefined}>
              {busy ? labels.emailSending : labels.emailButton}
            </Button>
          </div>
        </section>
      </div>
    </Form>
  );
}

/** The e-mail form's answer: sent, or why nothing was. */
function EmailStatus({ answer, labels }: { answer: EmailFormResult | undefined; labels: Labels }) {
  const box = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (answer && answer.status !== 'invalid') box.current?.focus();
  }, [answer]);
  if (!answer || answer.status === 'invalid') return null;
  if (answer.status === 'sent')
    return (
      <p ref={box} tabIndex={-1} role="status" className={layout.notice}>
        {labels.emailSent}
      </p>
    );
  return (
    <p ref={box} tabIndex={-1} role="alert" className={layout.notice}>
      {answer.formError}
    </p>
  );
}

/** Notifications on this device: a sentence without JavaScript, else the button. */
function PushChannel({
  labels,
  form,
}: {
  labels: Labels;
  form: React.RefObject<HTMLFormElement | null>;
}) {
  const [scripted, setScripted] = useState(false);
  const [support, setSupport] = useState<'yes' | 'no' | 'ios'>('yes');
  const [state, setState] = useState<'idle' | 'working' | PushOutcome['outcome']>('idle');
  const [manage, setManage] = useState<string | null>(null);
  useEffect(() => {
    setScripted(true);
    setSupport(isIosBrowserTab() ? 'ios' : pushSupported() ? 'yes' : 'no');
  }, []);
  const turnOn = async () => {
    if (!form.current || state === 'working') return;
    const values = new FormData(form.current);
    setState('working');
    const result = await subscribeThisDevice({
      organizations: values.getAll('organizations').map(String),
      language: String(values.get('language') ?? ''),
      topics: String(values.get('topics') ?? 'closures'),
    });
    setState(result.outcome);
    if (result.outcome === 'done') setManage(result.manage);
  };
  const message =
    state === 'done'
      ? labels.pushDone
      : state === 'denied'
        ? labels.pushDenied
        : state === 'unsupported'
          ? labels.pushUnsupported
          : state === 'failed'
            ? labels.pushFailed
            : null;
  return (
    <section className={styles.channel} aria-labelledby="alerts-push-heading">
      <h2 id="alerts-push-heading" className={styles.channelTitle}>
        {labels.pushHeading}
      </h2>
      <p className={styles.hint}>{labels.pushText}</p>
      {support === 'ios' ? <p className={layout.notice}>{labels.iphoneHint}</p> : null}
      {!scripted ? (
        <p>{labels.pushNoScript}</p>
      ) : support === 'no' ? (
        <p>{labels.pushUnsupported}</p>
      ) : (
        <div>
          <Button
            type="button"
            onClick={turnOn}
            aria-disabled={state === 'working' || undefined}
            aria-describedby="alerts-push-status"
          >
            {state === 'working' ? labels.pushWorking : labels.pushButton}
          </Button>
        </div>
      )}
      <p id="alerts-push-status" role="status" className={styles.status}>
        {message}
        {manage ? (
          <>
            {' '}
            <a href={manage}>{labels.manageLink}</a>
          </>
        ) : null}
      </p>
    </section>
  );
}
