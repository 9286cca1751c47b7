// Adapts node:http to Remix's fetch-style request handler, with the page cache in front of it,
// the client build beside it and compression behind it.
import { randomUUID } from 'node:crypto';
import zlib from 'node:zlib';
import { createRequestHandler } from '@remix-run/node';
import { createPageCache, isCompressible, preferredEncoding } from './page-cache.js';
import { setSecurityHeaders } from './security-headers.js';
import { createStaticAssets } from './static-assets.js';

/** Longer request targets are refused with 414 before anything parses them. */
export const MAX_URL_LENGTH = 2_048;
/**
 * Larger request bodies are refused with 413, before (Content-Length) or while (chunked) they
 * arrive. The largest form a visitor can send is under 100 KB (a 5,000-character message of
 * four-byte characters, percent-encoded, and the other fields); a body was read whole before,
 * so a few 200 MB posts would have taken the process's memory.
 */
export const MAX_BODY_BYTES = 256 * 1024;
/** The methods the site answers; any other is refused with 405 before Remix sees it. */
const ALLOWED_METHODS = new Set(['GET', 'HEAD', 'POST']);
/** The header carrying the client address to Remix; set here only, never trusted from outside. */
export const CLIENT_IP_HEADER = 'x-district-client-ip';
/** The request id header: kept from the client when well-formed, else generated. */
export const REQUEST_ID_HEADER = 'x-request-id';
// An incoming id is kept only when it cannot smuggle anything into logs or headers.
const VALID_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;
/**
 * The global symbol under which the site publishes `() => figures` of its data layer (the
 * resilient reader's counters, the translation memory's), read by the periodic summary line.
 * Through the global symbol, not an import, for the reason page-cache.js gives.
 */
export const SERVER_METRICS = Symbol.for('district.server-metrics');
/** How often the summary line is written, when there was traffic (LOG_SUMMARY_INTERVAL_MS). */
export const SUMMARY_INTERVAL_MS = 60_000;
// The state of responses answered from the page cache (HIT or STALE), for their access line.
const servedFromCache = new WeakMap();
// Paths in access lines are cut here: a refused target can be 2 KB of noise.
const MAX_LOGGED_PATH = 200;

/** Writes one JSON log line to stdout. */
function writeLogLine(line) {
  console.log(JSON.stringify({ level: 'info', time: new Date().toISOString(), ...line }));
}

// Dynamic responses are compressed while they stream: fast settings, not the smallest output.
// A 256 KB window (brotli's default is 4 MB) holds any page we render whole, so the output is the
// same bytes, and each response's encoder allocates a sixteenth of the memory, which V8 counts
// towards its next garbage collection.
const BROTLI_DYNAMIC = {
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3, [zlib.constants.BROTLI_PARAM_LGWIN]: 18 },
};
const GZIP_DYNAMIC = { level: 6 };

/** A node:http request listener for a Remix server build and its client assets. */
export function createRequestListener({
  build,
  clientDirectory,
  mode = 'production',
  pageCache,
  ...logging
}) {
  // The site's entry says what of a request names its pages (see createHandlerListener).
  const { pageQuery, pageLanguage } = build.entry?.module ?? {};
  return createHandlerListener({
    handle: createRequestHandler(build, mode),
    clientDirectory,
    pageCache,
    ...(typeof pageQuery === 'function' ? { pageQuery } : {}),
    ...(typeof pageLanguage === 'function' ? { pageLanguage } : {}),
    ...logging,
  });
}

/**
 * The listener around any fetch-style `handle(request) → Promise<Response>`: page cache first
 * (before Remix is entered), then the client build, then `handle`, its answer compressed when the
 * client accepts it. `pageCache`: options of createPageCache, or false to turn it off (default:
 * on unless DISABLE_PAGE_CACHE=1). Logging: one access line per request (off with ACCESS_LOG=0)
 * and a summary of the cache figures every `summaryIntervalMs` when there was traffic (0: never),
 * both through `log(line)`. `pageQuery(search, pathname) → search`: the part of a request's
 * query that names a page (default: all of it); the site renders, and the page cache keys, the
 * URL with that query only, so parameters that never change a page (a campaign link's
 * `utm_source`, each Facebook click's own `fbclid`, a cache-busting flood's random ones) do not
 * make every visitor miss the cache.
 * `pageLanguage(acceptLanguage) → string`: what a page depends on of Accept-Language, for the
 * page cache's key (see pageCacheKey); default the whole header.
 */
