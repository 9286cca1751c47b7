/**
 * The server's Prometheus metrics and their endpoint, never public: its own port, or `/metrics`
 * behind a bearer token (decision 019). Read at scrape time from counters kept where events happen,
 * so nothing is counted twice and a cached answer pays for no metric.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { collectDefaultMetrics, Histogram, type Metric, Registry } from 'prom-client';
import { z } from 'zod';
import { METRIC_PREFIX } from './metrics-registry.js';
import type { SiteHandler, SiteServer } from './site-server.js';

/** Where the endpoint is served (ServerEnv's `metrics`). */
export interface MetricsEndpointOptions {
  /** Its own port; null: `/metrics` on the main port, and only with a token. */
  port: number | null;
  host: string;
  /** Required as `Authorization: Bearer <token>` wherever the endpoint is served. */
  token: string | null;
}

/** Options of {@link createServerMetrics}. */
export interface ServerMetricsOptions {
  registry?: Registry;
  dataFigures?: (() => Record<string, unknown>) | undefined;
  /** Node's default process metrics. Default on. */
  defaultMetrics?: boolean;
}

/** The server's metrics, to wire into a site server before it listens. */
export interface ServerMetrics {
  registry: Registry;
  /** The Remix handler, each call timed by its answer's status class. */
  timeRenders(handle: SiteHandler): SiteHandler;
  /** Reads `site`'s figures at each scrape and serves the endpoint; resolves to its own port or null. */
  attach(site: SiteServer, endpoint: MetricsEndpointOptions): Promise<AddressInfo | null>;
}

const name = (suffix: string) => `${METRIC_PREFIX}${suffix}`;

// A page-cache hit never reaches the render; a cold render with slow upstreams can take seconds.
const RENDER_BUCKETS_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

// What the app's entry hands over (`serverMetrics`): parsed, since build and server compile apart.
const count = z.number().nonnegative();
const dataFiguresSchema = z.object({
  reader: z
    .object({
      hits: count,
      misses: count,
      coalesced: count,
      staleServed: count,
      upstreamErrors: count,
      retries: count,
    })
    .optional(),
  upstream: z
    .object({
      bucketsSeconds: z.array(z.number().positive()),
      services: z.record(
        z.string(),
        z.object({
          calls: count,
          failures: z.record(z.string(), count),
          durationSeconds: count,
          durationBuckets: z.array(count),
        }),
      ),
    })
    .optional(),
  alerts: z
    .object({
      queueDepth: count,
      lag: z.object({ p50Ms: count.nullable(), p99Ms: count.nullable(), samples: count }),
      lagHistogram: z.object({
        bucketsMs: z.array(z.number().positive()),
        counts: z.array(count),
        sumMs: count,
        count,
      }),
      answers: z.array(z.object({ service: z.string(), status: z.string(), count })),
      sent: count,
      retried: count,
      dropped: count,
      removed: count,
      skipped: count,
      revisionsDispatched: count,
    })
    .nullable()
    .optional(),
});
type DataFigures = z.infer<typeof dataFiguresSchema>;

/** One value of a metric read from elsewhere. */
interface Sample {
  value: number;
  labels?: Record<string, string | number>;
  metricName?: string;
}

/** Registers a metric read from figures kept elsewhere: prom-client takes no counted buckets. */
function registerSnapshot(
  registry: Registry,
  metricName: string,
  help: string,
  type: 'counter' | 'gauge' | 'histogram',
  read: () => Sample[],
): void {
  const metric = {
    name: metricName,
    help,
    type,
    aggregator: 'sum',
    get: async () => ({ name: metricName, help, type, aggregator: 'sum', values: read() }),
    reset: () => undefined,
  };
  registry.registerMetric(metric as unknown as Metric);
}

/** `2xx` … `5xx`. */
function statusClass(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}

