#!/usr/bin/env node
/**
 * The development server (the `district-site-dev` bin, an app's `dev` script): the production
 * server with Vite as middleware and hot reload (development-server.ts). Reads its environment
 * once (env.ts, development defaults), listens, and closes on SIGINT and SIGTERM.
 */
import { createDevelopmentServer, type DevelopmentServer } from './development-server.js';
import { defaultToDevelopment, parseDevelopmentEnv, type ServerEnv } from './env.js';
import { createLogger } from './logger.js';
import { siteServerSettings } from './server-options.js';

defaultToDevelopment();
const logger = createLogger();

let env: ServerEnv;
try {
  env = parseDevelopmentEnv();
} catch (error) {
  // A bad environment variable stops the server here, with the message naming the variable.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

let server: DevelopmentServer;
try {
  server = await createDevelopmentServer({
    ...siteServerSettings(env, logger),
  });
  logger.info({ pageCache: server.pageCache ? 'on' : 'off' }, 'starting development server');
  await server.app.listen({
    port: env.port,
    host: env.host,
    listenTextResolver: (address) => `listening on ${address}`,
  });
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
    setTimeout(() => process.exit(0), 5_000).unref();
  });
}