export function createHandlerListener({
  handle,
  clientDirectory,
  pageQuery = wholeQuery,
  pageLanguage,
  pageCache = process.env.DISABLE_PAGE_CACHE !== '1',
  accessLog = process.env.ACCESS_LOG !== '0',
  summaryIntervalMs = Number(process.env.LOG_SUMMARY_INTERVAL_MS) || SUMMARY_INTERVAL_MS,
  log = writeLogLine,
}) {
  const cache =
    pageCache === false
      ? undefined
      : createPageCache({
          handle,
          pageLanguage,
          ...(typeof pageCache === 'object' ? pageCache : {}),
        });
  const assets = clientDirectory
    ? createStaticAssets(clientDirectory)
    : (_req, _res, next) => next();

  // Waits for the render of `key` in flight, if any, else renders. A waiter whose render was not
  // stored (its client left, it failed, or the page is not cacheable) tries again: the first such
  // waiter renders and the others wait for that render instead of all rendering at once. Bounded,
  // so renders that keep failing cannot hold a request forever.
  function awaitNextRender(req, res, origin, url, key, attempts) {
    const pending = attempts < 3 ? cache.pending(key) : undefined;
    if (!pending) {
      dispatch(req, res, origin, url, key);
      return;
    }
    pending
      .then((entry) => {
        if (res.destroyed) return;
        if (entry) {
          servedFromCache.set(res, 'HIT');
          cache.serve(entry, 'HIT', req, res);
        } else awaitNextRender(req, res, origin, url, key, attempts + 1);
      })
      .catch((error) => fail(res, error));
  }

  function dispatch(req, res, origin, url, key) {
    assets(req, res, () => {
      respond(handle, cache, req, res, origin, url, key).catch((error) => fail(res, error));
    });
  }

  let requests = 0;
  const listener = (req, res) => {
    requests += 1;
    // Read at every request, like the rest of the listener's environment, so tests can change it.
    const hops = trustedHops();
    const origin = requestOrigin(req, hops);
    setSecurityHeaders(res, origin);
    identify(req, res, hops);
    if (accessLog) logAccess(req, res, log);
    const { refusal, url } = checkTarget(req, origin, pageQuery);
    // Nothing here reflects the request: the refusals are fixed texts.
    if (refusal) {
      reject(res, refusal.status, refusal.message);
      return;
    }
    if (!cache) {
      dispatch(req, res, origin, url, undefined);
      return;
    }
    // Keyed on the URL the site will render, so a copy is only ever found under its own page.
    const key = cache.key(req, url);
    if (key !== undefined) {
      const found = cache.lookup(key);
      if (found) {
        servedFromCache.set(res, found.state);
        cache.serve(found.entry, found.state, req, res);
        return;
      }
      // A page being rendered for someone else right now: wait for it rather than render it again
      // (or render it, when none is).
      awaitNextRender(req, res, origin, url, key, 0);
      return;
    }
    dispatch(req, res, origin, url, key);
  };
  /** The page cache, or undefined when turned off; for tests and diagnostics. */
  listener.pageCache = cache;
  /** Writes the summary line now, if there was traffic since the last one. */
  listener.logSummary = () => {
    if (requests === 0) return;
    log(summaryLine(requests, cache));
    requests = 0;
  };
  const timer =
    summaryIntervalMs > 0 ? setInterval(listener.logSummary, summaryIntervalMs) : undefined;
  // The summary never keeps a process alive.
  timer?.unref();
  /** Stops the summary timer. */
  listener.close = () => clearInterval(timer);
  return listener;
}

/**
 * One line when the response is done or abandoned: the request id, method, path (no query
 * string: it may carry what a visitor typed), status, cache state and duration.
 */
