/**
 * The forms' schemas and limits, shared by the browser (field attributes) and the server
 * (validation in forms.server.ts): one definition of what a valid submission is. A message is the
 * name of a form string (server/strings/form-strings.server.ts): the server answers in the
 * reader's language.
 */
import type { ShouldRevalidateFunction } from '@remix-run/react';
import { z } from 'zod';
import type { FormStringKey } from './server/strings/form-strings.server';

/** Field limits: generous for people, bounded for the services behind. */
export const FIELD_LIMITS = { name: 200, email: 254, body: 5_000, url: 2_000, short: 200 } as const;

/** The honeypot field: hidden from people, filled in by bots. */
export const HONEYPOT_FIELD = 'website';

const message = (key: FormStringKey) => key;

/**
 * Whether a value holds a C0 control character (line breaks and tabs included) or DEL: never in a
 * single-line field, whose value may end up in an e-mail header (a line break there is a header
 * injection).
 */
export function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** A single-line field's text: no control character once trimmed. */
const oneLine = () =>
  z
    .string()
    .trim()
    .refine((value) => !hasControlCharacter(value), message('oneLine'));

const text = (max: number, required: FormStringKey) =>
  oneLine().min(1, message(required)).max(max, message('tooLong'));

/** A message: several lines. */
const multilineText = (max: number, required: FormStringKey) =>
  z.string().trim().min(1, message(required)).max(max, message('tooLong'));

const optionalText = (max: number) => oneLine().max(max, message('tooLong'));

/** The contact form's fields. */
export const contactFormSchema = z.object({
  recipientId: oneLine().min(1, message('chooseWho')).max(FIELD_LIMITS.short, message('tooLong')),
  senderName: text(FIELD_LIMITS.name, 'enterName'),
  senderEmail: text(FIELD_LIMITS.email, 'enterEmail').pipe(z.email(message('emailFormat'))),
  messageBody: multilineText(FIELD_LIMITS.body, 'enterMessage'),
});

/**
 * Whether the reported page is one of this site's: a title (plain words) is, and so is a path or
 * an http(s) address of `origin`; anything else with a scheme (`javascript:`, `data:`, another
 * site's address) is not. The report reaches staff, whose tools may make it a link.
 */
export function isPageOfSite(value: string, origin: string): boolean {
  const looksLikeAddress = /^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith('//');
  if (!looksLikeAddress && !value.startsWith('/')) return true;
  try {
    const url = new URL(value, origin);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === origin;
  } catch {
    return false;
  }
}

/** The accessibility issue form's fields (ours: docs/behaviour.md#entity-accessibility-issue). */
export const accessibilityFormSchema = z.object({
  pageUrl: text(FIELD_LIMITS.url, 'whichPage'),
  description: multilineText(FIELD_LIMITS.body, 'describeProblem'),
  reporterName: optionalText(FIELD_LIMITS.name).optional().default(''),
  reporterEmail: z
    .string()
    .refine((value) => !hasControlCharacter(value), message('oneLine'))
    .pipe(z.union([z.literal(''), z.email(message('emailFormat'))]))
    .optional()
    .default(''),
  assistiveTechnology: optionalText(FIELD_LIMITS.short).optional().default(''),
});

/**
 * The form routes' `shouldRevalidate`. With single fetch, Remix does not load a page again after
 * a 4xx answer to its post, so a page whose post was refused by the CSRF check (403: no cookie,
 * or a token signed before a restart) would keep its stale token and every retry would be refused
 * too: after a 403 the loader runs again and issues a fresh token (and cookie). Otherwise the
 * default, which single fetch hides from a route's own function (it passes `true` even after a
 * 4xx): after a post, again unless the answer was an error status.
 */
export const revalidateFormPage: ShouldRevalidateFunction = ({
  actionStatus,
  defaultShouldRevalidate,
}) => {
  if (actionStatus === undefined) return defaultShouldRevalidate;
  return actionStatus === 403 || actionStatus < 400;
};
