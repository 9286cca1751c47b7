/**
 * The contact e-mail sender (docs/behaviour.md#send-email): POSTs the e-mail message object to the
 * sender endpoint. An invalid message fails before any call; failures use the wording of
 * docs/behaviour.md#email-errors exactly.
 */

import { validateEmailMessage } from '@district/core/email/validate';
import {
  emailNoResponseErrorMessage,
  emailStatusErrorMessage,
} from '@district/core/errors/catalogue';
import { fetchJson, HttpError } from '../http/fetch-json';
import type { EmailPort } from '../ports';

/** Settings of the sender. */
export interface EmailSenderOptions {
  sendEmailEndpoint: string;
  timeoutMs?: number;
}

/** Creates the sender. Never retried: a repeated POST could send the e-mail twice. */
export function createEmailSender(options: EmailSenderOptions): EmailPort {
  return {
    async send(message, callOptions = {}) {
      // Throws "The emailMessage object is invalid, cannot not send email." before any call.
      const valid = validateEmailMessage(message);
      try {
        await fetchJson(options.sendEmailEndpoint, {
          method: 'POST',
          json: {
            recipientId: valid.recipientId,
            senderEmail: valid.senderEmail,
            senderName: valid.senderName,
            messageBody: valid.messageBody,
          },
          signal: callOptions.signal,
          timeoutMs: options.timeoutMs,
        });
      } catch (error) {
        if (error instanceof HttpError) {
          throw new Error(emailStatusErrorMessage(error.status, error.data), { cause: error });
        }
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(emailNoResponseErrorMessage(reason), { cause: error });
      }
    },
  };
}
