import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { loadServerConfig } from '@district/data/config';
import { createRemoteAdapters } from '@district/data/remote-adapters';
import { createMemoryLogger } from '@district/data/resilience/logger';
import { startLocalServer } from '@district/data/testing/local-http-server';
import { Gauge, Registry } from 'prom-client';
import { afterEach, describe, expect, it } from 'vitest';
import { parseServerEnv } from './env';
import { createLogger } from './logger';
import { createServerMetrics, type MetricsEndpointOptions, serveMetrics } from './metrics';
import { createSiteServer, type SiteHandler, type SiteServer } from './site-server';

const PUBLIC = 'public, max-age=0, s-maxage=30, stale-while-revalidate=300';
const TOKEN = 'scrape-me-0123456789abcdef';
const OWN_PORT: MetricsEndpointOptions = { port: 0, host: '127.0.0.1', token: null };

const closers: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

/** A site whose home page may be kept for 30 s; any other path is a page that does not exist. */
const homeOnly: SiteHandler = async (request) => {
  const found = new URL(request.url).pathname === '/';
  return new Response(found ? '<h1>Home</h1>' : '<h1>Not found</h1>', {
    status: found ? 200 : 404,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': PUBLIC },
  });
};

const quiet = () =>
  createLogger(
    new Writable({
      write(_chunk, _encoding, callback) {
        callback();
      },
    }),
  );

/** A site server on a free port with its metrics attached as `endpoint` says. */
async function start(
  endpoint: MetricsEndpointOptions,
  options: { handle?: SiteHandler; dataFigures?: () => Record<string, unknown> } = {},
) {
  const registry = new Registry();
  const metrics = createServerMetrics({ registry, dataFigures: options.dataFigures });
  const site: SiteServer = await createSiteServer({
    handle: metrics.timeRenders(options.handle ?? homeOnly),
    logger: quiet(),
    summaryIntervalMs: 0,
  });
  closers.push(() => {
    // A test's server ends every connection at once: a kept-alive one never holds the teardown.
    const closing = site.app.close();
    site.app.server.closeAllConnections();
    return closing;
  });
  const own = await metrics.attach(site, endpoint);
  await site.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = site.app.server.address() as AddressInfo;
  return {
    registry,
    main: `http://127.0.0.1:${port}`,
    metricsUrl: own
      ? `http://${own.address}:${own.port}/metrics`
      : `http://127.0.0.1:${port}/metrics`,
    own,
  };
}

/** The value of the sample `series` (name and labels as written) in an exposition text. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/**
 * Checks the text exposition format line by line: HELP and TYPE lines name a metric, every sample
 * belongs to a family whose TYPE came first and has a number. Returns the families' types.
 */
function parseExposition(text: string): Map<string, string> {
  const types = new Map<string, string>();
  expect(text.endsWith('\n')).toBe(true);
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const type =
      /^# TYPE ([a-zA-Z_:][a-zA-Z0-9_:]*) (counter|gauge|histogram|summary|untyped)$/.exec(line);
    if (type) {
      types.set(type[1] as string, type[2] as string);
      continue;
    }
    if (line.startsWith('# HELP ')) {
      expect(line).toMatch(/^# HELP [a-zA-Z_:][a-zA-Z0-9_:]* \S/);
      continue;
    }
    const match =
      /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{([a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\]|\\.)*",?)*\})? (\S+)$/.exec(
        line,
      );
    expect(match, line).not.toBeNull();
    const series = match?.[1] as string;
    const family = [...types.keys()].find(
      (name) => series === name || new RegExp(`^${name}_(bucket|sum|count)$`).test(series),
    );
    expect(family, `no TYPE before ${series}`).toBeDefined();
    // Prometheus reads values as Go's ParseFloat does: NaN and Inf in any case (prom-client writes
    // `Nan` for an event-loop mean not measured yet).
    expect(match?.[4], line).toMatch(/^(-?\d+(\.\d+)?(e[+-]?\d+)?|nan|[+-]inf)$/i);
  }
  return types;
}

