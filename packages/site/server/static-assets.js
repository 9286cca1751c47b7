// Static files of the client build. Vite writes no precompressed copies, so text files (scripts,
// styles, SVG) are compressed here once, on first request, and kept in memory: the build folder
// is small and never changes while the server runs. Everything else goes to sirv.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import sirv from 'sirv';
import { preferredEncoding } from './page-cache.js';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const TEXT_TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
};
// Below this size compression saves less than the headers it costs.
const MIN_COMPRESS_BYTES = 1024;
const MAX_COMPRESS_BYTES = 8 * 1024 * 1024;

/** Cache-Control of a static file: hashed build assets never change; the rest of public/ may. */
export function assetCacheControl(pathname) {
  return pathname.startsWith('/assets/')
    ? 'public, max-age=31536000, immutable'
    : 'public, max-age=3600';
}

function listFiles(directory) {
  const files = new Map();
  let names;
  try {
    names = readdirSync(directory, { recursive: true });
  } catch {
    return files;
  }
  for (const name of names) {
    const file = path.join(directory, String(name));
    const type = TEXT_TYPES[path.extname(file)];
    if (!type) continue;
    const stats = statSync(file);
    if (!stats.isFile() || stats.size < MIN_COMPRESS_BYTES || stats.size > MAX_COMPRESS_BYTES)
      continue;
    files.set(`/${String(name).split(path.sep).join('/')}`, { file, type });
  }
  return files;
}

/**
 * A connect-style `(req, res, next)` serving the client build: text files compressed with brotli
 * or gzip from memory when the client accepts it, anything else through sirv.
 */
export function createStaticAssets(clientDirectory) {
  const files = listFiles(clientDirectory);
  /** pathname → Promise of the file's encodings, computed once. */
  const encoded = new Map();
  const fallback = sirv(clientDirectory, {
    etag: true,
    gzip: true,
    brotli: true,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', assetCacheControl(pathname));
      // The same path is answered compressed to other clients.
      if (files.has(pathname)) res.setHeader('Vary', 'Accept-Encoding');
    },
  });

  function encode(pathname, { file, type }) {
    let promise = encoded.get(pathname);
    if (!promise) {
      promise = (async () => {
        const body = readFileSync(file);
        const [br, gz] = await Promise.all([
          brotli(body, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
          gzip(body, { level: 9 }),
        ]);
        const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}`;
        return { type, br, gzip: gz, etag };
      })();
      encoded.set(pathname, promise);
    }
    return promise;
  }

  return (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') {
      const queryAt = req.url.indexOf('?');
      let pathname = queryAt === -1 ? req.url : req.url.slice(0, queryAt);
      try {
        pathname = decodeURIComponent(pathname);
      } catch {
        // A malformed escape is sirv's (and then Remix's) to answer.
      }
      const file = files.get(pathname);
      const encoding = file && preferredEncoding(req.headers['accept-encoding']);
      if (encoding) {
        encode(pathname, file).then(
          (variants) => {
            // Each encoding is its own representation, with its own validator.
            const etag = `${variants.etag}-${encoding}"`;
            const headers = {
              'content-type': variants.type,
              'cache-control': assetCacheControl(pathname),
              vary: 'Accept-Encoding',
              etag,
            };
            if (req.headers['if-none-match'] === etag) {
              res.writeHead(304, headers);
              res.end();
              return;
            }
            const body = variants[encoding];
            res.writeHead(200, {
              ...headers,
              'content-encoding': encoding,
              'content-length': body.length,
            });
            res.end(req.method === 'HEAD' ? undefined : body);
          },
          // The file went away (a rebuild under a running server): let the app answer, never
          // let sirv stream a missing file (its stream has no error listener).
          () => next(),
        );
        return;
      }
      if (file && !existsSync(file.file)) {
        next();
        return;
      }
    }
    fallback(req, res, next);
  };
}
