/**
 * What a document request's loaders leave for its render that the browser never gets: the
 * render reads it (entry.server.tsx), the loader data does not carry it. Keyed by the request's
 * Remix load context, the one object its loaders and its render share (Remix hands loaders a copy
 * of the Request), so it goes when the request goes.
 */
export interface ServerOnlyDocumentData {
  /**
   * Writes the page's JSON-LD, escaped for a script element (null: nothing to describe); null
   * when the page has none. Called by the document render only.
   */
  jsonLd: (() => string | null) | null;
}

const byRequest = new WeakMap<object, ServerOnlyDocumentData>();

/** The request's server-only document data, created empty on first use. */
export function serverOnlyDocumentData(loadContext: object): ServerOnlyDocumentData {
  let data = byRequest.get(loadContext);
  if (!data) {
    data = { jsonLd: null };
    byRequest.set(loadContext, data);
  }
  return data;
}
