#!/usr/bin/env node
// Dynamic compression, measured for decision 024: the site server's own (brotli quality 2 with a
// 256 KB window, 3 before and 1 tried; gzip 6; the compressor flushed once per turn of the event loop in which chunks
// arrived) against what @fastify/compress does with the same chunks: its defaults (brotli quality
// 4, 4 MB window, no flush until the end: a streamed document waits for its last byte) and set to
// stream (a flush after every chunk, the only per-write choice zlib offers).
//
// The chunks are the district build's own answers, as the server receives them from Remix (the
// document after the entry's CoalescingStream, the single-fetch data without it), read through
// Remix's request handler in this process with the services the server would hand it. Run from
// the repository after building the district app: `node tooling/bench/compression-choice.mjs`
// (COMPRESSION_SECONDS per figure, default 2). Prints a table and one JSON line.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { DISTRICT_APP, REPO_ROOT } from './lib/paths.mjs';

process.env.NODE_ENV ??= 'production';
const seconds = Number(process.env.COMPRESSION_SECONDS ?? 2);
const siteRequire = createRequire(path.join(REPO_ROOT, 'packages', 'site-server', 'package.json'));
const { createRequestHandler } = siteRequire('@remix-run/node');

const build = await import(
  pathToFileURL(path.join(DISTRICT_APP, 'build', 'server', 'index.js')).href
);
const services = build.entry.module.siteBuild.createServices();
const handle = createRequestHandler(build, 'production');
const HEADERS = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36',
  'accept-language': 'en-US,en;q=0.9',
};

// A counter the event loop moves on each turn: chunks read under one value arrived in one turn.
let turn = 0;
let ticking = true;
const tick = () => {
  turn += 1;
  if (ticking) setImmediate(tick);
};
setImmediate(tick);

/** An answer's chunks as they arrive, grouped by the turn they arrived in. */
async function chunksOf(pathname) {
  const loadContext = { requestId: 'bench', clientIp: '127.0.0.1', services };
  loadContext.invalidatePageCache = () => undefined;
  const response = await handle(
    new Request(`http://127.0.0.1${pathname}`, { headers: HEADERS }),
    loadContext,
  );
  if (response.status !== 200) throw new Error(`${pathname} answered ${response.status}`);
  const reader = response.body.getReader();
  const turns = [];
  let last = -1;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (turn !== last) turns.push([]);
    last = turn;
    turns.at(-1).push(Buffer.from(value));
  }
  return turns;
}

const BROTLI = zlib.constants;
const WAYS = {
  'site: br q2 w18, flush per turn': {
    br: { params: { [BROTLI.BROTLI_PARAM_QUALITY]: 2, [BROTLI.BROTLI_PARAM_LGWIN]: 18 } },
    flush: 'turn',
  },
  'site before: br q3 w18, flush per turn': {
    br: { params: { [BROTLI.BROTLI_PARAM_QUALITY]: 3, [BROTLI.BROTLI_PARAM_LGWIN]: 18 } },
    flush: 'turn',
  },
  'br q1 w18, flush per turn': {
    br: { params: { [BROTLI.BROTLI_PARAM_QUALITY]: 1, [BROTLI.BROTLI_PARAM_LGWIN]: 18 } },
    flush: 'turn',
  },
  '@fastify/compress default: br q4, no flush': {
    br: { params: { [BROTLI.BROTLI_PARAM_QUALITY]: 4 } },
    flush: 'end',
  },
  '@fastify/compress streaming: br q4, flush per chunk': {
    br: { params: { [BROTLI.BROTLI_PARAM_QUALITY]: 4 } },
    flush: 'chunk',
  },
  '@fastify/compress as the site: br q3 w18, flush per chunk': {
    br: { params: { [BROTLI.BROTLI_PARAM_QUALITY]: 3, [BROTLI.BROTLI_PARAM_LGWIN]: 18 } },
    flush: 'chunk',
  },
  'site: gzip 6, flush per turn': { gzip: { level: 6 }, flush: 'turn' },
  '@fastify/compress: gzip default, flush per chunk': { gzip: {}, flush: 'chunk' },
};

