/**
 * The one place where resilience is composed around read calls: a TTL cache with
 * stale-while-revalidate and serve-stale-on-error (bounded, LRU), request coalescing, and retry of
 * 429/503 — with counters and logging. Adapters stay plain I/O; `resilient-ports.ts` wraps their
 * read methods with a reader.
 * Not cachified: it takes no clock, and serves stale on error only for forced reads (decision 022).
 */

import { LRUCache } from 'lru-cache';
import { withUpstreamContext } from '../http/upstream-calls';
import { clonePlain, deepFreeze } from '../plain-data';
import { type Clock, systemClock } from './clock';
import { Coalescer } from './coalesce';
import { consoleLogger, describeError, type Logger } from './logger';
import { createMetrics, type MetricsRecorder, type ResilienceMetrics } from './metrics';
import { DEFAULT_RETRY_POLICY, type RetryPolicy, withRetry } from './retry';
import { untilAborted } from './until-aborted';

/** How long a cached read stays usable. */
export interface FreshnessPolicy {
  /** Served from cache without asking upstream. */
  ttlMs: number;
  /** After the TTL: still served at once while a background refresh runs. */
  staleWhileRevalidateMs: number;
  /** After the TTL: served when upstream fails. */
  staleIfErrorMs: number;
}

/** Defaults: 30 s fresh, 5 min stale-while-revalidate, 1 day stale-on-error. */
export const DEFAULT_FRESHNESS: FreshnessPolicy = {
  ttlMs: 30_000,
  staleWhileRevalidateMs: 5 * 60_000,
  staleIfErrorMs: 24 * 60 * 60_000,
};

/** Options of {@link createResilientReader}; every part has a default. */
export interface ResilienceOptions {
  logger?: Logger;
  clock?: Partial<Clock>;
  retry?: Partial<RetryPolicy>;
  freshness?: Partial<FreshnessPolicy>;
  /** Bound of the cache (LRU beyond it). Default 1,000 entries. */
  maxEntries?: number;
  /**
   * Bound of the answers that found nothing (reads whose `isAbsent` says so), kept apart from the
   * others so that a flood of made-up lookups cannot evict them. Default an eighth of `maxEntries`.
   */
  maxAbsentEntries?: number;
  metrics?: MetricsRecorder;
}

/** Per-read options. */
export interface ReadOptions {
  /** Aborts this caller's wait; a shared upstream call goes on for the others. */
  signal?: AbortSignal;
  /** `no-store` skips the cache lookup (preview mode); the fresh answer is still stored. */
  cache?: 'default' | 'no-store';
  freshness?: Partial<FreshnessPolicy>;
  /**
   * Whether an answer found nothing (no page at a path, no message with a slug). Such answers are
   * cached like any other, but within their own, smaller bound (`maxAbsentEntries`).
   */
  isAbsent?: (value: unknown) => boolean;
  /**
   * `false`: the cached value itself, frozen in depth, instead of a copy of it. For what every
   * request reads and none changes (organizations, menus, configuration: the embedded CMS shares
   * them frozen too), and for a caller that only looks (a long list's paths): copying those on
   * every read was a tenth of a page's CPU. A caller that tries to change it gets a TypeError.
   * Default true: a copy the caller may change.
   */
  copy?: boolean;
}

