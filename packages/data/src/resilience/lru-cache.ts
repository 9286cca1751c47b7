/**
 * A bounded in-memory cache: entries remember when they were stored, and the least recently used
 * entry is evicted beyond `maxEntries`. Freshness is decided by the reader, not here, so one entry
 * can be fresh, stale-but-servable or only good as a fallback on error.
 */

/** A cached value and when it was stored. */
export interface CacheEntry<T> {
  value: T;
  storedAt: number;
}

/** A least-recently-used map of {@link CacheEntry}s. */
export class LruCache<T> {
  readonly #entries = new Map<string, CacheEntry<T>>();

  constructor(readonly maxEntries: number) {
    if (!Number.isInteger(maxEntries) || maxEntries < 1) {
      throw new Error('maxEntries must be a positive integer');
    }
  }

  /** The entry under `key`, marked as most recently used. */
  get(key: string): CacheEntry<T> | undefined {
    const entry = this.#entries.get(key);
    if (entry) {
      // Map keeps insertion order: re-inserting moves the key to the young end.
      this.#entries.delete(key);
      this.#entries.set(key, entry);
    }
    return entry;
  }

  /** Stores `value`, evicting the least recently used entries beyond the bound. */
  set(key: string, value: T, storedAt: number): void {
    this.#entries.delete(key);
    this.#entries.set(key, { value, storedAt });
    while (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next().value as string;
      this.#entries.delete(oldest);
    }
  }

  delete(key: string): void {
    this.#entries.delete(key);
  }

  clear(): void {
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }
}
