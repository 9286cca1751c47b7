/**
 * The site server's options that come from the environment, one list for the production server
 * (serve.ts) and the development server (dev.ts), so the two cannot drift apart.
 */
import type { ServerEnv } from './env.js';
import type { Logger } from './logger.js';
import type { SiteServerOptions } from './site-server.js';

export function siteServerSettings(env: ServerEnv, logger: Logger) {
  return {
    pageCache: env.pageCache ? {} : false,
    accessLog: env.accessLog,
    summaryIntervalMs: env.summaryIntervalMs,
    logger,
    trustProxy: env.trustProxy,
    siteOrigin: env.siteOrigin,
    requestTimeoutMs: env.requestTimeoutMs,
  } satisfies Partial<SiteServerOptions>;
}
