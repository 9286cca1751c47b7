/** HTTP caching helpers: public pages cached briefly; preview and intranet never stored. */
import { data } from '@remix-run/node';
import type { RequestContext } from './request-context.server';

/** The posted form; a body that is not one is the client's mistake, answered 400. */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw new Response('Bad Request', { status: 400, statusText: 'Bad Request' });
  }
}

/** CDN freshness of public pages, seconds. */
export const PUBLIC_S_MAXAGE = 30;
/** How long a CDN may serve a stale page while it revalidates, seconds. */
export const PUBLIC_STALE_WHILE_REVALIDATE = 300;

/** The Cache-Control of a response no cache may keep: personal or preview. */
export const NO_STORE = 'private, no-store';

/** CDN and page-cache freshness of a degraded public answer, seconds. */
export const DEGRADED_S_MAXAGE = 5;
/**
 * The Cache-Control of a degraded public answer: kept a few seconds, never served stale. Not
 * `no-store`: with a service down, one render per page every few seconds is what keeps the site up.
 */
export const DEGRADED = `public, max-age=0, s-maxage=${DEGRADED_S_MAXAGE}`;

/** The Cache-Control of a response for this request; `degraded` keeps it briefly (DEGRADED). */
export function cacheControl(
  ctx: Pick<RequestContext, 'preview' | 'isIntranet' | 'languageCookie'>,
  { degraded = false } = {},
): string {
  if (ctx.preview || ctx.isIntranet) return NO_STORE;
  // A response that sets the preference cookie is personal: browsers only.
  if (ctx.languageCookie) return 'private, no-cache';
  if (degraded) return DEGRADED;
  return `public, max-age=0, s-maxage=${PUBLIC_S_MAXAGE}, stale-while-revalidate=${PUBLIC_STALE_WHILE_REVALIDATE}`;
}

/** The headers of every page; only the root loader sets the preference cookie (`withCookie`). */
export function pageHeaders(
  ctx: RequestContext,
  { withCookie = false, noStore = false, degraded = false } = {},
): Headers {
  const headers = new Headers();
  headers.set('Cache-Control', noStore ? NO_STORE : cacheControl(ctx, { degraded }));
  // The page depends on the language, which comes from the cookie or Accept-Language.
  headers.set('Vary', 'Accept-Language, Cookie');
  if (ctx.preview) headers.set('X-Robots-Tag', 'noindex, nofollow');
  if (withCookie && ctx.languageCookie) headers.append('Set-Cookie', ctx.languageCookie);
  return headers;
}

/** The headers of an API JSON answer: cached like a page, a degraded one only briefly. */
export function apiHeaders(
  ctx: Pick<RequestContext, 'preview' | 'isIntranet' | 'languageCookie'>,
  { noStore = false, degraded = false } = {},
): Headers {
  return new Headers({
    'Cache-Control': noStore ? NO_STORE : cacheControl(ctx, { degraded }),
    Vary: 'Accept-Language, Cookie',
  });
}

/** Loader data with the page headers. */
export function pageData<T>(
  ctx: RequestContext,
  value: T,
  init: { status?: number; withCookie?: boolean; noStore?: boolean; degraded?: boolean } = {},
) {
  return data(value, { status: init.status ?? 200, headers: pageHeaders(ctx, init) });
}

/**
 * A route's `headers` export: caching headers plus the root's and the loader's Set-Cookie; the
 * most private Cache-Control of route, parent and error wins. A thrown 404 names only its content
 * type, so the not-found page is cached like its chrome; a 5xx is never stored (entry.server.tsx).
 */
export function routeHeaders({
  loaderHeaders,
  parentHeaders,
  errorHeaders,
  actionHeaders,
}: {
  loaderHeaders: Headers;
  parentHeaders: Headers;
  errorHeaders?: Headers;
  actionHeaders?: Headers;
}): Headers {
  const sources = [errorHeaders, loaderHeaders, parentHeaders].filter(
    (source): source is Headers => source !== undefined,
  );
  const headers = new Headers();
  for (const name of ['Vary', 'X-Robots-Tag']) {
    const value = sources.map((source) => source.get(name)).find(Boolean);
    if (value) headers.set(name, value);
  }
  // The most private wins: a chrome that must not be stored keeps the page out too.
  const mostPrivate = sources
    .map((source) => source.get('Cache-Control'))
    .filter((value): value is string => Boolean(value))
    .sort((a, b) => privacy(b) - privacy(a))[0];
  headers.set('Cache-Control', mostPrivate ?? NO_STORE);
  for (const cookie of parentHeaders.getSetCookie()) headers.append('Set-Cookie', cookie);
  for (const cookie of loaderHeaders.getSetCookie()) headers.append('Set-Cookie', cookie);
  // A form refused for posting too often says when to try again (rate-limit.server.ts).
  const retryAfter = actionHeaders?.get('Retry-After');
  if (retryAfter) headers.set('Retry-After', retryAfter);
  return headers;
}

function privacy(cacheControl: string): number {
  if (/no-store/.test(cacheControl)) return 3;
  if (/private/.test(cacheControl)) return 2;
  if (/no-cache/.test(cacheControl)) return 1;
  // Public: the shorter a shared cache may keep it, the more private.
  const sMaxAge = /s-maxage=(\d+)/.exec(cacheControl);
  return sMaxAge ? -Number(sMaxAge[1]) / 1e6 : 0;
}
