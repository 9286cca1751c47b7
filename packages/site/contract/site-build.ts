/**
 * What the site server needs from an app's server build: the exports of its entry module
 * (`app/entry.server.tsx`), declared once here, checked by the compiler where the entry makes them
 * (`satisfies SiteBuildExports`) and read with this type by the server (server/remix-site.ts).
 */
import type { PageCacheCookies } from './page-cache-cookies.js';

/** The rules of a site's pages the server applies before Remix is entered. */
export interface PageRules {
  /** The part of a request's query that names a page (the page cache keys on it). */
  pageQuery: (search: string, pathname: string) => string;
  /** The canonical case of a path; the server redirects any other form there with 308. */
  pagePath: (pathname: string) => string;
  /** What a page depends on of Accept-Language: the code of the language negotiated from it. */
  pageLanguage: (acceptLanguage: string | undefined) => string;
  /** The cookies a page depends on and whether a request is personal. */
  pageCacheCookies: PageCacheCookies;
}

/** Work the build runs beside requests (the alert dispatcher), stopped before the server closes. */
export interface BackgroundWork {
  stop(): Promise<void>;
}

/** The entry module's `siteBuild` export: everything the server reads from a build. */
export interface SiteBuildExports<Services = unknown> {
  /**
   * The process's services, made once when the server starts and handed to every request in its
   * load context. A bad environment throws here, naming the variable, before the server listens.
   */
  createServices(): Services;
  /** The page rules, for these services' organization. */
  pageRules(services: Services): PageRules;
  /** The data layer's figures for the summary line and the Prometheus endpoint. */
  serverMetrics(services: Services): Record<string, unknown>;
  /** Starts background work with these services (none when absent). */
  startBackground?: ((services: Services) => BackgroundWork | undefined) | undefined;
}
