/**
 * Request coalescing: concurrent identical reads share one upstream call. The call is keyed, and
 * a key is free again as soon as its call settles, so nothing here caches.
 */

/** Runs at most one call per key at a time. */
export class Coalescer {
  readonly #inFlight = new Map<string, Promise<unknown>>();

  /** Joins the call in flight under `key`, or starts `start`. `joined` tells which happened. */
  run<T>(key: string, start: () => Promise<T>): { promise: Promise<T>; joined: boolean } {
    const existing = this.#inFlight.get(key);
    if (existing) return { promise: existing as Promise<T>, joined: true };
    const promise = start().finally(() => {
      this.#inFlight.delete(key);
    });
    this.#inFlight.set(key, promise);
    return { promise, joined: false };
  }

  /** How many distinct calls are in flight. */
  get size(): number {
    return this.#inFlight.size;
  }
}
