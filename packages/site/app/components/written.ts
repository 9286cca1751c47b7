/**
 * Words the server wrote for the page (server/pages/written.server), by language; English always,
 * as content is English whenever untranslated. The browser only picks.
 */
export type Written<T> = { en: T; [language: string]: T | undefined };

/** The words in the content's language (`feedFormat(chrome).locale`), else the English ones. */
export function inLanguage<T>(written: Written<T>, language: string): T {
  return written[language] ?? written.en;
}
