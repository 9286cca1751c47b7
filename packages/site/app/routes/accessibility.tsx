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
import { PageView } from '../components/page-view';
import { ProtectedForm } from '../components/protected-form';
import { SiteShell } from '../components/site-shell';
import { useChrome, useFeedFormat } from '../components/use-chrome';
import { FIELD_LIMITS } from '../forms';
import { metaFor } from '../meta';
import { CSRF_FIELD, issueCsrfToken } from '../server/csrf.server';
import { formResponse, submitAccessibilityForm } from '../server/forms.server';
import { pageHeaders, routeHeaders } from '../server/http.server';
import { loadPage } from '../server/page.server';
import { requestContext } from '../server/request-context.server';

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
  return data(
    {
      data: await loadPage(ctx, '/accessibility'),
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
  const { data, available, pageUrl, csrf } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const chrome = useChrome();
  const values = result?.values ?? {};
  const errors = result?.fieldErrors ?? {};
  return (
    <SiteShell
      chrome={chrome}
      pageCategories={data.page?.categories ?? []}
      pageNotifications={data.pageNotifications}
    >
      <PageView
        data={data}
        format={useFeedFormat()}
        siteName={chrome.organization?.title ?? chrome.org.name}
      />
      <section aria-labelledby="report-issue" className={layout.stack}>
        <h2 id="report-issue" className={layout.sectionTitle}>
          Report an accessibility problem
        </h2>
        {!available ? (
          <p className={layout.notice} role="note">
            The accessibility form is not available on this site right now. Please tell us about the
            problem by phone or e-mail using the contact details at the bottom of this page.
          </p>
        ) : (
          <>
            <FormStatus
              status={result?.status}
              formError={result?.formError}
              sentMessage="Your report was received. Thank you for helping us make the site work for everyone."
            />
            {result?.status === 'sent' ? null : (
              <ProtectedForm csrf={csrf} submitLabel="Send report" id="a11y">
                <Field
                  label="Page with the problem"
                  name="pageUrl"
                  hint="The address or title of the page."
                  required
                  maxLength={FIELD_LIMITS.url}
                  defaultValue={values.pageUrl ?? pageUrl}
                  error={errors.pageUrl}
                />
                <Field
                  label="What went wrong?"
                  name="description"
                  multiline
                  rows={6}
                  required
                  maxLength={FIELD_LIMITS.body}
                  defaultValue={values.description}
                  error={errors.description}
                />
                <Field
                  label="Assistive technology you use (optional)"
                  name="assistiveTechnology"
                  hint="For example a screen reader, magnifier or voice control."
                  maxLength={FIELD_LIMITS.short}
                  defaultValue={values.assistiveTechnology}
                  error={errors.assistiveTechnology}
                />
                <Field
                  label="Your name (optional)"
                  name="reporterName"
                  autoComplete="name"
                  maxLength={FIELD_LIMITS.name}
                  defaultValue={values.reporterName}
                  error={errors.reporterName}
                />
                <Field
                  label="Your e-mail address (optional)"
                  name="reporterEmail"
                  type="email"
                  autoComplete="email"
                  hint="Only if you would like a reply."
                  maxLength={FIELD_LIMITS.email}
                  defaultValue={values.reporterEmail}
                  error={errors.reporterEmail}
                />
              </ProtectedForm>
            )}
          </>
        )}
      </section>
    </SiteShell>
  );
}
