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
