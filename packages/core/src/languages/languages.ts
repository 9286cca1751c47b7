import type { Language } from '../entities/language';

/** The default (source) language. */
export const DEFAULT_LANGUAGE_CODE = 'en';

const RTL = new Set(['ar', 'fa', 'he', 'ur']);

/**
 * [code, English name, native name] of each supported translation language
 * (docs/behaviour.md#supported-languages).
 */
const TABLE: readonly (readonly [string, string, string])[] = [
  ['af', 'Afrikaans', 'Afrikaans'],
  ['ar', 'Arabic', 'العربية'],
  ['bg', 'Bulgarian', 'Български'],
  ['bn', 'Bangla', 'বাংলা'],
  ['bs', 'Bosnian', 'Bosanski'],
  ['ca', 'Catalan', 'Català'],
  ['cs', 'Czech', 'Čeština'],
  ['cy', 'Welsh', 'Cymraeg'],
  ['da', 'Danish', 'Dansk'],
  ['de', 'German', 'Deutsch'],
  ['el', 'Greek', 'Ελληνικά'],
  ['en', 'English', 'English'],
  ['es', 'Spanish', 'Español'],
  ['et', 'Estonian', 'Eesti'],
  ['fa', 'Persian', 'فارسی'],
  ['fi', 'Finnish', 'Suomi'],
  ['fil', 'Filipino', 'Filipino'],
  ['fj', 'Fijian', 'Na Vosa Vakaviti'],
  ['fr', 'French', 'Français'],
  ['ga', 'Irish', 'Gaeilge'],
  ['he', 'Hebrew', 'עברית'],
  ['hi', 'Hindi', 'हिन्दी'],
  ['hr', 'Croatian', 'Hrvatski'],
  ['ht', 'Haitian Creole', 'Kreyòl Ayisyen'],
  ['hu', 'Hungarian', 'Magyar'],
  ['id', 'Indonesian', 'Bahasa Indonesia'],
  ['is', 'Icelandic', 'Íslenska'],
  ['it', 'Italian', 'Italiano'],
  ['ja', 'Japanese', '日本語'],
  ['kn', 'Kannada', 'ಕನ್ನಡ'],
  ['ko', 'Korean', '한국어'],
  ['lt', 'Lithuanian', 'Lietuvių'],
  ['lv', 'Latvian', 'Latviešu'],
  ['mg', 'Malagasy', 'Malagasy'],
  ['mi', 'Maori', 'Te Reo Māori'],
  ['ml', 'Malayalam', 'മലയാളം'],
  ['ms', 'Malay', 'Bahasa Melayu'],
  ['mt', 'Maltese', 'Malti'],
  ['mww', 'Hmong Daw', 'Hmoob Daw'],
  ['nb', 'Norwegian', 'Norsk Bokmål'],
  ['nl', 'Dutch', 'Nederlands'],
  ['otq', 'Querétaro Otomi', 'Hñąñho'],
  ['pa', 'Punjabi', 'ਪੰਜਾਬੀ'],
  ['pl', 'Polish', 'Polski'],
  ['pt', 'Portuguese (Brazil)', 'Português (Brasil)'],
  ['pt-pt', 'Portuguese (Portugal)', 'Português (Portugal)'],
  ['ro', 'Romanian', 'Română'],
  ['ru', 'Russian', 'Русский'],
  ['sk', 'Slovak', 'Slovenčina'],
  ['sl', 'Slovenian', 'Slovenščina'],
  ['sm', 'Samoan', 'Gagana Sāmoa'],
  ['sr-Cyrl', 'Serbian (Cyrillic)', 'Српски (ћирилица)'],
  ['sr-Latn', 'Serbian (Latin)', 'Srpski (latinica)'],
  ['sv', 'Swedish', 'Svenska'],
  ['sw', 'Swahili', 'Kiswahili'],
  ['ta', 'Tamil', 'தமிழ்'],
  ['te', 'Telugu', 'తెలుగు'],
  ['th', 'Thai', 'ไทย'],
  ['tlh-Latn', 'Klingon (Latin)', 'Klingon (Latin)'],
  // pIqaD has no standard Unicode block (it lives in the private use area), so no font shows it.
  ['tlh-Piqd', 'Klingon (pIqaD)', 'Klingon (pIqaD)'],
  ['to', 'Tongan', 'Lea Fakatonga'],
  ['tr', 'Turkish', 'Türkçe'],
  ['ty', 'Tahitian', 'Reo Tahiti'],
  ['uk', 'Ukrainian', 'Українська'],
  ['ur', 'Urdu', 'اردو'],
  ['vi', 'Vietnamese', 'Tiếng Việt'],
  ['yua', 'Yucatec Maya', "Maaya T'aan"],
  ['yue', 'Cantonese (Traditional)', '粵語 (繁體)'],
  ['zh-Hans', 'Chinese Simplified', '中文 (简体)'],
  ['zh-Hant', 'Chinese Traditional', '繁體中文 (繁體)'],
];

/** The 70 supported translation languages; direction rtl for ar, fa, he and ur. */
export const LANGUAGES: readonly Language[] = TABLE.map(([code, name, nativeName]) => ({
  code,
  name,
  nativeName,
  dir: RTL.has(code) ? 'rtl' : 'ltr',
}));

const BY_LOWER_CODE = new Map(LANGUAGES.map((language) => [language.code.toLowerCase(), language]));

/** Whether `code` is exactly a supported language code (`zh-Hans`, not `zh-hans`). */
export function isSupportedLanguage(code: string): boolean {
  return BY_LOWER_CODE.get(code.toLowerCase())?.code === code;
}

/** The language with this code, compared case-insensitively (`?lang=ZH-hans`), or null. */
export function findLanguage(code: string | null | undefined): Language | null {
  if (!code) return null;
  return BY_LOWER_CODE.get(code.trim().toLowerCase()) ?? null;
}

/** A language option as the selector shows it. */
export interface LanguageOption {
  value: string;
  label: string;
  dir: Language['dir'];
}

/** The option label of a language: `name (nativeName)`. */
export function languageOptionLabel(language: Pick<Language, 'name' | 'nativeName'>): string {
  return `${language.name} (${language.nativeName})`;
}

/** Every supported language as a selector option, in table order. */
export function languageOptions(): LanguageOption[] {
  return LANGUAGES.map((language) => ({
    value: language.code,
    label: languageOptionLabel(language),
    dir: language.dir,
  }));
}

/** The text direction of a language code; unknown codes are ltr. */
export function languageDirection(code: string): Language['dir'] {
  return findLanguage(code)?.dir ?? 'ltr';
}
