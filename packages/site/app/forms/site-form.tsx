import { Button } from '@district/ui/button/button';
import { ErrorSummary } from '@district/ui/field/error-summary';
import { Form, useNavigation } from '@remix-run/react';
import { type ReactNode, useEffect, useRef } from 'react';
import * as layout from '../components/layout.css';
import { useStringsLang } from '../components/route-strings';
import { HONEYPOT_FIELD } from './fields';
import { FormStatus } from './form-status';

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

/** A posted site form (works without JavaScript) with its CSRF token, honeypot and busy button. */
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
      {/* Bait for bots, perceived by no person: not worth a translation. */}
      <div className={layout.visuallyHidden} aria-hidden="true" translate="no">
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

/** What a site form's action answers (form-handler.server.ts `FormResult`), before any post: undefined. */
export interface FormAnswer {
  status: string;
  formError: string | null;
  formErrorLang?: string;
  fieldErrors: Record<string, string>;
  values: Record<string, string>;
}

/** What a field of a site form takes from the answer: what was typed, its error, the prefix. */
export interface FieldBinding {
  name: string;
  /** `{form id}-{name}`: what the error summary links to. */
  id: string;
  defaultValue: string | undefined;
  error: string | undefined;
  errorPrefix: string;
}

/** A site form with its answer, then, until sent, the fields `children` draws via `field(name)`. */
export function SiteForm({
  answer,
  strings,
  sentMessage,
  failedNote,
  children,
  ...form
}: Omit<ProtectedFormProps, 'sendingLabel' | 'children'> & {
  answer: FormAnswer | undefined;
  /** The form's strings (FORM_STRINGS) and their language. */
  strings: { labels: { sending: string; thankYou: string; errorPrefix: string }; lang: string };
  sentMessage: string;
  /** Said after the message when sending failed (where else to write). */
  failedNote?: ReactNode;
  children: (field: (name: string) => FieldBinding) => ReactNode;
}) {
  const { labels } = strings;
  const { inUi } = useStringsLang(strings.lang);
  const field = (name: string): FieldBinding => ({
    name,
    id: fieldId(form.id, name),
    defaultValue: answer?.values[name],
    error: answer?.fieldErrors[name],
    errorPrefix: labels.errorPrefix,
  });
  return (
    <>
      <FormStatus
        answer={answer?.status === 'invalid' ? undefined : answer}
        status={answer?.status}
        formError={answer?.formError}
        formErrorLang={inUi(answer?.formErrorLang ?? strings.lang)}
        sentMessage={sentMessage}
        thankYou={labels.thankYou}
        failedNote={failedNote}
      />
      {answer?.status === 'sent' ? null : (
        <ProtectedForm {...form} sendingLabel={labels.sending}>
          {children(field)}
        </ProtectedForm>
      )}
    </>
  );
}

/** A site form field's id: what its label, and the error summary's link, point at. */
export function fieldId(formId: string, name: string): string {
  return `${formId}-${name}`;
}

/**
 * The error summary after an invalid post (GOV.UK's): each field's message linking to it, a
 * problem with no field first. With JavaScript each new invalid answer takes focus and prefixes
 * the title with "Error:"; without it the server renders both (the routes' `meta`).
 */
export function FormErrorSummary({
  answer,
  formId,
  fields,
  strings,
}: {
  answer: FormAnswer | undefined;
  /** The form's id (SiteForm's `id`). */
  formId: string;
  /** The form's fields, in the order they are drawn. */
  fields: readonly string[];
  strings: { labels: { errorSummaryTitle: string; errorPrefix: string }; lang: string };
}) {
  const summary = useRef<HTMLElement>(null);
  const { ui } = useStringsLang(strings.lang);
  const invalid = answer?.status === 'invalid';
  const prefix = strings.labels.errorPrefix;
  useEffect(() => {
    const marked = `${prefix} `;
    const title = document.title.startsWith(marked)
      ? document.title.slice(marked.length)
      : document.title;
    document.title = invalid ? `${marked}${title}` : title;
    if (invalid) summary.current?.focus();
  }, [answer, invalid, prefix]);
  if (!answer || !invalid) return null;
  // indexOf is -1 for a problem with no field of its own: first.
  const sorted = Object.entries(answer.fieldErrors).sort(
    ([a], [b]) => fields.indexOf(a) - fields.indexOf(b),
  );
  return (
    <div {...ui}>
      <ErrorSummary
        ref={summary}
        id={`${formId}-errors`}
        title={strings.labels.errorSummaryTitle}
        errors={sorted.map(([name, message]) => ({
          message,
          fieldId: fields.includes(name) ? fieldId(formId, name) : undefined,
        }))}
      />
    </div>
  );
}

/** The document title after a post: prefixed with "Error:" in the page's language when invalid. */
export function errorTitle(title: string, invalid: boolean, errorPrefix: string): string {
  return invalid ? `${errorPrefix} ${title}` : title;
}
