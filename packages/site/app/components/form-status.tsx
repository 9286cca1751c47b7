import * as layout from './layout.css';

/** The form-level message after a post: an error summary or the confirmation. */
export function FormStatus({
  status,
  formError,
  sentMessage,
  thankYou,
}: {
  status?: string;
  formError?: string | null;
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
      <p>{formError}</p>
    </div>
  );
}
