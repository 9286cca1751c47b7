// Adapts node:http to Remix's fetch-style request handler, and serves the client build.
import {
  createReadableStreamFromReadable,
  createRequestHandler,
  writeReadableStreamToWritable,
} from '@remix-run/node';
import sirv from 'sirv';

/** A node:http request listener for a Remix server build and its client assets. */
export function createRequestListener({ build, clientDirectory, mode = 'production' }) {
  const handle = createRequestHandler(build, mode);
  const assets = sirv(clientDirectory, {
    etag: true,
    gzip: true,
    brotli: true,
    setHeaders(res, pathname) {
      // Hashed build assets never change; everything else in public/ may.
      res.setHeader(
        'Cache-Control',
        pathname.startsWith('/assets/')
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=3600',
      );
    },
  });

  return (req, res) => {
    assets(req, res, () => {
      handleWithRemix(handle, req, res).catch((error) => {
        console.error(JSON.stringify({ level: 'error', msg: 'unhandled request error', error: String(error) }));
        if (!res.headersSent) {
          res.statusCode = 500;
          res.setHeader('content-type', 'text/plain; charset=utf-8');
        }
        res.end('Internal Server Error');
      });
    });
  };
}

async function handleWithRemix(handle, req, res) {
  const request = toRequest(req, res);
  const response = await handle(request);
  res.statusCode = response.status;
  res.statusMessage = response.statusText || res.statusMessage;
  for (const [key, value] of response.headers) {
    if (key === 'set-cookie') continue;
    res.setHeader(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('set-cookie', cookies);
  if (response.body && req.method !== 'HEAD') {
    await writeReadableStreamToWritable(response.body, res);
  } else {
    res.end();
  }
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
