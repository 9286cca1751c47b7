/**
 * The languages one district offers: the 70 of docs/behaviour.md#supported-languages by default,
 * plus the ones its configuration adds, less the ones it hides; a few of them featured at the top
 * of the picker.
 */
import { z } from 'zod';
import { type Language, languageSchema } from '../entities/language';
import { DEFAULT_LANGUAGE_CODE, LANGUAGES } from './languages';

/**
 * Languages the translation service supports beyond the 70 that districts with refugee
 * families need. Not offered unless a district's configuration adds them (`languages.add`); the
 * schema's default does (see DEFAULT_LANGUAGE_SETTINGS).
 */
export const ADDABLE_LANGUAGES: readonly Language[] = [
  { code: 'am', name: 'Amharic', nativeName: 'አማርኛ', dir: 'ltr' },
  { code: 'my', name: 'Burmese', nativeName: 'မြန်မာ', dir: 'ltr' },
  { code: 'ne', name: 'Nepali', nativeName: 'नेपाली', dir: 'ltr' },
  { code: 'prs', name: 'Dari', nativeName: 'دری', dir: 'rtl' },
  { code: 'ps', name: 'Pashto', nativeName: 'پښتو', dir: 'rtl' },
  { code: 'so', name: 'Somali', nativeName: 'Soomaali', dir: 'ltr' },
];

/**
 * The demo district's choice, and the default for a district that says nothing: a US district
 * with refugee families. The languages its families read most are featured; the six above are
 * added; Klingon (twice in the list, read by no family) is hidden.
 */
export const DEFAULT_LANGUAGE_SETTINGS = {
  featured: ['en', 'es', 'vi', 'ar', 'so'],
  add: ADDABLE_LANGUAGES,
  hide: ['tlh-Latn', 'tlh-Piqd'],
} as const satisfies { featured: readonly string[]; add: readonly Language[]; hide: string[] };

// A BCP 47-like code as the translation service names its languages: `so`, `prs`, `sr-Latn`.
const CODE = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/;

const SUPPORTED_CODES = new Set(LANGUAGES.map((language) => language.code));

const addedLanguageSchema = languageSchema.extend({
  code: z
    .string()
    .regex(CODE, { error: (issue) => `languages.add: "${issue.input}" is not a language code` }),
  name: z.string().trim().min(1, { error: 'languages.add: each language needs its English name' }),
  nativeName: z
    .string()
    .trim()
    .min(1, { error: 'languages.add: each language needs its own name (nativeName)' }),
});

/**
 * A district's languages (org configuration `languages`): `featured` first in the picker, `add`
 * to the 70 (with code, name, native name and direction), `hide` from them. Each field left
 * out takes its DEFAULT_LANGUAGE_SETTINGS value. A bad code is refused naming its field.
 */
export const languageSettingsSchema = z
  .object({
    featured: z.array(z.string()).default([...DEFAULT_LANGUAGE_SETTINGS.featured]),
    add: z.array(addedLanguageSchema).default([...DEFAULT_LANGUAGE_SETTINGS.add]),
    hide: z.array(z.string()).default([...DEFAULT_LANGUAGE_SETTINGS.hide]),
  })
  .superRefine((settings, context) => {
    const added = new Set<string>();
    settings.add.forEach((language, index) => {
      if (SUPPORTED_CODES.has(language.code) || added.has(language.code)) {
        context.addIssue({
          code: 'custom',
          path: ['add', index, 'code'],
          message: `languages.add: "${language.code}" is already a language of the site`,
        });
      }
      added.add(language.code);
    });
    settings.hide.forEach((code, index) => {
      if (code === DEFAULT_LANGUAGE_CODE) {
        context.addIssue({
          code: 'custom',
          path: ['hide', index],
          message: `languages.hide: "${code}" is the language the content is written in and cannot be hidden`,
        });
      } else if (!SUPPORTED_CODES.has(code) && !added.has(code)) {
        context.addIssue({
          code: 'custom',
          path: ['hide', index],
          message: `languages.hide: "${code}" is not a language of the site (codes are exact: "zh-Hans", not "zh-hans")`,
        });
      }
    });
    const hidden = new Set(settings.hide);
    const featured = new Set<string>();
    settings.featured.forEach((code, index) => {
      const offered = (SUPPORTED_CODES.has(code) || added.has(code)) && !hidden.has(code);
      if (!offered || featured.has(code)) {
        context.addIssue({
          code: 'custom',
          path: ['featured', index],
          message: featured.has(code)
            ? `languages.featured: "${code}" is listed twice`
            : `languages.featured: "${code}" is not a language of the site (the 70 supported and languages.add, less languages.hide; codes are exact)`,
        });
      }
      featured.add(code);
    });
  });

