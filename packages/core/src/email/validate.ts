import { type EmailMessage, emailMessageSchema } from '../entities/email';
import { EMAIL_INVALID_MESSAGE } from '../errors/catalogue';

/**
 * Validates an e-mail message before sending (docs/behaviour.md#email-validation): `recipientId`,
 * `senderEmail`, `senderName` and `messageBody` must all be present and non-blank, otherwise it
 * throws `The emailMessage object is invalid, cannot not send email.` so that no call is made.
 */
export function validateEmailMessage(input: unknown): EmailMessage {
  const parsed = emailMessageSchema.safeParse(input);
  if (!parsed.success) throw new Error(EMAIL_INVALID_MESSAGE);
  const message = parsed.data;
  const blank = [
    message.recipientId,
    message.senderEmail,
    message.senderName,
    message.messageBody,
  ].some((value) => value.trim() === '');
  if (blank) throw new Error(EMAIL_INVALID_MESSAGE);
  return message;
}
