import { z } from 'zod';

/** A supported translation language (docs/behaviour.md#entity-language). */
export const languageSchema = z.object({
  code: z.string(),
  name: z.string(),
  nativeName: z.string(),
  dir: z.enum(['ltr', 'rtl']),
});
export type Language = z.infer<typeof languageSchema>;

/** What the `{brand}-website-state` cookie holds: preferences only (ARCHITECTURE.md). */
export const preferencesSchema = z.object({
  languageCode: z.string().default('en'),
});
export type Preferences = z.infer<typeof preferencesSchema>;
