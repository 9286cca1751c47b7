import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchJson, TimeoutError } from '../http/fetch-json';
import { type LocalServer, sendJson, startLocalServer } from '../testing/local-http-server';
import type { Clock } from './clock';
import { createMemoryLogger } from './logger';
import { createResilientReader } from './resilient-reader';
import { parseRetryAfter } from './retry';

const servers: LocalServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function serve(handler: Parameters<typeof startLocalServer>[0]): Promise<LocalServer> {
  const server = await startLocalServer(handler);
  servers.push(server);
  return server;
}

/** A clock whose time is set by the test and whose sleeps are recorded and instant. */
function manualClock(): Clock & { time: number; sleeps: number[] } {
  const clock = {
    time: 1_000_000,
    sleeps: [] as number[],
    now: () => clock.time,
    sleep: async (ms: number) => {
      clock.sleeps.push(ms);
    },
    random: () => 0.5,
  };
  return clock;
}

describe('request coalescing', () => {
  it('makes one upstream call for 100 concurrent identical reads', async () => {
    const server = await serve((_request, response) => {
      setTimeout(() => sendJson(response, 200, { value: 42 }), 50);
    });
    const reader = createResilientReader({ logger: createMemoryLogger() });
    const results = await Promise.all(
      Array.from({ length: 100 }, () => reader.read('same', () => fetchJson(server.url))),
    );
    expect(server.requests).toHaveLength(1);
    expect(results.every((result) => (result as { value: number }).value === 42)).toBe(true);
    expect(reader.getMetrics()).toMatchObject({ misses: 100, coalesced: 99, hits: 0 });
  });

  it('gives each caller its own copy', async () => {
    const server = await serve((_request, response) => sendJson(response, 200, { list: [1] }));
    const reader = createResilientReader({ logger: createMemoryLogger() });
    const first = await reader.read('k', () => fetchJson<{ list: number[] }>(server.url));
    first.list.push(2);
    const second = await reader.read('k', () => fetchJson<{ list: number[] }>(server.url));
    expect(second.list).toEqual([1]);
  });

  it('hands the cached value itself, frozen, to a caller that asks for no copy', async () => {
    const server = await serve((_request, response) => sendJson(response, 200, { list: [1] }));
    const reader = createResilientReader({ logger: createMemoryLogger() });
    const load = () => fetchJson<{ list: number[] }>(server.url);
    const first = await reader.read('k', load, { copy: false });
    const second = await reader.read('k', load, { copy: false });
    const copied = await reader.read('k', load);
    expect(second).toBe(first);
    expect(Object.isFrozen(first.list)).toBe(true);
    expect(() => first.list.push(2)).toThrow(TypeError);
    expect(copied).not.toBe(first);
    expect(copied).toEqual(first);
    copied.list.push(2); // a copy is the caller's own
    expect(first.list).toEqual([1]);
    expect(server.requests).toHaveLength(1);
  });
});