function logAccess(req, res, log) {
  const started = performance.now();
  res.once('close', () => {
    const path = (req.url ?? '/').split('?', 1)[0] ?? '/';
    log({
      msg: 'request',
      requestId: res.getHeader(REQUEST_ID_HEADER),
      method: req.method,
      path: path.length > MAX_LOGGED_PATH ? `${path.slice(0, MAX_LOGGED_PATH)}…` : path,
      status: res.statusCode,
      cache: servedFromCache.get(res) ?? res.getHeader('x-cache') ?? 'BYPASS',
      durationMs: Math.round(performance.now() - started),
      ...(res.writableFinished ? {} : { aborted: true }),
    });
  });
}

/** The summary line: requests since the last one, the page cache's and the data layer's figures. */
function summaryLine(requests, cache) {
  let data;
  try {
    data = globalThis[SERVER_METRICS]?.();
  } catch {
    data = undefined;
  }
  return {
    msg: 'cache summary',
    requests,
    pageCache: cache ? cache.stats() : null,
    ...(data && typeof data === 'object' ? data : {}),
  };
}

/**
 * How many proxies in front of the server append to `x-forwarded-for` (TRUST_PROXY, a whole
 * number; unset or anything else: none, the socket's address is the client's).
 */
function trustedHops() {
  const value = process.env.TRUST_PROXY ?? '';
  return /^\d{1,2}$/.test(value) ? Number(value) : 0;
}

/**
 * The entry of a forwarded header (`x-forwarded-for`, `-host`, `-proto`) that the outermost of
 * `hops` trusted proxies wrote, or undefined when no proxy is trusted or the header is absent.
 * Each proxy appends to what it received, so that entry is the `hops`-th from the right; entries
 * to its left are whatever the client sent (taking the first would let any client choose its
 * rate-limit key, or the host of the site's links). With fewer entries than proxies (a proxy
 * that replaces the header rather than appending to it, or outer ones that do not send it), the
 * leftmost, the outermost there is. One rule for the three headers, so one TRUST_PROXY describes
 * the chain; it holds only if every trusted proxy sets or appends each header: one that passes a
 * client's value on untouched (nginx does, for a header it is not told to set) hands it over.
 */
function trustedEntry(value, hops) {
  if (hops < 1 || typeof value !== 'string') return undefined;
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries[Math.max(0, entries.length - hops)];
}

/**
 * SITE_URL's `{ protocol, host }` when it is set to an http(s) URL, else null. The site's env
 * module refuses a bad SITE_URL at start-up, so a value that does not parse here is never served.
 */
function siteOrigin() {
  const value = process.env.SITE_URL?.trim();
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return { protocol: url.protocol.slice(0, -1), host: url.host };
  } catch {
    return null;
  }
}

/**
 * Where the client sent the request, `{ protocol, host }`, which the request URL (every absolute
 * link of the page), the page-cache key and HSTS are made from. Behind `hops` trusted proxies
 * (TRUST_PROXY), from `x-forwarded-host` and `x-forwarded-proto` when the proxy sent them;
 * otherwise from the Host header and whether the socket itself is TLS. Without a trusted proxy
 * those headers are anyone's to write: honouring them let one request make the site link to
 * another host, and a CDN that does not key on them serve that page to everyone.
 */
export function requestOrigin(req, hops = trustedHops(), site = siteOrigin()) {
  // The deployment's public origin, when the operator gave it: no header of the request decides
  // the site's links or its cache key then.
  if (site) return site;
  const host = trustedEntry(req.headers['x-forwarded-host'], hops) || req.headers.host;
  const proto = trustedEntry(req.headers['x-forwarded-proto'], hops)?.toLowerCase();
  const https = proto ? proto === 'https' : Boolean(req.socket?.encrypted);
  return { protocol: https ? 'https' : 'http', host: host || 'localhost' };
}

/**
 * Gives the request its id (echoed in the response) and the client address Remix sees: behind
 * TRUST_PROXY=n proxies, the `x-forwarded-for` entry the outermost trusted proxy saw (see
 * trustedEntry), else the socket's address. Both headers are overwritten here.
 */
