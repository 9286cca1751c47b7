/**
 * The process's Prometheus registry, served from the one endpoint. The app build reaches it only
 * through `serverMetrics`: it carries its own copies of modules (docs/operations.md).
 */
import { Registry } from 'prom-client';

/** The registry the production server serves (serve.ts); tests make their own. */
export const metricsRegistry = new Registry();

/** The prefix of the site's own metric names (Node's default metrics keep theirs). */
export const METRIC_PREFIX = 'district_';
