import { Field } from '@district/ui/field/field';
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { fillLabel } from '../../components/labels';
import * as layout from '../../components/layout.css';
import { fillNodes, useStringsLang } from '../../components/route-strings';
import { SiteShell } from '../../components/site-shell';
import { useChrome } from '../../components/use-chrome';
import { metaFor } from '../../meta';
import { CSRF_FIELD, issueCsrfToken } from '../../server/http/csrf.server';
import { pageHeaders, readForm, routeHeaders } from '../../server/http/http.server';
import { requestContext } from '../../server/http/request-context.server';
import { documentJsonLd } from '../../server/pages/json-ld.server';
import { FORM_STRINGS } from '../../server/strings/form-strings.server';
import { loadRouteStrings } from '../../server/strings/route-strings.server';
import { webPageJsonLd } from '../../server/syndication/structured-data.server';
import { FIELD_LIMITS } from '../fields';
import { answeredInvalid, formResponse, noteAnswer } from '../form-handler.server';
import { revalidateFormPage } from '../revalidate-form-page';
import { errorTitle, FormErrorSummary, SiteForm } from '../site-form';
import { isRecipientId, loadRecipient, submitContactForm } from './contact.server';

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  ...metaFor(matches, {
    title: errorTitle(
      data?.strings.labels.contactTitle ?? 'Send a message',
      data?.formInvalid ?? false,
      data?.strings.labels.errorPrefix ?? 'Error:',
    ),
  }),
  { name: 'robots', content: 'noindex' },
];

/** The contact form's fields, in the order they are drawn (the error summary's order). */
const FIELDS = ['senderName', 'senderEmail', 'messageBody'] as const;

export const headers = routeHeaders;

/** After a CSRF refusal (403), the page loads again for a fresh token (see revalidateFormPage). */
export const shouldRevalidate = revalidateFormPage;

/** `/contact?to=<recipientId>`: the e-mail form (docs/behaviour.md#send-email). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requestContext(request, { loadContext: context });
  const to = ctx.url.searchParams.get('to') ?? '';
  const recipientId = isRecipientId(to) ? to : '';
  const [recipient, strings] = await Promise.all([
    recipientId ? loadRecipient(ctx, recipientId) : null,
    loadRouteStrings(ctx, FORM_STRINGS),
  ]);
  await documentJsonLd(ctx, (siteUrl, organization) =>
    webPageJsonLd(
      {
        type: 'ContactPage',
        name: strings.labels.contactTitle,
        url: new URL('/contact', siteUrl).toString(),
        language: ctx.language.code,
      },
      siteUrl,
      organization,
    ),
  );
  // The page holds this visitor's CSRF token: never stored by a cache.
  const csrf = issueCsrfToken(ctx);
  const headers = pageHeaders(ctx, { noStore: true });
  if (csrf.cookie) headers.append('Set-Cookie', csrf.cookie);
  return data(
    {
      recipientId,
      recipient,
      available: ctx.services.email !== null,
      csrf: { field: CSRF_FIELD, token: csrf.token },
      strings,
      // The page drawn after an invalid post without JavaScript: its title says so.
      formInvalid: answeredInvalid(ctx),
    },
    { headers },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = await requestContext(request, { loadContext: context });
  const result = await submitContactForm(ctx, await readForm(request));
  noteAnswer(ctx, result);
  return formResponse(result);
}

export default function Contact() {
  const { recipientId, recipient, available, csrf, strings } = useLoaderData<typeof loader>();
  const { labels } = strings;
  // The form is the route's own words, in the reader's language; names are not translated.
  const { ui, content } = useStringsLang(strings.lang);
  const result = useActionData<typeof action>();
  const chrome = useChrome();
  return (
    <SiteShell chrome={chrome}>
      <div {...ui}>
        <FormErrorSummary answer={result} formId="contact" fields={FIELDS} strings={strings} />
        <h1 className={layout.title}>
          {recipient
            ? fillLabel(labels.contactTitleTo, { name: recipient.name })
            : labels.contactTitle}
        </h1>
        {recipient?.title ? (
          <p className={layout.lead} {...content}>
            {recipient.title}
          </p>
        ) : null}
        {!available ? (
          <p className={layout.notice} role="note">
            {labels.contactOff}
          </p>
        ) : !recipientId ? (
          <p className={layout.notice} role="note">
            {labels.chooseRecipient}
          </p>
        ) : (
          <SiteForm
            answer={result}
            strings={strings}
            csrf={csrf}
            submitLabel={labels.sendMessage}
            sentMessage={labels.messageSent}
            failedNote={
              recipient?.email
                ? fillNodes(labels.orWriteTo, {
                    email: (
                      <a href={`mailto:${recipient.email}`} {...content}>
                        {recipient.email}
                      </a>
                    ),
                  })
                : null
            }
            id="contact"
          >
            {(field) => (
              <>
                <input type="hidden" name="recipientId" value={recipientId} />
                {result?.fieldErrors.recipientId ? (
                  // The recipient is no field the visitor can correct: say so above the fields.
                  <p className={layout.notice}>
                    {labels.errorPrefix} {result.fieldErrors.recipientId} {labels.chooseRecipient}
                  </p>
                ) : null}
                <Field
                  {...field('senderName')}
                  label={labels.yourName}
                  autoComplete="name"
                  required
                  maxLength={FIELD_LIMITS.name}
                />
                <Field
                  {...field('senderEmail')}
                  label={labels.yourEmail}
                  type="email"
                  autoComplete="email"
                  required
                  maxLength={FIELD_LIMITS.email}
                />
                <Field
                  {...field('messageBody')}
                  label={labels.message}
                  multiline
                  rows={8}
                  required
                  maxLength={FIELD_LIMITS.body}
                />
              </>
            )}
          </SiteForm>
        )}
      </div>
    </SiteShell>
  );
}
