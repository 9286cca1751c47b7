/**
 * The forms' schemas and limits, shared by the browser (field attributes) and the server
 * (validation in forms.server.ts): one definition of what a valid submission is.
 */
import { z } from 'zod';

/** Field limits: generous for people, bounded for the services behind. */
export const FIELD_LIMITS = { name: 200, email: 254, body: 5_000, url: 2_000, short: 200 } as const;

/** The honeypot field: hidden from people, filled in by bots. */
export const HONEYPOT_FIELD = 'website';

const text = (max: number, required: string) =>
  z
    .string()
    .trim()
    .min(1, required)
    .max(max, `Keep this under ${max.toLocaleString('en-US')} characters.`);

/** The contact form's fields. */
export const contactFormSchema = z.object({
  recipientId: z.string().trim().min(1, 'Choose who to write to.').max(FIELD_LIMITS.short),
  senderName: text(FIELD_LIMITS.name, 'Enter your name.'),
  senderEmail: text(FIELD_LIMITS.email, 'Enter your e-mail address.').pipe(
    z.email('Enter an e-mail address in the form name@example.org.'),
  ),
  messageBody: text(FIELD_LIMITS.body, 'Enter your message.'),
});

/** The accessibility issue form's fields (SPEC does not show them; these are ours). */
export const accessibilityFormSchema = z.object({
  pageUrl: text(FIELD_LIMITS.url, 'Tell us which page has the problem.'),
  description: text(FIELD_LIMITS.body, 'Describe the problem.'),
  reporterName: z.string().trim().max(FIELD_LIMITS.name).optional().default(''),
  reporterEmail: z
    .union([z.literal(''), z.email('Enter an e-mail address in the form name@example.org.')])
    .optional()
    .default(''),
  assistiveTechnology: z.string().trim().max(FIELD_LIMITS.short).optional().default(''),
});
