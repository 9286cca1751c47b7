import { Button } from '@district/ui/button/button';
import { Form, useNavigation } from '@remix-run/react';
import type { ReactNode } from 'react';
import { HONEYPOT_FIELD } from '../forms';
import * as layout from './layout.css';

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
