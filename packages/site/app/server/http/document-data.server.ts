import type { LanguageLink, ServerOnlyHead } from '../../components/server-only-head';
import { scopeOn } from './request-scope.server';

/** What a document request's loaders leave for its render only, on the request's scope. */
export interface ServerOnlyDocumentData {
  /** Writes the page's JSON-LD, escaped for a script element; null when it has none. */
  jsonLd: (() => string | null) | null;
  /** The page's `hreflang` alternates (none on the intranet, in a preview or a page not indexed). */
  languageLinks: readonly LanguageLink[];
}

/** The request's server-only document data, created empty on first use. */
export function serverOnlyDocumentData(loadContext: object): ServerOnlyDocumentData {
  return scopeOn(loadContext).documentData;
}

/** What the document render puts in the head for crawlers alone (components/server-only-head.tsx). */
export function serverOnlyHead(loadContext: object): ServerOnlyHead {
  const data = serverOnlyDocumentData(loadContext);
  return { jsonLd: data.jsonLd?.() ?? null, languageLinks: data.languageLinks };
}