/** Whether `header` is `Bearer <token>`, compared in constant time. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer +(\S+)$/i.exec(header ?? '');
  if (!match?.[1]) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(match[1]), digest(token));
}

/** The server's metrics on `registry`. */
export function createServerMetrics(options: ServerMetricsOptions = {}): ServerMetrics {
  const registry = options.registry ?? new Registry();
  if (options.defaultMetrics !== false) collectDefaultMetrics({ register: registry });

  const renders = new Histogram({
    name: name('render_duration_seconds'),
    help: "Time the site's handler (Remix) took to answer, to the start of its body, by status class.",
    labelNames: ['status_class'],
    buckets: RENDER_BUCKETS_SECONDS,
    registers: [registry],
  });
  // Every class from the start, at 0, so the share of failed renders exists before the first.
  for (const label of ['2xx', '3xx', '4xx', '5xx', 'error']) renders.zero({ status_class: label });
  const readData = (): DataFigures => {
    try {
      const parsed = dataFiguresSchema.safeParse(options.dataFigures?.() ?? {});
      return parsed.success ? parsed.data : {};
    } catch {
      // A failing accessor loses the data layer's figures for one scrape, never the scrape.
      return {};
    }
  };
  registerDataMetrics(registry, readData);
  registerAlertMetrics(registry, readData);

  return {
    registry,

    timeRenders(handle) {
      return async (request, context) => {
        const end = renders.startTimer();
        try {
          const response = await handle(request, context);
          end({ status_class: statusClass(response.status) });
          return response;
        } catch (error) {
          end({ status_class: 'error' });
          throw error;
        }
      };
    },

    async attach(site, endpoint) {
      registerPageCacheMetrics(registry, site);

      const token = endpoint.token;
      if (endpoint.port === null) {
        // Without a token the main port never serves the endpoint; `/metrics` stays the site's.
        if (token) {
          site.app.get('/metrics', async (request, reply) => {
            reply.header('cache-control', 'no-store');
            if (!bearerMatches(request.headers.authorization, token)) {
              reply.code(401).header('www-authenticate', 'Bearer realm="metrics"');
              reply.header('content-type', 'text/plain; charset=utf-8');
              return 'Unauthorized';
            }
            reply.header('content-type', registry.contentType);
            return registry.metrics();
          });
        }
        return null;
      }
      const server = createMetricsServer(registry, token);
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(endpoint.port ?? 0, endpoint.host, () => {
          server.off('error', reject);
          resolve();
        });
      });
      site.app.addHook('onClose', (_instance, done) => {
        server.close(() => done());
        server.closeAllConnections();
      });
      return server.address() as AddressInfo;
    },
  };
}