describe('retry', () => {
  it('retries a 503 once and succeeds', async () => {
    let calls = 0;
    const server = await serve((_request, response) => {
      calls += 1;
      if (calls === 1) sendJson(response, 503, { message: 'busy' });
      else sendJson(response, 200, { ok: true });
    });
    const clock = manualClock();
    const reader = createResilientReader({ logger: createMemoryLogger(), clock });
    await expect(reader.read('k', () => fetchJson(server.url))).resolves.toEqual({ ok: true });
    expect(server.requests).toHaveLength(2);
    expect(reader.getMetrics().retries).toBe(1);
    // Equal jitter over the first 200 ms step, with random() = 0.5.
    expect(clock.sleeps).toEqual([150]);
  });

  it('honours Retry-After on a 429', async () => {
    let calls = 0;
    const server = await serve((_request, response) => {
      calls += 1;
      if (calls === 1) sendJson(response, 429, { message: 'slow down' }, { 'retry-after': '1' });
      else sendJson(response, 200, { ok: true });
    });
    const clock = manualClock();
    const reader = createResilientReader({ logger: createMemoryLogger(), clock });
    await reader.read('k', () => fetchJson(server.url));
    expect(clock.sleeps).toEqual([1000]);
    expect(server.requests).toHaveLength(2);
  });

  it('really waits for Retry-After with the system clock', async () => {
    let calls = 0;
    const server = await serve((_request, response) => {
      calls += 1;
      if (calls === 1) sendJson(response, 429, {}, { 'retry-after': '1' });
      else sendJson(response, 200, { ok: true });
    });
    const reader = createResilientReader({ logger: createMemoryLogger() });
    const started = Date.now();
    await reader.read('k', () => fetchJson(server.url));
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });

  it('gives up after the bounded attempts', async () => {
    const server = await serve((_request, response) =>
      sendJson(response, 503, { message: 'down' }),
    );
    const logger = createMemoryLogger();
    const reader = createResilientReader({
      logger,
      clock: manualClock(),
      retry: { maxAttempts: 3 },
    });
    await expect(reader.read('k', () => fetchJson(server.url))).rejects.toThrow('503: down');
    expect(server.requests).toHaveLength(3);
    expect(reader.getMetrics()).toMatchObject({ retries: 2, upstreamErrors: 1 });
    expect(logger.entries.filter((entry) => entry.level === 'error')).toHaveLength(1);
  });

  it('does not retry when Retry-After is beyond the bound, nor other statuses', async () => {
    const slow = await serve((_request, response) =>
      sendJson(response, 429, {}, { 'retry-after': '120' }),
    );
    const broken = await serve((_request, response) => sendJson(response, 500, {}));
    const reader = createResilientReader({ logger: createMemoryLogger(), clock: manualClock() });
    await expect(reader.read('a', () => fetchJson(slow.url))).rejects.toThrow('429');
    await expect(reader.read('b', () => fetchJson(broken.url))).rejects.toThrow('500');
    expect(slow.requests).toHaveLength(1);
    expect(broken.requests).toHaveLength(1);
  });

  it('parses Retry-After as seconds or an HTTP date', () => {
    const now = Date.parse('2025-03-15T12:00:00Z');
    expect(parseRetryAfter('2', now)).toBe(2000);
    expect(parseRetryAfter('Sat, 15 Mar 2025 12:00:05 GMT', now)).toBe(5000);
    expect(parseRetryAfter('soon', now)).toBeNull();
  });
});

