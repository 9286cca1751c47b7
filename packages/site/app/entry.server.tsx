import { isIntranet } from '@district/core/org/org-config';
import type {
  BackgroundOptions,
  BackgroundWork,
  PageRules,
  SiteBuildExports,
} from '@district/site-server/contract';
import type { AppLoadContext, EntryContext } from '@remix-run/node';
import { createReadableStreamFromReadable } from '@remix-run/node';
import { isRouteErrorResponse, RemixServer } from '@remix-run/react';
import { isbot } from 'isbot';
import { LRUCache } from 'lru-cache';
import type { ReactElement } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import appOrg from '~org';
import { NonceContext } from './components/nonce';
import { ServerOnlyHeadContext } from './components/server-only-head';
import { pagePath as pagePathOf, pageQuery as pageQueryOf } from './page-query';
import { checkDispatchRole, startAlertDispatch } from './server/alerts/alert-dispatch.server';
import { assertIntranetSignInConfigured, identityProviderOrigin } from './server/auth/auth.server';
import { CoalescingStream } from './server/http/coalescing-stream.server';
import { contentSecurityPolicy, createNonce } from './server/http/content-security-policy.server';
import { serverOnlyHead } from './server/http/document-data.server';
import { appEnv } from './server/http/env.server';
import { NO_STORE } from './server/http/http.server';
import { servicesOf } from './server/http/load-context.server';
import { describeError } from './server/http/logger.server';
import { pageCacheCookiesFor } from './server/http/page-cache-cookies.server';
import { createRenderSlots } from './server/http/render-slots.server';
import { negotiatedLanguage, siteLanguages } from './server/http/request-context.server';
import { createSiteServices, dataMetrics, type SiteServices } from './server/http/services.server';
import { knownCmsPathInCase } from './server/pages/page.server';

/** The services of this process, made once at start; bad env stops the server before it listens. */
function createServices(): SiteServices {
  const env = appEnv();
  assertIntranetSignInConfigured(env, appOrg);
  return createSiteServices(env, appOrg);
}

/** The rules of this site's pages, which the server applies before Remix is entered. */
function pageRules({ org }: SiteServices): PageRules {
  const languages = siteLanguages(org);
  // Read on every cached answer: negotiating costs about as much as the rest, so memoize, bounded
  // so a flood of made-up headers cannot grow it.
  const negotiatedCodes = new LRUCache<string, string>({
    max: 1_000,
    maxSize: 1024 * 1024,
    sizeCalculation: (code, header) => (header.length + code.length) * 2 + 64,
  });
  return {
    // The part of the query that names a page: rendered and keyed by the page cache.
    pageQuery: (search, pathname) =>
      pageQueryOf(search, pathname, (code) => languages.find(code) !== null),
    // The canonical case of a path; a CMS case not read yet is redirected by the page's loader.
    pagePath: (pathname) => pagePathOf(pathname, knownCmsPathInCase),
    // The negotiated code, not the header, which browsers write in dozens of ways.
    pageLanguage: (acceptLanguage) => {
      const header = acceptLanguage ?? '';
      let code = negotiatedCodes.get(header);
      if (code === undefined) {
        code = negotiatedLanguage(header, languages).code;
        negotiatedCodes.set(header, code);
      }
      return code;
    },
    // Read as the site reads them (page-cache-cookies.server.ts): an invalid value is no cookie.
    pageCacheCookies: pageCacheCookiesFor({
      brand: org.brand,
      languages,
      intranet: isIntranet(org.organizationId),
    }),
  };
}

/** What the site server reads from this build (@district/site-server/contract), checked here. */
export const siteBuild = {
  createServices,
  pageRules,
  serverMetrics: dataMetrics,
  startBackground,
} satisfies SiteBuildExports<SiteServices>;

/** The alert dispatcher (docs/alerts.md#how-dispatch-runs), started by the server or the worker. */
function startBackground(services: SiteServices, options: BackgroundOptions): BackgroundWork {
  checkDispatchRole(services, options.role);
  const dispatch = startAlertDispatch(services, options);
  return { stop: dispatch.stop, figures: () => ({ alerts: dispatch.stats() }) };
}

const ABORT_DELAY = 5_000;

// Renders take turns a few at a time (render-slots.server.ts); loaders have already run.
const renderSlots = createRenderSlots();

/** Renders every document: whole for crawlers and no-JS clients (onAllReady), else streamed. */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const waitForAll = isbot(request.headers.get('user-agent') ?? '') || remixContext.isSpaMode;
  const { config, org, logger } = servicesOf(loadContext);
  const nonce = createNonce();
  responseHeaders.set(
    'Content-Security-Policy',
    contentSecurityPolicy({
      nonce,
      analytics: Boolean(config.analyticsId),
      identityProvider: isIntranet(org.organizationId) ? identityProviderOrigin(config.auth) : null,
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
          // A reader who left mid-page is no failure; before the shell, Remix logs the error.
          if (!shellRendered || request.signal.aborted) return;
          logger.error(
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
 * Remix's document with the request's nonce and server-only head. The bench renders this same
 * element with `renderToString` to measure React's own share.
 */
export function documentElement(
  request: Request,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
  nonce: string,
): ReactElement {
  return (
    <NonceContext.Provider value={nonce}>
      <ServerOnlyHeadContext.Provider value={serverOnlyHead(loadContext)}>
        <RemixServer
          context={remixContext}
          url={request.url}
          abortDelay={ABORT_DELAY}
          nonce={nonce}
        />
      </ServerOnlyHeadContext.Provider>
    </NonceContext.Provider>
  );
}

/** The renderToString of the React copy this build bundles, for the bench's render. */
export { renderToString };

/** Every data request's answer (`/page.data`): a server error there is not stored either. */
export function handleDataRequest(response: Response): Response {
  withoutStoringServerErrors(response.status, response.headers);
  return response;
}

/**
 * A server error is never stored: the route's headers were made before the status was known and
 * may say public. A 404 keeps the chrome's caching (http.server.ts, routeHeaders).
 */
function withoutStoringServerErrors(status: number, headers: Headers): void {
  if (status >= 500) headers.set('Cache-Control', NO_STORE);
}

/**
 * Errors from loaders, actions and the router as one JSON log line each (Remix's default stack
 * trace splits into many entries); a 4xx is a warning, a reader who left is nothing.
 */
export function handleError(
  error: unknown,
  { request, context }: { request: Request; context: AppLoadContext },
): void {
  if (request.signal.aborted) return;
  const where = { method: request.method, path: new URL(request.url).pathname };
  const { logger } = servicesOf(context);
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
