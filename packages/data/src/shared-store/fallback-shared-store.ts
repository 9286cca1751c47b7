/**
 * Redis with a safety net: while Redis answers, every instance shares it; when it does not (down,
 * unreachable, too slow), each instance goes on with its own memory and logs the change once.
 * Nothing fails because Redis did. Writes also go to the local memory, so an instance that loses
 * Redis still has what it wrote itself (its translations, for one).
 */
import { describeError, type Logger } from '../resilience/logger';
import { createMemorySharedStore, type MemorySharedStore } from './memory-shared-store';
import type { RedisSharedStore } from './redis-shared-store';
import type { SharedStore } from './shared-store';

/** Counters of the fallback, for the logs and tests. */
export interface FallbackFigures {
  /** Operations answered by Redis. */
  shared: number;
  /** Operations answered by the local memory because Redis could not. */
  local: number;
  /** Redis operations that failed. */
  failures: number;
}

/** A store over Redis that falls back to memory. */
export interface FallbackSharedStore extends SharedStore {
  readonly figures: FallbackFigures;
  /** Whether Redis is answering now. */
  readonly sharing: boolean;
}

/** Wraps `primary` (Redis) with `local` memory; `logger` hears each change of availability. */
export function createFallbackSharedStore({
  primary,
  local = createMemorySharedStore(),
  logger,
}: {
  primary: RedisSharedStore;
  local?: MemorySharedStore;
  logger: Logger;
}): FallbackSharedStore {
  const figures: FallbackFigures = { shared: 0, local: 0, failures: 0 };
  // Logged once per outage, however many operations fail during it.
  let outageLogged = false;

  primary.onAvailabilityChange((available, error) => {
    if (!available) {
      noteFailure('connection', error);
      return;
    }
    logger.info(
      { section: 'Shared store', store: 'redis' },
      outageLogged ? 'Redis is reachable again: instances share state' : 'Connected to Redis',
    );
    outageLogged = false;
  });

  function noteFailure(operation: string, error: unknown) {
    figures.failures += 1;
    if (outageLogged) return;
    outageLogged = true;
    logger.warn(
      { section: 'Shared store', store: 'redis', operation, ...describeError(error) },
      'Redis is unreachable: this instance goes on with its own memory',
    );
  }

  /** Runs `shared` on Redis when it is up, else (or when it fails) `fallback` on memory. */
  async function run<T>(
    operation: string,
    shared: () => Promise<T>,
    fallback: () => Promise<T>,
  ): Promise<T> {
    if (primary.available) {
      try {
        const value = await shared();
        figures.shared += 1;
        return value;
      } catch (error) {
        noteFailure(operation, error);
      }
    }
    figures.local += 1;
    return fallback();
  }

  return {
    kind: 'redis',
    figures,
    get sharing() {
      return primary.available;
    },
    get: (key) =>
      run(
        'get',
        () => primary.get(key),
        () => local.get(key),
      ),
    getMany: (keys) =>
      run(
        'getMany',
        () => primary.getMany(keys),
        () => local.getMany(keys),
      ),
    async set(key, value, ttl) {
      await local.set(key, value, ttl);
      await run(
        'set',
        () => primary.set(key, value, ttl),
        async () => undefined,
      );
    },
    async setMany(entries, ttl) {
      await local.setMany(entries, ttl);
      await run(
        'setMany',
        () => primary.setMany(entries, ttl),
        async () => undefined,
      );
    },
    async delete(key) {
      await local.delete(key);
      await run(
        'delete',
        () => primary.delete(key),
        async () => undefined,
      );
    },
    increment: (key, ttlMs) =>
      run(
        'increment',
        () => primary.increment(key, ttlMs),
        () => local.increment(key, ttlMs),
      ),
    incrementWithin: (key, limit, ttlMs) =>
      run(
        'incrementWithin',
        () => primary.incrementWithin(key, limit, ttlMs),
        () => local.incrementWithin(key, limit, ttlMs),
      ),
    // Given back wherever the store answers now: across an outage's edge that is the other side,
    // so the window has at worst one place more or less there; each side stays atomic.
    decrement: (key) =>
      run(
        'decrement',
        () => primary.decrement(key),
        () => local.decrement(key),
      ),
    publish: (channel, message) =>
      run(
        'publish',
        () => primary.publish(channel, message),
        () => local.publish(channel, message),
      ),
    subscribe(channel, handler) {
      // A message travels through Redis when it is up and through memory when it is not: listen
      // on both, each publish reaches exactly one of them.
      const offShared = primary.subscribe(channel, handler);
      const offLocal = local.subscribe(channel, handler);
      return () => {
        offShared();
        offLocal();
      };
    },
    async close() {
      await primary.close();
      await local.close();
    },
  };
}
