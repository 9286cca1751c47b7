/**
 * Our reader and retry against @epic-web/cachified and cockatiel: cost per call and the
 * behaviours our tests assert that each library can or cannot express (decision 022).
 * The libraries are not dependencies, so they come from a folder given as the first argument:
 *   npm i --prefix /tmp/resilience-libs cockatiel@3.2.1 @epic-web/cachified@5.6.3
 *   tooling/scripts/node_modules/.bin/esbuild packages/data/bench/resilience-libraries.ts \
 *     --bundle --platform=node --format=esm --outfile=/tmp/resilience-bench.mjs
 *   node /tmp/resilience-bench.mjs /tmp/resilience-libs
 * Bundled, not run through tsx: tsx keeps function names by wrapping every closure, which made
 * our TypeScript look several times slower than the libraries' plain JavaScript.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { LRUCache } from 'lru-cache';
import type { Clock } from '../src/resilience/clock';
import { createMemoryLogger } from '../src/resilience/logger';
import { createResilientReader } from '../src/resilience/resilient-reader';
import { DEFAULT_RETRY_POLICY, statusOf, withRetry } from '../src/resilience/retry';

const folder = process.argv[2];
if (!folder) throw new Error('Give the folder where cockatiel and cachified are installed');
const requireThere = createRequire(join(folder, 'package.json'));
const { cachified, createCacheEntry } = requireThere('@epic-web/cachified');
const { retry, handleWhen, ExponentialBackoff } = requireThere('cockatiel');

/** Nanoseconds per call of `run`: the median of five rounds of `n` calls after a warm-up. */
async function nsPerCall(run: () => unknown, n = 100_000): Promise<number> {
  for (let i = 0; i < n; i += 1) await run();
  const rounds: number[] = [];
  for (let round = 0; round < 5; round += 1) {
    const started = process.hrtime.bigint();
    for (let i = 0; i < n; i += 1) await run();
    rounds.push(Number(process.hrtime.bigint() - started) / n);
  }
  return rounds.sort((a, b) => a - b)[2] ?? Number.NaN;
}

const answer = { title: 'About us', path: { path: '/about-us' }, blocks: [{ kind: 'text' }] };
const fetchAnswer = async () => answer;
const manual = { time: 1_000_000, now: () => manual.time, random: () => 0.5 };
const clock: Clock = { ...manual, sleep: async () => undefined };
const rows: [string, string][] = [];
const row = (what: string, value: string) => rows.push([what, value]);

// Cost per cached read (a fresh hit), over the same lru-cache.
const reader = createResilientReader({ logger: createMemoryLogger(), clock });
await reader.read('k', fetchAnswer);
const lru = new LRUCache<string, object>({ max: 1_000 });
const viaCachified = () =>
  cachified({
    key: 'k',
    cache: lru,
    getFreshValue: fetchAnswer,
    ttl: 30_000,
    staleWhileRevalidate: 300_000,
  });
await viaCachified();
row(
  'cached read, ours, frozen (ns)',
  (await nsPerCall(() => reader.read('k', fetchAnswer, { copy: false }))).toFixed(0),
);
row(
  'cached read, ours, copied (ns)',
  (await nsPerCall(() => reader.read('k', fetchAnswer))).toFixed(0),
);
row('cached read, cachified (ns)', (await nsPerCall(viaCachified)).toFixed(0));

// Cost per call through retry when the first attempt succeeds.
const isTransient = (error: Error) => [429, 503].includes(statusOf(error) ?? 0);
const cockatielRetry = retry(handleWhen(isTransient), {
  maxAttempts: 2,
  backoff: new ExponentialBackoff({ initialDelay: 200, maxDelay: 2_000 }),
});
row(
  'retry, ours (ns)',
  (await nsPerCall(() => withRetry(fetchAnswer, DEFAULT_RETRY_POLICY, { clock }))).toFixed(0),
);
row(
  'retry, cockatiel (ns)',
  (await nsPerCall(() => cockatielRetry.execute(fetchAnswer))).toFixed(0),
);

// Fit: does a read follow the injected clock? Stored now, read 31 s later on the manual clock.
let calls = 0;
const counted = async () => {
  calls += 1;
  return answer;
};
const fitCache = new LRUCache<string, object>({ max: 10 });
await cachified({ key: 'c', cache: fitCache, getFreshValue: counted, ttl: 30_000 });
manual.time += 31_000;
await cachified({ key: 'c', cache: fitCache, getFreshValue: counted, ttl: 30_000 });
row('cachified asks upstream 31 s later on the injected clock', calls === 2 ? 'yes' : 'no');

// Fit: stale-if-error past the stale-while-revalidate window (ours: the stale answer, a day).
const stale = new LRUCache<string, object>({ max: 10 });
stale.set('s', createCacheEntry(answer, { ttl: 1_000, swr: 0, createdTime: Date.now() - 5_000 }));
const down = async () => {
  throw new Error('ECONNREFUSED');
};
const staleIfError = await cachified({
  key: 's',
  cache: stale,
  getFreshValue: down,
  ttl: 1_000,
  staleWhileRevalidate: 0,
  fallbackToCache: 60_000,
}).then(
  () => 'the stale answer',
  () => 'the error',
);
row('cachified, 5 s old entry, ttl 1 s, upstream down, fallbackToCache 60 s', staleIfError);

// Fit: per-read freshness (the page list's 5 s recheck of an entry stored with 30 s).
let listCalls = 0;
const list = new LRUCache<string, object>({ max: 10 });
list.set('l', createCacheEntry(answer, { ttl: 30_000, swr: 0, createdTime: Date.now() - 10_000 }));
await cachified({
  key: 'l',
  cache: list,
  getFreshValue: async () => {
    listCalls += 1;
    return answer;
  },
  ttl: 5_000,
});
row(
  'cachified asks upstream for a 10 s old entry read with ttl 5 s',
  listCalls === 1 ? 'yes' : 'no',
);

// Fit: retry waits on real timers (the 200 ms first step), not on an injected clock.
let attempt = 0;
const started = Date.now();
await cockatielRetry.execute(async () => {
  attempt += 1;
  if (attempt === 1) throw Object.assign(new Error('503: busy'), { status: 503 });
  return answer;
});
row('cockatiel retry, real ms waited before the second attempt', String(Date.now() - started));

const width = Math.max(...rows.map(([what]) => what.length));
for (const [what, value] of rows) console.log(`${what.padEnd(width)}  ${value}`);