/** A district's language settings, defaults applied. */
export type LanguageSettings = z.infer<typeof languageSettingsSchema>;
/** The language settings as a configuration file writes them (every field optional). */
export type LanguageSettingsInput = z.input<typeof languageSettingsSchema>;

/** An option of the language picker: `[code, 'name (nativeName)']`, compact in a page's data. */
export type LanguageChoice = readonly [code: string, label: string];

/** The languages a site offers, and how to find one. */
export interface LanguageSet {
  /** Every offered language: the supported list's order, then the added ones in theirs. */
  readonly languages: readonly Language[];
  /** The language with this code, compared case-insensitively (`?lang=ZH-hans`), or null. */
  find(code: string | null | undefined): Language | null;
  /** Whether `code` is exactly an offered language's code (`zh-Hans`, not `zh-hans`). */
  has(code: string): boolean;
  /**
   * The picker's two groups: the featured languages, then the rest, each in alphabetical order
   * of its label (`name (nativeName)`, English collation). Computed once per set.
   */
  readonly groups: { featured: readonly LanguageChoice[]; other: readonly LanguageChoice[] };
}

/** The option label of a language: `name (nativeName)` (docs/behaviour.md#languages). */
function labelOf(language: Pick<Language, 'name' | 'nativeName'>): string {
  return `${language.name} (${language.nativeName})`;
}

/**
 * Orders choices alphabetically by label, as an English reader expects ("Spanish" after
 * "Slovenian", "Español" not sorted as a code). The collator's locale is named, so every server
 * orders alike whatever its own locale; Array.prototype.sort is stable.
 */
function alphabetical(choices: LanguageChoice[]): LanguageChoice[] {
  const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
  return choices.sort((a, b) => collator.compare(a[1], b[1]));
}

function buildSet(settings: Pick<LanguageSettings, 'featured' | 'add' | 'hide'>): LanguageSet {
  const hidden = new Set(settings.hide);
  const languages = [...LANGUAGES, ...settings.add].filter((l) => !hidden.has(l.code));
  const byLowerCode = new Map(languages.map((language) => [language.code.toLowerCase(), language]));
  const featuredCodes = new Set(settings.featured);
  const choice = (language: Language): LanguageChoice => [language.code, labelOf(language)];
  let groups: LanguageSet['groups'] | undefined;
  return {
    languages,
    find: (code) => (code ? (byLowerCode.get(code.trim().toLowerCase()) ?? null) : null),
    has: (code) => byLowerCode.get(code.toLowerCase())?.code === code,
    get groups() {
      groups ??= {
        featured: alphabetical(languages.filter((l) => featuredCodes.has(l.code)).map(choice)),
        other: alphabetical(languages.filter((l) => !featuredCodes.has(l.code)).map(choice)),
      };
      return groups;
    },
  };
}

/**
 * The 70 languages of docs/behaviour.md#supported-languages, none featured: what the site offers
 * without settings.
 */
export const SPEC_LANGUAGE_SET: LanguageSet = buildSet({ featured: [], add: [], hide: [] });

const sets = new WeakMap<object, LanguageSet>();

/** The languages these settings offer; the same object for the same settings (computed once). */
export function languageSet(settings: LanguageSettings): LanguageSet {
  let set = sets.get(settings);
  if (!set) {
    set = buildSet(settings);
    sets.set(settings, set);
  }
  return set;
}
