import { Field } from '@district/ui/field/field';
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import * as layout from '../../components/layout.css';
import { PageInShell } from '../../components/page-view';
import { useStringsLang } from '../../components/route-strings';
import { metaFor } from '../../meta';
import { CSRF_FIELD, issueCsrfToken } from '../../server/http/csrf.server';
import { pageHeaders, readForm, routeHeaders } from '../../server/http/http.server';
import { requestContext } from '../../server/http/request-context.server';
import { declareLanguageLinks } from '../../server/pages/language-links.server';
import { FORM_STRINGS } from '../../server/strings/form-strings.server';
import { loadRouteStrings } from '../../server/strings/route-strings.server';
import { FIELD_LIMITS } from '../fields';
import { answeredInvalid, formResponse, noteAnswer } from '../form-handler.server';
import { revalidateFormPage } from '../revalidate-form-page';
import { errorTitle, FormErrorSummary, SiteForm } from '../site-form';
import { loadAccessibilityPage, submitAccessibilityForm } from './accessibility.server';

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const page = data?.data.page ?? { title: data?.strings.labels.reportTitle ?? 'Accessibility' };
  return metaFor(matches, {
    ...page,
    title: errorTitle(
      page.title,
      data?.formInvalid ?? false,
      data?.strings.labels.errorPrefix ?? 'Error:',
    ),
  });
};

/** The report form's fields, in the order they are drawn (the error summary's order). */
const FIELDS = [
  'pageUrl',
  'description',
  'assistiveTechnology',
  'reporterName',
  'reporterEmail',
] as const;

export const headers = routeHeaders;

/** After a CSRF refusal (403), the page loads again for a fresh token (see revalidateFormPage). */
export const shouldRevalidate = revalidateFormPage;

/** `/accessibility`: the CMS page, then the form (docs/behaviour.md#accessibility-issue). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requestContext(request, { loadContext: context });
  const referer = request.headers.get('referer');
  const sameOrigin = referer?.startsWith(ctx.url.origin) ? new URL(referer).pathname : '';
  // The page holds this visitor's CSRF token: never stored by a cache.
  const csrf = issueCsrfToken(ctx);
  const headers = pageHeaders(ctx, { noStore: true });
  if (csrf.cookie) headers.append('Set-Cookie', csrf.cookie);
  // A page of the sitemap: its languages as the sitemap lists them.
  declareLanguageLinks(ctx);
  const [page, strings] = await Promise.all([
    loadAccessibilityPage(ctx),
    loadRouteStrings(ctx, FORM_STRINGS),
  ]);
  return data(
    {
      data: page,
      strings,
      available: ctx.services.accessibility !== null,
      pageUrl: sameOrigin,
      csrf: { field: CSRF_FIELD, token: csrf.token },
      // The page drawn after an invalid post without JavaScript: its title says so.
      formInvalid: answeredInvalid(ctx),
    },
    { headers },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = await requestContext(request, { loadContext: context });
  const result = await submitAccessibilityForm(ctx, await readForm(request));
  noteAnswer(ctx, result);
  return formResponse(result);
}

export default function Accessibility() {
  const { data, available, pageUrl, csrf, strings } = useLoaderData<typeof loader>();
  const { labels } = strings;
  // The form is the route's own words, in the reader's language; the page above it is content.
  const { ui } = useStringsLang(strings.lang);
  const result = useActionData<typeof action>();
  return (
    <PageInShell
      data={data}
      lead={<FormErrorSummary answer={result} formId="a11y" fields={FIELDS} strings={strings} />}
    >
      <section aria-labelledby="report-issue" className={layout.stack} {...ui}>
        {data.page ? (
          <h2 id="report-issue" className={layout.sectionTitle}>
            {labels.reportTitle}
          </h2>
        ) : (
          // No CMS page above the form: its heading is the page's.
          <h1 id="report-issue" className={layout.title}>
            {labels.reportTitle}
          </h1>
        )}
        {!available ? (
          <p className={layout.notice} role="note">
            {labels.reportOff}
          </p>
        ) : (
          <SiteForm
            answer={result}
            strings={strings}
            csrf={csrf}
            submitLabel={labels.sendReport}
            sentMessage={labels.reportReceived}
            id="a11y"
          >
            {(field) => (
              <>
                <Field
                  {...field('pageUrl')}
                  label={labels.problemPage}
                  hint={labels.problemPageHint}
                  required
                  maxLength={FIELD_LIMITS.url}
                  defaultValue={field('pageUrl').defaultValue ?? pageUrl}
                />
                <Field
                  {...field('description')}
                  label={labels.whatWentWrong}
                  multiline
                  rows={6}
                  required
                  maxLength={FIELD_LIMITS.body}
                />
                <Field
                  {...field('assistiveTechnology')}
                  label={labels.assistiveTechnology}
                  hint={labels.assistiveTechnologyHint}
                  maxLength={FIELD_LIMITS.short}
                />
                <Field
                  {...field('reporterName')}
                  label={labels.yourNameOptional}
                  autoComplete="name"
                  maxLength={FIELD_LIMITS.name}
                />
                <Field
                  {...field('reporterEmail')}
                  label={labels.yourEmailOptional}
                  type="email"
                  autoComplete="email"
                  hint={labels.replyHint}
                  maxLength={FIELD_LIMITS.email}
                />
              </>
            )}
          </SiteForm>
        )}
      </section>
    </PageInShell>
  );
}
