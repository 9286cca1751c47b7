/**
 * Fixed-window limits on the messages the forms send (issue 11, issue 34): a browser may send each
 * form a few times per window and an address (a school's, a library's or a mobile carrier's,
 * shared by many families) many more; beyond either the action answers 429 and sends nothing.
 * Only messages actually sent count: a refused, invalid or failed post never does, so a family is
 * never locked out by its own typing mistakes or by others' rejected attempts. The counts live
 * behind {@link RateLimitStore}, over the services' shared store (Redis when configured).
 */
import { isIPv6 } from 'node:net';
import { createMemorySharedStore } from '@district/data/shared-store/create-shared-store';
import type { SharedStore } from '@district/data/shared-store/shared-store';

/** Where window counts are kept. */
export interface RateLimitStore {
  /** Counts one hit for `key` in the window starting at `windowStart`; returns the new count. */
  hit(key: string, windowStart: number, windowMs: number): Promise<number>;
  /** The hits counted for `key` in the window starting at `windowStart` (0 when none). */
  count(key: string, windowStart: number): Promise<number>;
}

/** The verdict on one request. */
export interface RateLimitVerdict {
  allowed: boolean;
  /** Seconds until the window ends, for Retry-After. */
  retryAfterSeconds: number;
}

/**
 * Window counts in the shared store: with Redis, a client's posts count against one limit across
 * every instance behind the load balancer; without it, in this process's (bounded) memory. The
 * window start is part of the key, so a new window starts from zero; expiry only cleans up.
 */
export function sharedRateLimitStore(store: SharedStore): RateLimitStore {
  return {
    hit: (key, windowStart, windowMs) => store.increment(`rate:${key}:${windowStart}`, windowMs),
    count: async (key, windowStart) =>
      Number((await store.get(`rate:${key}:${windowStart}`)) ?? 0) || 0,
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
  const window = () => {
    const time = now();
    const start = time - (time % windowMs);
    return { start, retryAfterSeconds: Math.ceil((start + windowMs - time) / 1000) };
  };
  return {
    /** Whether one more hit for `key` would be within the limit; counts nothing. */
    async check(key: string): Promise<RateLimitVerdict> {
      const { start, retryAfterSeconds } = window();
      const count = await store.count(`${name}:${key}`, start);
      return { allowed: count < limit, retryAfterSeconds };
    },
    /** Counts one hit for `key` (a message sent). */
    async record(key: string): Promise<void> {
      await store.hit(`${name}:${key}`, window().start, windowMs);
    },
  };
}

/**
 * The client a request counts against: the address the server layer set, or for an IPv6 client
 * its /64. A subscriber is routinely given a whole /64 and can post from a new address of it each
 * time (privacy extensions do so on their own), so keyed per address the limit never applied.
 * IPv4 addresses, plain or mapped into IPv6 (`::ffff:203.0.113.7`), keep their whole address.
 */
export function clientKey(address: string): string {
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

/**
 * Messages one browser may send with each form in a window: more than a family writes to a
 * school in ten minutes, few enough that a script reusing one browser's cookie gets nowhere.
 */
export const FORM_SENDS_PER_BROWSER = 5;
/**
 * Messages one address (an IPv4 address, an IPv6 /64) may send with each form in a window: a
 * school's, a library's or a mobile carrier's address is shared by many families at once (a
 * parents' evening in the school's hall), so six times one browser's; it still bounds a script
 * that fetches a fresh browser id (CSRF cookie) for every post.
 */
export const FORM_SENDS_PER_ADDRESS = 30;
/** The form window: ten minutes. */
export const FORM_WINDOW_MS = 10 * 60_000;

/** What the page says when a browser or address sent too many messages (429). */
export const RATE_LIMIT_MESSAGE =
  'Too many messages were sent from your browser or connection in the last few minutes. Nothing was sent; please wait a while and try again.';

/** The forms that are rate limited. */
export type LimitedForm = 'contact' | 'accessibility';

/** Who a message counts against: the browser (its CSRF id) and the address ({@link clientKey}). */
export interface Sender {
  browser: string;
  address: string;
}

/**
 * The limits of one form over `store` (the services' shared store): `check` before sending (a
 * refusal when either the browser or the address is at its limit), `record` once it was sent.
 */
export function formRateLimiter(
  name: LimitedForm,
  store: SharedStore,
  now: () => number = Date.now,
) {
  const counts = sharedRateLimitStore(store);
  const browser = createRateLimiter({
    name: `${name}:browser`,
    limit: FORM_SENDS_PER_BROWSER,
    windowMs: FORM_WINDOW_MS,
    store: counts,
    now,
  });
  const address = createRateLimiter({
    name: `${name}:address`,
    limit: FORM_SENDS_PER_ADDRESS,
    windowMs: FORM_WINDOW_MS,
    store: counts,
    now,
  });
  return {
    /** Whether `sender` may send one more message now. */
    async check(sender: Sender): Promise<RateLimitVerdict> {
      const [byBrowser, byAddress] = await Promise.all([
        browser.check(sender.browser),
        address.check(sender.address),
      ]);
      return byBrowser.allowed ? byAddress : byBrowser;
    },
    /** Counts a message `sender` sent. */
    async record(sender: Sender): Promise<void> {
      await Promise.all([browser.record(sender.browser), address.record(sender.address)]);
    },
  };
}
