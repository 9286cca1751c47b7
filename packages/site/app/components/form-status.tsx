import * as layout from './layout.css';

/** The form-level message after a post: an error summary or the confirmation. */
export function FormStatus({
  status,
  formError,
  formErrorLang,
  sentMessage,
  thankYou,
}: {
  status?: string;
  formError?: string | null;
  /** The message's language and direction where they differ from the form's (SPEC's English). */
  formErrorLang?: { lang?: string; dir?: 'ltr' | 'rtl' };
  sentMessage: string;
  /** The confirmation's heading ("Thank you"), in the page's language. */
  thankYou: string;
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
    </div>
  );
}
