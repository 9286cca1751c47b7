/**
 * What the server hands the app with every request, as Remix's load context (loaders, actions,
 * the document render and `handleError` read it as `context`), in production and development alike.
 */

/** What the server itself knows of a request. */
export interface ServerRequestInfo {
  /** The request's id, echoed in `x-request-id` and written in its log lines. */
  requestId: string;
  /** The client's address (behind TRUST_PROXY, what the outermost trusted proxy saw). */
  clientIp: string;
  /** Makes every page the server keeps miss: the notification set a page shows changed. */
  invalidatePageCache: () => void;
}

/**
 * The load context of every loader and action: the server's facts of the request and the
 * process's services, made once at start-up by the build's `createServices` (site-build.ts).
 */
export interface SiteLoadContext<Services = unknown> extends ServerRequestInfo {
  services: Services;
}
