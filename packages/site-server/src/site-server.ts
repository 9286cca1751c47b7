/**
 * The production server on Fastify: request rules, then the page cache, then the client build,
 * then Remix with its answer compressed as it streams. One access line per request.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Readable, Transform } from 'node:stream';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import type { ServerRequestInfo } from './contract/load-context.js';
import { type Encoding, isCompressible, preferredEncoding } from './encoding.js';
import { DEFAULT_SUMMARY_INTERVAL_MS, type SiteOrigin } from './env.js';
import { createLogger, type Logger } from './logger.js';
import {
  createPageCache,
  type KeyedParts,
  keyedCookieHeader,
  type PageCache,
  type PageCacheCookies,
  type PageCacheEntry,
  type PageCacheOptions,
} from './page-cache.js';
import {
  ALLOWED_METHODS,
  asWritten,
  checkTarget,
  clientAddress,
  MAX_BODY_BYTES,
  REQUEST_ID_HEADER,
  requestId,
  requestOrigin,
  wholeQuery,
} from './request-rules.js';
import { setSecurityHeaders } from './security-headers.js';
import { createStaticAssets, type StaticAssets } from './static-assets.js';

/** Renders a request with what the server knows of it; remix-site.ts adds the services. */
export type SiteHandler = (request: Request, context: ServerRequestInfo) => Promise<Response>;

/** Options of {@link createSiteServer}. */
export interface SiteServerOptions {
  handle: SiteHandler;
  clientDirectory?: string | undefined;
  /** The part of a request's query that names a page (default: all of it). */
  pageQuery?: ((search: string, pathname: string) => string) | undefined;
  /** The canonical form of a path (the case of the site's routes); default as written. */
  pagePath?: ((pathname: string) => string) | undefined;
  pageLanguage?: ((acceptLanguage: string | undefined) => string) | undefined;
  pageCacheCookies?: PageCacheCookies | undefined;
  metrics?: (() => Record<string, unknown>) | undefined;
  /** The page cache's options, or false to turn it off. Default: on. */
  pageCache?: false | Partial<Omit<PageCacheOptions, 'handle'>>;
  accessLog?: boolean;
  /** How often the summary line is written when there was traffic (0: never). */
  summaryIntervalMs?: number;
  logger?: Logger;
  trustProxy?: number;
  siteOrigin?: SiteOrigin | null;
  requestTimeoutMs?: number;
}

/** The server, with its page cache (undefined when off) and its summary line. */
export interface SiteServer {
  app: FastifyInstance<Server, IncomingMessage, ServerResponse, Logger>;
  pageCache: PageCache | undefined;
  /** Writes the summary line now, if there was traffic since the last one. */
  logSummary(): void;
  /** Page answers since start by `x-cache` state (HIT, STALE, MISS, BYPASS), for the metrics. */
  cacheAnswers: Readonly<Record<'HIT' | 'STALE' | 'MISS' | 'BYPASS', number>>;
}

// Fast streaming settings (the page cache keeps its own brotli 7); a 256 KB window holds any page
// we render and costs a sixteenth of the default's memory (decision 024).
const BROTLI_DYNAMIC = {
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 2, [zlib.constants.BROTLI_PARAM_LGWIN]: 18 },
};
const GZIP_DYNAMIC = { level: 6 };
const CANONICAL_REDIRECT_CACHE = 'public, max-age=86400';
// Paths in access lines are cut here: a refused target can be 2 KB of noise.
const MAX_LOGGED_PATH = 200;
// Not passed to Remix: the site must not read a value the server did not trust. Remix's post check
// reads x-forwarded-host before Host, so the decided host is restated there.
const FORWARDED_ORIGIN = new Set(['x-forwarded-host', 'x-forwarded-proto']);

/** What the server decided about a request, kept on it for the handler and the log line. */
interface Decided {
  url: URL;
  origin: SiteOrigin;
  clientIp: string;
  key: string | undefined;
  parts: KeyedParts | undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    decided: Decided | undefined;
  }
  interface FastifyReply {
    cacheState: string | undefined;
  }
}

