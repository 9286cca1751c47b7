/**
 * What the site server needs from an app's server build: the entry module's exports, checked by
 * the compiler on both sides (`satisfies SiteBuildExports` in `app/entry.server.tsx`).
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
  pageCacheCookies: PageCacheCookies;
}

/** What the server tells the build's background work. */
export interface BackgroundOptions {
  /** The site's public origin for links in messages: `SITE_URL`, else the server's own address. */
  siteUrl: string;
  /** `web`: beside the server's requests; `worker`: the process does nothing else. */
  role: 'web' | 'worker';
}

/** Work the build runs beside requests (the alert dispatcher), stopped before the server closes. */
export interface BackgroundWork {
  stop(): Promise<void>;
  /** Its figures for the Prometheus endpoint, beside `serverMetrics`' (`alerts`). */
  figures(): Record<string, unknown>;
}

/** The entry module's `siteBuild` export: everything the server reads from a build. */
export interface SiteBuildExports<Services = unknown> {
  /** The process's services, made once at start; a bad environment throws here, before listening. */
  createServices(): Services;
  pageRules(services: Services): PageRules;
  /** The data layer's figures for the summary line and the Prometheus endpoint. */
  serverMetrics(services: Services): Record<string, unknown>;
  /** Starts the alert dispatcher; throws, naming why, when it cannot run in this role. */
  startBackground?:
    | ((services: Services, options: BackgroundOptions) => BackgroundWork | undefined)
    | undefined;
}
