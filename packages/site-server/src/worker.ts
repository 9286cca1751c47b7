#!/usr/bin/env node
/**
 * The alert worker (`district-site-worker`, docs/alerts.md#how-dispatch-runs): the build's services
 * and dispatcher, no HTTP server. Needs DATABASE_URL: only the web server opens the embedded store.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from '@remix-run/node';
import { publicSiteUrl, startBuildBackground } from './background.js';
import type { BackgroundWork } from './contract/site-build.js';
import { defaultToProduction, parseServerEnv } from './env.js';
import { createLogger } from './logger.js';
import { createServerMetrics, serveMetrics } from './metrics.js';
import { metricsRegistry } from './metrics-registry.js';
import { siteBuildOf } from './remix-site.js';

defaultToProduction();
const logger = createLogger();

let work: BackgroundWork;
let closeMetrics: (() => Promise<void>) | null = null;
try {
  const env = parseServerEnv();
  const build = (await import(
    pathToFileURL(path.join(env.buildDirectory, 'server', 'index.js')).href
  )) as ServerBuild;
  const site = siteBuildOf(build);
  const services = site.createServices();
  const started = startBuildBackground(build, services, {
    // No address of its own: links use SITE_URL, else the web server's default port.
    siteUrl: publicSiteUrl(env.siteOrigin, { address: '0.0.0.0', family: 'IPv4', port: env.port }),
    role: 'worker',
  });
  if (!started) throw new Error('This build has no background work to run.');
  work = started;
  if (env.metrics.port !== null) {
    createServerMetrics({
      registry: metricsRegistry,
      dataFigures: () => ({ ...site.serverMetrics(services), ...work.figures() }),
    });
    const served = await serveMetrics(metricsRegistry, { ...env.metrics, port: env.metrics.port });
    closeMetrics = served.close;
    logger.info({ metrics: `${served.address.address}:${served.address.port}` }, 'worker metrics');
  }
  logger.info({}, 'alert worker started');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    // Messages in flight finish, then the store closes; a job cut off is taken again after its lease.
    void Promise.all([work.stop(), closeMetrics?.()]).then(() => process.exit(0));
    setTimeout(() => process.exit(0), 15_000).unref();
  });
}
