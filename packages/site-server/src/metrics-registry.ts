/**
 * The process's Prometheus registry. The server's own metrics (metrics.ts) and any server-side
 * feature's (an alerts queue's depth and lag) register here and are served together from the one
 * endpoint. Code of the app build reaches it only through the entry's `serverMetrics` figures: the
 * build carries its own copies of modules (docs/operations.md).
 */
import { Registry } from 'prom-client';

/** The registry the production server serves (serve.ts); tests make their own. */
export const metricsRegistry = new Registry();

/** The prefix of the site's own metric names (Node's default metrics keep theirs). */
export const METRIC_PREFIX = 'district_';
