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
import { ProtectedForm } from '../components/protected-form';
import { SiteShell } from '../components/site-shell';
import { useChrome } from '../components/use-chrome';
import { FIELD_LIMITS } from '../forms';
import { metaFor } from '../meta';
import { CSRF_FIELD, issueCsrfToken } from '../server/csrf.server';
import {
  formResponse,
  isRecipientId,
  loadRecipient,
  submitContactForm,
} from '../server/forms.server';
import { pageHeaders, routeHeaders } from '../server/http.server';
import { requestContext } from '../server/request-context.server';

export const meta: MetaFunction = ({ matches }) => [
  ...metaFor(matches, { title: 'Send a message' }),
  { name: 'robots', content: 'noindex' },
];

export const headers = routeHeaders;

/** `/contact?to=<recipientId>`: the e-mail form (SPEC 7.4). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requestContext(request, { loadContext: context });
  const to = ctx.url.searchParams.get('to') ?? '';
  const recipientId = isRecipientId(to) ? to : '';
  const recipient = recipientId ? await loadRecipient(ctx, recipientId) : null;
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
    },
    { headers },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = await requestContext(request, { loadContext: context });
  return formResponse(await submitContactForm(ctx, await request.formData()));
}

export default function Contact() {
  const { recipientId, recipient, available, csrf } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const chrome = useChrome();
  const values = result?.values ?? {};
  const errors = result?.fieldErrors ?? {};
  return (
    <SiteShell chrome={chrome}>
      <h1 className={layout.title}>
        {recipient ? `Send a message to ${recipient.name}` : 'Send a message'}
      </h1>
      {recipient?.title ? <p className={layout.lead}>{recipient.title}</p> : null}
      {!available ? (
        <p className={layout.notice} role="note">
          The contact form is not available on this site right now. Please call or e-mail the office
          listed at the bottom of this page.
        </p>
      ) : !recipientId ? (
        <p className={layout.notice} role="note">
          Choose a person or office to write to from a directory or contact card, then use its “Send
          a message” link.
        </p>
      ) : (
        <>
          <FormStatus
            status={result?.status}
            formError={result?.formError}
            sentMessage="Your message was sent."
          />
          {result?.status === 'sent' ? null : (
            <ProtectedForm csrf={csrf} submitLabel="Send message" id="contact">
              <input type="hidden" name="recipientId" value={recipientId} />
              <Field
                label="Your name"
                name="senderName"
                autoComplete="name"
                required
                maxLength={FIELD_LIMITS.name}
                defaultValue={values.senderName}
                error={errors.senderName}
              />
              <Field
                label="Your e-mail address"
                name="senderEmail"
                type="email"
                autoComplete="email"
                required
                maxLength={FIELD_LIMITS.email}
                defaultValue={values.senderEmail}
                error={errors.senderEmail}
              />
              <Field
                label="Message"
                name="messageBody"
                multiline
                rows={8}
                required
                maxLength={FIELD_LIMITS.body}
                defaultValue={values.messageBody}
                error={errors.messageBody}
              />
            </ProtectedForm>
          )}
        </>
      )}
    </SiteShell>
  );
}
