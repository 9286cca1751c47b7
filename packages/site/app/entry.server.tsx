import { isIntranet } from '@district/core/org/org-config';
import type { AppLoadContext, EntryContext } from '@remix-run/node';
import { createReadableStreamFromReadable } from '@remix-run/node';
import { isRouteErrorResponse, RemixServer } from '@remix-run/react';
import { isbot } from 'isbot';
import { LRUCache } from 'lru-cache';
import type { ReactElement } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import type { PageCacheCookies } from '../server/page-cache';
import { NonceContext } from './components/nonce';
import { StructuredDataContext } from './components/structured-data';
import { pagePath as pagePathOf, pageQuery as pageQueryOf } from './page-query';
import { identityProviderOrigin } from './server/auth/auth.server';
import { CoalescingStream } from './server/http/coalescing-stream.server';
import { contentSecurityPolicy, createNonce } from './server/http/content-security-policy.server';
import { serverOnlyDocumentData } from './server/http/document-data.server';
import { NO_STORE } from './server/http/http.server';
import { describeError } from './server/http/logger.server';
import { pageCacheCookiesFor } from './server/http/page-cache-cookies.server';
import { createRenderSlots } from './server/http/render-slots.server';
import { negotiatedLanguage, siteLanguages } from './server/http/request-context.server';
import { dataMetrics, getServices } from './server/http/services.server';
import { knownCmsPathInCase } from './server/pages/page.server';

/**
 * The part of a request's query that names a page; the production server (server/remix-site.ts)
 * reads it from the build's entry and renders, and keys the page cache on, the URL with that query.
 */
export function pageQuery(search: string, pathname: string): string {
  const languages = siteLanguages();
  return pageQueryOf(search, pathname, (code) => languages.find(code) !== null);
}

/**
 * What a page depends on of a request's Accept-Language header: the code of the language the
 * site negotiates from it. The page cache keys on this rather than on the header, which browsers
 * write in dozens of ways for the same few languages.
 */
export function pageLanguage(acceptLanguage: string | undefined): string {
  const header = acceptLanguage ?? '';
  let code = negotiatedCodes.get(header);
  if (code === undefined) {
    code = negotiatedLanguage(header).code;
    // Read on every request the page cache answers: the few headers browsers send are
    // remembered (3.5 µs each to negotiate, against a whole answer's ~100 µs), a flood of
    // made-up ones cannot grow the memo past its bounds.
    negotiatedCodes.set(header, code);
  }
  return code;
}
// 1,000 headers and 1 MiB (headers counted as UTF-16): long made-up headers evict each other.
const negotiatedCodes = new LRUCache<string, string>({
  max: 1_000,
  maxSize: 1024 * 1024,
  sizeCalculation: (code, header) => (header.length + code.length) * 2 + 64,
});

/**
 * The cookies a page depends on, for the server's page cache (server/page-cache.ts), read as the
 * site reads them (page-cache-cookies.server.ts): an invalid value is the same page as none.
 */
export const pageCacheCookies: PageCacheCookies = (() => {
  const { brand, organizationId } = getServices().org;
  return pageCacheCookiesFor({
    brand,
    languages: siteLanguages(),
    intranet: isIntranet(organizationId),
  });
})();

/**
 * The canonical case of a path the server wrote (no `//`, no trailing slash): the case of the
 * site's own routes (`/ANNOUNCEMENTS` is `/announcements`) and of the CMS's pages, as far as the
 * site has read them; the server redirects any other form there with 308. A CMS case the site has
 * not read yet is redirected by the page's loader (page.server.ts).
 */
export function pagePath(pathname: string): string {
  return pagePathOf(pathname, knownCmsPathInCase);
}

/** The data layer's figures for the server's periodic summary line. */
export function serverMetrics(): Record<string, unknown> {
  return dataMetrics(getServices());
}

const ABORT_DELAY = 5_000;

// The services at start-up, when the server imports the build: a bad environment stops the server
// before it listens, the embedded content is indexed and Redis is connecting before the first
// request rather than during it.
getServices();

// Renders take turns a few at a time (render-slots.server.ts); loaders have already run.
const renderSlots = createRenderSlots();

