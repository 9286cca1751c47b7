import { Button } from '@district/ui/button/button';
import { Form, useNavigation } from '@remix-run/react';
import type { ReactNode } from 'react';
import { HONEYPOT_FIELD } from '../forms';
import { FormStatus } from './form-status';
import * as layout from './layout.css';
import { useStringsLang } from './route-strings';

/** Props of {@link ProtectedForm}. */
export interface ProtectedFormProps {
  /** The CSRF field and this visitor's token (csrf.server.ts). */
  csrf: { field: string; token: string };
  submitLabel: string;
  /** What the submit button says while the post is on its way ("Sending…"). */
  sendingLabel: string;
  /** Unique per page: the honeypot's id. */
  id: string;
  children: ReactNode;
}

/**
 * A site form as the server expects it: posted (works without JavaScript), with the visitor's CSRF
 * token, a honeypot field people never see, and a submit button that says when it is sending.
 */
export function ProtectedForm({
  csrf,
  submitLabel,
  sendingLabel,
  id,
  children,
}: ProtectedFormProps) {
  const busy = useNavigation().state === 'submitting';
  return (
    <Form method="post" className={layout.form} noValidate>
      <input type="hidden" name={csrf.field} value={csrf.token} />
      {children}
      <div className={layout.visuallyHidden} aria-hidden="true">
        <label htmlFor={`${id}-website`}>Leave this field empty</label>
        <input id={`${id}-website`} name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
      </div>
      <div>
        <Button type="submit" aria-disabled={busy || undefined}>
          {busy ? sendingLabel : submitLabel}
        </Button>
      </div>
    </Form>
  );
}

/** What a site form's action answers (forms.server.ts `FormResult`), before any post: undefined. */
interface FormAnswer {
  status: string;
  formError: string | null;
  formErrorLang?: string;
  fieldErrors: Record<string, string>;
  values: Record<string, string>;
}

/** What a field of a site form takes from the answer: what was typed, its error, the prefix. */
export interface FieldBinding {
  name: string;
  defaultValue: string | undefined;
  error: string | undefined;
  errorPrefix: string;
}

/**
 * A site form with its answer: the error summary or the confirmation (`FormStatus`), then, until
 * it is sent, the protected form, whose fields `children` draws with `field(name)`, which keeps
 * what the visitor typed and shows the field's error after a post.
 */
export function SiteForm({
  answer,
  strings,
  sentMessage,
  children,
  ...form
}: Omit<ProtectedFormProps, 'sendingLabel' | 'children'> & {
  answer: FormAnswer | undefined;
  /** The form's strings (FORM_STRINGS) and their language. */
  strings: { labels: { sending: string; thankYou: string; errorPrefix: string }; lang: string };
  sentMessage: string;
  children: (field: (name: string) => FieldBinding) => ReactNode;
}) {
  const { labels } = strings;
  const { inUi } = useStringsLang(strings.lang);
  const field = (name: string): FieldBinding => ({
    name,
    defaultValue: answer?.values[name],
    error: answer?.fieldErrors[name],
    errorPrefix: labels.errorPrefix,
  });
  return (
    <>
      <FormStatus
        status={answer?.status}
        formError={answer?.formError}
        formErrorLang={inUi(answer?.formErrorLang ?? strings.lang)}
        sentMessage={sentMessage}
        thankYou={labels.thankYou}
      />
      {answer?.status === 'sent' ? null : (
        <ProtectedForm {...form} sendingLabel={labels.sending}>
          {children(field)}
        </ProtectedForm>
      )}
    </>
  );
}
