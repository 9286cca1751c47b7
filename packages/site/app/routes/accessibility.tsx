import { Field } from '@district/ui/field/field';
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { FormStatus } from '../components/form-status';
import * as layout from '../components/layout.css';
import { PageInShell } from '../components/page-view';
import { ProtectedForm } from '../components/protected-form';
import { useStringsLang } from '../components/route-strings';
import { FIELD_LIMITS } from '../forms';
import { metaFor } from '../meta';
import { CSRF_FIELD, issueCsrfToken } from '../server/csrf.server';
import { formResponse, submitAccessibilityForm } from '../server/forms.server';
import { pageHeaders, routeHeaders } from '../server/http.server';
import { loadPage } from '../server/page.server';
import { requestContext } from '../server/request-context.server';
import { loadRouteStrings } from '../server/route-strings.server';
import { FORM_STRINGS } from '../server/strings/form-strings.server';

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  metaFor(matches, data?.data.page ?? { title: 'Accessibility' });

export const headers = routeHeaders;

/** `/accessibility`: the CMS page, then the accessibility issue form (SPEC 7.5). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requestContext(request, { loadContext: context });
  const referer = request.headers.get('referer');
  const sameOrigin = referer?.startsWith(ctx.url.origin) ? new URL(referer).pathname : '';
  // The page holds this visitor's CSRF token: never stored by a cache.
  const csrf = issueCsrfToken(ctx);
  const headers = pageHeaders(ctx, { noStore: true });
  if (csrf.cookie) headers.append('Set-Cookie', csrf.cookie);
  const [page, strings] = await Promise.all([
    loadPage(ctx, '/accessibility'),
    loadRouteStrings(ctx, FORM_STRINGS),
  ]);
  return data(
    {
      data: page,
      strings,
      available: ctx.services.accessibility !== null,
      pageUrl: sameOrigin,
      csrf: { field: CSRF_FIELD, token: csrf.token },
    },
    { headers },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = await requestContext(request, { loadContext: context });
  return formResponse(await submitAccessibilityForm(ctx, await request.formData()));
}

export default function Accessibility() {
  const { data, available, pageUrl, csrf, strings } = useLoaderData<typeof loader>();
  const { labels } = strings;
  // The form is the route's own words, in the reader's language; the page above it is content.
  const { ui, inUi } = useStringsLang(strings.lang);
  const result = useActionData<typeof action>();
  const values = result?.values ?? {};
  const errors = result?.fieldErrors ?? {};
  return (
    <PageInShell data={data}>
      <section aria-labelledby="report-issue" className={layout.stack} {...ui}>
        <h2 id="report-issue" className={layout.sectionTitle}>
          {labels.reportTitle}
        </h2>
        {!available ? (
          <p className={layout.notice} role="note">
            {labels.reportOff}
          </p>
        ) : (
          <>
            <FormStatus
              status={result?.status}
              formError={result?.formError}
              formErrorLang={inUi(result?.formErrorLang ?? strings.lang)}
              sentMessage={labels.reportReceived}
              thankYou={labels.thankYou}
            />
            {result?.status === 'sent' ? null : (
              <ProtectedForm
                csrf={csrf}
                submitLabel={labels.sendReport}
                sendingLabel={labels.sending}
                id="a11y"
              >
                <Field
                  label={labels.problemPage}
                  name="pageUrl"
                  hint={labels.problemPageHint}
                  required
                  maxLength={FIELD_LIMITS.url}
                  defaultValue={values.pageUrl ?? pageUrl}
                  errorPrefix={labels.errorPrefix}
                  error={errors.pageUrl}
                />
                <Field
                  label={labels.whatWentWrong}
                  name="description"
                  multiline
                  rows={6}
                  required
                  maxLength={FIELD_LIMITS.body}
                  defaultValue={values.description}
                  errorPrefix={labels.errorPrefix}
                  error={errors.description}
                />
                <Field
                  label={labels.assistiveTechnology}
                  name="assistiveTechnology"
                  hint={labels.assistiveTechnologyHint}
                  maxLength={FIELD_LIMITS.short}
                  defaultValue={values.assistiveTechnology}
                  errorPrefix={labels.errorPrefix}
                  error={errors.assistiveTechnology}
                />
                <Field
                  label={labels.yourNameOptional}
                  name="reporterName"
                  autoComplete="name"
                  maxLength={FIELD_LIMITS.name}
                  defaultValue={values.reporterName}
                  errorPrefix={labels.errorPrefix}
                  error={errors.reporterName}
                />
                <Field
                  label={labels.yourEmailOptional}
                  name="reporterEmail"
                  type="email"
                  autoComplete="email"
                  hint={labels.replyHint}
                  maxLength={FIELD_LIMITS.email}
                  defaultValue={values.reporterEmail}
                  errorPrefix={labels.errorPrefix}
                  error={errors.reporterEmail}
                />
              </ProtectedForm>
            )}
          </>
        )}
      </section>
    </PageInShell>
  );
}
