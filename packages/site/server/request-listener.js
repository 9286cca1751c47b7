// Adapts node:http to Remix's fetch-style request handler, with the page cache in front of it,
// the client build beside it and compression behind it.
import zlib from 'node:zlib';
import { createReadableStreamFromReadable, createRequestHandler } from '@remix-run/node';
import { createPageCache, isCompressible, preferredEncoding } from './page-cache.js';
import { setSecurityHeaders } from './security-headers.js';
import { createStaticAssets } from './static-assets.js';

// Dynamic responses are compressed while they stream: fast settings, not the smallest output.
const BROTLI_DYNAMIC = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };
const GZIP_DYNAMIC = { level: 6 };

/** A node:http request listener for a Remix server build and its client assets. */
export function createRequestListener({ build, clientDirectory, mode = 'production', pageCache }) {
  return createHandlerListener({
    handle: createRequestHandler(build, mode),
    clientDirectory,
    pageCache,
  });
}

/**
 * The listener around any fetch-style `handle(request) → Promise<Response>`: page cache first
 * (before Remix is entered), then the client build, then `handle`, its answer compressed when the
 * client accepts it. `pageCache`: options of createPageCache, or false to turn it off (default:
 * on unless DISABLE_PAGE_CACHE=1).
 */
export function createHandlerListener({
  handle,
  clientDirectory,
  pageCache = process.env.DISABLE_PAGE_CACHE !== '1',
}) {
  const cache =
    pageCache === false
      ? undefined
      : createPageCache({ handle, ...(typeof pageCache === 'object' ? pageCache : {}) });
  const assets = clientDirectory
    ? createStaticAssets(clientDirectory)
    : (_req, _res, next) => next();

  function dispatch(req, res, key) {
    assets(req, res, () => {
      respond(handle, cache, req, res, key).catch((error) => fail(res, error));
    });
  }

  const listener = (req, res) => {
    setSecurityHeaders(req, res);
    if (!cache) {
      dispatch(req, res, undefined);
      return;
    }
    const key = cache.key(req);
    if (key !== undefined) {
      const found = cache.lookup(key);
      if (found) {
        cache.serve(found.entry, found.state, req, res);
        return;
      }
      // A page being rendered for someone else right now: wait for it rather than render it again.
      const pending = cache.pending(key);
      if (pending) {
        pending
          .then((entry) => {
            if (res.destroyed) return;
            if (entry) cache.serve(entry, 'HIT', req, res);
            else dispatch(req, res, key);
          })
          .catch((error) => fail(res, error));
        return;
      }
    }
    dispatch(req, res, key);
  };
  /** The page cache, or undefined when turned off; for tests and diagnostics. */
  listener.pageCache = cache;
  return listener;
}

function fail(res, error) {
  console.error(
    JSON.stringify({ level: 'error', msg: 'unhandled request error', error: String(error) }),
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

async function respond(handle, cache, req, res, key) {
  const request = toRequest(req, res);
  // Only a GET may fill the cache: a HEAD answer has no body to keep.
  const settle = cache && key !== undefined && req.method === 'GET' ? cache.begin(key) : undefined;
  let entry;
  try {
    const response = await handle(request);
    const policy = settle ? cache.policy(response) : undefined;
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
    if (policy && complete && chunks.length > 0) {
      entry = await cache.store(key, request, response, Buffer.concat(chunks), policy);
    }
  } finally {
    settle?.(entry);
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

function toRequest(req, res) {
  const host = req.headers['x-forwarded-host'] ?? req.headers.host ?? 'localhost';
  const protocol = req.headers['x-forwarded-proto'] === 'https' ? 'https' : 'http';
  const url = new URL(req.url ?? '/', `${protocol}://${host}`);
  const controller = new AbortController();
  res.on('close', () => controller.abort());
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, value);
  }
  const init = { method: req.method, headers, signal: controller.signal };
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = 'half';
  }
  return new Request(url.href, init);
}
