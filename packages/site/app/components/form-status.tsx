import type { ReactNode } from 'react';
import * as layout from './layout.css';

/**
 * The form-level message after a post: the confirmation, or why nothing was sent (the form had
 * expired, too many messages, the service failed). An invalid form's problems are in its error
 * summary (protected-form.tsx `FormErrorSummary`) instead.
 */
export function FormStatus({
  status,
  formError,
  formErrorLang,
  sentMessage,
  thankYou,
  failedNote,
}: {
  status?: string;
  formError?: string | null;
  /** The message's language and direction where they differ from the form's. */
  formErrorLang?: { lang?: string; dir?: 'ltr' | 'rtl' };
  sentMessage: string;
  /** The confirmation's heading ("Thank you"), in the page's language. */
  thankYou: string;
  /** Said after the message when sending failed (where else to write). */
  failedNote?: ReactNode;
}) {
  if (status === 'sent') {
    return (
      <div className={layout.notice} role="status">
        <h2 className={layout.messageHeading}>{thankYou}</h2>
        <p>{sentMessage}</p>
      </div>
    );
  }
  if (!formError) return null;
  return (
    <div className={layout.notice} role="alert">
      <p {...formErrorLang}>{formError}</p>
      {status === 'failed' && failedNote ? <p>{failedNote}</p> : null}
    </div>
  );
}
