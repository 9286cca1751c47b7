/**
 * The shared-store port (issue 13): everything one server instance keeps that the others must see
 * — translation memory, the page cache's invalidation, form rate-limit counters, intranet
 * sessions and their msal token caches — goes through this one interface. Two adapters: in-process
 * memory (the default, one instance) and Redis (`REDIS_URL`), the latter behind a fallback that
 * keeps every instance serving from its own memory while Redis is unreachable.
 *
 * Values are strings: callers serialise, so each adapter is a one-to-one mapping onto Redis.
 */

/** A message handler of a channel. */
export type StoreMessageHandler = (message: string) => void;

/** A key-value store with expiry, counters and broadcast messages, shared by every instance. */
export interface SharedStore {
  /** `memory` (this process only) or `redis`. */
  readonly kind: 'memory' | 'redis';
  /** The value of `key`, or null when there is none or it expired. */
  get(key: string): Promise<string | null>;
  /** The values of `keys`, in order, null where missing. */
  getMany(keys: readonly string[]): Promise<(string | null)[]>;
  /** Stores `value` under `key`, for `ttlSeconds` (whole seconds, at least 1). */
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  /** Stores several entries with one expiry. */
  setMany(entries: readonly { key: string; value: string }[], ttlSeconds: number): Promise<void>;
  /** Forgets `key`. */
  delete(key: string): Promise<void>;
  /**
   * Adds one to the counter `key` and returns the new count; a new counter expires `ttlMs` after
   * its first increment (a fixed window), later increments do not extend it.
   */
  increment(key: string, ttlMs: number): Promise<number>;
  /**
   * Adds one to the counter `key` only while it holds fewer than `limit`, in one atomic step (no
   * two callers both see the last place free): the new count, or null when it was full (nothing
   * added). A new counter expires `ttlMs` after its first increment, as {@link increment}'s.
   */
  incrementWithin(key: string, limit: number, ttlMs: number): Promise<number | null>;
  /**
   * Takes one from the counter `key` while it exists and is above zero: a place given back. An
   * expired counter is not created again, and the expiry is left as it was.
   */
  decrement(key: string): Promise<void>;
  /** Sends `message` to every instance subscribed to `channel` (this one included). */
  publish(channel: string, message: string): Promise<void>;
  /** Calls `handler` with each message published on `channel`; returns the unsubscribe. */
  subscribe(channel: string, handler: StoreMessageHandler): () => void;
  /** Releases connections; the store is unusable afterwards. */
  close(): Promise<void>;
}

/** The largest expiry the stores accept: a year. Longer values are clamped. */
export const MAX_TTL_SECONDS = 365 * 24 * 60 * 60;

/** A whole number of seconds in [1, {@link MAX_TTL_SECONDS}]. */
export function normaliseTtl(ttlSeconds: number): number {
  if (!Number.isFinite(ttlSeconds)) return MAX_TTL_SECONDS;
  return Math.min(MAX_TTL_SECONDS, Math.max(1, Math.ceil(ttlSeconds)));
}

/**
 * A view of `store` whose keys and channels all start with `prefix`: each organization, and each
 * use within it, gets its own part of one Redis.
 */
export function prefixedStore(store: SharedStore, prefix: string): SharedStore {
  const k = (key: string) => `${prefix}${key}`;
  return {
    kind: store.kind,
    get: (key) => store.get(k(key)),
    getMany: (keys) => store.getMany(keys.map(k)),
    set: (key, value, ttl) => store.set(k(key), value, ttl),
    setMany: (entries, ttl) =>
      store.setMany(
        entries.map((e) => ({ key: k(e.key), value: e.value })),
        ttl,
      ),
    delete: (key) => store.delete(k(key)),
    increment: (key, ttlMs) => store.increment(k(key), ttlMs),
    incrementWithin: (key, limit, ttlMs) => store.incrementWithin(k(key), limit, ttlMs),
    decrement: (key) => store.decrement(k(key)),
    publish: (channel, message) => store.publish(k(channel), message),
    subscribe: (channel, handler) => store.subscribe(k(channel), handler),
    // The view does not own the connections: closing it leaves the store open for the others.
    close: async () => undefined,
  };
}
