import { type ReactNode, useEffect, useRef } from 'react';
import * as layout from '../components/layout.css';

/**
 * The form-level message after a post: the confirmation or why nothing was sent (field problems go
 * to the error summary). With JavaScript each new answer takes focus (GOV.UK's banner does too): on
 * a phone a message above the button would otherwise go unseen.
 */
export function FormStatus({
  status,
  formError,
  formErrorLang,
  sentMessage,
  thankYou,
  failedNote,
  answer,
}: {
  /** The answer the message is about: a new one (another post) is focused again. */
  answer?: object;
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
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (answer) box.current?.focus();
  }, [answer]);
  if (status === 'sent') {
    return (
      <div ref={box} tabIndex={-1} className={layout.notice} role="status">
        <h2 className={layout.messageHeading}>{thankYou}</h2>
        <p>{sentMessage}</p>
      </div>
    );
  }
  if (!formError) return null;
  return (
    <div ref={box} tabIndex={-1} className={layout.notice} role="alert">
      <p {...formErrorLang}>{formError}</p>
      {status === 'failed' && failedNote ? <p>{failedNote}</p> : null}
    </div>
  );
}
