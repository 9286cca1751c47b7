/**
 * The HTML micro-cache: public 200 and 404 pages already rendered are answered from memory before
 * Remix is entered. Entries count their real retained size (decision 016); `invalidate()` bumps
 * the key's version when the notification set changes.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import cacheControl from 'cache-control-parser';
import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import { LRUCache } from 'lru-cache';
import type { PageCacheCookies } from './contract/page-cache-cookies.js';
import { type Encoding, isCompressible, preferredEncoding } from './encoding.js';

export type { PageCacheCookies, PreferenceCookie } from './contract/page-cache-cookies.js';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The answers kept: a page, and the site's answer that there is none. */
const STORED_STATUSES = new Set([200, 404]);
// Headers never replayed from a stored response: recomputed per answer or meaningless for a copy.
const NOT_STORED = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'age',
  'vary',
  'etag',
  'x-cache',
  'x-request-id',
]);
/** Bytes of the objects around an entry's buffers, so counted size matches memory (memory test). */
export const ENTRY_OVERHEAD_BYTES = 1_536;

/** The parts of a request the cache key reads, besides the URL the server decided. */
export interface KeyedRequest {
  method?: string | undefined;
  headers: Record<string, string | string[] | undefined>;
}

/** What a key is made of besides the request. */
export interface KeyRules {
  /** The site's cookies; without them any cookie bypasses the cache (it may be a session). */
  cookies: PageCacheCookies | undefined;
  /** The page's language from Accept-Language; default the whole header. */
  pageLanguage?: ((acceptLanguage: string | undefined) => string) | undefined;
  version?: number;
}

/** What of a request a page depends on besides its URL: what a render or refresh is given. */
export interface KeyedParts {
  cookie: string;
  language: string;
}

/**
 * The cache key of a request for `url`, or undefined when it must bypass the cache. `url` is the
 * server's decided URL, never a forwarded or Host header a client could set.
 */
export function pageCacheKey(request: KeyedRequest, url: URL, rules: KeyRules): string | undefined {
  return keyedRequest(request, url, rules)?.key;
}

/** The key of a request (see {@link pageCacheKey}) and the parts of the request it names. */
export function keyedRequest(
  request: KeyedRequest,
  url: URL,
  { cookies, pageLanguage, version = 0 }: KeyRules,
): { key: string; parts: KeyedParts } | undefined {
  const { method, headers } = request;
  if (method !== 'GET' && method !== 'HEAD') return undefined;
  if (url.search.includes('preview') && url.searchParams.has('preview')) return undefined;
  let cookie = '';
  const header = first(headers.cookie);
  if (!cookies) {
    // A site that names none of its cookies cannot tell a preference or a session from the rest.
    if (header || headers.authorization !== undefined) return undefined;
  } else if (header) {
    const parsed = parseCookies(header);
    if (cookies.personal?.(parsed)) return undefined;
    const read: string[] = [];
    // In the order the site names them: header order does not change the page.
    for (const { name, read: reading } of cookies.preferences) {
      const value = parsed[name];
      if (value === undefined) continue;
      let canonical: string | undefined;
      try {
        canonical = reading(value);
      } catch {
        // A reading that fails cannot say which page this is.
        return undefined;
      }
      if (canonical !== undefined) read.push(serializeCookie(name, canonical));
    }
    cookie = read.join('; ');
  } else if (cookies.personal?.({})) {
    return undefined;
  }
  const language = keyLanguage(first(headers['accept-language']), pageLanguage);
  return {
    key: `${url.origin}${url.pathname}${url.search}\n${cookie}\n${language}\n${version}`,
    parts: { cookie, language },
  };
}

