// The error page's tab title, which the root's meta writes on the client too; the page itself
// (error-page.tsx) is loaded only where a page failed (on-demand.ts).

/** The browser tab's title for a page that is not there, and for anything else that went wrong. */
export interface ErrorTitleWords {
  notFoundTitle: string;
  failedTitle: string;
}

/** The titles in English: the page when even the chrome could not load. */
export const ENGLISH_ERROR_TITLES: ErrorTitleWords = {
  notFoundTitle: 'Page not found',
  failedTitle: 'Something went wrong',
};

/** Whether the status says the page is not there (rather than that something failed). */
export function isNotFound(status: number | undefined): boolean {
  return status === 404 || status === 410;
}

/** The document's title: what went wrong, then the site (`Page not found – Aspen Grove`). */
export function errorDocumentTitle(
  status: number | undefined,
  siteName: string,
  words: ErrorTitleWords = ENGLISH_ERROR_TITLES,
): string {
  const problem = isNotFound(status) ? words.notFoundTitle : words.failedTitle;
  return siteName ? `${problem} – ${siteName}` : problem;
}
