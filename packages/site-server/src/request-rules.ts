/**
 * What the server decides about a request before anything else sees it: its origin, client
 * address and id, and whether it is refused. Nothing here reflects the request back.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';
import type { SiteOrigin } from './env.js';

/** Longer targets are refused with 414 before anything parses them. */
export const MAX_URL_LENGTH = 2_048;
/** Larger bodies are refused with 413; the largest form a visitor can send is under 100 KB. */
export const MAX_BODY_BYTES = 256 * 1024;
/** The methods the site answers; any other is refused with 405 before Remix sees it. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST'] as const;
/** The request id header: kept from the client when well-formed, else generated; echoed. */
export const REQUEST_ID_HEADER = 'x-request-id';
// An incoming id is kept only when it cannot smuggle anything into logs or headers.
const VALID_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** A fixed refusal: status and plain-text message. */
export interface Refusal {
  status: number;
  message: string;
}

/** The request's id: the client's when well-formed, else a new one. */
export function requestId(req: IncomingMessage): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && VALID_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** The forwarded entry the outermost of `hops` trusted proxies wrote (proxy-addr's hop rule). */
export function trustedEntry(value: string | string[] | undefined, hops: number) {
  if (hops < 1 || typeof value !== 'string') return undefined;
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries[Math.max(0, entries.length - hops)];
}

/** Where the request was sent: SITE_URL, else trusted proxies' forwarded headers, else Host. */
export function requestOrigin(
  req: IncomingMessage,
  hops: number,
  site: SiteOrigin | null,
): SiteOrigin {
  if (site) return site;
  const host = trustedEntry(req.headers['x-forwarded-host'], hops) || req.headers.host;
  const proto = trustedEntry(req.headers['x-forwarded-proto'], hops)?.toLowerCase();
  const https = proto
    ? proto === 'https'
    : Boolean((req.socket as { encrypted?: boolean } | undefined)?.encrypted);
  return { protocol: https ? 'https' : 'http', host: host || 'localhost' };
}

/** The client's address: the entry the outermost trusted proxy saw, else the socket's. */
export function clientAddress(req: IncomingMessage, hops: number): string {
  let address: string | undefined;
  try {
    address = proxyAddr(req, (_address, index) => index < hops);
  } catch {
    address = req.socket?.remoteAddress;
  }
  return (address && withoutPort(address)) || req.socket?.remoteAddress || 'unknown';
}

/** An address without the port Azure's front end adds: the rate limit counts clients, not connections. */
function withoutPort(entry: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(entry);
  if (bracketed?.[1]) return bracketed[1];
  const ipv4 = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(entry);
  return ipv4?.[1] ?? entry;
}

/** Host header lines in the request (Node's `headers` keeps only the first). */
function hostHeaderCount(req: IncomingMessage): number {
  let count = 0;
  const raw = req.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) if (raw[i]?.toLowerCase() === 'host') count += 1;
  return count;
}

/** Default `pageQuery`: the whole query. */
export const wholeQuery = (search: string): string => search;

/** Default `pagePath`: the path as written. */
export const asWritten = (pathname: string): string => pathname;

// Characters a path segment may hold as they are (RFC 3986 pchar) that encodeURIComponent escapes.
const PATH_CHARACTERS = /%(?:3A|40|24|26|2B|2C|3B|3D)/g;

/** The one way the server writes a path: no empty segment nor trailing slash, minimal escapes. */
export function serverPath(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  try {
    const written = segments.map((segment) =>
      encodeURIComponent(decodeURIComponent(segment)).replace(PATH_CHARACTERS, decodeURIComponent),
    );
    return `/${written.join('/')}`;
  } catch {
    return pathname;
  }
}

/** Cross-site by design: the `form_post` sign-in response, checked by `state` and PKCE. */
const CROSS_SITE_POST_PATHS = new Set(['/auth/callback']);
/** One-click unsubscribe (RFC 8058; docs/alerts.md#manage-and-unsubscribe): the token is the secret. */
const CROSS_SITE_POST_PREFIXES = ['/alerts/unsubscribe/'];

/** The one path that also takes DELETE: an alert subscription's manage URL. */
const DELETE_PATH = /^\/alerts\/manage\/[A-Za-z0-9_.-]+$/;

