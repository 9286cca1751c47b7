/**
 * A Remix server build as the site server's handler: Remix's own request handler, the load
 * context (request id, client address, page-cache invalidation) and what the site's entry module
 * says of its pages (which query parameters and cookies name a page, what of Accept-Language it
 * reads, the data layer's figures).
 */
import { type AppLoadContext, createRequestHandler, type ServerBuild } from '@remix-run/node';
import type { SiteLoadContext } from './load-context.js';
import type { PageCacheCookies } from './page-cache.js';
import type { SiteServerOptions } from './site-server.js';

/** What the site's entry module (app/entry.server.tsx) exports for the server. */
export interface SiteEntryExports {
  pageQuery?: (search: string, pathname: string) => string;
  pagePath?: (pathname: string) => string;
  pageLanguage?: (acceptLanguage: string | undefined) => string;
  pageCacheCookies?: PageCacheCookies;
  serverMetrics?: () => Record<string, unknown>;
}

/** The handler and page rules of a server build, for createSiteServer. */
export function remixSiteOptions(
  build: ServerBuild,
  mode = 'production',
): Pick<
  SiteServerOptions,
  'handle' | 'pageQuery' | 'pagePath' | 'pageLanguage' | 'pageCacheCookies' | 'metrics'
> {
  const handleRequest = createRequestHandler(build, mode);
  const entry = (build.entry?.module ?? {}) as SiteEntryExports;
  const fn = <T>(value: T | undefined) => (typeof value === 'function' ? value : undefined);
  const cookies = entry.pageCacheCookies;
  return {
    handle: (request, context: SiteLoadContext) =>
      handleRequest(request, context as unknown as AppLoadContext),
    pageQuery: fn(entry.pageQuery),
    pagePath: fn(entry.pagePath),
    pageLanguage: fn(entry.pageLanguage),
    pageCacheCookies: isPageCacheCookies(cookies) ? cookies : undefined,
    metrics: fn(entry.serverMetrics),
  };
}

/** Whether an entry's `pageCacheCookies` has the shape the page cache reads (else: none named). */
function isPageCacheCookies(value: unknown): value is PageCacheCookies {
  if (typeof value !== 'object' || value === null) return false;
  const { preferences, personal } = value as Partial<PageCacheCookies>;
  return (
    Array.isArray(preferences) &&
    preferences.every(
      (cookie: unknown) =>
        typeof (cookie as { name?: unknown }).name === 'string' &&
        typeof (cookie as { read?: unknown }).read === 'function',
    ) &&
    (personal === undefined || typeof personal === 'function')
  );
}