/** The Fastify server for a site's `handle`. */
export async function createSiteServer(options: SiteServerOptions): Promise<SiteServer> {
  const {
    handle,
    clientDirectory,
    pageQuery = wholeQuery,
    pagePath = asWritten,
    pageLanguage,
    pageCacheCookies,
    metrics,
    accessLog = true,
    summaryIntervalMs = DEFAULT_SUMMARY_INTERVAL_MS,
    logger = createLogger(),
    trustProxy = 0,
    siteOrigin = null,
    requestTimeoutMs = 30_000,
  } = options;

  const app = Fastify({
    loggerInstance: logger,
    logController: new LogController({
      disableRequestLogging: true,
      requestIdLogLabel: 'requestId',
    }),
    requestIdHeader: false,
    genReqId: requestId,
    bodyLimit: MAX_BODY_BYTES,
    // Checked every 2 s so a slow client cannot hold a connection for Node's default 30 s.
    serverFactory: (listener) =>
      createServer(
        {
          connectionsCheckingInterval: 2_000,
          headersTimeout: Math.min(10_000, requestTimeoutMs),
          requestTimeout: requestTimeoutMs,
          keepAliveTimeout: 65_000,
        },
        listener,
      ),
    requestTimeout: requestTimeoutMs,
    keepAliveTimeout: 65_000,
    routerOptions: { maxParamLength: 4_096 },
    frameworkErrors: (error, request, reply) => {
      const origin = requestOrigin(request.raw, trustProxy, siteOrigin);
      setSecurityHeaders(reply, origin);
      reply.header(REQUEST_ID_HEADER, request.id);
      reject(reply, 400, 'Bad Request');
      void error;
    },
  });

  const cache: PageCache | undefined =
    options.pageCache === false
      ? undefined
      : createPageCache({
          handle: (request) =>
            handle(request, {
              requestId: 'page-cache-refresh',
              clientIp: 'page-cache',
              invalidatePageCache,
            }),
          pageLanguage,
          cookies: pageCacheCookies,
          onError: (error) => logger.error({ error: String(error) }, 'page cache refresh failed'),
          ...(typeof options.pageCache === 'object' ? options.pageCache : {}),
        });
  function invalidatePageCache() {
    cache?.invalidate();
  }
  const assets: StaticAssets | undefined = clientDirectory
    ? createStaticAssets(clientDirectory)
    : undefined;
  if (clientDirectory) {
    // reply.sendFile only: the routes below decide what is a file of the build.
    await app.register(fastifyStatic, { root: clientDirectory, serve: false });
  }

  // Bodies are read whole and bounded here (413 past MAX_BODY_BYTES), so no action is handed more.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  let requests = 0;
  const cacheAnswers = { HIT: 0, STALE: 0, MISS: 0, BYPASS: 0 };
  app.decorateRequest('decided', undefined);
  app.decorateReply('cacheState', undefined);

  app.addHook('onRequest', (request, reply, done) => {
    requests += 1;
    const raw = request.raw;
    const origin = requestOrigin(raw, trustProxy, siteOrigin);
    setSecurityHeaders(reply, origin);
    reply.header(REQUEST_ID_HEADER, request.id);
    if (accessLog) logAccess(request, reply);
    const { refusal, redirect, url } = checkTarget(raw, origin, pageQuery, pagePath);
    if (refusal) {
      reject(reply, refusal.status, refusal.message);
      return;
    }
    if (redirect !== undefined) {
      reply
        .code(308)
        .header('location', redirect)
        .header('cache-control', CANONICAL_REDIRECT_CACHE)
        .send();
      return;
    }
    const keyed = cache?.keyed(raw, url);
    request.decided = {
      url,
      origin,
      clientIp: clientAddress(raw, trustProxy),
      key: keyed?.key,
      parts: keyed?.parts,
    };
    done();
  });

  // Fixed texts for what Fastify and @fastify/static refuse: never the error's own message.
  app.setErrorHandler(
    (error: { statusCode?: number; headers?: Record<string, string> }, request, reply) => {
      const status = error.statusCode;
      if (status === 413) {
        reject(reply, 413, 'Content Too Large');
      } else if (status === 416) {
        reply
          .code(416)
          .headers(error.headers ?? {})
          .send();
      } else if (status !== undefined && status < 500) {
        reject(reply, 400, 'Bad Request');
      } else {
        fail(request, reply, error);
      }
    },
  );

  // Waits for the render of `key` in flight, else renders. Waiters whose render was not stored try
  // again, one rendering for the rest; bounded so failing renders cannot hold a request forever.
  async function awaitNextRender(request: FastifyRequest, reply: FastifyReply, key: string) {
    for (let attempts = 0; attempts < 3; attempts += 1) {
      const pending = cache?.pending(key);
      if (!pending) break;
      const entry = await pending;
      if (reply.raw.destroyed) return;
      if (entry) {
        sendCached(request, reply, entry, 'HIT');
        return;
      }
    }
    await dispatch(request, reply);
  }

  function sendCached(
    request: FastifyRequest,
    reply: FastifyReply,
    entry: PageCacheEntry,
    state: 'HIT' | 'STALE',
  ) {
    const answer = (cache as PageCache).answer(entry, state, request.raw as never);
    reply.cacheState = state;
    cacheAnswers[state] += 1;
    reply.code(answer.status).headers(answer.headers);
    reply.send(answer.body);
  }

  async function dispatch(request: FastifyRequest, reply: FastifyReply) {
    const decided = request.decided as Decided;
    if (assets && (request.method === 'GET' || request.method === 'HEAD')) {
      const file = assets.find(decided.url.pathname);
      if (file && (await assets.serve(request, reply, file))) return;
    }
    await render(request, reply, decided);
  }

  async function render(request: FastifyRequest, reply: FastifyReply, decided: Decided) {
    const body =
      request.method === 'POST'
        ? ((request.body as Buffer | undefined) ?? Buffer.alloc(0))
        : undefined;
    const remixRequest = toRequest(request, reply, decided, body, pageCacheCookies);
    const key = decided.key;
    // Only a GET may fill the cache: a HEAD answer has no body to keep.
    const settle =
      cache && key !== undefined && request.method === 'GET' ? cache.begin(key) : undefined;
    let entry: PageCacheEntry | undefined;
    // Unknown until the site answers: a render that throws or loses its client is not a verdict.
    let notCacheable = false;
    try {
      const response = await handle(remixRequest, {
        requestId: request.id,
        clientIp: decided.clientIp,
        invalidatePageCache,
      });
      const policy = settle ? cache?.policy(response) : undefined;
      notCacheable = policy === undefined;
      reply.code(response.status);
      for (const [name, value] of response.headers) {
        if (name !== 'set-cookie') reply.header(name, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      if (cache) {
        const state = key === undefined ? 'BYPASS' : 'MISS';
        cacheAnswers[state] += 1;
        reply.cacheState = state;
        reply.header('x-cache', state);
      }
      const encoding = chooseEncoding(request, reply, response);
      const chunks: Buffer[] | undefined = policy ? [] : undefined;
      const complete = await sendBody(response.body, request, reply, encoding, chunks);
      // A whole answer that is not stored (too large, empty) will not be the next time either.
      if (complete) notCacheable = true;
      if (policy && complete && chunks && chunks.length > 0 && key !== undefined) {
        const stored = {
          url: remixRequest.url,
          parts: decided.parts ?? { cookie: '', language: '' },
        };
        entry = await cache?.store(key, stored, response, Buffer.concat(chunks), policy);
      }
    } finally {
      settle?.(entry, !entry && notCacheable);
    }
  }

  async function siteRoute(request: FastifyRequest, reply: FastifyReply) {
    const decided = request.decided as Decided;
    const key = decided.key;
    if (cache && key !== undefined) {
      const found = cache.lookup(key);
      if (found) {
        sendCached(request, reply, found.entry, found.state);
        return reply;
      }
      await awaitNextRender(request, reply, key);
      return reply;
    }
    await dispatch(request, reply);
    return reply;
  }

  app.route({
    method: [...ALLOWED_METHODS],
    url: '*',
    exposeHeadRoute: false,
    handler: siteRoute,
  });
  // A build file that went away under sendFile: the site answers.
  app.setNotFoundHandler(async (request, reply) => {
    const decided = request.decided;
    if (!decided) return reject(reply, 400, 'Bad Request');
    await render(request, reply, decided);
    return reply;
  });

  /** One line per response; no query string, which may carry what a visitor typed. */
  function logAccess(request: FastifyRequest, reply: FastifyReply) {
    const raw = reply.raw;
    raw.once('close', () => {
      const path = (request.raw.url ?? '/').split('?', 1)[0] ?? '/';
      request.log.info(
        {
          method: request.method,
          path: path.length > MAX_LOGGED_PATH ? `${path.slice(0, MAX_LOGGED_PATH)}…` : path,
          status: raw.statusCode,
          cache: reply.cacheState ?? raw.getHeader('x-cache') ?? 'BYPASS',
          durationMs: Math.round(reply.elapsedTime),
          ...(raw.writableFinished ? {} : { aborted: true }),
        },
        'request',
      );
    });
  }

  function fail(request: FastifyRequest, reply: FastifyReply, error: unknown) {
    request.log.error({ error: String(error) }, 'unhandled request error');
    if (reply.raw.headersSent) {
      // Part of the body is out: cutting the connection is the only honest signal left.
      reply.raw.destroy();
      return;
    }
    reply
      .code(500)
      .header('content-type', 'text/plain; charset=utf-8')
      .send('Internal Server Error');
  }

  function logSummary() {
    if (requests === 0) return;
    let data: Record<string, unknown> | undefined;
    try {
      data = metrics?.();
    } catch {
      data = undefined;
    }
    logger.info(
      { requests, pageCache: cache ? cache.stats() : null, ...(data ?? {}) },
      'cache summary',
    );
    requests = 0;
  }
  const timer = summaryIntervalMs > 0 ? setInterval(logSummary, summaryIntervalMs) : undefined;
  timer?.unref();
  app.addHook('onClose', (_instance, done) => {
    clearInterval(timer);
    done();
  });

  return { app, pageCache: cache, logSummary, cacheAnswers };
}

/**
 * A fixed plain-text refusal, never echoing the request. An unread body closes the connection
 * rather than have node read the rest of it.
 */
function reject(reply: FastifyReply, status: number, message: string): FastifyReply {
  reply.code(status);
  reply.header('content-type', 'text/plain; charset=utf-8');
  reply.header('cache-control', 'no-store');
  if (status === 405) reply.header('allow', ALLOWED_METHODS.join(', '));
  const method = reply.request.method;
  if (method !== 'GET' && method !== 'HEAD') reply.header('connection', 'close');
  return reply.send(message);
}

/** Sets Vary and Content-Encoding for a compressible answer; returns the encoding to apply. */
function chooseEncoding(
  request: FastifyRequest,
  reply: FastifyReply,
  response: Response,
): Encoding | undefined {
  const headers = response.headers;
  const status = response.status;
  const type = headers.get('content-type') ?? '';
  if (!response.body || status === 204 || status === 304) return undefined;
  if (!isCompressible(type) || type.startsWith('text/event-stream')) return undefined;
  if (headers.has('content-encoding') || /no-transform/i.test(headers.get('cache-control') ?? '')) {
    return undefined;
  }
  const vary = headers.get('vary');
  if (!vary) reply.header('vary', 'Accept-Encoding');
  else if (!/accept-encoding|\*/i.test(vary)) reply.header('vary', `${vary}, Accept-Encoding`);
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding) {
    reply.removeHeader('content-length');
    reply.header('content-encoding', encoding);
  }
  return encoding;
}

/** Sends a fetch body, compressed when `encoding` is set; true when all of it reached the client. */
async function sendBody(
  body: ReadableStream<Uint8Array> | null,
  request: FastifyRequest,
  reply: FastifyReply,
  encoding: Encoding | undefined,
  chunks: Buffer[] | undefined,
): Promise<boolean> {
  const raw = reply.raw;
  if (!body || request.method === 'HEAD') {
    await body?.cancel();
    reply.send();
    return true;
  }
  const encoder = encoding
    ? encoding === 'br'
      ? zlib.createBrotliCompress(BROTLI_DYNAMIC)
      : zlib.createGzip(GZIP_DYNAMIC)
    : undefined;
  // Streamed documents must reach the browser as they come: flush once per event-loop turn.
  let flushScheduled = false;
  const flush = () => {
    flushScheduled = false;
    if (encoder && !encoder.writableEnded && !encoder.destroyed) encoder.flush();
  };
  let ended = false;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      chunks?.push(chunk);
      if (encoder && !flushScheduled) {
        flushScheduled = true;
        setImmediate(flush);
      }
      callback(null, chunk);
    },
    flush(callback) {
      ended = true;
      callback();
    },
  });
  const source = Readable.fromWeb(body as import('node:stream/web').ReadableStream);
  let stream: NodeJS.ReadableStream = source.pipe(tap);
  source.on('error', (error) => tap.destroy(error));
  if (encoder) {
    tap.on('error', (error) => encoder.destroy(error));
    stream = tap.pipe(encoder);
  }
  const finished = new Promise<boolean>((resolve) => {
    raw.once('close', () => resolve(ended && raw.writableFinished));
  });
  reply.send(stream);
  return finished;
}

/** The Fetch request Remix sees: the decided URL, the client's headers but forwarded ones. */
function toRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  decided: Decided,
  body: Buffer | undefined,
  cookies: PageCacheCookies | undefined,
): Request {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || FORWARDED_ORIGIN.has(name)) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }
  if (decided.origin.host !== request.headers.host)
    headers.set('x-forwarded-host', decided.origin.host);
  // A keyed page is rendered from what its key names: its preference cookies as read.
  if (decided.parts && cookies) {
    const cookie = keyedCookieHeader(request.headers.cookie, decided.parts, cookies);
    if (cookie === undefined) headers.delete('cookie');
    else headers.set('cookie', cookie);
  }
  headers.set(REQUEST_ID_HEADER, request.id);
  const init: RequestInit = { method: request.method, headers, signal: controller.signal };
  // A copy in its own ArrayBuffer: the Fetch types take no view of a shared Node pool.
  if (body !== undefined) init.body = new Uint8Array(body);
  return new Request(decided.url.href, init);
}