describe("the server's Prometheus endpoint", () => {
  it('answers on its own port in the text format, with the process metrics', async () => {
    const { metricsUrl, own } = await start(OWN_PORT);
    expect(own?.address).toBe('127.0.0.1');
    const answer = await fetch(metricsUrl);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const text = await answer.text();
    const types = parseExposition(text);
    expect(types.get('district_page_cache_answers_total')).toBe('counter');
    // Every state's series is there before its first answer, so ratios over it exist.
    expect(sample(text, 'district_page_cache_answers_total{state="stale"}')).toBe(0);
    expect(sample(text, 'district_render_duration_seconds_count{status_class="error"}')).toBe(0);
    expect(types.get('district_render_duration_seconds')).toBe('histogram');
    expect(types.get('district_upstream_call_duration_seconds')).toBe('histogram');
    expect(types.get('district_page_cache_entries')).toBe('gauge');
    expect(types.get('process_cpu_user_seconds_total')).toBe('counter');
    expect(types.get('nodejs_eventloop_lag_p99_seconds')).toBe('gauge');
    // Only /metrics, only to read.
    expect((await fetch(metricsUrl.replace('/metrics', '/'))).status).toBe(404);
    expect((await fetch(metricsUrl, { method: 'POST' })).status).toBe(405);
  });

  it('counts a page-cache miss, then a hit, for / asked on the main port', async () => {
    const { main, metricsUrl } = await start(OWN_PORT);
    expect((await fetch(`${main}/`)).headers.get('x-cache')).toBe('MISS');
    expect((await fetch(`${main}/`)).headers.get('x-cache')).toBe('HIT');
    const text = await (await fetch(metricsUrl)).text();
    parseExposition(text);
    expect(sample(text, 'district_page_cache_answers_total{state="miss"}')).toBe(1);
    expect(sample(text, 'district_page_cache_answers_total{state="hit"}')).toBe(1);
    expect(sample(text, 'district_page_cache_entries')).toBe(1);
    expect(sample(text, 'district_page_cache_bytes')).toBeGreaterThan(0);
    // One render: the hit never reached the handler.
    expect(sample(text, 'district_render_duration_seconds_count{status_class="2xx"}')).toBe(1);
  });

  it("counts a failing search service's calls as its failures, read from the data layer", async () => {
    // A port that was listening and no longer is: every call is refused.
    const gone = await startLocalServer(() => undefined);
    await gone.close();
    const remote = createRemoteAdapters(
      loadServerConfig({ SEARCH_ENDPOINT: gone.url, SEARCH_API_KEY: 'key' }),
      { logger: createMemoryLogger() },
    );
    const search = remote.search;
    if (!search) throw new Error('search is configured');
    const handle: SiteHandler = async () => {
      const found = await search
        .search({
          index: 'pages-index',
          keywords: { text: 'bus', fuzzy: false, prefixField: 'title' },
          filter: null,
          facets: [],
          orderBy: [],
          top: 10,
          count: true,
        })
        .then(
          () => 'results',
          () => 'These results could not be loaded right now.',
        );
      return new Response(found, { headers: { 'cache-control': 'no-store' } });
    };
    const { main, metricsUrl } = await start(OWN_PORT, {
      handle,
      // What the app's entry hands over (dataMetrics in app/server/http/services.server.ts).
      dataFigures: () => ({
        reader: remote.reader.getMetrics(),
        upstream: remote.upstreamCalls.snapshot(),
      }),
    });
    expect(await (await fetch(`${main}/search?q=bus`)).text()).toMatch(/could not be loaded/);
    const text = await (await fetch(metricsUrl)).text();
    parseExposition(text);
    const calls = sample(text, 'district_upstream_calls_total{service="search"}') ?? 0;
    expect(calls).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'district_upstream_failures_total{service="search",kind="network"}')).toBe(
      calls,
    );
    expect(sample(text, 'district_upstream_call_duration_seconds_count{service="search"}')).toBe(
      calls,
    );
    expect(
      sample(text, 'district_upstream_call_duration_seconds_bucket{le="+Inf",service="search"}'),
    ).toBe(calls);
    expect(sample(text, 'district_data_read_failures_total')).toBe(1);
    expect(sample(text, 'district_data_cache_misses_total')).toBe(1);
  });

  it('times a render that throws as an error', async () => {
    const { main, metricsUrl } = await start(OWN_PORT, {
      handle: async () => {
        throw new Error('the render failed');
      },
    });
    expect((await fetch(`${main}/`)).status).toBe(500);
    const text = await (await fetch(metricsUrl)).text();
    expect(sample(text, 'district_render_duration_seconds_count{status_class="error"}')).toBe(1);
    expect(sample(text, 'district_render_duration_seconds_count{status_class="2xx"}')).toBe(0);
  });

  it('serves what another feature registers on the same registry', async () => {
    const { registry, metricsUrl } = await start(OWN_PORT);
    const depth = new Gauge({
      name: 'district_feature_queue_depth',
      help: 'Work waiting in a feature of the server.',
      registers: [registry],
    });
    depth.set(3);
    const text = await (await fetch(metricsUrl)).text();
    expect(sample(text, 'district_feature_queue_depth')).toBe(3);
  });

  it('serves the alert dispatcher’s queue, lag and answers, read from the data layer', async () => {
    let alerts: Record<string, unknown> | null = null;
    const { metricsUrl } = await start(OWN_PORT, { dataFigures: () => ({ alerts }) });
    // Not dispatching (yet): the families are there, with no samples.
    let text = await (await fetch(metricsUrl)).text();
    expect(parseExposition(text).get('district_alerts_queue_depth')).toBe('gauge');
    expect(sample(text, 'district_alerts_queue_depth')).toBeUndefined();

    alerts = {
      queueDepth: 420,
      lag: { p50Ms: 1_500, p99Ms: 4_250, samples: 1_000 },
      lagHistogram: {
        bucketsMs: [1_000, 5_000],
        counts: [300, 1_000],
        sumMs: 1_800_000,
        count: 1_000,
      },
      answers: [
        { service: 'https://fcm.googleapis.com', status: '2xx', count: 990 },
        { service: 'https://fcm.googleapis.com', status: '429', count: 7 },
        { service: 'https://web.push.apple.com', status: '4xx', count: 3 },
      ],
      sent: 990,
      retried: 7,
      dropped: 1,
      removed: 2,
      skipped: 0,
      revisionsDispatched: 1,
    };
    text = await (await fetch(metricsUrl)).text();
    const types = parseExposition(text);
    expect(types.get('district_alerts_lag_seconds')).toBe('histogram');
    expect(sample(text, 'district_alerts_queue_depth')).toBe(420);
    expect(sample(text, 'district_alerts_lag_p50_seconds')).toBe(1.5);
    expect(sample(text, 'district_alerts_lag_p99_seconds')).toBe(4.25);
    expect(sample(text, 'district_alerts_lag_seconds_bucket{le="5"}')).toBe(1_000);
    expect(sample(text, 'district_alerts_lag_seconds_bucket{le="+Inf"}')).toBe(1_000);
    expect(sample(text, 'district_alerts_lag_seconds_sum')).toBe(1_800);
    expect(
      sample(
        text,
        'district_alerts_push_answers_total{service="https://fcm.googleapis.com",status="429"}',
      ),
    ).toBe(7);
    expect(sample(text, 'district_alerts_deliveries_total{outcome="removed"}')).toBe(2);
    expect(sample(text, 'district_alerts_revisions_total')).toBe(1);
  });
});

