/**
 * The field helpers and limits every form's schema is built from, read by browser and server: one
 * definition of a valid submission. A message names a form string, in the reader's language.
 */
import { z } from 'zod';
import type { FormStringKey } from '../server/strings/form-strings.server';

/** Field limits: generous for people, bounded for the services behind. */
export const FIELD_LIMITS = { name: 200, email: 254, body: 5_000, url: 2_000, short: 200 } as const;

/** The honeypot field: hidden from people, filled in by bots. */
export const HONEYPOT_FIELD = 'website';

/** A schema's message: the name of a form string, put in the reader's language on answering. */
export const message = (key: FormStringKey) => key;

/** Whether a value holds a control character: a single-line field may reach an e-mail header. */
export function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** A single-line field's text: no control character once trimmed. */
export const oneLine = () =>
  z
    .string()
    .trim()
    .refine((value) => !hasControlCharacter(value), message('oneLine'));

/** A required single-line field of at most `max` characters. */
export const text = (max: number, required: FormStringKey) =>
  oneLine().min(1, message(required)).max(max, message('tooLong'));

/** A required message of several lines. */
export const multilineText = (max: number, required: FormStringKey) =>
  z.string().trim().min(1, message(required)).max(max, message('tooLong'));

/** An optional single-line field. */
export const optionalText = (max: number) => oneLine().max(max, message('tooLong'));