describe('cache', () => {
  it('serves a fresh entry without calling upstream', async () => {
    const server = await serve((_request, response) => sendJson(response, 200, { n: 1 }));
    const clock = manualClock();
    const reader = createResilientReader({
      logger: createMemoryLogger(),
      clock,
      freshness: { ttlMs: 1000 },
    });
    await reader.read('k', () => fetchJson(server.url));
    clock.time += 999;
    await reader.read('k', () => fetchJson(server.url));
    expect(server.requests).toHaveLength(1);
    expect(reader.getMetrics().hits).toBe(1);
  });

  it('serves a stale entry at once and revalidates in the background', async () => {
    let n = 0;
    const server = await serve((_request, response) => {
      n += 1;
      sendJson(response, 200, { n });
    });
    const clock = manualClock();
    const reader = createResilientReader({
      logger: createMemoryLogger(),
      clock,
      freshness: { ttlMs: 1000, staleWhileRevalidateMs: 10_000 },
    });
    await reader.read('k', () => fetchJson(server.url));
    clock.time += 5000;
    const refreshed = new Promise<unknown>((resolve) => {
      void reader.read('k', async () => {
        const value = await fetchJson(server.url);
        setTimeout(() => resolve(value), 0);
        return value;
      });
    });
    await expect(refreshed).resolves.toEqual({ n: 2 });
    expect(await reader.read('k', () => fetchJson(server.url))).toEqual({ n: 2 });
    expect(reader.getMetrics()).toMatchObject({ staleServed: 1, hits: 1 });
  });

  it('serves the stale value and logs the error when upstream goes down after a success', async () => {
    const server = await serve((_request, response) => sendJson(response, 200, { n: 1 }));
    const clock = manualClock();
    const logger = createMemoryLogger();
    const reader = createResilientReader({
      logger,
      clock,
      freshness: { ttlMs: 1000, staleWhileRevalidateMs: 0, staleIfErrorMs: 60_000 },
    });
    await reader.read('k', () => fetchJson(server.url));
    const url = server.url;
    await server.close();
    clock.time += 5000;
    await expect(reader.read('k', () => fetchJson(url))).resolves.toEqual({ n: 1 });
    expect(reader.getMetrics()).toMatchObject({ staleServed: 1, upstreamErrors: 1 });
    expect(logger.entries.map((entry) => [entry.level, entry.message])).toEqual([
      ['error', 'Upstream read failed'],
      ['warn', 'Serving a stale value'],
    ]);
    expect(logger.entries[0]?.context.error).toMatch(/ECONNREFUSED/);
  });

  it('fails when the stale value is too old to serve', async () => {
    const server = await serve((_request, response) => sendJson(response, 200, { n: 1 }));
    const clock = manualClock();
    const reader = createResilientReader({
      logger: createMemoryLogger(),
      clock,
      freshness: { ttlMs: 1000, staleWhileRevalidateMs: 0, staleIfErrorMs: 2000 },
    });
    await reader.read('k', () => fetchJson(server.url));
    const url = server.url;
    await server.close();
    clock.time += 3001;
    await expect(reader.read('k', () => fetchJson(url))).rejects.toThrow(/ECONNREFUSED/);
  });

  it('asks upstream again after expire(), yet still serves the old answer if upstream fails', async () => {
    let n = 0;
    let up = true;
    const server = await serve((_request, response) => {
      n += 1;
      if (up) sendJson(response, 200, { n });
      else sendJson(response, 500, { error: 'down' });
    });
    const reader = createResilientReader({
      logger: createMemoryLogger(),
      retry: { maxAttempts: 1 },
      freshness: { ttlMs: 60_000, staleWhileRevalidateMs: 60_000 },
    });
    await reader.read('k', () => fetchJson(server.url));
    reader.expire();
    // Fresh a moment ago, yet not served: the read waits for upstream's new answer.
    expect(await reader.read('k', () => fetchJson(server.url))).toEqual({ n: 2 });
    expect(await reader.read('k', () => fetchJson(server.url))).toEqual({ n: 2 });
    reader.expire();
    up = false;
    expect(await reader.read('k', () => fetchJson(server.url))).toEqual({ n: 2 });
    expect(server.requests).toHaveLength(3);
  });

  it('lets one read ask for fresher answers than the defaults, with no stale revalidation', async () => {
    const server = await serve((_request, response) => sendJson(response, 200, { at: Date.now() }));
    const clock = manualClock();
    const reader = createResilientReader({
      logger: createMemoryLogger(),
      clock,
      freshness: { ttlMs: 30_000, staleWhileRevalidateMs: 300_000 },
    });
    const strict = { freshness: { ttlMs: 1_000, staleWhileRevalidateMs: 0 } };
    await reader.read('k', () => fetchJson(server.url), strict);
    clock.time += 2_000;
    await reader.read('k', () => fetchJson(server.url), strict);
    // The second read waited for upstream rather than answering stale.
    expect(reader.getMetrics()).toMatchObject({ misses: 2, staleServed: 0 });
  });

  it('skips the cache for no-store reads (preview)', async () => {
    const server = await serve((_request, response) => sendJson(response, 200, { n: 1 }));
    const reader = createResilientReader({ logger: createMemoryLogger() });
    await reader.read('k', () => fetchJson(server.url));
    await reader.read('k', () => fetchJson(server.url), { cache: 'no-store' });
    expect(server.requests).toHaveLength(2);
  });

  it('keeps at most maxEntries, evicting the least recently used', async () => {
    const server = await serve((request, response) =>
      sendJson(response, 200, { path: request.path }),
    );
    const reader = createResilientReader({ logger: createMemoryLogger(), maxEntries: 2 });
    const read = (key: string) => reader.read(key, () => fetchJson(`${server.url}/${key}`));
    await read('a');
    await read('b');
    await read('a');
    await read('c');
    expect(server.requests).toHaveLength(3);
    await read('a');
    expect(server.requests).toHaveLength(3);
    await read('b');
    expect(server.requests).toHaveLength(4);
  });
});