describe('the endpoint of a process without a site server (the alert worker)', () => {
  it('serves the registry on its own port, behind the token when one is set', async () => {
    const registry = new Registry();
    createServerMetrics({
      registry,
      defaultMetrics: false,
      dataFigures: () => ({
        alerts: {
          queueDepth: 12,
          lag: { p50Ms: null, p99Ms: null, samples: 0 },
          lagHistogram: { bucketsMs: [1_000], counts: [0], sumMs: 0, count: 0 },
          answers: [],
          sent: 0,
          retried: 0,
          dropped: 0,
          removed: 0,
          skipped: 0,
          revisionsDispatched: 0,
        },
      }),
    });
    const served = await serveMetrics(registry, { port: 0, host: '127.0.0.1', token: TOKEN });
    closers.push(served.close);
    const url = `http://127.0.0.1:${served.address.port}/metrics`;
    expect((await fetch(url)).status).toBe(401);
    const answer = await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(answer.status).toBe(200);
    expect(sample(await answer.text(), 'district_alerts_queue_depth')).toBe(12);
  });
});

describe("the operators' documentation", () => {
  it('names only metrics the server serves, in the guide and in the alert rules', async () => {
    const { metricsUrl } = await start(OWN_PORT);
    const types = parseExposition(await (await fetch(metricsUrl)).text());
    const served = (series: string) =>
      types.has(series) || types.has(series.replace(/_(bucket|sum|count)$/, ''));
    for (const file of ['operations.md', 'prometheus/alerts.yml']) {
      const text = readFileSync(new URL(`../../../docs/${file}`, import.meta.url), 'utf8');
      const named = new Set(text.match(/\b(district|process|nodejs)_[a-z0-9_]+/g));
      expect(named.size, file).toBeGreaterThan(5);
      expect(
        [...named].filter((series) => !served(series)),
        file,
      ).toEqual([]);
    }
  });
});

