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

/** Whether a page in another language shows its content in English (not translated, or failed). */
export function contentInEnglish(chrome: {
  language: { code: string };
  translation: string;
}): boolean {
  return chrome.language.code !== 'en' && chrome.translation !== 'translated';
}
