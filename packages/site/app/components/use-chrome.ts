import { useRouteLoaderData } from '@remix-run/react';
import type { loader as rootLoader } from '../root';

/** The chrome loaded by the root route (always there below the root). */
export function useChrome() {
  const data = useRouteLoaderData<typeof rootLoader>('root');
  if (!data) throw new Error('useChrome() is only available below the root route');
  return data.chrome;
}

/**
 * Which of the words the server wrote for the content's dates and sizes (components/written) a
 * page shows: the content's language, like the words around them ("Updated", "All day"), so
 * English where the content stayed English (a reader's date inside an English paragraph was
 * mislabelled, and Arabic months ran left to right).
 */
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

/**
 * The marks for words in language `code` inside an element in language `around`: none where the
 * two are the same (WCAG 3.1.2). Only English and the reader's language occur on a page.
 */
export function langMarks(
  code: string,
  around: string,
  reader: { code: string; dir: 'ltr' | 'rtl' },
): LangAttributes {
  return code === around ? {} : { lang: code, dir: code === reader.code ? reader.dir : 'ltr' };
}

/**
 * The breadcrumbs' first step: "Home" in the reader's language (English where we have no
 * translation of it), marked where it differs from the content around it.
 */
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