describe('the endpoint is never public', () => {
  it('leaves /metrics on the main port to the site when the endpoint has its own port', async () => {
    const { main } = await start({ ...OWN_PORT, token: TOKEN });
    const answer = await fetch(`${main}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(answer.status).toBe(404);
    expect(await answer.text()).not.toContain('# TYPE');
  });

  it('serves nothing when neither a port nor a token is set', async () => {
    const { main, own } = await start({ port: null, host: '127.0.0.1', token: null });
    expect(own).toBeNull();
    const answer = await fetch(`${main}/metrics`);
    expect(answer.status).toBe(404);
    expect(await answer.text()).not.toContain('# TYPE');
  });

  it('answers 401 on the main port without the token, and the metrics with it', async () => {
    const { main } = await start({ port: null, host: '127.0.0.1', token: TOKEN });
    const without = await fetch(`${main}/metrics`);
    expect(without.status).toBe(401);
    expect(without.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    expect(await without.text()).not.toContain('# TYPE');
    const wrong = await fetch(`${main}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN.slice(0, -1)}x` },
    });
    expect(wrong.status).toBe(401);
    const right = await fetch(`${main}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(right.status).toBe(200);
    expect(right.headers.get('cache-control')).toBe('no-store');
    parseExposition(await right.text());
    // The site's other pages are as they were.
    const home = await fetch(`${main}/`);
    await home.text();
    expect(home.status).toBe(200);
  });

  it('asks for the token on its own port too when one is set', async () => {
    const { metricsUrl } = await start({ ...OWN_PORT, token: TOKEN });
    expect((await fetch(metricsUrl)).status).toBe(401);
    const right = await fetch(metricsUrl, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(right.status).toBe(200);
  });
});

describe("the endpoint's environment", () => {
  it('is off by default, bound to 127.0.0.1 when given a port', () => {
    expect(parseServerEnv({}).metrics).toEqual({ port: null, host: '127.0.0.1', token: null });
    expect(parseServerEnv({ METRICS_PORT: '9464', METRICS_TOKEN: TOKEN }).metrics).toEqual({
      port: 9464,
      host: '127.0.0.1',
      token: TOKEN,
    });
  });

  it('refuses a port it cannot use and a weak token, naming the variable, never the value', () => {
    expect(() => parseServerEnv({ METRICS_PORT: 'nine' })).toThrow(
      /^METRICS_PORT must be a whole number from 0 to 65535$/,
    );
    expect(() => parseServerEnv({ PORT: '8080', METRICS_PORT: '8080' })).toThrow(
      'METRICS_PORT must differ from PORT',
    );
    expect(() => parseServerEnv({ METRICS_TOKEN: 'short' })).toThrow(
      /^METRICS_TOKEN must be 16 or more printable characters, no spaces$/,
    );
    expect(() => parseServerEnv({ METRICS_TOKEN: 'a token with spaces in it' })).toThrow(
      /METRICS_TOKEN/,
    );
  });
});
