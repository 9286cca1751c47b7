/**
 * What the server decides about a request before anything else sees it: where it was sent
 * (origin), who sent it (client address, request id), and whether it is refused (method, size,
 * target, Host headers, a post from another site). Nothing here reflects the request back.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';
import type { SiteOrigin } from './env.js';

/** Longer request targets are refused with 414 before anything parses them. */
export const MAX_URL_LENGTH = 2_048;
/**
 * Larger request bodies are refused with 413, before (Content-Length) or while (chunked) they
 * arrive. The largest form a visitor can send is under 100 KB (a 5,000-character message of
 * four-byte characters, percent-encoded, and the other fields).
 */
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

/**
 * The entry of a forwarded header (`x-forwarded-host`, `-proto`) that the outermost of `hops`
 * trusted proxies wrote, or undefined when no proxy is trusted or the header is absent. Each proxy
 * appends to what it received, so that entry is the `hops`-th from the right; entries to its left
 * are whatever the client sent. With fewer entries than proxies, the leftmost, the outermost there
 * is. The same rule as proxy-addr's hop count for `x-forwarded-for`, so one TRUST_PROXY describes
 * the chain; it holds only if every trusted proxy sets or appends each header.
 */
export function trustedEntry(value: string | string[] | undefined, hops: number) {
  if (hops < 1 || typeof value !== 'string') return undefined;
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries[Math.max(0, entries.length - hops)];
}

/**
 * Where the client sent the request: SITE_URL's origin when the operator gave it (no header of the
 * request decides the site's links or its cache key then); behind `hops` trusted proxies, from
 * `x-forwarded-host` and `x-forwarded-proto` when the proxy sent them; otherwise from the Host
 * header and whether the socket itself is TLS. Without a trusted proxy those headers are anyone's
 * to write.
 */
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

/**
 * The client's address: behind `hops` trusted proxies, the `x-forwarded-for` entry the outermost
 * trusted proxy saw (proxy-addr's hop count), else the socket's address.
 */
export function clientAddress(req: IncomingMessage, hops: number): string {
  let address: string | undefined;
  try {
    // Trust the `hops` nearest addresses (the socket's, then X-Forwarded-For from the right).
    address = proxyAddr(req, (_address, index) => index < hops);
  } catch {
    address = req.socket?.remoteAddress;
  }
  return (address && withoutPort(address)) || req.socket?.remoteAddress || 'unknown';
}

/**
 * The address of a forwarded entry that names the client's port too, as Azure App Service's front
 * end writes them (`203.0.113.7:54321`, `[2001:db8::7]:54321`): the port changes with every
 * connection, and the rate limit must count the client, not its connections. A bare IPv6 address
 * (colons, no brackets) is left as it is.
 */
function withoutPort(entry: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(entry);
  if (bracketed?.[1]) return bracketed[1];
  const ipv4 = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(entry);
  return ipv4?.[1] ?? entry;
}

/** How many Host header lines the request carried (Node's `headers` keeps only the first). */
function hostHeaderCount(req: IncomingMessage): number {
  let count = 0;
  const raw = req.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) if (raw[i]?.toLowerCase() === 'host') count += 1;
  return count;
}

/** The query of a site that says nothing of what names its pages: all of it. */
export const wholeQuery = (search: string): string => search;

/** The path of a site that says nothing of the case of its paths: as it is. */
export const asWritten = (pathname: string): string => pathname;

// Characters a path segment may hold as they are (RFC 3986 pchar) that encodeURIComponent escapes.
const PATH_CHARACTERS = /%(?:3A|40|24|26|2B|2C|3B|3D)/g;

/**
 * The one way the server writes a path (`url.pathname`, percent-encoded): no empty segment (`//`),
 * no trailing slash but the root's, each segment percent-encoded only where it must be, in upper
 * case (`/%61bout-us` is `/about-us`, `/caf%c3%a9` is `/caf%C3%A9`). A path it cannot decode is
 * left as it is (checkTarget refuses it before).
 */
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

/**
 * Paths that receive posts from another site by design: the identity provider's `form_post`
 * sign-in response, whose authenticity is checked by its `state` and PKCE, not by its Origin.
 */
const CROSS_SITE_POST_PATHS = new Set(['/auth/callback']);
/**
 * Where else a post from another site is taken: the one-click unsubscribe of an alert e-mail
 * (RFC 8058), which a mail provider may send from its own origin; the token in the path is the
 * secret (docs/alerts.md#manage-and-unsubscribe).
 */
const CROSS_SITE_POST_PREFIXES = ['/alerts/unsubscribe/'];

/** The one path that also takes DELETE: an alert subscription's manage URL (issue 47's contract). */
const DELETE_PATH = /^\/alerts\/manage\/[A-Za-z0-9_.-]+$/;

const BAD_REQUEST: Refusal = { status: 400, message: 'Bad Request' };

/** What checkTarget decides: a refusal, a redirect to the canonical URL, or the URL the site sees. */
export type TargetDecision =
  | { refusal: Refusal; redirect?: undefined; url?: undefined }
  | { refusal?: undefined; redirect: string; url?: undefined }
  | { refusal?: undefined; redirect?: undefined; url: URL };

/**
 * `{ refusal }`, `{ redirect }` or `{ url }`: the URL the site is to see, its query reduced by
 * `pageQuery`. Refused: a method the site does not answer (405), a body declared larger than
 * MAX_BODY_BYTES (413), a target too long (414), two Host headers, a path whose percent-encoding
 * does not decode, or one that holds a NUL, a backslash or a `..` segment, raw or encoded, or
 * that begins with `//`, a host the URL parser rejects (400), or a post from another site (403).
 * Redirected (GET and HEAD, 308 to the same query): a path other than its canonical form, as the
 * server writes paths (`serverPath`) and then the site (`pagePath`: the case of its routes), so
 * `/about-us/`, `/about-us//` and `/ANNOUNCEMENTS` are each one page, never a copy of their own.
 */
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
  // Two Host headers (RFC 9112 §3.2: answered 400): a proxy or CDN in front may have read the
  // other, and the two would disagree on which site this is.
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
  // `//evil.example/about-us` is a path no page has, but anything that resolves it against our
  // origin (`new URL(path, origin)`, as canonical links are made) gets another host: refused.
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

/** The site's canonical form of a path the server wrote (a site's rule that fails changes nothing). */
function canonicalPath(pathname: string, pagePath: (pathname: string) => string): string {
  const written = serverPath(pathname);
  try {
    const canonical = pagePath(written);
    // Only another path of this origin (never `//host`, never a relative one), itself written as
    // the server writes paths, so a redirect never leads to another redirect.
    return typeof canonical === 'string' &&
      /^\/(?!\/)/.test(canonical) &&
      serverPath(canonical) === canonical
      ? canonical
      : written;
  } catch {
    return written;
  }
}

/**
 * A post whose Origin (when sent) is not this site. Remix refuses these too, but by throwing,
 * which would answer 500; an Origin of `null` or one that is not a URL counts as foreign.
 */
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
