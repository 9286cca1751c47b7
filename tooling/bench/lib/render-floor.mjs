#!/usr/bin/env node
// The uncached page's floor: React's own server render of the page's element tree with the page's
// data, and what each layer above it adds, measured in this one process, one request at a time.
// Run by run.mjs (the `uncached` scenario) from the app folder, with BUILD_DIRECTORY the build to
// measure (the bench's copy) and RENDER_FLOOR_SECONDS the time spent on each figure. Prints one
// JSON line: CPU per answer (ms) and bytes of each.
//
// - `react`: `renderToString` of the element the site's entry renders for `/` (documentElement:
//   Remix's document, the route components, the nonce, the JSON-LD), with the data its loaders
//   returned for one request: React alone, no loader, no Remix request handling, no stream, no
//   compression, no HTTP. The element is rendered with the build's own copy of React, the one its
//   components use. Remix's document streams the loader data into the page as it encodes it; that
//   encoding is read once, from the first request, so it is not counted here.
// - `render`: the site's entry (handleRequest) rendering that same request context as it does
//   every page: React's stream renderer, the render slots, the coalescing stream, a Response.
// - `document`: the whole `/` through Remix's request handler, body read to its end: loaders,
//   Remix, the data encoding and the streamed render, without compression or HTTP.
// - `data`: `/_root.data` through the same handler: the loaders and the data encoding alone.
// - `loaders`: the root's and the home page's loaders called directly, as Remix calls them.
// - `compression`: the document compressed as the server compresses a rendered page (brotli 2).
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { REPO_ROOT } from './paths.mjs';

process.env.NODE_ENV ??= 'production';
const seconds = Number(process.env.RENDER_FLOOR_SECONDS ?? 3);
const buildDirectory = path.resolve(process.env.BUILD_DIRECTORY ?? 'build');

// The Remix server runtime the production server uses (packages/site-server resolves it).
const siteRequire = createRequire(path.join(REPO_ROOT, 'packages', 'site-server', 'package.json'));
const { createRequestHandler } = siteRequire('@remix-run/node');

const build = await import(pathToFileURL(path.join(buildDirectory, 'server', 'index.js')).href);
const entry = build.entry.module;
if (typeof entry.documentElement !== 'function' || typeof entry.renderToString !== 'function') {
  throw new Error('the build entry exports no documentElement and renderToString');
}
// The services the server makes once at start-up (@district/site-server/contract's
// SiteBuildExports), in a fresh load context per request as the server hands them: a request's
// scope hangs on it.
const services = entry.siteBuild.createServices();
const loadContextOf = () => ({
  requestId: 'bench',
  clientIp: '127.0.0.1',
  invalidatePageCache: () => undefined,
  services,
});

// The same build, its entry keeping what Remix hands the document render of each request.
let captured;
const handle = createRequestHandler(
  {
    ...build,
    entry: {
      ...build.entry,
      module: {
        ...entry,
        default(request, status, headers, remixContext, loadContext) {
          captured = { request, remixContext, loadContext };
          return entry.default(request, status, headers, remixContext, loadContext);
        },
      },
    },
  },
  'production',
);

// What a browser sends (the page differs for crawlers: they get the whole document at once).
const HEADERS = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36',
  'accept-language': 'en-US,en;q=0.9',
};
const ORIGIN = 'http://127.0.0.1:3000';

let lastBody;
async function answer(pathname) {
  const response = await handle(
    new Request(ORIGIN + pathname, { headers: HEADERS }),
    loadContextOf(),
  );
  if (response.status !== 200) throw new Error(`${pathname} answered ${response.status}`);
  lastBody = Buffer.from(await response.arrayBuffer());
  return lastBody.length;
}

/** CPU per call of `work` (ms) over `seconds`, after a warm-up; work's result is the bytes. */
async function measure(work) {
  let bytes = 0;
  const warmUntil = Date.now() + Math.min(1_000, seconds * 300);
  while (Date.now() < warmUntil) bytes = await work();
  const before = process.cpuUsage();
  const until = Date.now() + seconds * 1_000;
  let calls = 0;
  while (Date.now() < until || calls === 0) {
    bytes = await work();
    calls += 1;
  }
  const used = process.cpuUsage(before);
  return { cpuMs: (used.user + used.system) / 1_000 / calls, calls, bytes };
}

// Everything measured below runs once the code is warm: the first requests of a process compile
// the loaders, Remix and the render, and would count their compilation as the first figure's.
const warmUntil = Date.now() + Math.min(2_000, seconds * 2_000);
while (Date.now() < warmUntil) await answer('/');

// The page's loaders (the root's and the home page's, together as Remix runs them), called as
// Remix calls them, their answers neither encoded nor rendered.
const loaders = ['root', 'routes/home'].map((id) => build.routes[id].module.loader);
const loadersFigure = await measure(async () => {
  const request = new Request(`${ORIGIN}/`, { headers: HEADERS });
  const context = loadContextOf();
  const answers = await Promise.all(loaders.map((load) => load({ request, params: {}, context })));
  return Buffer.byteLength(JSON.stringify(answers));
});
const documentFigure = await measure(() => answer('/'));
const data = await measure(() => answer('/_root.data'));

// The last document request's element, its loader data streamed in from what the render kept.
await answer('/');
const { request, remixContext, loadContext } = captured;
// Remix's document reads the encoded loader data from a stream, once: the render kept every piece
// (renderMeta.streamCache), so a stream that is never read stands in for it.
const context = { ...remixContext, serverHandoffStream: { getReader: () => ({}) } };
const element = entry.documentElement(request, context, loadContext, 'bench-nonce');
const react = await measure(() => Buffer.byteLength(entry.renderToString(element)));
// The site's entry rendering the same context as it does for every page: streamed, through the
// render slots and the coalescing stream into a Response, read to its end.
const render = await measure(async () => {
  const response = await entry.default(request, 200, new Headers(), context, loadContext);
  return (await response.arrayBuffer()).byteLength;
});

// The document compressed as the server compresses what it renders (brotli 2, a 256 KB window).
const html = lastBody;
const compression = await measure(
  () =>
    zlib.brotliCompressSync(html, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 2,
        [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length,
      },
    }).length,
);

console.log(
  JSON.stringify({
    react,
    render,
    loaders: loadersFigure,
    data,
    document: documentFigure,
    compression,
  }),
);