function identify(req, res, hops) {
  const incoming = req.headers[REQUEST_ID_HEADER];
  const id =
    typeof incoming === 'string' && VALID_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  req.headers[REQUEST_ID_HEADER] = id;
  res.setHeader(REQUEST_ID_HEADER, id);
  const client = trustedEntry(req.headers['x-forwarded-for'], hops);
  req.headers[CLIENT_IP_HEADER] =
    (client && withoutPort(client)) || req.socket?.remoteAddress || 'unknown';
}

/**
 * The address of a forwarded entry that names the client's port too, as Azure App Service's front
 * end writes them (`203.0.113.7:54321`, `[2001:db8::7]:54321`): the port changes with every
 * connection, and the rate limit must count the client, not its connections. A bare IPv6 address
 * (colons, no brackets) is left as it is.
 */
function withoutPort(entry) {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(entry);
  if (bracketed) return bracketed[1];
  const ipv4 = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(entry);
  return ipv4 ? ipv4[1] : entry;
}

/**
 * Why a request is refused before the page cache, the client build and Remix see it, or
 * undefined: a method the site does not answer (405), a body declared larger than MAX_BODY_BYTES
 * (413), a target too long (414), a path whose percent-encoding does not decode, or one that holds
 * a NUL, a backslash or a `..` segment, raw or encoded, or that begins with `//` (400), a host the
 * URL parser rejects, or a post from another site (403). `origin`: the request's, from
 * requestOrigin.
 */
export function refuseHostileTarget(req, origin = requestOrigin(req)) {
  return checkTarget(req, origin).refusal;
}

/** How many Host header lines the request carried (Node's `headers` keeps only the first). */
function hostHeaderCount(req) {
  let count = 0;
  const raw = req.rawHeaders ?? [];
  for (let i = 0; i < raw.length; i += 2) if (raw[i].toLowerCase() === 'host') count += 1;
  return count;
}

/** The query of a site that says nothing of what names its pages: all of it. */
const wholeQuery = (search) => search;

/**
 * `{ refusal }` (see refuseHostileTarget), or `{ url }`: the URL the site is to see, its query
 * reduced by `pageQuery`.
 */
function checkTarget(req, origin, pageQuery = wholeQuery) {
  // undici's Request refuses TRACE, CONNECT and TRACK outright: they answered 500.
  if (!ALLOWED_METHODS.has(req.method)) {
    return { refusal: { status: 405, message: 'Method Not Allowed' } };
  }
  if (Number(req.headers['content-length']) > MAX_BODY_BYTES) {
    return { refusal: { status: 413, message: 'Content Too Large' } };
  }
  const target = req.url ?? '/';
  if (target.length > MAX_URL_LENGTH) return { refusal: { status: 414, message: 'URI Too Long' } };
  const bad = { refusal: { status: 400, message: 'Bad Request' } };
  // Two Host headers (RFC 9112 §3.2: answered 400): Node keeps the first, a proxy or CDN in front
  // may have read the other, and the two would disagree on which site this is.
  if (hostHeaderCount(req) > 1) return bad;
  if (!target.startsWith('/')) return bad;
  const pathname = target.split('?', 1)[0] ?? '/';
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return bad;
  }
  if (decoded.includes('\\') || hasControlCharacter(decoded)) return bad;
  if (decoded.split('/').some((segment) => segment === '..' || segment === '.')) return bad;
  // `//evil.example/about-us` is a path no page has, but anything that resolves it against our
  // origin (`new URL(path, origin)`, as canonical links are made) gets another host: refused.
  if (decoded.startsWith('//')) return bad;
  let url;
  try {
    url = requestUrl(req, origin);
  } catch {
    return bad;
  }
  if (url.search !== '') {
    const search = pageQuery(url.search, url.pathname);
    if (search !== url.search) url.search = search;
  }
  if (isCrossSitePost(req, origin) && !CROSS_SITE_POST_PATHS.has(decoded)) {
    return {
      refusal: { status: 403, message: 'Forbidden: this form was sent from another site.' },
    };
  }
  return { url };
}

/**
 * Paths that receive posts from another site by design: the identity provider's `form_post`
 * sign-in response, whose authenticity is checked by its `state` and PKCE, not by its Origin.
 */
