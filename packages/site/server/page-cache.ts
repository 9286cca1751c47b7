/**
 * The HTML micro-cache: public pages the site already rendered are answered from memory, before
 * Remix is entered (rendering on every request is 40–65 times slower than serving bytes).
 *
 * What is cached: GET responses that are 200 or 404, whose Cache-Control says `public` with an
 * `s-maxage`, that set no cookie and are not already encoded. A 404 is kept like a page (an old
 * link shared on a snow day is asked for by every family that follows it), within a budget of its
 * own, so made-up paths cannot push the pages people read out of memory. What is never cached:
 * requests with `?preview`, an `Authorization` header or a session cookie.
 *
 * The key holds the cache's version: the site calls `invalidate()` (handed to it in Remix's load
 * context) whenever the set of notifications a page shows changes, every cached page then misses
 * at once and is rendered with the new set; older entries are never reached again and leave by
 * LRU or expiry.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import cacheControl from 'cache-control-parser';
import { parse as parseCookies } from 'cookie';
import { LRUCache } from 'lru-cache';
import { type Encoding, isCompressible, preferredEncoding } from './encoding.js';

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
// Request headers left out when a stored page is rendered again in the background.
const NOT_REPLAYED = new Set([
  'if-none-match',
  'if-modified-since',
  'content-length',
  'connection',
]);

/**
 * The cookies a page depends on, as the site names them: the preference cookies that change what
 * a page shows (each value a page of its own), and the session cookies whose holder is signed in
 * (never cached). The site hands them over from where it defines them (its entry module).
 */
export interface PageCacheCookies {
  preferences: readonly string[];
  isSession: (name: string) => boolean;
}

/** The parts of a request the cache key reads, besides the URL the server decided. */
export interface KeyedRequest {
  method?: string | undefined;
  headers: Record<string, string | string[] | undefined>;
}

/** What a key is made of besides the request. */
export interface KeyRules {
  /**
   * The site's cookies; when the site names none, a request with any cookie is never answered
   * from the cache (it cannot tell a preference or a session from the rest).
   */
  cookies: PageCacheCookies | undefined;
  /**
   * What a page depends on of an Accept-Language header (the language the site negotiates from
   * it); default the whole header.
   */
  pageLanguage?: ((acceptLanguage: string | undefined) => string) | undefined;
  /** The notification-set version (see {@link PageCache.invalidate}). */
  version?: number;
}

/**
 * The cache key of a request for `url`, or undefined when the request must not be answered from
 * the cache. Key = origin + path + query + the preference cookies + the page's language + the
 * version. `url` is the URL the server gives the site (its decided origin, the target's path and
 * the query that names the page): the key names the page that is rendered, never a forwarded
 * header nor the raw Host header, which any client could set.
 */
