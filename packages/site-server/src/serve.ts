#!/usr/bin/env node
/**
 * The production server for one organization's build (the `district-site` bin): reads its
 * environment once, imports the build, listens, and closes gracefully on SIGINT and SIGTERM.
 */
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from '@remix-run/node';
import { publicSiteUrl, startBuildBackground } from './background.js';
import {
  type ConnectionLimits,
  connectionLimits,
  limitConnections,
  openFileLimit,
} from './connection-limits.js';
import type { BackgroundWork } from './contract/site-build.js';
import { defaultToProduction, parseServerEnv, type ServerEnv } from './env.js';
import { createLogger } from './logger.js';
import { createServerMetrics } from './metrics.js';
import { metricsRegistry } from './metrics-registry.js';
import { remixSiteOptions, siteBuildOf } from './remix-site.js';
import { siteServerSettings } from './server-options.js';
import { createSiteServer } from './site-server.js';

// A deployed server is production unless told otherwise (the app's config reads NODE_ENV).
defaultToProduction();
const logger = createLogger();

let env: ServerEnv;
let build: ServerBuild;
let services: unknown;
let limits: ConnectionLimits;
try {
  env = parseServerEnv();
  limits = connectionLimits(env.connections, {
    descriptors: openFileLimit(),
    trustProxy: env.trustProxy,
    requestTimeoutMs: env.requestTimeoutMs,
  });
  build = (await import(
    pathToFileURL(path.join(env.buildDirectory, 'server', 'index.js')).href
  )) as ServerBuild;
  // Once per process, before listening, so the first request finds the store ready.
  services = siteBuildOf(build).createServices();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const remix = remixSiteOptions(build, services);
let background: BackgroundWork | undefined;
const metrics = createServerMetrics({
  registry: metricsRegistry,
  dataFigures: () => ({ ...remix.metrics?.(), ...background?.figures() }),
});
const site = await createSiteServer({
  ...remix,
  handle: metrics.timeRenders(remix.handle),
  clientDirectory: path.join(env.buildDirectory, 'client'),
  ...siteServerSettings(env, logger),
});

// Set on node's server before it listens: these override site-server.ts's defaults.
limitConnections(site.app.server, limits, { logger });
// After requests finish: the dispatcher stops, then the store closes.
site.app.addHook('onClose', async () => {
  await background?.stop();
});

try {
  // The Prometheus endpoint: its own port, or /metrics behind METRICS_TOKEN, or none (metrics.ts).
  const scrape = await metrics.attach(site, env.metrics);
  const metricsAt = scrape
    ? `${scrape.address}:${scrape.port}`
    : env.metrics.token
      ? '/metrics with token'
      : 'off';
  // A deep accept queue: a snow-day burst waits its turn instead of being dropped (default 511).
  logger.info(
    { pageCache: site.pageCache ? 'on' : 'off', connections: limits, metrics: metricsAt },
    'starting',
  );
  await site.app.listen({
    port: env.port,
    host: env.host,
    backlog: 4096,
    listenTextResolver: (address) => `listening on ${address}`,
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

if (env.alertsDispatch) {
  background = startBuildBackground(build, services, {
    siteUrl: publicSiteUrl(env.siteOrigin, site.app.server.address() as AddressInfo | null),
    role: 'web',
  });
} else {
  logger.info({}, 'alert dispatch off in this instance (ALERTS_DISPATCH=off)');
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    // In-flight requests finish; new ones are refused with 503 while closing.
    void site.app.close().then(() => process.exit(0));
    setTimeout(() => process.exit(0), 5_000).unref();
  });
}
