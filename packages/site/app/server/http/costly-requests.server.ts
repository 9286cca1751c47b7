/**
 * Requests that cost the district more than a page from the cache, bounded per client: preview
 * (every cache bypassed, every section read fresh from the CMS and search) and site search (three
 * upstream searches a results page). Past the bound the request is answered 429 (the error page)
 * and costs nothing upstream. Preview is also closed to outsiders when `PREVIEW_SECRET` is set:
 * only a link the CMS signed with it turns preview on.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { clientKey, windowReservations } from '../../forms/rate-limit.server';
import { appContext } from './load-context.server';
import { type ScopedRequest, scopeOf } from './request-scope.server';
import type { SiteServices } from './services.server';

/** Preview renders one client may ask for in a minute: an editor checks a page a few times. */
export const PREVIEWS_PER_CLIENT_MINUTE = 30;
/**
 * Search renders one address may cause in a minute (answers from the page cache do not count):
 * a school's or a library's shared address with many families searching at once stays well under.
 */
export const SEARCHES_PER_CLIENT_MINUTE = 60;

const MINUTE_MS = 60_000;

/** What a refused request says. */
export const TOO_MANY_REQUESTS_MESSAGE =
  'Too many requests came from your connection in the last minute. Please wait a minute and try again.';

/** The kinds of costly request. */
export type CostlyRequest = 'preview' | 'search';

const LIMITS: Record<CostlyRequest, number> = {
  preview: PREVIEWS_PER_CLIENT_MINUTE,
  search: SEARCHES_PER_CLIENT_MINUTE,
};

/**
 * Counts one costly request of `kind` for the request's client; throws a 429 Response when the
 * client is past its bound. Several loaders of one request count once.
 */
export function limitCostlyRequest(
  ctx: ScopedRequest & { services: Pick<SiteServices, 'sharedStore'> },
  kind: CostlyRequest,
): Promise<void> {
  // One count a request, however many of its loaders ask (the root's and the page's).
  const scope = scopeOf(ctx);
  scope.costlyCount ??= (async () => {
    const key = clientKey(appContext(ctx.loadContext).clientIp);
    // A place is taken before the costly work starts, atomically: a burst never passes the bound.
    const place = await windowReservations(ctx.services.sharedStore).reserve(
      `costly-${kind}`,
      key,
      LIMITS[kind],
      MINUTE_MS,
    );
    if (!place.granted) {
      throw new Response(TOO_MANY_REQUESTS_MESSAGE, {
        status: 429,
        headers: {
          'Retry-After': String(place.retryAfterSeconds),
          'Cache-Control': 'private, no-store',
        },
      });
    }
  })();
  return scope.costlyCount;
}

/** How long a signed preview link works: a day, time for an editor and a reviewer to look. */
export const PREVIEW_LINK_SECONDS = 24 * 60 * 60;

/**
 * The `?preview=` token of a link that turns preview on for `path` until `expiresAt` (seconds
 * since the epoch): `{expiresAt}.{HMAC-SHA256(secret, path + "\n" + expiresAt), base64url}`. The
 * CMS (or `pnpm content-report`) makes these with the same `PREVIEW_SECRET`.
 */
export function signPreviewToken(secret: string, path: string, expiresAt: number): string {
  const signature = createHmac('sha256', secret)
    .update(`${path}\n${expiresAt}`)
    .digest('base64url');
  return `${expiresAt}.${signature}`;
}

/** Whether `token` is a preview token for `path` signed with `secret`, not expired at `now` (s). */
export function verifyPreviewToken(
  secret: string,
  path: string,
  token: string,
  now: number,
): boolean {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return false;
  const expiresAt = Number(match[1]);
  if (expiresAt < now) return false;
  const expected = Buffer.from(signPreviewToken(secret, path, expiresAt));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * Whether this request is in preview mode: `?preview` when no `PREVIEW_SECRET` is configured,
 * else only `?preview=<token>` signed for the request's path. Either way the request counts
 * against the client's preview bound (a 429 past it), since asking costs the cache a bypass.
 */
export async function previewMode(
  ctx: ScopedRequest & { services: Pick<SiteServices, 'sharedStore' | 'config'> },
  url: URL,
  now: number = Date.now(),
): Promise<boolean> {
  if (!url.searchParams.has('preview')) return false;
  await limitCostlyRequest(ctx, 'preview');
  const secret = ctx.services.config.previewSecret;
  if (!secret) return true;
  return verifyPreviewToken(
    secret,
    url.pathname,
    url.searchParams.get('preview') ?? '',
    Math.floor(now / 1000),
  );
}
