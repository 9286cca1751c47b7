#!/usr/bin/env node
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
// Production server for one organization's build: plain node:http in front of Remix, static
// assets from memory-friendly sirv. Run from an app folder (its `start` script); honours PORT and
// HOST. Kept as JavaScript so it runs with node alone, next to the built app.
import { createRequestListener } from './request-listener.js';

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

const server = http.createServer(
  createRequestListener({ build, clientDirectory: path.join(buildDirectory, 'client') }),
);
server.keepAliveTimeout = 65_000;
server.listen(port, host, () => {
  const address = server.address();
  const shown =
    typeof address === 'object' && address ? `${address.address}:${address.port}` : address;
  console.log(JSON.stringify({ level: 'info', msg: `listening on http://${shown}` }));
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    // Give in-flight requests a moment, then leave.
    setTimeout(() => process.exit(0), 5_000).unref();
  });
}
