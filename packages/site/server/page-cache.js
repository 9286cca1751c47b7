// The HTML micro-cache: public pages the site already rendered are answered from memory, before
// Remix is entered (issues #10: rendering on every request is 40–65 times slower than serving
// bytes). Kept as JavaScript beside serve.js so the production server runs with node alone.
//
// What is cached: GET responses that are 200 or 404, whose Cache-Control says `public` with an
// `s-maxage`, that set no cookie and are not already encoded. A 404 is kept like a page (an old
// link shared on a snow day is asked for by every family that follows it), within a budget of its
// own, so made-up paths cannot push the pages people read out of memory. What is never cached:
// requests with `?preview`, an `Authorization` header or a session cookie (a name ending in
// `-session`).
//
// Contract with the site (the notification set): the key holds a version read from
// `globalThis[Symbol.for('district.page-cache')]?.version` at every request. Whenever the set of
// notifications a page shows changes, the site replaces that version with a greater integer:
//
//   const state = (globalThis[Symbol.for('district.page-cache')] ??= { version: 0 });
//   state.version += 1;
//
// Every cached page then misses at once and is rendered with the new set; older entries are never
// reached again and leave by LRU or expiry. Through the global symbol, not an import, because the
// site is bundled into the server build while this module is not.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** The global symbol under which the site publishes `{ version }` of its notification set. */
export const PAGE_CACHE_STATE = Symbol.for('district.page-cache');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The answers kept: a page, and the site's answer that there is none. */
const STORED_STATUSES = new Set([200, 404]);
const PREFERENCE_COOKIE = /-(?:website-state|notifications-dismissed)$/;
const SESSION_COOKIE = /-session$/;
const COMPRESSIBLE_TYPE =
  /^(?:text\/|application\/(?:json|javascript|xml|[\w.+-]+\+(?:json|xml))|image\/svg\+xml)/i;
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
]);
// Request headers left out when a stored page is rendered again in the background.
const NOT_REPLAYED = new Set([
  'if-none-match',
  'if-modified-since',
  'content-length',
  'connection',
]);

/**
 * The cache key of a request, or undefined when the request must not be answered from the cache.
 * Key = origin + path + query + the preference cookies + Accept-Language + the notification-set
 * version. `pageLanguage(acceptLanguage) → string`, when the site gives it, reduces the
 * Accept-Language header to what the page depends on (the language it negotiates): browsers
 * write the same preference in dozens of ways (`en-US,en;q=0.9`, `en-US,en;q=0.5`,
 * `en-GB,en;q=0.9,es;q=0.8`…), each of which was a page of its own. `url` is the URL the listener gives the site (requestOrigin's protocol and host, the
 * target's path and query): the key names the page that is rendered, never a forwarded header
 * read here nor the raw Host header, which any client could set (`Host: school.example/about-us`
 * glued to the path `/` had filed the home page under `/about-us/`).
 */
export function pageCacheKey(request, url, pageLanguage) {
  const { method, headers } = request;
  if (method !== 'GET' && method !== 'HEAD') return undefined;
  if (headers.authorization !== undefined) return undefined;
  if (url.search.includes('preview') && url.searchParams.has('preview')) return undefined;
  let preferences = '';
  const cookie = headers.cookie;
  if (cookie) {
    const kept = new Map();
    for (const pair of cookie.split(';')) {
      const equals = pair.indexOf('=');
      const name = (equals === -1 ? pair : pair.slice(0, equals)).trim();
      if (SESSION_COOKIE.test(name)) return undefined;
      // The first of duplicates, as the site reads them (a client sending the preference twice
      // must not have its page filed under the other value).
      if (PREFERENCE_COOKIE.test(name) && !kept.has(name)) kept.set(name, pair.trim());
    }
    // Order of different cookies in the header does not change the page.
    preferences = [...kept.keys()]
      .sort()
      .map((name) => kept.get(name))
      .join(';');
  }
  const version = globalThis[PAGE_CACHE_STATE]?.version ?? 0;
  const language = keyLanguage(headers['accept-language'], pageLanguage);
  return `${url.origin}${url.pathname}${url.search}\n${preferences}\n${language}\n${version}`;
}

