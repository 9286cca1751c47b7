/** The contact form's fields (docs/behaviour.md#send-email), read by its page and its handler. */
import { z } from 'zod';
import { FIELD_LIMITS, message, multilineText, oneLine, text } from '../fields';

/** The form's name: its rate-limit counters and its log lines. */
export const CONTACT_FORM = 'contact';

/** The contact form's fields. */
export const contactFormSchema = z.object({
  recipientId: oneLine().min(1, message('chooseWho')).max(FIELD_LIMITS.short, message('tooLong')),
  senderName: text(FIELD_LIMITS.name, 'enterName'),
  senderEmail: text(FIELD_LIMITS.email, 'enterEmail').pipe(z.email(message('emailFormat'))),
  messageBody: multilineText(FIELD_LIMITS.body, 'enterMessage'),
});
