import { useRouteLoaderData } from '@remix-run/react';
import type { loader as rootLoader } from '../root';

/** The chrome loaded by the root route (always there below the root). */
export function useChrome() {
  const data = useRouteLoaderData<typeof rootLoader>('root');
  if (!data) throw new Error('useChrome() is only available below the root route');
  return data.chrome;
}

/** Which server-written words for dates and sizes to show: those of the content's language. */
export function feedFormat(chrome: Parameters<typeof contentInEnglish>[0]): FeedFormat {
  return { locale: contentInEnglish(chrome) ? 'en' : chrome.language.code };
}

/** The language of the content's dates and sizes (see {@link feedFormat}). */
export interface FeedFormat {
  locale: string;
}

/** {@link feedFormat} for the page being rendered. */
export function useFeedFormat() {
  return feedFormat(useChrome());
}

/** Whether a page in another language shows its content in English (not translated, or failed). */
export function contentInEnglish(chrome: {
  language: { code: string };
  translation: string;
}): boolean {
  return chrome.language.code !== 'en' && chrome.translation !== 'translated';
}

/** Attributes that set an element's language and direction; empty when it needs none. */
export type LangAttributes = { lang?: string; dir?: 'ltr' | 'rtl' };

/** Marks for words in `code` inside an element in `around`: none when the same (WCAG 3.1.2). */
export function langMarks(
  code: string,
  around: string,
  reader: { code: string; dir: 'ltr' | 'rtl' },
): LangAttributes {
  return code === around ? {} : { lang: code, dir: code === reader.code ? reader.dir : 'ltr' };
}

/** The breadcrumbs' "Home" in the reader's language (else English), marked where it differs. */
export function homeCrumb(chrome: ReturnType<typeof useChrome>) {
  const reader = chrome.language;
  return {
    label: chrome.labels.home,
    url: '/',
    ...langMarks(
      chrome.labelsInEnglish.includes('home') ? 'en' : reader.code,
      contentInEnglish(chrome) ? 'en' : reader.code,
      reader,
    ),
  };
}