const BAD_REQUEST: Refusal = { status: 400, message: 'Bad Request' };

/** What checkTarget decides: a refusal, a redirect to the canonical URL, or the URL. */
export type TargetDecision =
  | { refusal: Refusal; redirect?: undefined; url?: undefined }
  | { refusal?: undefined; redirect: string; url?: undefined }
  | { refusal?: undefined; redirect?: undefined; url: URL };

/** The URL the site sees, a refusal, or a 308 to the canonical path (one URL per page). */
export function checkTarget(
  req: IncomingMessage,
  origin: SiteOrigin,
  pageQuery: (search: string, pathname: string) => string = wholeQuery,
  pagePath: (pathname: string) => string = asWritten,
): TargetDecision {
  // undici's Request refuses TRACE, CONNECT and TRACK outright.
  if (
    !(ALLOWED_METHODS as readonly string[]).includes(req.method ?? '') &&
    !(req.method === 'DELETE' && DELETE_PATH.test((req.url ?? '').split('?', 1)[0] ?? ''))
  ) {
    return { refusal: { status: 405, message: 'Method Not Allowed' } };
  }
  if (Number(req.headers['content-length']) > MAX_BODY_BYTES) {
    return { refusal: { status: 413, message: 'Content Too Large' } };
  }
  const target = req.url ?? '/';
  if (target.length > MAX_URL_LENGTH) return { refusal: { status: 414, message: 'URI Too Long' } };
  // Two Host headers (RFC 9112 §3.2): a proxy in front may have read the other one.
  if (hostHeaderCount(req) > 1) return { refusal: BAD_REQUEST };
  if (!target.startsWith('/')) return { refusal: BAD_REQUEST };
  const pathname = target.split('?', 1)[0] ?? '/';
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { refusal: BAD_REQUEST };
  }
  if (decoded.includes('\\') || hasControlCharacter(decoded)) return { refusal: BAD_REQUEST };
  if (decoded.split('/').some((segment) => segment === '..' || segment === '.')) {
    return { refusal: BAD_REQUEST };
  }
  // `//evil.example/x` resolved against our origin (as canonical links are) gets another host.
  if (decoded.startsWith('//')) return { refusal: BAD_REQUEST };
  let url: URL;
  try {
    // Appended to the origin, not resolved against it: no target can leave the origin.
    const base = new URL(`${origin.protocol}://${origin.host}`);
    url = new URL(`${base.origin}${target}`);
  } catch {
    return { refusal: BAD_REQUEST };
  }
  if (req.method === 'GET' || req.method === 'HEAD') {
    const canonical = canonicalPath(url.pathname, pagePath);
    if (canonical !== url.pathname) return { redirect: `${canonical}${url.search}` };
  }
  if (url.search !== '') {
    const search = pageQuery(url.search, url.pathname);
    if (search !== url.search) url.search = search;
  }
  if (
    isCrossSitePost(req, origin) &&
    !CROSS_SITE_POST_PATHS.has(decoded) &&
    !CROSS_SITE_POST_PREFIXES.some((prefix) => decoded.startsWith(prefix))
  ) {
    return {
      refusal: { status: 403, message: 'Forbidden: this form was sent from another site.' },
    };
  }
  return { url };
}

/** The site's canonical form of a server-written path (a failing site rule changes nothing). */
function canonicalPath(pathname: string, pagePath: (pathname: string) => string): string {
  const written = serverPath(pathname);
  try {
    const canonical = pagePath(written);
    // Only a path of this origin, already canonical, so a redirect never leads to another.
    return typeof canonical === 'string' &&
      /^\/(?!\/)/.test(canonical) &&
      serverPath(canonical) === canonical
      ? canonical
      : written;
  } catch {
    return written;
  }
}

/** A post whose Origin is not this site; Remix refuses these too, but by throwing (a 500). */
function isCrossSitePost(req: IncomingMessage, origin: SiteOrigin): boolean {
  const sender = req.headers.origin;
  if (req.method === 'GET' || req.method === 'HEAD' || sender === undefined) return false;
  try {
    return new URL(sender).host !== origin.host;
  } catch {
    return true;
  }
}

function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
