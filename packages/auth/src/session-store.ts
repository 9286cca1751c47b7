/**
 * Server-side session state. The browser only ever holds an encrypted session id (session.ts);
 * everything else (sign-in progress, profile, groups, msal's token cache) lives behind this port.
 * Values are strings so a Redis adapter (the shared-store port, later) is a one-to-one mapping.
 */

/** A key-value store with per-entry expiry: all the session layer needs. */
export interface SessionStore {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  delete(key: string): Promise<void>;
}

/** Options of the in-memory store. */
export interface MemorySessionStoreOptions {
  /** Entries kept at most; the least recently used one is evicted first. Default 10 000. */
  maxEntries?: number;
  /** Clock in milliseconds, for tests. */
  now?: () => number;
}

/** An in-process, LRU-bounded store: one server instance, state lost on restart. */
export class MemorySessionStore implements SessionStore {
  // A Map iterates in insertion order, so re-inserting on access makes its first key the LRU one.
  readonly #entries = new Map<string, { value: string; expiresAt: number }>();
  readonly #maxEntries: number;
  readonly #now: () => number;

  constructor(options: MemorySessionStoreOptions = {}) {
    this.#maxEntries = options.maxEntries ?? 10_000;
    this.#now = options.now ?? Date.now;
  }

  /** Number of live entries (expired ones may still count until touched). */
  get size(): number {
    return this.#entries.size;
  }

  async get(key: string): Promise<string | null> {
    const entry = this.#entries.get(key);
    if (!entry) return null;
    this.#entries.delete(key);
    if (entry.expiresAt <= this.#now()) return null;
    this.#entries.set(key, entry);
    return entry.value;
  }

  async set(key: string, value: string, ttlSeconds: number): Promise<void> {
    this.#entries.delete(key);
    this.#entries.set(key, { value, expiresAt: this.#now() + ttlSeconds * 1000 });
    while (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
  }

  async delete(key: string): Promise<void> {
    this.#entries.delete(key);
  }
}
