// Load with autocannon, counting answers by status and by the page cache's x-cache header.
import autocannon from 'autocannon';

/**
 * Runs `connections` keep-alive connections against `origin + path` for `seconds`. Resolves
 * { rps, p50, p99, requests, errors, timeouts, non2xx, statuses, cache }: errors are connection
 * errors, timeouts answers that took over 10 s, non2xx the answers that were not 2xx.
 */
export async function load({ origin, path, connections, seconds, headers = {} }) {
  const statuses = {};
  const cache = {};
  const result = await autocannon({
    url: origin,
    connections,
    duration: seconds,
    timeout: 10,
    requests: [
      {
        method: 'GET',
        path,
        headers,
        onResponse(status, _body, _context, responseHeaders) {
          statuses[status] = (statuses[status] ?? 0) + 1;
          const state = responseHeaders['x-cache'] ?? responseHeaders['X-Cache'] ?? 'none';
          cache[state] = (cache[state] ?? 0) + 1;
        },
      },
    ],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statuses,
    cache,
  };
}

/**
 * Runs `connections` keep-alive connections for `seconds`, spread over `paths` in turn (connection
 * 0 on the first path, 1 on the second…), each connection keeping to its path. A path may be
 * `{ path, vary(n) → { search?, headers? } }`: its n-th request (counted over all its
 * connections) gets that query string and those headers on top of `headers`. Resolves one result
 * per path, shaped as {@link load}'s. One autocannon run rather than one per path: with two runs
 * started together, the run started second opened all its connections after the first's and
 * queued behind their first requests, so its p99 measured the start order, not its path.
 */
export async function loadMix({ origin, paths, connections, seconds, headers = {} }) {
  const perPath = paths.map((entry) => ({
    path: typeof entry === 'string' ? entry : entry.path,
    vary: typeof entry === 'string' ? undefined : entry.vary,
    sent: 0,
    latencies: [],
    statuses: {},
    cache: {},
    errors: 0,
    timeouts: 0,
  }));
  let next = 0;
  const instance = autocannon({
    url: origin,
    connections,
    duration: seconds,
    timeout: 10,
    setupClient(client) {
      const side = perPath[next++ % perPath.length];
      client.setRequests([
        {
          method: 'GET',
          path: side.path,
          headers,
          ...(side.vary
            ? {
                setupRequest(request) {
                  const { search = '', headers: more = {} } = side.vary(side.sent++);
                  return {
                    ...request,
                    path: `${side.path}${search}`,
                    headers: { ...request.headers, ...more },
                  };
                },
              }
            : {}),
          onResponse(status, _body, _context, responseHeaders) {
            side.statuses[status] = (side.statuses[status] ?? 0) + 1;
            const state = responseHeaders['x-cache'] ?? responseHeaders['X-Cache'] ?? 'none';
            side.cache[state] = (side.cache[state] ?? 0) + 1;
          },
        },
      ]);
      client.on('response', (status, _bytes, responseTime) => {
        // As autocannon does: latencies of 2xx answers only.
        if (status >= 200 && status < 300) side.latencies.push(responseTime);
      });
      client.on('connError', () => {
        side.errors += 1;
      });
      client.on('timeout', () => {
        side.timeouts += 1;
      });
    },
  });
  const result = await instance;
  const elapsed = result.duration || seconds;
  return perPath.map((side) => {
    const sorted = Float64Array.from(side.latencies).sort();
    const at = (q) =>
      sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
    const answers = Object.values(side.statuses).reduce((a, b) => a + b, 0);
    const non2xx = Object.entries(side.statuses)
      .filter(([status]) => !status.startsWith('2'))
      .reduce((total, [, count]) => total + count, 0);
    return {
      path: side.path,
      rps: answers / elapsed,
      p50: at(0.5),
      p99: at(0.99),
      requests: answers,
      errors: side.errors,
      timeouts: side.timeouts,
      non2xx,
      statuses: side.statuses,
      cache: side.cache,
    };
  });
}

/** "HIT 99% STALE 1%" from x-cache counts. */
export function cacheMix(cache) {
  const total = Object.values(cache).reduce((a, b) => a + b, 0);
  if (total === 0) return '';
  return Object.entries(cache)
    .sort((a, b) => b[1] - a[1])
    .map(
      ([state, count]) => `${state} ${((100 * count) / total).toFixed(count === total ? 0 : 1)}%`,
    )
    .join(' ');
}