/** Compresses the turns as `way` does; resolves the bytes out and the flushes made. */
function compress(turns, way) {
  return new Promise((resolve, reject) => {
    const encoder = way.br ? zlib.createBrotliCompress(way.br) : zlib.createGzip(way.gzip);
    let bytes = 0;
    let flushes = 0;
    encoder.on('data', (chunk) => {
      bytes += chunk.length;
    });
    encoder.on('end', () => resolve({ bytes, flushes }));
    encoder.on('error', reject);
    const flush = () => {
      flushes += 1;
      encoder.flush();
    };
    for (const chunks of turns) {
      for (const chunk of chunks) {
        encoder.write(chunk);
        if (way.flush === 'chunk') flush();
      }
      if (way.flush === 'turn') flush();
    }
    encoder.end();
  });
}

/** CPU per compression (ms) over `seconds`, after a warm-up. */
async function measure(turns, way) {
  let result = await compress(turns, way);
  const before = process.cpuUsage();
  const until = Date.now() + seconds * 1_000;
  let calls = 0;
  while (Date.now() < until || calls === 0) {
    result = await compress(turns, way);
    calls += 1;
  }
  const used = process.cpuUsage(before);
  return { ...result, cpuMs: (used.user + used.system) / 1_000 / calls };
}

const figures = {};
for (const pathname of ['/', '/_root.data']) {
  const turns = await chunksOf(pathname);
  const raw = turns.flat().reduce((sum, chunk) => sum + chunk.length, 0);
  const chunkCount = turns.flat().length;
  console.log(`\n${pathname}: ${raw} bytes in ${chunkCount} chunks over ${turns.length} turns`);
  console.log(
    `${'way'.padEnd(58)} ${'bytes'.padStart(7)} ${'flushes'.padStart(7)} ${'CPU ms'.padStart(7)}`,
  );
  figures[pathname] = { raw, chunks: chunkCount, turns: turns.length, ways: {} };
  for (const [name, way] of Object.entries(WAYS)) {
    const figure = await measure(turns, way);
    figures[pathname].ways[name] = figure;
    console.log(
      `${name.padEnd(58)} ${String(figure.bytes).padStart(7)} ${String(figure.flushes).padStart(7)} ${figure.cpuMs.toFixed(3).padStart(7)}`,
    );
  }
}
// What an encoder holds while a page streams through it: 100 encoders each part-way through the
// home page (written, flushed, not ended), as 100 slow readers would hold them.
const page = (await chunksOf('/')).flat();
for (const [name, options] of [
  ['br q2 w18 (site)', WAYS['site: br q2 w18, flush per turn'].br],
  ['br q3 w18 (site before)', WAYS['site before: br q3 w18, flush per turn'].br],
  ['br q4 w22 (@fastify/compress default)', WAYS['@fastify/compress default: br q4, no flush'].br],
]) {
  globalThis.gc?.();
  const before = process.memoryUsage().rss;
  const encoders = Array.from({ length: 100 }, () => {
    const encoder = zlib.createBrotliCompress(options);
    encoder.on('data', () => undefined);
    encoder.write(page[0]);
    encoder.flush();
    return encoder;
  });
  await new Promise((resolve) => setTimeout(resolve, 200));
  const perEncoder = (process.memoryUsage().rss - before) / 100 / 1024;
  figures[`memory ${name}`] = { kbPerEncoder: Math.round(perEncoder) };
  console.log(`${name}: about ${Math.round(perEncoder)} KB resident per encoder in use`);
  for (const encoder of encoders) encoder.destroy();
}
ticking = false;
console.log(JSON.stringify(figures));
process.exit(0);
