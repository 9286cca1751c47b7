// Static files of the client build. Vite writes no precompressed copies, so text files (scripts,
// styles, SVG) are compressed here once, on first request, and kept in memory. Every other file is
// streamed from disk: opened first, and only then answered, so a file that went away (a rebuild
// or an in-place deploy under a running server) is passed on to the app instead of failing.
import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { open, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
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

// The other files a site's public/ folder is likely to hold; anything else is sent as bytes.
const OTHER_TYPES = {
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  '.csv': 'text/csv; charset=utf-8',
  '.ics': 'text/calendar; charset=utf-8',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mp3': 'audio/mpeg',
  '.vtt': 'text/vtt; charset=utf-8',
  '.zip': 'application/zip',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.pptx': 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/**
 * Every file of `directory` by its URL path, listed once at start-up (a request for anything else
 * never touches the disk), dotfiles left out but `.well-known/`. A folder that cannot be read
 * lists nothing.
 */
function listFiles(directory) {
  const files = new Map();
  let names;
  try {
    names = readdirSync(directory, { recursive: true });
  } catch {
    return files;
  }
  for (const name of names) {
    const pathname = `/${String(name).split(path.sep).join('/')}`;
    if (/\/\.(?!well-known\/)/.test(pathname)) continue;
    const file = path.join(directory, String(name));
    let stats;
    try {
      stats = statSync(file);
    } catch {
      continue;
    }
    if (!stats.isFile()) continue;
    const extension = path.extname(file).toLowerCase();
    const text = TEXT_TYPES[extension];
    files.set(pathname, {
      file,
      type: text ?? OTHER_TYPES[extension] ?? 'application/octet-stream',
      // Answered compressed from memory when the client accepts it.
      compressible:
        text !== undefined && stats.size >= MIN_COMPRESS_BYTES && stats.size <= MAX_COMPRESS_BYTES,
    });
  }
  return files;
}

/**
 * The byte range of a `Range` header over `size` bytes: `{ start, end }` (inclusive), `null` when
 * no byte in the file satisfies it (416), or `undefined` when it is not one range of bytes (the
 * whole file is sent, as RFC 9110 allows).
 */
function byteRange(header, size) {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  if (match[1] === '') {
    // A suffix: the last n bytes.
    const length = Number(match[2]);
    if (length === 0 || size === 0) return null;
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size) return null;
  if (end < start) return undefined;
  return { start, end };
}

/** Answers 304 with `headers` when the client already holds `headers.etag`. */
function answeredNotModified(req, res, headers) {
  if (req.headers['if-none-match'] !== headers.etag) return false;
  res.writeHead(304, headers);
  res.end();
  return true;
}

/**
 * A connect-style `(req, res, next)` serving the client build: text files compressed with brotli
 * or gzip from memory when the client accepts it, any other file of the build streamed from disk
 * (validators, single byte ranges, HEAD). What is not a file of the build, or no longer one, goes
 * to `next`.
 */
export function createStaticAssets(clientDirectory) {
  const files = listFiles(clientDirectory);
  /** pathname → Promise of the file's encodings, computed once. */
  const encoded = new Map();

  function encode(pathname, { file, type }) {
    let promise = encoded.get(pathname);
    if (!promise) {
      promise = (async () => {
        const body = await readFile(file);
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
      // A file that could not be read is tried again next time, not remembered as missing.
      promise.catch(() => encoded.delete(pathname));
      encoded.set(pathname, promise);
    }
    return promise;
  }

  function sendCompressed(req, res, pathname, encoding, variants) {
    // Each encoding is its own representation, with its own validator.
    const etag = `${variants.etag}-${encoding}"`;
    const headers = {
      'content-type': variants.type,
      'cache-control': assetCacheControl(pathname),
      vary: 'Accept-Encoding',
      etag,
    };
    if (answeredNotModified(req, res, headers)) return;
    const body = variants[encoding];
    res.writeHead(200, {
      ...headers,
      'content-encoding': encoding,
      'content-length': body.length,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /** Streams `entry` from disk; resolves false when it is not there to send. */
  async function sendFile(req, res, pathname, entry) {
    let handle;
    try {
      handle = await open(entry.file, 'r');
    } catch {
      return false;
    }
    let streaming = false;
    try {
      // The open file's own size and time: the build may have changed since start-up.
      const stats = await handle.stat();
      if (!stats.isFile()) return false;
      const etag = `W/"${stats.size.toString(36)}-${Math.trunc(stats.mtimeMs).toString(36)}"`;
      const headers = {
        'content-type': entry.type,
        'cache-control': assetCacheControl(pathname),
        'last-modified': stats.mtime.toUTCString(),
        'accept-ranges': 'bytes',
        etag,
      };
      if (entry.compressible) headers.vary = 'Accept-Encoding';
      if (answeredNotModified(req, res, headers)) return true;
      const range = req.headers.range ? byteRange(req.headers.range, stats.size) : undefined;
      if (range === null) {
        res.writeHead(416, { ...headers, 'content-range': `bytes */${stats.size}` });
        res.end();
        return true;
      }
      const { start, end } = range ?? { start: 0, end: stats.size - 1 };
      const length = Math.max(0, end - start + 1);
      res.writeHead(range ? 206 : 200, {
        ...headers,
        'content-length': length,
        ...(range ? { 'content-range': `bytes ${start}-${end}/${stats.size}` } : {}),
      });
      if (req.method === 'HEAD' || length === 0) {
        res.end();
        return true;
      }
      streaming = true;
      // A read that fails half-way (the file truncated under us) ends this answer only; pipeline
      // closes the file either way, and when the client goes away.
      pipeline(handle.createReadStream({ start, end, autoClose: true }), res, () => undefined);
      return true;
    } finally {
      if (!streaming) await handle.close().catch(() => undefined);
    }
  }

  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next();
      return;
    }
    const queryAt = req.url.indexOf('?');
    let pathname = queryAt === -1 ? req.url : req.url.slice(0, queryAt);
    try {
      pathname = decodeURIComponent(pathname);
    } catch {
      // A malformed escape names no file: the app answers it.
    }
    const entry = files.get(pathname);
    if (!entry) {
      next();
      return;
    }
    const encoding = entry.compressible && preferredEncoding(req.headers['accept-encoding']);
    const answer = encoding
      ? encode(pathname, entry).then(
          (variants) => {
            sendCompressed(req, res, pathname, encoding, variants);
            return true;
          },
          () => false,
        )
      : sendFile(req, res, pathname, entry);
    answer.then(
      (sent) => {
        // The file went away (a rebuild under a running server): the app answers.
        if (!sent) next();
      },
      () => {
        if (!res.headersSent) next();
        else res.destroy();
      },
    );
  };
}