/** Serves `registry` on its own port for a process without a site server (the alert worker). */
export async function serveMetrics(
  registry: Registry,
  endpoint: { port: number; host: string; token: string | null },
): Promise<{ address: AddressInfo; close(): Promise<void> }> {
  const server = createMetricsServer(registry, endpoint.token);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(endpoint.port, endpoint.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    address: server.address() as AddressInfo,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The endpoint on a port of its own: `GET /metrics`, nothing else. */
function createMetricsServer(registry: Registry, token: string | null): Server {
  const answer = (response: ServerResponse, status: number, text: string) => {
    response.writeHead(status, {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      ...(status === 401 ? { 'www-authenticate': 'Bearer realm="metrics"' } : {}),
      ...(status === 405 ? { allow: 'GET, HEAD' } : {}),
    });
    response.end(text);
  };
  return createServer(
    { requestTimeout: 10_000, headersTimeout: 5_000 },
    (request: IncomingMessage, response: ServerResponse) => {
      const path = (request.url ?? '/').split('?', 1)[0];
      if (path !== '/metrics') return answer(response, 404, 'Not Found');
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return answer(response, 405, 'Method Not Allowed');
      }
      if (token && !bearerMatches(request.headers.authorization, token)) {
        return answer(response, 401, 'Unauthorized');
      }
      registry.metrics().then(
        (text) => {
          response.writeHead(200, {
            'content-type': registry.contentType,
            'cache-control': 'no-store',
          });
          response.end(request.method === 'HEAD' ? undefined : text);
        },
        () => answer(response, 500, 'Internal Server Error'),
      );
    },
  );
}

/** Page answers by cache state, and the page cache's size and work, read at each scrape. */
function registerPageCacheMetrics(registry: Registry, site: SiteServer): void {
  // Every state from the start, at 0: a ratio over an absent series is no ratio.
  registerSnapshot(
    registry,
    name('page_cache_answers_total'),
    'Page answers by page-cache state: hit, stale, miss (rendered, may be kept), bypass (never kept).',
    'counter',
    () =>
      Object.entries(site.cacheAnswers).map(([state, value]) => ({
        labels: { state: state.toLowerCase() },
        value,
      })),
  );
  const cache = site.pageCache;
  if (!cache) return;
  const stat = (key: 'entries' | 'bytes' | 'stored' | 'refreshes' | 'refreshErrors') => () => [
    { value: cache.stats()[key] },
  ];
  registerSnapshot(registry, name('page_cache_entries'), 'Pages kept.', 'gauge', stat('entries'));
  registerSnapshot(
    registry,
    name('page_cache_bytes'),
    'Bytes of the pages kept, every encoding.',
    'gauge',
    stat('bytes'),
  );
  registerSnapshot(
    registry,
    name('page_cache_stored_total'),
    'Pages stored after a render.',
    'counter',
    stat('stored'),
  );
  registerSnapshot(
    registry,
    name('page_cache_refreshes_total'),
    'Background renders of stale pages.',
    'counter',
    stat('refreshes'),
  );
  registerSnapshot(
    registry,
    name('page_cache_refresh_errors_total'),
    'Background renders of stale pages that failed.',
    'counter',
    stat('refreshErrors'),
  );
}

/** The data layer's counters: upstream calls by service, and the shared reader's reads. */
function registerDataMetrics(registry: Registry, readData: () => DataFigures): void {
  const upstream = name('upstream');
  registerSnapshot(
    registry,
    `${upstream}_calls_total`,
    'Calls to an upstream service (search, cms, translation, email, accessibility-form, graph).',
    'counter',
    () =>
      Object.entries(readData().upstream?.services ?? {}).map(([service, figures]) => ({
        labels: { service },
        value: figures.calls,
      })),
  );
  registerSnapshot(
    registry,
    `${upstream}_failures_total`,
    'Failed upstream calls by service and kind (timeout, network, http, bad-response, graphql, aborted).',
    'counter',
    () =>
      Object.entries(readData().upstream?.services ?? {}).flatMap(([service, figures]) =>
        Object.entries(figures.failures).map(([kind, value]) => ({
          labels: { service, kind },
          value,
        })),
      ),
  );
  registerSnapshot(
    registry,
    `${upstream}_call_duration_seconds`,
    'Duration of upstream calls by service.',
    'histogram',
    (): Sample[] => {
      const figures = readData().upstream;
      if (!figures) return [];
      return Object.entries(figures.services).flatMap(([service, one]): Sample[] => [
        ...figures.bucketsSeconds.map((le, index) => ({
          metricName: `${upstream}_call_duration_seconds_bucket`,
          labels: { le, service },
          value: one.durationBuckets[index] ?? 0,
        })),
        {
          metricName: `${upstream}_call_duration_seconds_bucket`,
          labels: { le: '+Inf', service },
          value: one.calls,
        },
        {
          metricName: `${upstream}_call_duration_seconds_sum`,
          labels: { service },
          value: one.durationSeconds,
        },
        {
          metricName: `${upstream}_call_duration_seconds_count`,
          labels: { service },
          value: one.calls,
        },
      ]);
    },
  );
  const reader = (suffix: string, help: string, key: keyof NonNullable<DataFigures['reader']>) =>
    registerSnapshot(registry, name(suffix), help, 'counter', () => {
      const figures = readData().reader;
      return figures ? [{ value: figures[key] }] : [];
    });
  reader('data_cache_hits_total', 'Reads answered from a fresh entry of the data cache.', 'hits');
  reader(
    'data_cache_misses_total',
    'Reads that found no usable entry and went upstream.',
    'misses',
  );
  reader(
    'data_cache_stale_total',
    'Reads answered with a stale entry (while refreshing, or because upstream failed).',
    'staleServed',
  );
  reader(
    'data_cache_coalesced_total',
    'Reads that joined an identical read in flight.',
    'coalesced',
  );
  reader(
    'data_read_failures_total',
    'Upstream reads that failed after every retry (some then answered stale).',
    'upstreamErrors',
  );
  reader('upstream_retries_total', 'Upstream calls retried after a 429 or 503.', 'retries');
}

/** The alert dispatcher's figures (docs/alerts.md#what-operators-see); absent while not dispatching. */
function registerAlertMetrics(registry: Registry, readData: () => DataFigures): void {
  const alerts = name('alerts');
  const read =
    <T>(pick: (figures: NonNullable<DataFigures['alerts']>) => T[]) =>
    () => {
      const figures = readData().alerts;
      return figures ? pick(figures) : [];
    };
  registerSnapshot(
    registry,
    `${alerts}_queue_depth`,
    'Delivery jobs waiting in the queue every instance shares, as of the last scan.',
    'gauge',
    read((f) => [{ value: f.queueDepth }]),
  );
  const seconds = (ms: number | null) => (ms === null ? [] : [{ value: ms / 1000 }]);
  registerSnapshot(
    registry,
    `${alerts}_lag_p50_seconds`,
    'Median time from an alert’s publication to its message being sent, over recent deliveries.',
    'gauge',
    read((f) => seconds(f.lag.p50Ms)),
  );
  registerSnapshot(
    registry,
    `${alerts}_lag_p99_seconds`,
    '99th percentile of the time from publication to sent, over recent deliveries.',
    'gauge',
    read((f) => seconds(f.lag.p99Ms)),
  );
  registerSnapshot(
    registry,
    `${alerts}_lag_seconds`,
    'Time from an alert’s publication to each of its messages being sent.',
    'histogram',
    read((f): Sample[] => {
      const h = f.lagHistogram;
      return [
        ...h.bucketsMs.map((le, index) => ({
          metricName: `${alerts}_lag_seconds_bucket`,
          labels: { le: le / 1000 },
          value: h.counts[index] ?? 0,
        })),
        { metricName: `${alerts}_lag_seconds_bucket`, labels: { le: '+Inf' }, value: h.count },
        { metricName: `${alerts}_lag_seconds_sum`, value: h.sumMs / 1000 },
        { metricName: `${alerts}_lag_seconds_count`, value: h.count },
      ];
    }),
  );
  registerSnapshot(
    registry,
    `${alerts}_push_answers_total`,
    'Push services’ answers by service origin and status (2xx, 4xx, 429, 5xx, none).',
    'counter',
    read((f) =>
      f.answers.map((a) => ({ labels: { service: a.service, status: a.status }, value: a.count })),
    ),
  );
  registerSnapshot(
    registry,
    `${alerts}_deliveries_total`,
    'What became of delivery attempts: sent, retried (later), dropped, removed (subscription ended), skipped (e-mail possibly sent before a crash).',
    'counter',
    read((f) =>
      (['sent', 'retried', 'dropped', 'removed', 'skipped'] as const).map((outcome) => ({
        labels: { outcome },
        value: f[outcome],
      })),
    ),
  );
  registerSnapshot(
    registry,
    `${alerts}_revisions_total`,
    'Alert revisions this instance claimed and queued for delivery.',
    'counter',
    read((f) => [{ value: f.revisionsDispatched }]),
  );
}
