/**
 * Words the server wrote for the page (dates, times, file sizes: see server/pages/written.server), by
 * the language they are written in. English is always written: content is shown in English
 * whenever it is not translated. The browser only picks; it creates no `Intl` formatter.
 */
export type Written<T> = { en: T; [language: string]: T | undefined };

/** The words in the content's language (`feedFormat(chrome).locale`), else the English ones. */
export function inLanguage<T>(written: Written<T>, language: string): T {
  return written[language] ?? written.en;
}