/** The Cookie header a keyed request is rendered with, so the page rendered is the one keyed. */
export function keyedCookieHeader(
  header: string | undefined,
  parts: KeyedParts,
  cookies: PageCacheCookies,
): string | undefined {
  const names = new Set(cookies.preferences.map(({ name }) => name));
  const others = (header ?? '').split(';').filter((pair) => {
    const trimmed = pair.trim();
    if (trimmed === '') return false;
    const equals = trimmed.indexOf('=');
    return !names.has(equals === -1 ? trimmed : trimmed.slice(0, equals).trim());
  });
  const kept = [...others.map((pair) => pair.trim()), ...(parts.cookie ? [parts.cookie] : [])];
  return kept.length > 0 ? kept.join('; ') : undefined;
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The Accept-Language part of a key: the site's reading of it, else (or should it fail) itself. */
function keyLanguage(
  acceptLanguage: string | undefined,
  pageLanguage: KeyRules['pageLanguage'],
): string {
  if (pageLanguage) {
    try {
      const language = pageLanguage(acceptLanguage);
      if (typeof language === 'string') return language;
    } catch {
      // The whole header, as without the site's reading: a page of its own, never a wrong one.
    }
  }
  return acceptLanguage ?? '';
}

/** How long a response may be kept. */
export interface CachePolicy {
  freshMs: number;
  staleMs: number;
}

/** Bounds of the freshness the cache grants. */
export interface PolicyOptions {
  maxFreshSeconds?: number;
  maxStaleSeconds?: number;
}

/**
 * How long a response may be kept, or undefined when it must not be stored: fresh for s-maxage,
 * then stale while one background render replaces it.
 */
export function cachePolicy(
  response: Response,
  { maxFreshSeconds = 60, maxStaleSeconds = 3600 }: PolicyOptions = {},
): CachePolicy | undefined {
  if (!STORED_STATUSES.has(response.status)) return undefined;
  const headers = response.headers;
  if (headers.has('set-cookie') || headers.has('content-encoding')) return undefined;
  if ((headers.get('vary') ?? '').includes('*')) return undefined;
  const value = headers.get('cache-control');
  if (!value) return undefined;
  const directives = cacheControl.parse(value);
  if (!directives.public || directives.private || directives['no-store']) return undefined;
  if (directives['no-cache']) return undefined;
  const sMaxAge = seconds(directives['s-maxage']);
  if (!sMaxAge) return undefined;
  const stale = Math.max(
    seconds(directives['stale-while-revalidate']),
    seconds(directives['stale-if-error']),
  );
  return {
    freshMs: Math.min(sMaxAge, maxFreshSeconds) * 1000,
    staleMs: Math.min(stale, maxStaleSeconds) * 1000,
  };
}

function seconds(value: number | undefined): number {
  return value !== undefined && Number.isInteger(value) && value > 0 ? value : 0;
}

/** What a stored page is rendered again from: its URL and the parts of the request its key names. */
export interface StoredRequest {
  url: string;
  parts: KeyedParts;
}

/** A stored page: its bytes in each encoding (compact copies), one set of headers, no request headers. */
export interface PageCacheEntry {
  key: string;
  status: number;
  request: StoredRequest;
  etag: string | undefined;
  headers: Record<string, string>;
  identity: Buffer;
  br: Buffer | undefined;
  gzip: Buffer | undefined;
  offered: Encoding[];
  /** The retained size counted against the budget (bytes, header text, key, overhead). */
  bytes: number;
  storedAt: number;
  freshUntil: number;
  staleUntil: number;
  refreshing: boolean;
  retryAt: number;
}

/** Counters and size of a page cache. */
export interface PageCacheStats {
  hits: number;
  stale: number;
  misses: number;
  stored: number;
  refreshes: number;
  refreshErrors: number;
  entries: number;
  bytes: number;
  notFoundBytes: number;
  version: number;
}

/** What to send for a stored page: status, headers and body (none for HEAD and 304). */
export interface CachedAnswer {
  status: number;
  headers: Record<string, string | number>;
  body: Buffer | undefined;
}

/** Options of {@link createPageCache}. */
export interface PageCacheOptions extends PolicyOptions {
  /** The Remix handler; called again to refresh stale pages. */
  handle: (request: Request) => Promise<Response>;
  pageLanguage?: KeyRules['pageLanguage'];
  cookies?: PageCacheCookies | undefined;
  maxBytes?: number;
  /** The part of `maxBytes` not-found answers may take; default an eighth. */
  maxNotFoundBytes?: number;
  maxEntryBytes?: number;
  retryMs?: number;
  now?: () => number;
  onError?: (error: unknown) => void;
}

export interface PageCache {
  key(request: KeyedRequest, url: URL): string | undefined;
  keyed(request: KeyedRequest, url: URL): { key: string; parts: KeyedParts } | undefined;
  policy(response: Response): CachePolicy | undefined;
  /** The stored page for `key`, HIT or STALE; a stale page starts one background refresh. */
  lookup(key: string): { entry: PageCacheEntry; state: 'HIT' | 'STALE' } | undefined;
  pending(key: string): Promise<PageCacheEntry | undefined> | undefined;
  /**
   * Marks the render of `key` in flight. Only a page found not cacheable stops coalescing for a
   * while; otherwise, in a surge, every request for the page would render it at once.
   */
  begin(key: string): (entry: PageCacheEntry | undefined, notCacheable?: boolean) => void;
  store(
    key: string,
    request: StoredRequest,
    response: Response,
    body: Buffer,
    policy: CachePolicy,
  ): Promise<PageCacheEntry | undefined>;
  answer(
    entry: PageCacheEntry,
    state: 'HIT' | 'STALE',
    request: { method: string; headers: Record<string, string | string[] | undefined> },
  ): CachedAnswer;
  /** Makes every stored page miss: the site's notification set changed. */
  invalidate(): void;
  stats(): PageCacheStats;
}

/**
 * An in-memory, byte-bounded cache of rendered pages in front of the Remix handler. 404s have an
 * LRU of their own, so a scanner's made-up paths evict its own answers, not the pages.
 */
export function createPageCache({
  handle,
  pageLanguage,
  cookies,
  maxBytes = 64 * 1024 * 1024,
  maxNotFoundBytes = maxBytes / 8,
  maxEntryBytes = 2 * 1024 * 1024,
  maxFreshSeconds = 60,
  maxStaleSeconds = 3600,
  retryMs = 2000,
  now = Date.now,
  onError = () => undefined,
}: PageCacheOptions): PageCache {
  const sizeCalculation = (entry: PageCacheEntry) => entry.bytes;
  const pages = new LRUCache<string, PageCacheEntry>({
    maxSize: Math.max(1, maxBytes - maxNotFoundBytes),
    sizeCalculation,
  });
  const notFound = new LRUCache<string, PageCacheEntry>({
    maxSize: Math.max(1, maxNotFoundBytes),
    sizeCalculation,
  });
  const inFlight = new Map<string, Promise<PageCacheEntry | undefined>>();
  /** Keys of pages known not to be cacheable for a while (no coalescing then). */
  const uncacheable = new LRUCache<string, true>({ max: 10_000, ttl: 10_000, perf: { now } });
  const counters = { hits: 0, stale: 0, misses: 0, stored: 0, refreshes: 0, refreshErrors: 0 };
  let version = 0;

  const find = (key: string) => pages.get(key) ?? notFound.get(key);
  function remove(entry: PageCacheEntry) {
    const lru = entry.status === 200 ? pages : notFound;
    if (lru.peek(entry.key) === entry) lru.delete(entry.key);
  }

  async function refresh(entry: PageCacheEntry) {
    entry.refreshing = true;
    counters.refreshes += 1;
    try {
      const response = await handle(storedRequest(entry.request));
      const policy = cachePolicy(response, { maxFreshSeconds, maxStaleSeconds });
      if (!policy) {
        await response.body?.cancel();
        if (response.status >= 500) throw new Error(`refresh answered ${response.status}`);
        // The page is no longer public (or failed as a client's mistake): stop serving the copy.
        remove(entry);
        return;
      }
      const body = Buffer.from(await response.arrayBuffer());
      await store(entry.key, entry.request, response, body, policy);
    } catch (error) {
      // Stale-if-error: keep serving the old copy, try again a little later.
      counters.refreshErrors += 1;
      entry.retryAt = now() + retryMs;
      onError(error);
    } finally {
      entry.refreshing = false;
    }
  }

  const store: PageCache['store'] = async (key, request, response, body, policy) => {
    if (body.length > maxEntryBytes) return undefined;
    const compressible = isCompressible(response.headers.get('content-type'));
    // Compressed at every refresh: brotli 7 / gzip 6 are near the smallest output, far cheaper.
    const [br, gz] = compressible
      ? await Promise.all([
          brotli(body, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 7,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              [zlib.constants.BROTLI_PARAM_LGWIN]: windowBits(body.length),
            },
          }),
          gzip(body, { level: 6 }),
        ])
      : [];
    const headers: Record<string, string> = {};
    for (const [name, value] of response.headers) {
      if (!NOT_STORED.has(name)) headers[name] = value;
    }
    const vary = response.headers.get('vary');
    if (compressible && !/accept-encoding/i.test(vary ?? '')) {
      headers.vary = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
    } else if (vary) {
      headers.vary = vary;
    }
    const status = response.status;
    // Only a page has a validator: a conditional request for a missing one gets the 404 again.
    if (status === 200) {
      headers.etag =
        response.headers.get('etag') ??
        `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
    }
    const smaller = (data: Buffer | undefined) =>
      data && data.length < body.length ? ownCopy(data) : undefined;
    const identity = ownCopy(body);
    const brotliCopy = smaller(br);
    const gzipCopy = smaller(gz);
    const stored = now();
    const entry: PageCacheEntry = {
      key,
      status,
      request: { url: request.url, parts: { ...request.parts } },
      etag: headers.etag,
      headers,
      identity,
      br: brotliCopy,
      gzip: gzipCopy,
      offered: [],
      bytes:
        ENTRY_OVERHEAD_BYTES +
        key.length +
        request.url.length +
        request.parts.cookie.length +
        request.parts.language.length +
        headerBytes(headers) +
        identity.length +
        (brotliCopy?.length ?? 0) +
        (gzipCopy?.length ?? 0),
      storedAt: stored,
      freshUntil: stored + policy.freshMs,
      staleUntil: stored + policy.freshMs + policy.staleMs,
      refreshing: false,
      retryAt: 0,
    };
    if (entry.br) entry.offered.push('br');
    if (entry.gzip) entry.offered.push('gzip');
    pages.delete(key);
    notFound.delete(key);
    (status === 200 ? pages : notFound).set(key, entry);
    counters.stored += 1;
    uncacheable.delete(key);
    return entry;
  };

  return {
    key: (request, url) => pageCacheKey(request, url, { cookies, pageLanguage, version }),
    keyed: (request, url) => keyedRequest(request, url, { cookies, pageLanguage, version }),

    policy: (response) => cachePolicy(response, { maxFreshSeconds, maxStaleSeconds }),

    lookup(key) {
      const entry = find(key);
      if (!entry) return undefined;
      const time = now();
      if (time < entry.freshUntil) {
        counters.hits += 1;
        return { entry, state: 'HIT' };
      }
      if (time >= entry.staleUntil) {
        remove(entry);
        return undefined;
      }
      if (!entry.refreshing && time >= entry.retryAt) void refresh(entry);
      counters.stale += 1;
      return { entry, state: 'STALE' };
    },

    pending(key) {
      if (uncacheable.has(key)) return undefined;
      return inFlight.get(key);
    },

    begin(key) {
      counters.misses += 1;
      let settle!: (entry: PageCacheEntry | undefined) => void;
      const promise = new Promise<PageCacheEntry | undefined>((resolve) => {
        settle = resolve;
      });
      inFlight.set(key, promise);
      return (entry, notCacheable = !entry) => {
        if (inFlight.get(key) === promise) inFlight.delete(key);
        if (!entry && notCacheable) uncacheable.set(key, true);
        settle(entry);
      };
    },

    store,

    answer(entry, state, request) {
      const age = String(Math.max(0, Math.floor((now() - entry.storedAt) / 1000)));
      const ifNoneMatch = first(request.headers['if-none-match']);
      const etag = entry.etag;
      if (
        etag &&
        ifNoneMatch &&
        (ifNoneMatch === etag || ifNoneMatch.split(/\s*,\s*/).includes(etag))
      ) {
        return {
          status: 304,
          headers: { ...entry.headers, age, 'x-cache': state },
          body: undefined,
        };
      }
      const encoding =
        entry.offered.length > 0
          ? preferredEncoding(first(request.headers['accept-encoding']), entry.offered)
          : undefined;
      const body = (encoding && entry[encoding]) || entry.identity;
      return {
        status: entry.status,
        headers: {
          ...entry.headers,
          ...(body === entry.identity ? {} : { 'content-encoding': encoding }),
          'content-length': body.length,
          age,
          'x-cache': state,
        },
        body: request.method === 'HEAD' ? undefined : body,
      };
    },

    invalidate() {
      version += 1;
    },

    stats() {
      return {
        ...counters,
        entries: pages.size + notFound.size,
        bytes: pages.calculatedSize + notFound.calculatedSize,
        notFoundBytes: notFound.calculatedSize,
        version,
      };
    },
  };
}

/** The request a stored page is rendered again from: its URL and what its key names. */
function storedRequest({ url, parts }: StoredRequest): Request {
  const headers = new Headers();
  if (parts.cookie) headers.set('cookie', parts.cookie);
  if (parts.language) headers.set('accept-language', parts.language);
  return new Request(url, { method: 'GET', headers });
}

/** A compact copy of `bytes`: a view of Node's pool or zlib's chunk keeps the whole buffer alive. */
function ownCopy(bytes: Uint8Array): Buffer {
  const copy = Buffer.allocUnsafeSlow(bytes.byteLength);
  copy.set(bytes);
  return copy;
}

function headerBytes(headers: Record<string, string>): number {
  let bytes = 0;
  for (const name in headers) bytes += name.length + (headers[name]?.length ?? 0);
  return bytes;
}

/** The smallest brotli window (2^10–2^22) holding `length`; the default allocates 4 MB per page. */
function windowBits(length: number): number {
  return Math.min(22, Math.max(10, Math.ceil(Math.log2(length + 1))));
}
