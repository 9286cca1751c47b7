#!/usr/bin/env node
/** The development server (`district-site-dev`): the production server with Vite as middleware. */
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
