/**
 * What the site server needs from an app's server build: the exports of its entry module
 * (`app/entry.server.tsx`), declared once here, checked by the compiler where the entry makes them
 * (`satisfies SiteBuildExports`) and read with this type by the server (src/remix-site.ts).
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
  /**
   * The process's services, made once when the server starts and handed to every request in its
   * load context. A bad environment throws here, naming the variable, before the server listens.
   */
  createServices(): Services;
  /** The page rules, for these services' organization. */
  pageRules(services: Services): PageRules;
  /** The data layer's figures for the summary line and the Prometheus endpoint. */
  serverMetrics(services: Services): Record<string, unknown>;
  /**
   * Starts background work with these services (none when absent): the alert dispatcher. Throws
   * when it cannot run in this role (a worker on the embedded store), naming why.
   */
  startBackground?:
    | ((services: Services, options: BackgroundOptions) => BackgroundWork | undefined)
    | undefined;
}
