/**
 * The in-process shared store: the default when one instance serves an organization, and the
 * fallback of each instance while Redis is unreachable. Bounded (least recently used entries leave
 * first) so a long-running server does not grow without limit.
 *
 * Bounded per space: keys under a space's prefix (intranet sessions, form rate-limit counters,
 * the translation memory) are kept within that space's own budget of entries and bytes, so what
 * anonymous traffic fills (translations of whatever pages people ask for) can never push out what
 * signed-in staff and the forms' limits depend on. Keys under no space share the default budget.
 */
import { LRUCache } from 'lru-cache';
import { normaliseTtl, type SharedStore, type StoreMessageHandler } from './shared-store';

/** A part of the store with a budget of its own: the keys that start with `prefix`. */
export interface MemoryStoreSpace {
  prefix: string;
  /** Entries of this space kept at most. */
  maxEntries: number;
  /**
   * The bytes an entry of this space may take on average (key and value, counted as UTF-16):
   * the space holds at most `maxEntries` × this, so a few large values push out many small ones
   * and a value larger than the whole space is not kept. Default {@link DEFAULT_ENTRY_BYTES}.
   */
  averageEntryBytes?: number;
}

/** Options of {@link createMemorySharedStore}. */
export interface MemorySharedStoreOptions {
  /** Entries kept at most outside the spaces. Default 50,000. */
  maxEntries?: number;
  /** Average bytes an entry outside the spaces may take. Default {@link DEFAULT_ENTRY_BYTES}. */
  averageEntryBytes?: number;
  /** Spaces with budgets of their own; a key belongs to the first whose prefix it starts with. */
  spaces?: readonly MemoryStoreSpace[];
  /** Clock in milliseconds (above 0), for tests. */
  now?: () => number;
}

/** The memory store, with its current size for tests and metrics. */
export interface MemorySharedStore extends SharedStore {
  readonly kind: 'memory';
  /** Entries kept, expired ones not yet evicted included. */
  readonly size: number;
  /** Approximate bytes of the entries kept (see {@link MemoryStoreSpace.averageEntryBytes}). */
  readonly bytes: number;
}

/** Average bytes an entry may take where a space does not say: 4 KiB. */
export const DEFAULT_ENTRY_BYTES = 4 * 1024;

// The entry's bookkeeping, roughly: keeps tiny values (counters) from being counted as free.
const ENTRY_OVERHEAD_BYTES = 64;

// Approximate bytes a key and its value take: UTF-16 (2 bytes a character) plus bookkeeping.
function entryBytes(key: string, value: string): number {
  return (key.length + value.length) * 2 + ENTRY_OVERHEAD_BYTES;
}

/**
 * lru-cache's TTL: an entry lives while its age is at most `ttl`. This store's entries (and their
 * tests) are gone once their age reaches their lifetime; for whole milliseconds that is one less.
 */
function ttlOf(lifetimeMs: number): number {
  return Math.max(1, Math.round(lifetimeMs) - 1);
}

/** Creates an in-process store. */
export function createMemorySharedStore(options: MemorySharedStoreOptions = {}): MemorySharedStore {
  const now = options.now ?? Date.now;
  const boundedCache = (maxEntries: number, averageEntryBytes = DEFAULT_ENTRY_BYTES) =>
    new LRUCache<string, string>({
      max: maxEntries,
      maxSize: maxEntries * averageEntryBytes,
      sizeCalculation: (value, key) => entryBytes(key, value),
      // Expiry reads the injected clock on every check (no 1 ms reuse of a reading), so a test
      // that moves its clock sees the move at once.
      perf: { now },
      ttlResolution: 0,
    });
  const spaces = [
    ...(options.spaces ?? []).map(({ prefix, maxEntries, averageEntryBytes }) => ({
      prefix,
      cache: boundedCache(maxEntries, averageEntryBytes),
    })),
    {
      prefix: '',
      cache: boundedCache(options.maxEntries ?? 50_000, options.averageEntryBytes),
    },
  ];
  const channels = new Map<string, Set<StoreMessageHandler>>();

  function cacheOf(key: string) {
    // The last space's empty prefix matches every key.
    return (spaces.find((space) => key.startsWith(space.prefix)) as (typeof spaces)[number]).cache;
  }

  // An expired entry reads as absent and is dropped (lru-cache's `get`); a read entry becomes
  // the most recently used of its space.
  const read = (key: string): string | null => cacheOf(key).get(key) ?? null;

  return {
    kind: 'memory',
    get size() {
      return spaces.reduce((sum, space) => sum + space.cache.size, 0);
    },
    get bytes() {
      return spaces.reduce((sum, space) => sum + space.cache.calculatedSize, 0);
    },
    async get(key) {
      return read(key);
    },
    async getMany(keys) {
      return keys.map(read);
    },
    async set(key, value, ttlSeconds) {
      cacheOf(key).set(key, value, { ttl: ttlOf(normaliseTtl(ttlSeconds) * 1000) });
    },
    async setMany(list, ttlSeconds) {
      const ttl = ttlOf(normaliseTtl(ttlSeconds) * 1000);
      for (const { key, value } of list) cacheOf(key).set(key, value, { ttl });
    },
    async delete(key) {
      cacheOf(key).delete(key);
    },
    async increment(key, ttlMs) {
      const cache = cacheOf(key);
      const live = cache.get(key);
      const count = (live === undefined ? 0 : Number(live) || 0) + 1;
      // A window's counter keeps the expiry its first increment gave it.
      if (live === undefined) cache.set(key, String(count), { ttl: ttlOf(Math.max(1, ttlMs)) });
      else cache.set(key, String(count), { noUpdateTTL: true });
      return count;
    },
    async incrementWithin(key, limit, ttlMs) {
      // No await between the read and the write: atomic within the process.
      const cache = cacheOf(key);
      const live = cache.get(key);
      const count = live === undefined ? 0 : Number(live) || 0;
      if (count >= limit) return null;
      if (live === undefined) cache.set(key, String(count + 1), { ttl: ttlOf(Math.max(1, ttlMs)) });
      else cache.set(key, String(count + 1), { noUpdateTTL: true });
      return count + 1;
    },
    async decrement(key) {
      const cache = cacheOf(key);
      const live = cache.get(key);
      const count = live === undefined ? 0 : Number(live) || 0;
      if (count > 0) cache.set(key, String(count - 1), { noUpdateTTL: true });
    },
    async publish(channel, message) {
      // Delivered after the current turn, as a Redis message would be.
      const handlers = channels.get(channel);
      if (!handlers) return;
      queueMicrotask(() => {
        for (const handler of handlers) handler(message);
      });
    },
    subscribe(channel, handler) {
      let handlers = channels.get(channel);
      if (!handlers) {
        handlers = new Set();
        channels.set(channel, handlers);
      }
      handlers.add(handler);
      return () => {
        handlers.delete(handler);
      };
    },
    async close() {
      for (const space of spaces) space.cache.clear();
      channels.clear();
    },
  };
}
