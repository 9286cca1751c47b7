/**
 * What the server hands the app with every request, as Remix's load context (loaders and actions
 * read it as `context`), in production (serve.ts) and in development (dev.ts) alike.
 */

/** The load context the production server gives every loader and action. */
export interface SiteLoadContext {
  /** The request's id, echoed in `x-request-id` and written in its log lines. */
  requestId: string;
  /** The client's address (behind TRUST_PROXY, what the outermost trusted proxy saw). */
  clientIp: string;
  /** Makes every page the server keeps miss: the notification set a page shows changed. */
  invalidatePageCache: () => void;
}
