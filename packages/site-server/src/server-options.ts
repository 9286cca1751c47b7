import type { ServerEnv } from './env.js';
import type { Logger } from './logger.js';
import type { SiteServerOptions } from './site-server.js';

/** The server options from the environment, one list for serve.ts and dev.ts so they cannot drift. */

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