const CROSS_SITE_POST_PATHS = new Set(['/auth/callback']);

/**
 * A post whose Origin (when sent) is not this site. Remix refuses these too, but by throwing,
 * which would answer 500; an Origin of `null` or one that is not a URL counts as foreign.
 */
function isCrossSitePost(req, origin) {
  const sender = req.headers.origin;
  if (req.method === 'GET' || req.method === 'HEAD' || sender === undefined) return false;
  try {
    // The same comparison as Remix's, the Origin's host against x-forwarded-host or Host, which
    // toRequest gives Remix as requestOrigin decided them.
    return new URL(sender).host !== origin.host;
  } catch {
    return true;
  }
}

function hasControlCharacter(text) {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * A short plain-text refusal: a fixed message, never any part of the request. A request whose
 * body is not read (413, or any refused post) closes its connection after the answer, rather
 * than have node read the rest of the body to keep it open.
 */
function reject(res, status, message) {
  res.statusCode = status;
  res.setHeader('content-type', 'text/plain; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  if (status === 405) res.setHeader('allow', [...ALLOWED_METHODS].join(', '));
  const method = res.req?.method;
  if (method !== 'GET' && method !== 'HEAD') res.setHeader('connection', 'close');
  res.end(message);
}

/**
 * A request's body, whole, or undefined when it grew past `limit` (the connection is then closed
 * after the refusal) or the client went away before sending it all.
 */
function readBody(req, limit) {
  return new Promise((resolve) => {
    const chunks = [];
    let size = 0;
    const finish = (body) => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onGone);
      req.off('close', onGone);
      resolve(body);
    };
    const onData = (chunk) => {
      size += chunk.length;
      if (size > limit) {
        req.pause();
        finish(undefined);
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => finish(Buffer.concat(chunks, size));
    const onGone = () => finish(undefined);
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onGone);
    req.on('close', onGone);
  });
}

function fail(res, error) {
  console.error(
    JSON.stringify({
      level: 'error',
      msg: 'unhandled request error',
      requestId: res.getHeader(REQUEST_ID_HEADER),
      error: String(error),
    }),
  );
  if (res.headersSent) {
    // Part of the body is out: cutting the connection is the only honest signal left.
    res.destroy();
    return;
  }
  res.statusCode = 500;
  res.setHeader('content-type', 'text/plain; charset=utf-8');
  res.end('Internal Server Error');
}

async function respond(handle, cache, req, res, origin, url, key) {
  let body;
  if (req.method === 'POST') {
    // Read here, whole and bounded, so no action can be handed more than MAX_BODY_BYTES.
    body = await readBody(req, MAX_BODY_BYTES);
    if (body === undefined) {
      if (!res.destroyed && !res.headersSent) reject(res, 413, 'Content Too Large');
      return;
    }
  }
  const request = toRequest(req, res, origin, url, body);
  // Only a GET may fill the cache: a HEAD answer has no body to keep.
  const settle = cache && key !== undefined && req.method === 'GET' ? cache.begin(key) : undefined;
  let entry;
  // Unknown until the site answers: a render that throws or loses its client is not a verdict.
  let notCacheable = false;
  try {
    const response = await handle(request);
    const policy = settle ? cache.policy(response) : undefined;
    notCacheable = policy === undefined;
    res.statusCode = response.status;
    res.statusMessage = response.statusText || res.statusMessage;
    for (const [name, value] of response.headers) {
      if (name !== 'set-cookie') res.setHeader(name, value);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) res.setHeader('set-cookie', cookies);
    if (cache) res.setHeader('x-cache', key === undefined ? 'BYPASS' : 'MISS');
    const encoding = chooseEncoding(req, res, response);
    const chunks = policy ? [] : undefined;
    const complete = await writeBody(response.body, req, res, encoding, chunks);
    // A whole answer that is not stored (too large, empty) will not be the next time either.
    if (complete) notCacheable = true;
    if (policy && complete && chunks.length > 0) {
      entry = await cache.store(key, request, response, Buffer.concat(chunks), policy);
    }
  } finally {
    settle?.(entry, !entry && notCacheable);
  }
}

/** Sets Vary and Content-Encoding for a compressible answer; returns the encoding to apply. */
function chooseEncoding(req, res, response) {
  const headers = response.headers;
  const status = response.status;
  const type = headers.get('content-type') ?? '';
  if (!response.body || status === 204 || status === 304) return undefined;
  if (!isCompressible(type) || type.startsWith('text/event-stream')) return undefined;
  if (headers.has('content-encoding') || /no-transform/i.test(headers.get('cache-control') ?? '')) {
    return undefined;
  }
  const vary = headers.get('vary');
  if (!vary) res.setHeader('vary', 'Accept-Encoding');
  else if (!/accept-encoding|\*/i.test(vary)) res.setHeader('vary', `${vary}, Accept-Encoding`);
  const encoding = preferredEncoding(req.headers['accept-encoding']);
  if (encoding) {
    res.removeHeader('content-length');
    res.setHeader('content-encoding', encoding);
  }
  return encoding;
}

/**
 * Streams a fetch body to the node response, through a compressor when `encoding` is set, copying
 * the raw chunks into `chunks` when given. Resolves true when the whole body reached the client.
 */
async function writeBody(body, req, res, encoding, chunks) {
  if (!body || req.method === 'HEAD') {
    await body?.cancel();
    res.end();
    return true;
  }
  let sink = res;
  let encoder;
  if (encoding) {
    encoder =
      encoding === 'br' ? zlib.createBrotliCompress(BROTLI_DYNAMIC) : zlib.createGzip(GZIP_DYNAMIC);
    encoder.on('error', (error) => res.destroy(error));
    encoder.pipe(res);
    sink = encoder;
  }
  // Streamed documents (React's shell, then deferred data) must reach the browser as they come,
  // so the compressor is flushed once per turn of the event loop in which chunks were written.
  let flushScheduled = false;
  const flush = () => {
    flushScheduled = false;
    if (!encoder.writableEnded && !encoder.destroyed) encoder.flush();
  };
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (res.destroyed) {
        await reader.cancel();
        encoder?.destroy();
        return false;
      }
      chunks?.push(Buffer.from(value));
      if (!sink.write(value)) await drained(sink, res);
      if (encoder && !flushScheduled) {
        flushScheduled = true;
        setImmediate(flush);
      }
    }
  } catch (error) {
    encoder?.destroy();
    throw error;
  }
  return new Promise((resolve) => {
    const done = () => {
      res.off('finish', done);
      res.off('close', done);
      resolve(res.writableFinished);
    };
    res.on('finish', done);
    res.on('close', done);
    sink.end();
  });
}

