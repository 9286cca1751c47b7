/**
 * The page cache's budget against the process's real memory: a flood of made-up
 * `/api/notifications?path=` requests, each with a 15 KB header, through the real server. Run with
 * `--expose-gc` (vitest.config.ts): resident size is read after a forced collection.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from './logger';
import { createSiteServer, type SiteServer } from './site-server';

const MB = 1024 * 1024;
/** The cache's budget in these tests: small, so that the flood fills it many times over. */
const BUDGET = 16 * MB;
/**
 * What the process may hold beyond the budget after a forced collection: the heap V8 keeps for
 * itself after a flood of 375 MB of requests, and malloc's arenas, which a collection frees but
 * does not always hand back. Entries that kept a view of a 16 KB zlib chunk and the 15 KB header of
 * their first request (as they did) held about 50 KB each: ~230 MB for this budget.
 */
const MARGIN = 64 * MB;
const FLOOD = 25_000;
/** Enough to fill the budget four times over. */
const STORED_FLOOD = 12_500;
const PADDING = 'x'.repeat(15 * 1024);
const PUBLIC = 'public, max-age=0, s-maxage=30, stale-while-revalidate=300';
const KNOWN_PATHS = new Set(['/athletics', '/transportation', '/about-us']);

const servers: SiteServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.app.close()));
});

const gc = (globalThis as { gc?: () => void }).gc;

/** The process's memory after a forced collection. */
async function residentAfterCollection(): Promise<NodeJS.MemoryUsage> {
  for (let i = 0; i < 3; i += 1) {
    gc?.();
    await new Promise((resolve) => setImmediate(resolve));
  }
  return process.memoryUsage();
}

/**
 * The notification poll as a site answers it: ~2.3 KB of JSON, public. `storeUnknown` says what
 * it answers for a path that names no page: stored like any other (as the site did), or not.
 */
function notificationSite(answers: { storeUnknown: boolean }) {
  const site = { renders: 0 };
  const handle = async (request: Request) => {
    site.renders += 1;
    const url = new URL(request.url);
    const path = url.searchParams.get('path');
    const notifications = Array.from({ length: 6 }, (_, i) => ({
      id: `n-${i}-${url.pathname.length}`,
      title: `Bus route ${i} delayed by snow`,
      description: `Route ${i} runs 30 minutes late this morning; ${path ?? 'every page'}.`,
      type: 'alert',
      importance: i % 3,
      posted: '2026-11-28T06:00:00Z',
      dismissible: true,
      url: `https://www.meadowlarkvalley.org/announcements/bus-route-${i}`,
    }));
    const known = path === null || KNOWN_PATHS.has(path);
    return Response.json(
      { notifications, pageNotifications: notifications.slice(0, 3) },
      {
        headers: { 'cache-control': known || answers.storeUnknown ? PUBLIC : 'private, no-store' },
      },
    );
  };
  return { site, handle };
}

async function start(handle: (request: Request) => Promise<Response>) {
  const listener = await createSiteServer({
    handle,
    // Quiet: 25,000 access lines are not what is measured.
    logger: createLogger(new Writable({ write: (_chunk, _encoding, done) => done() })),
    accessLog: false,
    summaryIntervalMs: 0,
    pageCacheCookies: { preferences: [] },
    pageCache: { maxBytes: BUDGET },
  });
  servers.push(listener);
  await listener.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = listener.app.server.address() as AddressInfo;
  return { listener, port };
}

/** GET `path`, the X-Cache of the answer (its body read and dropped). */
function ask(
  port: number,
  path: string,
  agent: http.Agent | false,
  headers: Record<string, string> = {},
): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        agent,
        headers: { 'accept-encoding': 'br, gzip', ...headers },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.headers['x-cache'] as string | undefined));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** Resolves once the server holds no connection: a closing socket's buffers are not the cache's. */
async function drained(server: http.Server) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const open = await new Promise<number>((resolve, reject) =>
      server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
    );
    if (open === 0) return;
    if (Date.now() > deadline) throw new Error(`${open} connections still open after the flood`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * `count` made-up paths, 32 at a time on kept-alive connections, each with a 15 KB header; done
 * when the server has closed every connection of the flood.
 */
async function flood(port: number, count: number, server: http.Server) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next += 1;
      const path = encodeURIComponent(`/${Math.random().toString(36).slice(2)}`);
      await ask(port, `/api/notifications?path=${path}`, agent, { 'x-padding': PADDING });
    }
  };
  await Promise.all(Array.from({ length: 32 }, worker));
  agent.destroy();
  await drained(server);
}

const WARMED = [
  '/api/notifications',
  ...[...KNOWN_PATHS].map((path) => `/api/notifications?path=${encodeURIComponent(path)}`),
];

describe('the page cache under a flood of made-up notification paths', () => {
  it('runs with a forced collection available', () => {
    expect(gc, 'vitest.config.ts gives this file --expose-gc').toBeTypeOf('function');
  });

  it('keeps every warmed page within its budget, and counts what it holds when a site stores every path', async () => {
    const answers = { storeUnknown: false };
    const { site, handle } = notificationSite(answers);
    const { listener, port } = await start(handle);
    for (const path of WARMED) await ask(port, path, false);
    const started = await residentAfterCollection();

    // As the site answers: a path that names no page is answered, never stored.
    await flood(port, FLOOD, listener.app.server);
    const flooded = await residentAfterCollection();
    const stats = listener.pageCache?.stats();
    const states = await Promise.all(WARMED.map((path) => ask(port, path, false)));
    console.log(
      `${FLOOD} made-up paths, none stored: resident ${mb(started.rss)} MB before, ${mb(flooded.rss)} MB after; cache reports ${mb(stats?.bytes ?? 0)} MB in ${stats?.entries} entries; budget ${mb(BUDGET)} MB + margin ${mb(MARGIN)} MB; ${site.renders} renders`,
    );
    expect(states).toEqual(WARMED.map(() => 'HIT'));
    expect(stats?.entries).toBe(WARMED.length);
    expect(flooded.rss - started.rss).toBeLessThanOrEqual(BUDGET + MARGIN);

    // As a site that stored every path did: the cache fills its budget many times over.
    answers.storeUnknown = true;
    await flood(port, STORED_FLOOD, listener.app.server);
    const filled = await residentAfterCollection();
    const full = listener.pageCache?.stats();
    const held = filled.heapUsed + filled.external - (flooded.heapUsed + flooded.external);
    console.log(
      `${STORED_FLOOD} made-up paths, all stored: resident ${mb(flooded.rss)} MB before, ${mb(filled.rss)} MB after (+${mb(filled.rss - flooded.rss)} MB); V8 heap and external memory +${mb(held)} MB; cache reports ${mb(full?.bytes ?? 0)} MB in ${full?.entries} entries (${((full?.bytes ?? 0) / (full?.entries ?? 1) / 1024).toFixed(1)} KB each); budget ${mb(BUDGET)} MB + margin ${mb(MARGIN)} MB`,
    );
    expect(full?.bytes).toBeLessThanOrEqual(BUDGET);
    // The cache did fill: the flood is not measured against an empty cache.
    expect(full?.bytes).toBeGreaterThan(BUDGET * 0.75);
    // What it counts is what the heap holds for it, within a tenth.
    expect(held).toBeLessThanOrEqual((full?.bytes ?? 0) * 1.1);
    expect(filled.rss - flooded.rss).toBeLessThanOrEqual(BUDGET + MARGIN);
  }, 120_000);
});

function mb(bytes: number): string {
  return (bytes / MB).toFixed(1);
}
