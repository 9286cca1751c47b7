/**
 * Per-client fixed-window rate limits for the form actions (issue 11): a client may post each
 * form a few times per window; beyond that the action answers 429 and sends nothing. The counts
 * live behind {@link RateLimitStore}, over the services' shared store (Redis when configured).
 */
import { isIPv6 } from 'node:net';
import { createMemorySharedStore } from '@district/data/shared-store/memory-shared-store';
import type { SharedStore } from '@district/data/shared-store/shared-store';

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

/**
 * Window counts in the shared store: with Redis, a client's posts count against one limit across
 * every instance behind the load balancer; without it, in this process's (bounded) memory. The
 * window start is part of the key, so a new window starts from zero; expiry only cleans up.
 */
export function sharedRateLimitStore(store: SharedStore): RateLimitStore {
  return {
    hit: (key, windowStart, windowMs) => store.increment(`rate:${key}:${windowStart}`, windowMs),
  };
}

/** A limiter allowing `limit` hits per key per fixed window of `windowMs`; `name` parts the store. */
export function createRateLimiter({
  name,
  limit,
  windowMs,
  store = sharedRateLimitStore(createMemorySharedStore()),
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

/**
 * The client a request counts against: the address the server layer set, or for an IPv6 client
 * its /64. A subscriber is routinely given a whole /64 and can post from a new address of it each
 * time (privacy extensions do so on their own), so keyed per address the limit never applied.
 * IPv4 addresses, plain or mapped into IPv6 (`::ffff:203.0.113.7`), keep their whole address.
 */
export function clientKey(request: Request): string {
  const address = request.headers.get(CLIENT_IP_HEADER) ?? 'unknown';
  return ipv6Network(address) ?? address;
}

/**
 * `2001:db8:abcd:12::/64` for any address of that network, in one spelling whatever the
 * address's; null for anything else, and for addresses in `::/64` (loopback, IPv4-mapped or
 * -compatible), which are no network of their own.
 */
function ipv6Network(address: string): string | null {
  // A link-local address may carry its zone (`fe80::1%eth0`); the zone is no part of the network.
  const bare = address.split('%', 1)[0] ?? '';
  // Dotted forms (`::ffff:203.0.113.7`) hold an IPv4 address: keyed whole, as IPv4 is.
  if (bare.includes('.') || !isIPv6(bare)) return null;
  const [head = '', tail] = bare.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  const network = groups.slice(0, 4).map((group) => Number.parseInt(group, 16));
  if (network.every((group) => group === 0)) return null;
  return `${network.map((group) => group.toString(16)).join(':')}::/64`;
}

/** Posts allowed per client per form in a window. */
export const FORM_POST_LIMIT = 5;
/** The form window: ten minutes. */
export const FORM_WINDOW_MS = 10 * 60_000;

/** What the page says when a client posted too often (429). */
export const RATE_LIMIT_MESSAGE =
  'Too many forms were sent from your connection in the last few minutes. Nothing was sent; please wait a while and try again.';

/** The forms that are rate limited. */
export type LimitedForm = 'contact' | 'accessibility';

/** The limiter of one form over `store` (the services' shared store). */
export function formRateLimiter(name: LimitedForm, store: SharedStore) {
  return createRateLimiter({
    name,
    limit: FORM_POST_LIMIT,
    windowMs: FORM_WINDOW_MS,
    store: sharedRateLimitStore(store),
  });
}