/** The Accept-Language part of a key: the site's reading of it, else (or should it fail) itself. */
function keyLanguage(acceptLanguage, pageLanguage) {
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

/**
 * How long a response may be kept: `{ freshMs, staleMs }`, or undefined when it must not be
 * stored. Fresh for its s-maxage (at most `maxFreshSeconds`), then served stale while one
 * background render replaces it, for its stale-while-revalidate or stale-if-error (at most
 * `maxStaleSeconds`).
 */
export function cachePolicy(response, { maxFreshSeconds = 60, maxStaleSeconds = 3600 } = {}) {
  if (!STORED_STATUSES.has(response.status)) return undefined;
  const headers = response.headers;
  if (headers.has('set-cookie') || headers.has('content-encoding')) return undefined;
  if ((headers.get('vary') ?? '').includes('*')) return undefined;
  const directives = parseCacheControl(headers.get('cache-control'));
  if (!directives.has('public')) return undefined;
  if (directives.has('private') || directives.has('no-store') || directives.has('no-cache')) {
    return undefined;
  }
  const sMaxAge = seconds(directives.get('s-maxage'));
  if (!sMaxAge) return undefined;
  const stale = Math.max(
    seconds(directives.get('stale-while-revalidate')),
    seconds(directives.get('stale-if-error')),
  );
  return {
    freshMs: Math.min(sMaxAge, maxFreshSeconds) * 1000,
    staleMs: Math.min(stale, maxStaleSeconds) * 1000,
  };
}

function parseCacheControl(value) {
  const directives = new Map();
  if (!value) return directives;
  for (const part of value.split(',')) {
    const [name = '', argument] = part.split('=');
    directives.set(name.trim().toLowerCase(), argument?.trim().replace(/^"|"$/g, '') ?? '');
  }
  return directives;
}

function seconds(value) {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : 0;
}

/**
 * The encoding to answer with for an Accept-Encoding header, among the ones on offer: 'br',
 * 'gzip' or undefined (identity). Honours `q=0`.
 */
export function preferredEncoding(acceptEncoding, offered = BOTH_ENCODINGS) {
  if (!acceptEncoding) return undefined;
  // Clients send a handful of distinct headers: parse each once (this runs on every cache hit).
  const memoKey = `${offered.join()}\n${acceptEncoding}`;
  const known = encodingMemo.get(memoKey);
  if (known !== undefined) return known || undefined;
  if (encodingMemo.size >= 256) encodingMemo.clear();
  const best = parseAcceptEncoding(acceptEncoding, offered);
  encodingMemo.set(memoKey, best ?? '');
  return best;
}

const BOTH_ENCODINGS = ['br', 'gzip'];
const encodingMemo = new Map();

function parseAcceptEncoding(acceptEncoding, offered) {
  let best;
  let bestQuality = 0;
  for (const part of acceptEncoding.split(',')) {
    const [token = '', ...parameters] = part.split(';');
    const name = token.trim().toLowerCase();
    let quality = 1;
    for (const parameter of parameters) {
      const [key, value] = parameter.split('=');
      if (key?.trim() === 'q') quality = Number(value);
    }
    const candidates = name === '*' ? offered : offered.includes(name) ? [name] : [];
    for (const candidate of candidates) {
      // On a tie, the server's order (brotli first) decides.
      const better =
        quality > bestQuality ||
        (quality === bestQuality && offered.indexOf(candidate) < offered.indexOf(best));
      if (quality > 0 && better) {
        best = candidate;
        bestQuality = quality;
      }
    }
  }
  return best;
}

/** Whether a Content-Type is worth compressing. */
export function isCompressible(contentType) {
  return Boolean(contentType) && COMPRESSIBLE_TYPE.test(contentType);
}

/**
 * An in-memory cache of rendered pages in front of `handle(request) → Promise<Response>` (the
 * Remix handler), which it calls again itself to refresh stale pages in the background. Not-found
 * answers take at most `maxNotFoundBytes` of the `maxBytes`, the least recently used leaving
 * first: a scanner asking for a thousand made-up paths evicts its own answers, not the pages.
 */
export function createPageCache({
  handle,
  pageLanguage,
  maxBytes = 64 * 1024 * 1024,
  maxNotFoundBytes = maxBytes / 8,
  maxEntryBytes = 2 * 1024 * 1024,
  maxFreshSeconds = 60,
  maxStaleSeconds = 3600,
  retryMs = 2000,
  now = Date.now,
  onError = (error) =>
    console.error(
      JSON.stringify({ level: 'error', msg: 'page cache refresh failed', error: String(error) }),
    ),
} = {}) {
  /** key → entry, least recently used first. */
  const entries = new Map();
  /** key → Promise<entry | undefined> of the first render in flight. */
  const inFlight = new Map();
  /** key → time until which the page is known not to be cacheable (no coalescing then). */
  const uncacheable = new Map();
  const counters = { hits: 0, stale: 0, misses: 0, stored: 0, refreshes: 0, refreshErrors: 0 };
  let bytes = 0;
  let notFoundBytes = 0;

  function remove(entry) {
    if (entries.get(entry.key) === entry) {
      entries.delete(entry.key);
      bytes -= entry.bytes;
      if (entry.status !== 200) notFoundBytes -= entry.bytes;
    }
  }

  function evict() {
    for (const entry of entries.values()) {
      if (notFoundBytes <= maxNotFoundBytes) break;
      if (entry.status !== 200) remove(entry);
    }
    for (const entry of entries.values()) {
      if (bytes <= maxBytes) break;
      remove(entry);
    }
    pruneUncacheable(now());
  }

  // Insertion order is expiry order (a key is moved to the end when marked again).
  function pruneUncacheable(time) {
    for (const [key, until] of uncacheable) {
      if (until <= time || uncacheable.size > 10_000) uncacheable.delete(key);
      else break;
    }
  }

  async function refresh(entry) {
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

  /**
   * Stores a fully read 200 or 404 response under `key`; `request` ({ url, headers }) is what a
   * background refresh renders again. Resolves to the entry, or undefined when too large.
   */
  async function store(key, request, response, body, policy) {
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
    const headers = {};
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
    const variant = (data, encoding) =>
      data && data.length < body.length
        ? {
            body: data,
            headers: { ...headers, 'content-encoding': encoding, 'content-length': data.length },
          }
        : undefined;
    const stored = now();
    const entry = {
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
      touchedAt: stored,
      refreshing: false,
      retryAt: 0,
    };
    if (entry.br) entry.offered.push('br');
    if (entry.gzip) entry.offered.push('gzip');
    const previous = entries.get(key);
    if (previous) remove(previous);
    entries.set(key, entry);
    bytes += entry.bytes;
    if (status !== 200) notFoundBytes += entry.bytes;
    counters.stored += 1;
    uncacheable.delete(key);
    evict();
    return entry;
  }

  return {
    /** The key of a node:http request for `url`, or undefined when it must bypass the cache. */
    key: (request, url) => pageCacheKey(request, url, pageLanguage),

    /** How long a response may be kept, or undefined (see {@link cachePolicy}). */
    policy: (response) => cachePolicy(response, { maxFreshSeconds, maxStaleSeconds }),

    /**
     * The stored page for `key` with its state, HIT or STALE, or undefined. A stale page starts
     * one background refresh (never two at once for a key).
     */
    lookup(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      const time = now();
      if (time < entry.freshUntil) {
        // Moving an entry to the young end costs two Map operations: once a second is enough.
        if (time - entry.touchedAt > 1000) {
          entries.delete(key);
          entries.set(key, entry);
          entry.touchedAt = time;
        }
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

    /** The first render of `key` in flight, for requests that should wait for it. */
    pending(key) {
      const until = uncacheable.get(key);
      if (until !== undefined && until > now()) return undefined;
      return inFlight.get(key);
    },

    /**
     * Marks the render of `key` as in flight; call the returned `settle(entry | undefined,
     * notCacheable)` when it is stored or was not. Only a page that turned out not cacheable
     * (`notCacheable`, the default without an entry) stops the coalescing for a while: a render
     * whose client left or that failed says nothing of the page, and during a surge every request
     * for the page would otherwise render it at once.
     */
    begin(key) {
      counters.misses += 1;
      let settle;
      const promise = new Promise((resolve) => {
        settle = resolve;
      });
      inFlight.set(key, promise);
      return (entry, notCacheable = !entry) => {
        if (inFlight.get(key) === promise) inFlight.delete(key);
        if (!entry && notCacheable) {
          const time = now();
          uncacheable.delete(key);
          uncacheable.set(key, time + 10_000);
          pruneUncacheable(time);
        }
        settle(entry);
      };
    },

    store,

    /** Writes a stored page to a node:http response, in the encoding the client prefers. */
    serve(entry, state, req, res) {
      const etag = entry.etag;
      const ifNoneMatch = req.headers['if-none-match'];
      const age = String(Math.max(0, Math.floor((now() - entry.storedAt) / 1000)));
      if (
        etag &&
        ifNoneMatch &&
        (ifNoneMatch === etag || ifNoneMatch.split(/\s*,\s*/).includes(etag))
      ) {
        const { 'content-length': _length, ...headers } = entry.identity.headers;
        res.writeHead(304, { ...headers, age, 'x-cache': state });
        res.end();
        return;
      }
      const encoding =
        entry.offered.length > 0
          ? preferredEncoding(req.headers['accept-encoding'], entry.offered)
          : undefined;
      const variant = (encoding && entry[encoding]) || entry.identity;
      res.writeHead(entry.status, { ...variant.headers, age, 'x-cache': state });
      res.end(req.method === 'HEAD' ? undefined : variant.body);
    },

    /** Counters and size, for tests and logs. */
    stats() {
      return { ...counters, entries: entries.size, bytes, notFoundBytes };
    },
  };
}