function drained(sink, res) {
  return new Promise((resolve) => {
    const done = () => {
      sink.off('drain', done);
      res.off('close', done);
      resolve();
    };
    sink.on('drain', done);
    res.on('close', done);
  });
}

/**
 * The URL the site sees: requestOrigin's protocol and host, then the target, appended to that
 * origin rather than resolved against it. Resolved, a target `//evil.example/x` (a network-path
 * reference) names its own host; appended, no target can leave the origin. refuseHostileTarget
 * has checked that the target begins with `/`.
 */
function requestUrl(req, origin) {
  const base = new URL(`${origin.protocol}://${origin.host}`);
  return new URL(`${base.origin}${req.url ?? '/'}`);
}

// Left out of the request Remix sees, whose URL already holds what requestOrigin decided: the
// site must not find a value the server did not trust. Remix's own post check reads
// x-forwarded-host before Host, so toRequest restates the decided host there when it is not Host.
const FORWARDED_ORIGIN = new Set(['x-forwarded-host', 'x-forwarded-proto']);

function toRequest(req, res, origin, url, body) {
  const controller = new AbortController();
  res.on('close', () => controller.abort());
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined || FORWARDED_ORIGIN.has(key)) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, value);
  }
  if (origin.host !== req.headers.host) headers.set('x-forwarded-host', origin.host);
  const init = { method: req.method, headers, signal: controller.signal };
  if (body !== undefined) init.body = body;
  return new Request(url.href, init);
}
