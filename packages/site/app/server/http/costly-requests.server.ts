/**
 * Requests that cost more than a cached page, bounded per client: preview (every cache bypassed)
 * and site search (three upstream searches). Past the bound: 429, nothing upstream. With
 * `PREVIEW_SECRET` set, only a link signed with it turns preview on.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { clientKey, windowReservations } from '../../forms/rate-limit.server';
import { appContext } from './load-context.server';
import { type ScopedRequest, scopeOf } from './request-scope.server';
import type { SiteServices } from './services.server';

/** Preview renders one client may ask for in a minute: an editor checks a page a few times. */
export const PREVIEWS_PER_CLIENT_MINUTE = 30;
/** Search renders one address may cause in a minute: a school's shared address stays well under. */
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

/** Counts one costly request of `kind` for its client, once a request; 429 past the bound. */
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
 * The `?preview=` token for `path` until `expiresAt` (s): `{expiresAt}.{HMAC-SHA256(secret,
 * path + "\n" + expiresAt), base64url}`, as the CMS and `pnpm content-report` make it.
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
 * Whether this request is in preview: `?preview` without `PREVIEW_SECRET`, else only a token
 * signed for its path. Either way it counts against the preview bound.
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
