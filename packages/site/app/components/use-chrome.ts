import { useRouteLoaderData } from '@remix-run/react';
import type { loader as rootLoader } from '../root';

/** The chrome loaded by the root route (always there below the root). */
export function useChrome() {
  const data = useRouteLoaderData<typeof rootLoader>('root');
  if (!data) throw new Error('useChrome() is only available below the root route');
  return data.chrome;
}

/** Date formatting for the reader: their language, the organization's time zone. */
export function useFeedFormat() {
  const chrome = useChrome();
  return { locale: chrome.language.code, timeZone: chrome.org.timeZone };
}

type ChromeLanguage = { language: { code: string; dir: 'ltr' | 'rtl' }; translation: string };

/** Whether a page in another language shows its content in English (not translated, or failed). */
export function contentInEnglish(chrome: ChromeLanguage): boolean {
  return chrome.language.code !== 'en' && chrome.translation !== 'translated';
}

/** The language of the page's content region: English where its content stayed English. */
export function contentLang(chrome: ChromeLanguage): string {
  return contentInEnglish(chrome) ? 'en' : chrome.language.code;
}

/** Attributes that set an element's language and direction; empty when it needs none. */
export type LangAttributes = { lang?: string; dir?: 'ltr' | 'rtl' };

/**
 * Attributes for words in language `code` (the reader's, or English) inside an element in language
 * `around`: none when they are the same (WCAG 3.1.2).
 */
export function langAttributes(
  chrome: ChromeLanguage,
  code: string,
  around: string,
): LangAttributes {
  if (code === around) return {};
  return { lang: code, dir: code === chrome.language.code ? chrome.language.dir : 'ltr' };
}