describe('answers that found nothing', () => {
  it('are kept apart, so a flood of made-up keys evicts none of the answers that found something', async () => {
    const server = await serve((request, response) =>
      sendJson(response, 200, request.path.startsWith('/made-up') ? null : { path: request.path }),
    );
    const reader = createResilientReader({ logger: createMemoryLogger(), maxEntries: 16 });
    const isAbsent = (value: unknown) => value === null;
    const read = (key: string) =>
      reader.read(key, () => fetchJson(`${server.url}/${key}`), { isAbsent });
    const found = ['menus', 'configuration', 'home', 'about-us'];
    for (const key of found) await read(key);
    for (let i = 0; i < 200; i += 1) expect(await read(`made-up-${i}`)).toBeNull();
    expect(server.requests).toHaveLength(204);
    for (const key of found) expect(await read(key)).toEqual({ path: `/${key}` });
    expect(server.requests).toHaveLength(204);
  });

  it('are still cached, within an eighth of the bound by default', async () => {
    const server = await serve((_request, response) => sendJson(response, 200, null));
    const reader = createResilientReader({ logger: createMemoryLogger(), maxEntries: 16 });
    const read = (key: string) =>
      reader.read(key, () => fetchJson(`${server.url}/${key}`), {
        isAbsent: (value) => value === null,
      });
    await read('a');
    await read('b');
    await read('a');
    await read('b');
    expect(server.requests).toHaveLength(2);
    await read('c'); // a third: 'a', the least recently used of the two kept, goes
    await read('b');
    await read('a');
    expect(server.requests).toHaveLength(4);
  });

  it('move to the main cache once the key finds something', async () => {
    let published = false;
    const server = await serve((_request, response) =>
      sendJson(response, 200, published ? { title: 'New page' } : null),
    );
    const clock = manualClock();
    const reader = createResilientReader({ logger: createMemoryLogger(), clock, maxEntries: 8 });
    const read = (key: string) =>
      reader.read(key, () => fetchJson(`${server.url}/${key}`), {
        isAbsent: (value) => value === null,
      });
    expect(await read('new-page')).toBeNull();
    published = true;
    clock.time += 31_000; // past the TTL: the stale "nothing" is served while it refreshes
    expect(await read('new-page')).toBeNull();
    await vi.waitFor(() => expect(server.requests).toHaveLength(2));
    await vi.waitFor(async () => expect(await read('new-page')).toEqual({ title: 'New page' }));
    // Made-up keys filling the absent bound cannot evict it now.
    for (const key of ['x', 'y', 'z']) await read(key);
    expect(await read('new-page')).toEqual({ title: 'New page' });
    expect(server.requests).toHaveLength(5);
  });
});

describe('timeouts', () => {
  it('turns a hung upstream into a timeout error within the bound', async () => {
    const server = await serve(() => {
      // Never answers.
    });
    const reader = createResilientReader({ logger: createMemoryLogger() });
    const started = Date.now();
    const error = await reader
      .read('k', () => fetchJson(server.url, { timeoutMs: 200 }))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(reader.getMetrics().upstreamErrors).toBe(1);
  });

  it('lets one caller give up without cancelling the shared call', async () => {
    const server = await serve((_request, response) => {
      setTimeout(() => sendJson(response, 200, { ok: true }), 100);
    });
    const reader = createResilientReader({ logger: createMemoryLogger() });
    const controller = new AbortController();
    const impatient = reader.read('k', () => fetchJson(server.url), { signal: controller.signal });
    const patient = reader.read('k', () => fetchJson(server.url));
    controller.abort(new Error('gone'));
    await expect(impatient).rejects.toThrow('gone');
    await expect(patient).resolves.toEqual({ ok: true });
    expect(server.requests).toHaveLength(1);
  });
});
