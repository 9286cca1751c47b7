/** What the server hands the app with every request as Remix's load context, in development too. */

/** What the server itself knows of a request. */
export interface ServerRequestInfo {
  requestId: string;
  clientIp: string;
  /** Makes every page the server keeps miss: the notification set a page shows changed. */
  invalidatePageCache: () => void;
}

/** The load context of every loader and action: the request's facts and the process's services. */
export interface SiteLoadContext<Services = unknown> extends ServerRequestInfo {
  services: Services;
}
