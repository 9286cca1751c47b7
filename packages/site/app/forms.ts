/**
 * The forms' schemas and limits, shared by the browser (field attributes) and the server
 * (validation in forms.server.ts): one definition of what a valid submission is. A message is the
 * name of a form string (server/strings/form-strings.server.ts): the server answers in the
 * reader's language.
 */
import { z } from 'zod';
import type { FormStringKey } from './server/strings/form-strings.server';

/** Field limits: generous for people, bounded for the services behind. */
export const FIELD_LIMITS = { name: 200, email: 254, body: 5_000, url: 2_000, short: 200 } as const;

/** The honeypot field: hidden from people, filled in by bots. */
export const HONEYPOT_FIELD = 'website';

const message = (key: FormStringKey) => key;

const text = (max: number, required: FormStringKey) =>
  z.string().trim().min(1, message(required)).max(max, message('tooLong'));

const optionalText = (max: number) => z.string().trim().max(max, message('tooLong'));

/** The contact form's fields. */
export const contactFormSchema = z.object({
  recipientId: z
    .string()
    .trim()
    .min(1, message('chooseWho'))
    .max(FIELD_LIMITS.short, message('tooLong')),
  senderName: text(FIELD_LIMITS.name, 'enterName'),
  senderEmail: text(FIELD_LIMITS.email, 'enterEmail').pipe(z.email(message('emailFormat'))),
  messageBody: text(FIELD_LIMITS.body, 'enterMessage'),
});

/** The accessibility issue form's fields (SPEC does not show them; these are ours). */
export const accessibilityFormSchema = z.object({
  pageUrl: text(FIELD_LIMITS.url, 'whichPage'),
  description: text(FIELD_LIMITS.body, 'describeProblem'),
  reporterName: optionalText(FIELD_LIMITS.name).optional().default(''),
  reporterEmail: z
    .union([z.literal(''), z.email(message('emailFormat'))])
    .optional()
    .default(''),
  assistiveTechnology: optionalText(FIELD_LIMITS.short).optional().default(''),
});
