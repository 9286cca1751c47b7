import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import zlib from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from './logger';
import { createSiteServer, type SiteServer } from './site-server';

// The static files of a client build, served by the site server. What is not a file of the build
// is answered `404 app` here, as the site's Remix app would answer it.

let client: string;
const servers: SiteServer[] = [];

beforeEach(() => {
  client = mkdtempSync(path.join(tmpdir(), 'static-assets-'));
  mkdirSync(path.join(client, 'assets'));
});

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.app.close()));
  rmSync(client, { recursive: true, force: true });
});

async function serve() {
  const server = await createSiteServer({
    handle: async () =>
      new Response('app', { status: 404, headers: { 'content-type': 'text/plain' } }),
    clientDirectory: client,
    pageCache: false,
    summaryIntervalMs: 0,
    logger: createLogger(new Writable({ write: (_chunk, _encoding, done) => done() })),
  });
  servers.push(server);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function get(url: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request(url, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const FONT = randomBytes(2_000);

/** The body as the app wrote it: the server compresses the app's text answers too. */
function decoded(answer: Answer): string {
  const encoding = answer.headers['content-encoding'];
  const body =
    encoding === 'br'
      ? zlib.brotliDecompressSync(answer.body)
      : encoding === 'gzip'
        ? zlib.gunzipSync(answer.body)
        : answer.body;
  return `${body}`;
}

describe('files other than compressible text', () => {
  it('are served whole with their type, length, validators and cache lifetime', async () => {
    writeFileSync(path.join(client, 'assets', 'font-abc123.woff2'), FONT);
    writeFileSync(path.join(client, 'favicon.ico'), FONT.subarray(0, 300));
    const origin = await serve();
    const font = await get(`${origin}/assets/font-abc123.woff2`, { 'accept-encoding': 'br' });
    expect(font.status).toBe(200);
    expect(font.body.equals(FONT)).toBe(true);
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.headers['content-length']).toBe('2000');
    expect(font.headers['content-encoding']).toBeUndefined();
    expect(font.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(font.headers['accept-ranges']).toBe('bytes');
    expect(font.headers.etag).toMatch(/^W\/".+"$/);
    expect(Date.parse(font.headers['last-modified'] ?? '')).not.toBeNaN();
    const icon = await get(`${origin}/favicon.ico`);
    expect([icon.status, icon.body.length, icon.headers['cache-control']]).toEqual([
      200,
      300,
      'public, max-age=3600',
    ]);
    // mime-types' answer: the type registered with IANA.
    expect(icon.headers['content-type']).toBe('image/vnd.microsoft.icon');
  });

  it('answer 304 to a matching validator, and HEAD with headers only', async () => {
    writeFileSync(path.join(client, 'assets', 'font-abc123.woff2'), FONT);
    const origin = await serve();
    const first = await get(`${origin}/assets/font-abc123.woff2`);
    const again = await get(`${origin}/assets/font-abc123.woff2`, {
      'if-none-match': first.headers.etag ?? '',
    });
    expect([again.status, again.body.length]).toEqual([304, 0]);
    expect(again.headers.etag).toBe(first.headers.etag);
    const head = await get(`${origin}/assets/font-abc123.woff2`, {}, 'HEAD');
    expect([head.status, head.headers['content-length'], head.body.length]).toEqual([
      200,
      '2000',
      0,
    ]);
  });

  it('answer a byte range with 206, a suffix range, and 416 to a range past the end', async () => {
    writeFileSync(path.join(client, 'assets', 'font-abc123.woff2'), FONT);
    const origin = await serve();
    const url = `${origin}/assets/font-abc123.woff2`;
    const middle = await get(url, { range: 'bytes=10-19' });
    expect(middle.status).toBe(206);
    expect(middle.headers['content-range']).toBe('bytes 10-19/2000');
    expect(middle.body.equals(FONT.subarray(10, 20))).toBe(true);
    const open = await get(url, { range: 'bytes=1990-' });
    expect([open.headers['content-range'], open.body.equals(FONT.subarray(1990))]).toEqual([
      'bytes 1990-1999/2000',
      true,
    ]);
    const suffix = await get(url, { range: 'bytes=-5' });
    expect([suffix.status, suffix.headers['content-range']]).toEqual([206, 'bytes 1995-1999/2000']);
    expect(suffix.body.equals(FONT.subarray(1995))).toBe(true);
    const past = await get(url, { range: 'bytes=5000-' });
    expect([past.status, past.headers['content-range'], past.body.length]).toEqual([
      416,
      'bytes */2000',
      0,
    ]);
    // A range we do not serve (several at once, or not bytes) gets the whole file.
    const several = await get(url, { range: 'bytes=0-1,5-6' });
    expect([several.status, several.body.length]).toEqual([200, 2000]);
  });

  it('pass on paths that are not files of the build, and dotfiles', async () => {
    mkdirSync(path.join(client, 'brand'));
    writeFileSync(path.join(client, 'brand', 'logo.png'), FONT.subarray(0, 100));
    writeFileSync(path.join(client, '.env'), 'SECRET=1');
    const origin = await serve();
    for (const target of ['/about-us', '/brand', '/.env', '/assets/missing.js']) {
      const answer = await get(`${origin}${target}`);
      expect([answer.status, `${answer.body}`], target).toEqual([404, 'app']);
    }
    // A folder's path with its slash is the path without (a redirect, never a listing).
    expect((await get(`${origin}/brand/`)).status).toBe(308);
    const post = await get(`${origin}/brand/logo.png`, {}, 'POST');
    expect(post.status).toBe(404);
  });
});

describe('a build that changes under the running server', () => {
  it('keeps serving when files go away: the app answers for them, the process lives', async () => {
    const script = `export const name = ${JSON.stringify('Meadowlark '.repeat(200))};`;
    writeFileSync(path.join(client, 'assets', 'entry-small.js'), 'export const a = 1;\n');
    writeFileSync(path.join(client, 'assets', 'entry-big.js'), script);
    writeFileSync(path.join(client, 'assets', 'font-abc123.woff2'), FONT);
    writeFileSync(path.join(client, 'assets', 'kept.woff2'), FONT);
    const origin = await serve();
    for (const name of ['entry-small.js', 'entry-big.js', 'font-abc123.woff2']) {
      unlinkSync(path.join(client, 'assets', name));
    }
    for (const name of ['entry-small.js', 'entry-big.js', 'font-abc123.woff2']) {
      for (const encoding of ['br, gzip', '']) {
        const answer = await get(`${origin}/assets/${name}`, { 'accept-encoding': encoding });
        expect([answer.status, decoded(answer)], `${name} (${encoding})`).toEqual([404, 'app']);
      }
      const ranged = await get(`${origin}/assets/${name}`, { range: 'bytes=0-9' });
      expect(ranged.status, name).toBe(404);
    }
    const kept = await get(`${origin}/assets/kept.woff2`);
    expect([kept.status, kept.body.equals(FONT)]).toEqual([200, true]);
  });

  it('serves a file replaced under it with its new length and validator', async () => {
    const file = path.join(client, 'assets', 'font-abc123.woff2');
    writeFileSync(file, FONT);
    const origin = await serve();
    const before = await get(`${origin}/assets/font-abc123.woff2`);
    writeFileSync(file, FONT.subarray(0, 700));
    const after = await get(`${origin}/assets/font-abc123.woff2`);
    expect([after.status, after.headers['content-length'], after.body.length]).toEqual([
      200,
      '700',
      700,
    ]);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it("sends the build's compressed copies of a file when they decode to it", async () => {
    const script = `export const name = ${JSON.stringify('Meadowlark '.repeat(200))};`;
    writeFileSync(path.join(client, 'assets', 'shell.js'), script);
    // Level 1 and quality 1: bytes the server's own level 9 and quality 11 would not give.
    const gz = zlib.gzipSync(script, { level: 1 });
    const br = zlib.brotliCompressSync(script, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 },
    });
    writeFileSync(path.join(client, 'assets', 'shell.js.gz'), gz);
    writeFileSync(path.join(client, 'assets', 'shell.js.br'), br);
    const origin = await serve();
    const gzipped = await get(`${origin}/assets/shell.js`, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.body.equals(gz)).toBe(true);
    const brotli = await get(`${origin}/assets/shell.js`, { 'accept-encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.body.equals(br)).toBe(true);
  });

  it('compresses the file itself when a copy beside it is of another build', async () => {
    const script = `export const name = ${JSON.stringify('Meadowlark '.repeat(200))};`;
    writeFileSync(path.join(client, 'assets', 'shell.js'), script);
    writeFileSync(path.join(client, 'assets', 'shell.js.gz'), zlib.gzipSync(`${script} // old`));
    writeFileSync(path.join(client, 'assets', 'shell.js.br'), 'not brotli at all');
    const origin = await serve();
    for (const encoding of ['gzip', 'br']) {
      const answer = await get(`${origin}/assets/shell.js`, { 'accept-encoding': encoding });
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(decoded(answer)).toBe(script);
    }
  });

  it('still serves compressible text from memory, compressed once', async () => {
    const script = `export const name = ${JSON.stringify('Meadowlark '.repeat(200))};`;
    writeFileSync(path.join(client, 'assets', 'entry-big.js'), script);
    const origin = await serve();
    const br = await get(`${origin}/assets/entry-big.js`, { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(`${zlib.brotliDecompressSync(br.body)}`).toBe(script);
    // Compressed on first request and kept: a later deletion does not change the answer.
    unlinkSync(path.join(client, 'assets', 'entry-big.js'));
    const again = await get(`${origin}/assets/entry-big.js`, { 'accept-encoding': 'br' });
    expect(`${zlib.brotliDecompressSync(again.body)}`).toBe(script);
  });
});
