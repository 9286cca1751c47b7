/** The accessibility issue form's fields (docs/behaviour.md#entity-accessibility-issue). */
import { z } from 'zod';
import {
  FIELD_LIMITS,
  hasControlCharacter,
  message,
  multilineText,
  optionalText,
  text,
} from '../fields';

/** The form's name: its rate-limit counters and its log lines. */
export const ACCESSIBILITY_FORM = 'accessibility';

/**
 * Whether the reported page is this site's: a title, a path or an http(s) address of `origin`;
 * not another scheme (`javascript:`) or site, since staff tools may make it a link.
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

/** The accessibility issue form's fields. */
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