/**
 * Renders every document. Crawlers and clients without JavaScript get the whole document at once
 * (onAllReady), browsers get it streamed from the shell.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const waitForAll = isbot(request.headers.get('user-agent') ?? '') || remixContext.isSpaMode;
  const { config, org } = getServices();
  const nonce = createNonce();
  responseHeaders.set(
    'Content-Security-Policy',
    contentSecurityPolicy({
      nonce,
      analytics: Boolean(config.analyticsId),
      identityProvider: isIntranet(org.organizationId) ? identityProviderOrigin() : null,
      viteStyles: import.meta.env.DEV,
    }),
  );
  const release = await renderSlots.acquire();
  return new Promise<Response>(renderDocument).catch((error: unknown) => {
    // A render that could not start frees its slot too (release does nothing the second time).
    release();
    throw error;
  });

  function renderDocument(
    resolve: (response: Response) => void,
    reject: (reason: unknown) => void,
  ): void {
    let shellRendered = false;
    let abortTimer: ReturnType<typeof setTimeout> | undefined;
    const { pipe, abort } = renderToPipeableStream(
      documentElement(request, remixContext, loadContext, nonce),
      {
        nonce,
        onAllReady() {
          // Done: the timer would otherwise keep the whole render reachable for ABORT_DELAY.
          clearTimeout(abortTimer);
          release();
          if (waitForAll) sendShell();
        },
        onShellReady() {
          if (!waitForAll) sendShell();
        },
        onShellError(error: unknown) {
          clearTimeout(abortTimer);
          release();
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // A reader who leaves mid-page (a phone losing its signal, a closed tab) ends the
          // render: React reports the closed stream, but nothing failed. Before the shell, Remix
          // logs the error itself.
          if (!shellRendered || request.signal.aborted) return;
          getServices().logger.error(
            { path: new URL(request.url).pathname, ...describeError(error) },
            'Page render failed after its first bytes were sent',
          );
        },
      },
    );
    function sendShell() {
      shellRendered = true;
      const body = new CoalescingStream();
      responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
      withoutStoringServerErrors(responseStatusCode, responseHeaders);
      resolve(
        new Response(createReadableStreamFromReadable(body), {
          headers: responseHeaders,
          status: responseStatusCode,
        }),
      );
      pipe(body);
    }
    abortTimer = setTimeout(() => {
      release();
      abort();
    }, ABORT_DELAY);
  }
}

/**
 * What every document render renders: Remix's document for the request, with the request's
 * nonce and the page's JSON-LD. The bench renders the very same element with `renderToString`
 * to measure React's own share of a page (tooling/bench, the uncached figure).
 */
export function documentElement(
  request: Request,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
  nonce: string,
): ReactElement {
  return (
    <NonceContext.Provider value={nonce}>
      <StructuredDataContext.Provider
        value={serverOnlyDocumentData(loadContext).jsonLd?.() ?? null}
      >
        <RemixServer
          context={remixContext}
          url={request.url}
          abortDelay={ABORT_DELAY}
          nonce={nonce}
        />
      </StructuredDataContext.Provider>
    </NonceContext.Provider>
  );
}

/**
 * React's string renderer from the copy of React this build bundles, which the route components
 * use: the bench renders {@link documentElement} with it (another copy of react-dom could not
 * render this build's components).
 */
export { renderToString };

/** Every data request's answer (`/page.data`): a server error there is not stored either. */
export function handleDataRequest(response: Response): Response {
  withoutStoringServerErrors(response.status, response.headers);
  return response;
}

/**
 * A server error is no page: the route's headers may have called it public (they are made before
 * the status is known, from the loaders that did answer), but neither a CDN nor the page cache
 * may keep it. A not-found answer keeps the chrome's caching (http.server.ts, routeHeaders).
 */
function withoutStoringServerErrors(status: number, headers: Headers): void {
  if (status >= 500) headers.set('Cache-Control', NO_STORE);
}

/**
 * Errors Remix reports from loaders, actions and its router, each as one JSON line of the server's
 * log (Remix's default writes a bare stack trace, which a log pipeline reads as many entries). A
 * router's refusal (a post to a page with no form: 405) is the client's doing, a warning without a
 * stack; a reader who left is nothing at all.
 */
export function handleError(error: unknown, { request }: { request: Request }): void {
  if (request.signal.aborted) return;
  const where = { method: request.method, path: new URL(request.url).pathname };
  const { logger } = getServices();
  if (isRouteErrorResponse(error) && error.status < 500) {
    logger.warn({ ...where, status: error.status }, 'Request refused');
    return;
  }
  // A router error response carries what went wrong as `error`.
  const cause = isRouteErrorResponse(error)
    ? ((error as { error?: unknown }).error ?? error)
    : error;
  const stack = cause instanceof Error ? cause.stack : undefined;
  logger.error(
    { ...where, ...describeError(cause), ...(stack ? { stack } : {}) },
    'Request failed',
  );
}