/** Reads through cache, coalescing and retry. */
export interface ResilientReader {
  /** Reads `key`, calling `load` upstream only when the cache cannot answer. */
  read<T>(key: string, load: () => Promise<T>, options?: ReadOptions): Promise<T>;
  /** Retry only, for reads that must never be cached or shared (per-user tokens). */
  retry<T>(load: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  getMetrics(): ResilienceMetrics;
  /** Forgets every cached entry. */
  clear(): void;
  /**
   * Treats every entry cached until now as past its freshness and its stale-while-revalidate
   * window: the next read of each waits for upstream, while an upstream failure still gets the old
   * answer (stale-if-error). For news from elsewhere that the cached answers are out of date.
   */
  expire(): void;
  readonly logger: Logger;
}

/** A cached answer and when it was stored. */
interface CachedAnswer<T = unknown> {
  value: T;
  storedAt: number;
}

function positiveInteger(entries: number): number {
  if (!Number.isInteger(entries) || entries < 1) {
    throw new Error('maxEntries must be a positive integer');
  }
  return entries;
}

/** Creates a reader. One per process is the intent: the server reads its metrics. */
export function createResilientReader(options: ResilienceOptions = {}): ResilientReader {
  const logger = options.logger ?? consoleLogger;
  const clock: Clock = { ...systemClock, ...options.clock };
  const retryPolicy: RetryPolicy = { ...DEFAULT_RETRY_POLICY, ...options.retry };
  const defaults: FreshnessPolicy = { ...DEFAULT_FRESHNESS, ...options.freshness };
  const metrics = options.metrics ?? createMetrics();
  const maxEntries = options.maxEntries ?? 1_000;
  // Bounded by entries, not bytes: the values are parsed answers whose size is unknown without
  // serialising them again, which would cost more than the cache saves. Entries carry no TTL here:
  // one entry is fresh, stale-but-servable or only good when upstream fails, as each read decides.
  const cache = new LRUCache<string, CachedAnswer>({ max: positiveInteger(maxEntries) });
  // What made-up keys (a scanner's paths, an old link's slug) are answered with lives here, so
  // that they evict each other and not the site's real pages and answers: those are also the
  // copies served when upstream fails (stale-if-error), which a sweep would otherwise wipe out.
  const absent = new LRUCache<string, CachedAnswer>({
    max: positiveInteger(options.maxAbsentEntries ?? Math.max(1, Math.floor(maxEntries / 8))),
  });
  const store = (key: string, value: unknown, isAbsent: ReadOptions['isAbsent']) => {
    const [into, other] = isAbsent?.(value) ? [absent, cache] : [cache, absent];
    other.delete(key);
    into.set(key, { value, storedAt: clock.now() });
  };
  const coalescer = new Coalescer();
  // Entries stored before this time were expired by `expire()`.
  let expiredBefore = Number.NEGATIVE_INFINITY;

  const retry = <T>(load: () => Promise<T>, signal?: AbortSignal): Promise<T> =>
    withRetry(() => load(), retryPolicy, {
      clock,
      signal,
      onRetry: (info) => {
        metrics.increment('retries');
        logger.warn({ ...info }, 'Retrying an upstream read after a transient refusal');
      },
    });

  /** One upstream call per key at a time; stores the answer, logs and counts a failure once. */
  const upstream = <T>(
    key: string,
    load: () => Promise<T>,
    cause: 'miss' | 'stale',
    isAbsent: ReadOptions['isAbsent'],
  ) =>
    coalescer.run(key, async () => {
      try {
        // The upstream call's log line says why it was made (upstream-calls.ts).
        const value = await withUpstreamContext({ cache: cause }, () => retry(load));
        store(key, value, isAbsent);
        return value;
      } catch (error) {
        metrics.increment('upstreamErrors');
        logger.error({ key, ...describeError(error) }, 'Upstream read failed');
        throw error;
      }
    });

  return {
    logger,
    getMetrics: () => metrics.getMetrics(),
    clear: () => {
      cache.clear();
      absent.clear();
    },
    expire: () => {
      expiredBefore = clock.now() + 1;
    },
    retry,
    async read<T>(key: string, load: () => Promise<T>, readOptions: ReadOptions = {}) {
      const freshness = { ...defaults, ...readOptions.freshness };
      // A caller gets its own copy, so that one page changing a result cannot corrupt the cache,
      // or the frozen value itself.
      const copy = readOptions.copy === false ? deepFreeze : clonePlain;
      const entry = (cache.get(key) ?? absent.get(key)) as CachedAnswer<T> | undefined;
      const age = entry ? clock.now() - entry.storedAt : Number.POSITIVE_INFINITY;
      if (entry && readOptions.cache !== 'no-store' && entry.storedAt >= expiredBefore) {
        if (age < freshness.ttlMs) {
          metrics.increment('hits');
          return copy(entry.value);
        }
        if (age < freshness.ttlMs + freshness.staleWhileRevalidateMs) {
          metrics.increment('staleServed');
          const { promise, joined } = upstream(key, load, 'stale', readOptions.isAbsent);
          if (joined) metrics.increment('coalesced');
          // The refresh's failure is already logged and counted; the caller has its answer.
          promise.catch(() => undefined);
          return copy(entry.value);
        }
      }
      metrics.increment('misses');
      const { promise, joined } = upstream(key, load, 'miss', readOptions.isAbsent);
      if (joined) metrics.increment('coalesced');
      try {
        return copy(await untilAborted(promise, readOptions.signal));
      } catch (error) {
        if (readOptions.signal?.aborted) throw error;
        if (entry && age < freshness.ttlMs + freshness.staleIfErrorMs) {
          metrics.increment('staleServed');
          logger.warn({ key, ageMs: age, ...describeError(error) }, 'Serving a stale value');
          return copy(entry.value);
        }
        throw error;
      }
    },
  };
}
