/**
 * Static files of the client build, listed once at start-up. Text files are answered compressed
 * from memory (the build's `.gz`/`.br` copies when they decode to the file); others from disk.
 */
import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import mimeTypes from 'mime-types';
import { type Encoding, isCompressible, preferredEncoding } from './encoding.js';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const unbrotli = promisify(zlib.brotliDecompress);
const gunzip = promisify(zlib.gunzip);

/** The build's compressed copy of `body`, if it decodes to `body` byte for byte (not a stale one). */
async function precompressed(
  copyFile: string,
  body: Buffer,
  decode: (data: Buffer) => Promise<Buffer>,
): Promise<Buffer | undefined> {
  try {
    const copy = await readFile(copyFile);
    return (await decode(copy)).equals(body) ? copy : undefined;
  } catch {
    return undefined;
  }
}

// Below this size compression saves less than the headers it costs.
const MIN_COMPRESS_BYTES = 1024;
const MAX_COMPRESS_BYTES = 8 * 1024 * 1024;

/** Cache-Control of a static file: hashed build assets never change; the rest of public/ may. */
export function assetCacheControl(pathname: string): string {
  return pathname.startsWith('/assets/')
    ? 'public, max-age=31536000, immutable'
    : 'public, max-age=3600';
}

/** A file of the build. */
interface StaticFile {
  relative: string;
  file: string;
  type: string;
  compressible: boolean;
}

interface Encoded {
  type: string;
  etag: string;
  br: Buffer;
  gzip: Buffer;
}

/** Every file of `directory` by URL path, dotfiles left out but `.well-known/`. */
function listFiles(directory: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  let names: string[];
  try {
    names = readdirSync(directory, { recursive: true, encoding: 'utf8' });
  } catch {
    return files;
  }
  for (const name of names) {
    const relative = name.split(path.sep).join('/');
    const pathname = `/${relative}`;
    if (/\/\.(?!well-known\/)/.test(pathname)) continue;
    const file = path.join(directory, name);
    let stats: ReturnType<typeof statSync>;
    try {
      stats = statSync(file);
    } catch {
      continue;
    }
    if (!stats.isFile()) continue;
    const type =
      mimeTypes.contentType(path.extname(file).toLowerCase()) || 'application/octet-stream';
    files.set(pathname, {
      relative,
      file,
      type,
      compressible:
        isCompressible(type) &&
        stats.size >= MIN_COMPRESS_BYTES &&
        stats.size <= MAX_COMPRESS_BYTES,
    });
  }
  return files;
}

/** The client build: `serve` answers a request for one of its files, or says it did not. */
export interface StaticAssets {
  find(pathname: string): StaticFile | undefined;
  /** Answers with `file`; resolves false when it is no longer there (the app answers then). */
  serve(request: FastifyRequest, reply: FastifyReply, file: StaticFile): Promise<boolean>;
}

/** The client build in `clientDirectory`; reply.sendFile comes from @fastify/static. */
export function createStaticAssets(clientDirectory: string): StaticAssets {
  const files = listFiles(clientDirectory);
  const encoded = new Map<string, Promise<Encoded>>();

  function encode({ relative, file, type }: StaticFile): Promise<Encoded> {
    let promise = encoded.get(relative);
    if (!promise) {
      promise = (async () => {
        const body = await readFile(file);
        const [br, gz] = await Promise.all([
          precompressed(`${file}.br`, body, unbrotli).then(
            (copy) =>
              copy ??
              brotli(body, {
                params: {
                  [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
                },
              }),
          ),
          precompressed(`${file}.gz`, body, gunzip).then(
            (copy) => copy ?? gzip(body, { level: 9 }),
          ),
        ]);
        const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}`;
        return { type, br, gzip: gz, etag };
      })();
      // A file that could not be read is tried again next time, not remembered as missing.
      promise.catch(() => encoded.delete(relative));
      encoded.set(relative, promise);
    }
    return promise;
  }

  function sendCompressed(
    request: FastifyRequest,
    reply: FastifyReply,
    pathname: string,
    encoding: Encoding,
    variants: Encoded,
  ) {
    // Each encoding is its own representation, with its own validator.
    const etag = `${variants.etag}-${encoding}"`;
    reply.headers({
      'content-type': variants.type,
      'cache-control': assetCacheControl(pathname),
      vary: 'Accept-Encoding',
      etag,
    });
    if (request.headers['if-none-match'] === etag) {
      reply.code(304).send();
      return;
    }
    const body = variants[encoding === 'br' ? 'br' : 'gzip'];
    reply.code(200).headers({ 'content-encoding': encoding, 'content-length': body.length });
    reply.send(request.method === 'HEAD' ? undefined : body);
  }

  return {
    find(pathname) {
      let decoded = pathname;
      try {
        decoded = decodeURIComponent(pathname);
      } catch {
        // A malformed escape names no file: the app answers it.
      }
      return files.get(decoded);
    },

    async serve(request, reply, file) {
      const pathname = `/${file.relative}`;
      const encoding = file.compressible
        ? preferredEncoding(request.headers['accept-encoding'])
        : undefined;
      if (encoding) {
        try {
          sendCompressed(request, reply, pathname, encoding, await encode(file));
          return true;
        } catch {
          return false;
        }
      }
      // A file that went away since start-up (a rebuild, an in-place deploy) is the app's to answer.
      try {
        if (!(await stat(file.file)).isFile()) return false;
      } catch {
        return false;
      }
      if (file.compressible) reply.header('vary', 'Accept-Encoding');
      reply.header('content-type', file.type);
      reply.header('cache-control', assetCacheControl(pathname));
      await reply.sendFile(file.relative, clientDirectory, {
        cacheControl: false,
        acceptRanges: true,
        etag: true,
        lastModified: true,
        dotfiles: 'allow',
      });
      return true;
    },
  };
}
