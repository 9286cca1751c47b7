/**
 * The in-process shared store: the default when one instance serves an organization, and the
 * fallback of each instance while Redis is unreachable. Bounded (least recently used entries leave
 * first) so a long-running server does not grow without limit.
 *
 * Bounded per space: keys under a space's prefix (intranet sessions, form rate-limit counters,
 * the translation memory) are kept within that space's own budget, so what anonymous traffic
 * fills (translations of whatever pages people ask for) can never push out what signed-in staff
 * and the forms' limits depend on. Keys under no space share the default budget.
 */
import { normaliseTtl, type SharedStore, type StoreMessageHandler } from './shared-store';

/** A part of the store with a budget of its own: the keys that start with `prefix`. */
export interface MemoryStoreSpace {
  prefix: string;
  /** Entries of this space kept at most. */
  maxEntries: number;
}

/** Options of {@link createMemorySharedStore}. */
export interface MemorySharedStoreOptions {
  /** Entries kept at most outside the spaces. Default 50,000. */
  maxEntries?: number;
  /** Spaces with budgets of their own; a key belongs to the first whose prefix it starts with. */
  spaces?: readonly MemoryStoreSpace[];
  /** Clock in milliseconds, for tests. */
  now?: () => number;
}

/** The memory store, with its current size for tests and metrics. */
export interface MemorySharedStore extends SharedStore {
  readonly kind: 'memory';
  readonly size: number;
}

/** Creates an in-process store. */
export function createMemorySharedStore(options: MemorySharedStoreOptions = {}): MemorySharedStore {
  const now = options.now ?? Date.now;
  // A Map iterates in insertion order: re-inserting on access keeps the least recent one first.
  type Entries = Map<string, { value: string; expiresAt: number }>;
  const buckets: { prefix: string; maxEntries: number; entries: Entries }[] = [
    ...(options.spaces ?? []).map((space) => ({ ...space, entries: new Map() as Entries })),
    { prefix: '', maxEntries: options.maxEntries ?? 50_000, entries: new Map() as Entries },
  ];
  const channels = new Map<string, Set<StoreMessageHandler>>();

  function bucketOf(key: string) {
    // The last bucket's empty prefix matches every key.
    return buckets.find((bucket) => key.startsWith(bucket.prefix)) as (typeof buckets)[number];
  }

  function read(key: string): string | null {
    const { entries } = bucketOf(key);
    const entry = entries.get(key);
    if (!entry) return null;
    entries.delete(key);
    if (entry.expiresAt <= now()) return null;
    entries.set(key, entry);
    return entry.value;
  }

  function write(key: string, value: string, expiresAt: number) {
    const { entries, maxEntries } = bucketOf(key);
    entries.delete(key);
    entries.set(key, { value, expiresAt });
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
  }

  return {
    kind: 'memory',
    get size() {
      return buckets.reduce((sum, bucket) => sum + bucket.entries.size, 0);
    },
    async get(key) {
      return read(key);
    },
    async getMany(keys) {
      return keys.map(read);
    },
    async set(key, value, ttlSeconds) {
      write(key, value, now() + normaliseTtl(ttlSeconds) * 1000);
    },
    async setMany(list, ttlSeconds) {
      const expiresAt = now() + normaliseTtl(ttlSeconds) * 1000;
      for (const { key, value } of list) write(key, value, expiresAt);
    },
    async delete(key) {
      bucketOf(key).entries.delete(key);
    },
    async increment(key, ttlMs) {
      const entry = bucketOf(key).entries.get(key);
      const live = entry && entry.expiresAt > now() ? entry : undefined;
      const count = (live ? Number(live.value) || 0 : 0) + 1;
      write(key, String(count), live ? live.expiresAt : now() + Math.max(1, ttlMs));
      return count;
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
      for (const bucket of buckets) bucket.entries.clear();
      channels.clear();
    },
  };
}
