/**
 * Per-client fixed-window rate limits for the form actions (issue 11): a client may post each
 * form a few times per window; beyond that the action answers 429 and sends nothing. The counts
 * live behind {@link RateLimitStore} so a store shared by every instance can replace the memory.
 */

/** Where window counts are kept. */
export interface RateLimitStore {
  /** Counts one hit for `key` in the window starting at `windowStart`; returns the new count. */
  hit(key: string, windowStart: number, windowMs: number): Promise<number>;
}

/** The verdict on one request. */
export interface RateLimitVerdict {
  allowed: boolean;
  /** Seconds until the window ends, for Retry-After. */
  retryAfterSeconds: number;
}

/** The header request-listener.js sets to the client address (never a client's own value). */
export const CLIENT_IP_HEADER = 'x-district-client-ip';

/** An in-process store, bounded: past `maxKeys`, windows that have ended are dropped first. */
export function createMemoryRateLimitStore(maxKeys = 10_000): RateLimitStore {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    async hit(key, windowStart, windowMs) {
      let entry = windows.get(key);
      if (!entry || entry.start !== windowStart) {
        if (windows.size >= maxKeys) {
          for (const [k, v] of windows) if (v.start + windowMs <= windowStart) windows.delete(k);
          // Still full of live windows: forget the oldest rather than grow without bound.
          const oldest = windows.keys().next().value;
          if (windows.size >= maxKeys && oldest !== undefined) windows.delete(oldest);
        }
        entry = { start: windowStart, count: 0 };
        windows.set(key, entry);
      }
      entry.count += 1;
      return entry.count;
    },
  };
}

/** A limiter allowing `limit` hits per key per fixed window of `windowMs`; `name` parts the store. */
export function createRateLimiter({
  name,
  limit,
  windowMs,
  store = createMemoryRateLimitStore(),
  now = Date.now,
}: {
  name: string;
  limit: number;
  windowMs: number;
  store?: RateLimitStore;
  now?: () => number;
}) {
  return {
    /** Counts a hit for `key` and says whether it is within the limit. */
    async check(key: string): Promise<RateLimitVerdict> {
      const time = now();
      const windowStart = time - (time % windowMs);
      const count = await store.hit(`${name}:${key}`, windowStart, windowMs);
      return {
        allowed: count <= limit,
        retryAfterSeconds: Math.ceil((windowStart + windowMs - time) / 1000),
      };
    },
  };
}

/** The client a request counts against: the address the server layer set. */
export function clientKey(request: Request): string {
  return request.headers.get(CLIENT_IP_HEADER) ?? 'unknown';
}

/** Posts allowed per client per form in a window. */
export const FORM_POST_LIMIT = 5;
/** The form window: ten minutes. */
export const FORM_WINDOW_MS = 10 * 60_000;

/** What the page says when a client posted too often (429). */
export const RATE_LIMIT_MESSAGE =
  'Too many forms were sent from your connection in the last few minutes. Nothing was sent; please wait a while and try again.';

const store = createMemoryRateLimitStore();

/** The process's limiters, one per form, sharing one store. */
export const formRateLimiters = {
  contact: createRateLimiter({
    name: 'contact',
    limit: FORM_POST_LIMIT,
    windowMs: FORM_WINDOW_MS,
    store,
  }),
  accessibility: createRateLimiter({
    name: 'accessibility',
    limit: FORM_POST_LIMIT,
    windowMs: FORM_WINDOW_MS,
    store,
  }),
};