export function pageCacheKey(
  request: KeyedRequest,
  url: URL,
  { cookies, pageLanguage, version = 0 }: KeyRules,
): string | undefined {
  const { method, headers } = request;
  if (method !== 'GET' && method !== 'HEAD') return undefined;
  if (headers.authorization !== undefined) return undefined;
  if (url.search.includes('preview') && url.searchParams.has('preview')) return undefined;
  let preferences = '';
  const header = headers.cookie;
  if (typeof header === 'string' && header !== '') {
    if (!cookies) return undefined;
    // The first of duplicates, as the site reads them (the cookie codec keeps the first).
    const parsed = parseCookies(header);
    for (const name of Object.keys(parsed)) if (cookies.isSession(name)) return undefined;
    // In the order the site names them: the order in the header does not change the page.
    preferences = cookies.preferences
      .filter((name) => parsed[name] !== undefined)
      .map((name) => `${name}=${parsed[name]}`)
      .join(';');
  }
  const language = keyLanguage(first(headers['accept-language']), pageLanguage);
  return `${url.origin}${url.pathname}${url.search}\n${preferences}\n${language}\n${version}`;
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
 * How long a response may be kept, or undefined when it must not be stored. Fresh for its
 * s-maxage (at most `maxFreshSeconds`), then served stale while one background render replaces
 * it, for its stale-while-revalidate or stale-if-error (at most `maxStaleSeconds`).
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

/** One encoding of a stored page. */
export interface StoredVariant {
  body: Buffer;
  headers: Record<string, string | number>;
}

/** A stored page. */
export interface PageCacheEntry {
  key: string;
  /** 200, or 404 for the site's answer that there is no such page. */
  status: number;
  request: { url: string; headers: [string, string][] };
  /** The page's validator; a not-found answer has none. */
  etag: string | undefined;
  identity: StoredVariant;
  br: StoredVariant | undefined;
  gzip: StoredVariant | undefined;
  offered: Encoding[];
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
  /** The part of `bytes` not-found answers take. */
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
  /** Renders a page (the Remix handler); called again to refresh stale pages. */
  handle: (request: Request) => Promise<Response>;
  pageLanguage?: KeyRules['pageLanguage'];
  cookies?: PageCacheCookies | undefined;
  /** Total size of the pages kept, all encodings; least recently used pages leave first. */
  maxBytes?: number;
  /** The part of `maxBytes` not-found answers may take; default an eighth. */
  maxNotFoundBytes?: number;
  /** Larger bodies are never kept. */
  maxEntryBytes?: number;
  /** Wait after a failed refresh before the next one. */
  retryMs?: number;
  now?: () => number;
  onError?: (error: unknown) => void;
}

/** The HTML micro-cache (see the module's summary). */
export interface PageCache {
  /** The key of a request for `url`, or undefined when it must bypass the cache. */
  key(request: KeyedRequest, url: URL): string | undefined;
  /** How long a response may be kept, or undefined (see {@link cachePolicy}). */
  policy(response: Response): CachePolicy | undefined;
  /**
   * The stored page for `key` with its state, HIT or STALE, or undefined. A stale page starts one
   * background refresh (never two at once for a key).
   */
  lookup(key: string): { entry: PageCacheEntry; state: 'HIT' | 'STALE' } | undefined;
  /** The first render of `key` in flight, for requests that should wait for it. */
  pending(key: string): Promise<PageCacheEntry | undefined> | undefined;
  /**
   * Marks the render of `key` as in flight; call the returned `settle(entry | undefined,
   * notCacheable)` when it is stored or was not. Only a page that turned out not cacheable (the
   * default without an entry) stops the coalescing for a while: a render whose client left or
   * that failed says nothing of the page, and during a surge every request for the page would
   * otherwise render it at once.
   */
  begin(key: string): (entry: PageCacheEntry | undefined, notCacheable?: boolean) => void;
  /** Stores a fully read 200 or 404 response under `key`; undefined when too large. */
  store(
    key: string,
    request: { url: string; headers: Headers | [string, string][] },
    response: Response,
    body: Buffer,
    policy: CachePolicy,
  ): Promise<PageCacheEntry | undefined>;
  /** The answer to send for a stored page, in the encoding the client prefers. */
  answer(
    entry: PageCacheEntry,
    state: 'HIT' | 'STALE',
    request: { method: string; headers: Record<string, string | string[] | undefined> },
  ): CachedAnswer;
  /** Makes every stored page miss: the site's notification set changed. */
  invalidate(): void;
  /** Counters and size, for tests and logs. */
  stats(): PageCacheStats;
}

/**
 * An in-memory cache of rendered pages in front of `handle(request) → Promise<Response>` (the
 * Remix handler), which it calls again itself to refresh stale pages in the background. Bounded
 * by bytes with lru-cache: not-found answers take at most `maxNotFoundBytes` of the `maxBytes`,
 * in an LRU of their own, so a scanner asking for a thousand made-up paths evicts its own
 * answers, not the pages.
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
  /** key → Promise<entry | undefined> of the first render in flight. */
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
      const response = await handle(
        new Request(entry.request.url, { method: 'GET', headers: entry.request.headers }),
      );
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
    // Pages are compressed again at every refresh (each s-maxage): brotli 7 and gzip 6 give
    // within 10% of the smallest output (brotli 11, gzip 9) for a thirtieth of the time.
    const [br, gz] = compressible
      ? await Promise.all([
          brotli(body, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 7,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
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
    const variant = (data: Buffer | undefined, encoding: Encoding): StoredVariant | undefined =>
      data && data.length < body.length
        ? {
            body: data,
            headers: { ...headers, 'content-encoding': encoding, 'content-length': data.length },
          }
        : undefined;
    const stored = now();
    const entry: PageCacheEntry = {
      key,
      status,
      request: {
        url: request.url,
        headers: [...new Headers(request.headers)].filter(([name]) => !NOT_REPLAYED.has(name)),
      },
      etag: headers.etag,
      identity: { body, headers: { ...headers, 'content-length': body.length } },
      br: variant(br, 'br'),
      gzip: variant(gz, 'gzip'),
      offered: [],
      bytes: key.length + body.length + (br?.length ?? 0) + (gz?.length ?? 0),
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
        const { 'content-length': _length, ...headers } = entry.identity.headers;
        return { status: 304, headers: { ...headers, age, 'x-cache': state }, body: undefined };
      }
      const encoding =
        entry.offered.length > 0
          ? preferredEncoding(first(request.headers['accept-encoding']), entry.offered)
          : undefined;
      const variant = (encoding && entry[encoding]) || entry.identity;
      return {
        status: entry.status,
        headers: { ...variant.headers, age, 'x-cache': state },
        body: request.method === 'HEAD' ? undefined : variant.body,
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
