/** One request's scope, on its Remix load context (docs/decisions/018-one-request-scope.md). */
import type { LoadedSession } from '../auth/auth.server';
import type { ChromeSection, SharedLoads } from '../pages/shared-loads.server';
import type { TranslationStatus } from '../translation/translation.server';
import type { ServerOnlyDocumentData } from './document-data.server';
import type { RequestContext } from './request-context.server';

/** What a request scope is read from: a RequestContext, or a loader's own arguments. */
export interface ScopedRequest {
  /** Remix's load context, which every loader and the render of one request share. */
  loadContext?: object;
  request: Request;
}

/** What one request's loaders, action and render share, created on first use. */
export interface RequestScope {
  /** `requestContext()`'s answer, built once for pages and once for API routes. */
  contexts: { page?: Promise<RequestContext>; api?: Promise<RequestContext> };
  /** The intranet session, read (and refreshed) once. */
  session?: Promise<LoadedSession | null>;
  /** The one count of a costly request (preview, search), however many loaders ask. */
  costlyCount?: Promise<void>;
  /** The translation batches running now and whether one failed (the chrome's notice). */
  translation: { running: Set<Promise<TranslationStatus>>; failed: boolean };
  /** The sections that fell back to empty, in the order they failed. */
  degraded: ChromeSection[];
  /** Organizations and configuration loaded once, keyed by services (signed-out intranet). */
  shared: Map<object, SharedLoads>;
  /** What the loaders leave for the document render only. */
  documentData: ServerOnlyDocumentData;
  /** Whether the request's action answered `invalid` (the page after the post says "Error:"). */
  invalidPost: boolean;
}

// The property of a load context (or Request) that holds its scope; a key, not request state.
const SCOPE = Symbol('district.requestScope');

/** What a request's scope hangs on: the shared load context, or the Request in hand-built tests. */
export function requestScope(ctx: ScopedRequest): object {
  return ctx.loadContext ?? ctx.request;
}

/** The request's scope: the same object for every loader, action and render of the request. */
export function scopeOf(ctx: ScopedRequest): RequestScope {
  return scopeOn(requestScope(ctx));
}

/** The scope held by a request's load context (or its Request), created on first use. */
export function scopeOn(loadContext: object): RequestScope {
  const holder = loadContext as { [SCOPE]?: RequestScope };
  let scope = holder[SCOPE];
  if (!scope) {
    scope = {
      contexts: {},
      translation: { running: new Set(), failed: false },
      degraded: [],
      shared: new Map(),
      documentData: { jsonLd: null, languageLinks: [] },
      invalidPost: false,
    };
    // Not enumerable: spreading or logging the load context does not carry it along.
    Object.defineProperty(holder, SCOPE, { value: scope, enumerable: false });
  }
  return scope;
}
