#!/usr/bin/env node
// Production server for one organization's build: plain node:http, the page cache before Remix,
// static assets and compression (request-listener.js). Run from an app folder (its `start`
// script); honours PORT, HOST, BUILD_DIRECTORY and DISABLE_PAGE_CACHE, and request-listener.js
// reads TRUST_PROXY at every request. Kept as JavaScript so it runs with node alone, next to the
// built app.
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequestListener } from './request-listener.js';

// A deployed server is production unless told otherwise (the data config reads NODE_ENV).
process.env.NODE_ENV ??= 'production';

const buildDirectory = path.resolve(process.env.BUILD_DIRECTORY ?? 'build');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';

if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, got "${process.env.PORT}"`);
  process.exit(1);
}

let build;
try {
  build = await import(pathToFileURL(path.join(buildDirectory, 'server', 'index.js')).href);
} catch (error) {
  // A bad environment variable stops the server here, with the message naming the variable.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

// The page cache is on unless DISABLE_PAGE_CACHE=1 (the uncached bench); see page-cache.js.
const listener = createRequestListener({
  build,
  clientDirectory: path.join(buildDirectory, 'client'),
});
// Timeouts are checked every 2 s (Node's default 30 s would let a slow client hold on that long).
const server = http.createServer({ connectionsCheckingInterval: 2_000 }, listener);
server.keepAliveTimeout = 65_000;
// A client that sends its headers or its body slowly holds a connection and a request's memory:
// 10 s for the headers, 30 s for the whole request (Node's defaults are 60 s and 300 s). A form
// post is a few KB; a phone on a bad network sends it well within that.
const requestTimeoutMs = Number(process.env.REQUEST_TIMEOUT_MS) || 30_000;
server.headersTimeout = Math.min(10_000, requestTimeoutMs);
server.requestTimeout = requestTimeoutMs;
// A deep accept queue: a snow-day burst of connections waits for its turn instead of being
// dropped and retried by the client a second later (Node's default backlog is 511).
server.listen({ port, host, backlog: 4096 }, () => {
  const address = server.address();
  const shown =
    typeof address === 'object' && address ? `${address.address}:${address.port}` : address;
  const pageCache = listener.pageCache ? 'on' : 'off';
  console.log(JSON.stringify({ level: 'info', msg: `listening on http://${shown}`, pageCache }));
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    // Give in-flight requests a moment, then leave.
    setTimeout(() => process.exit(0), 5_000).unref();
  });
}
