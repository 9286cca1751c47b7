/**
 * Fixed-window limits, every place reserved atomically in the shared store before the work starts,
 * so no burst of concurrent requests gets past the figures. Beyond a limit the answer is 429.
 */
import { isIPv6 } from 'node:net';
import type { SharedStore } from '@district/data/shared-store/shared-store';

/**
 * The client a request counts against: its address, or for IPv6 its /64, since one subscriber
 * can post from a fresh address of their /64 each time. IPv4 (plain or mapped) stays whole.
 */
export function clientKey(address: string): string {
  return ipv6Network(address) ?? address;
}

/** `2001:db8:abcd:12::/64` in one spelling; null for non-IPv6 and `::/64` (loopback, mapped). */
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

/** Messages one browser may send with each form in a window: more than a family writes. */
export const FORM_SENDS_PER_BROWSER = 5;
/**
 * Messages one address (IPv4, IPv6 /64) may send with each form in a window: shared by many
 * families at once (a school hall), yet it bounds a script fetching a fresh CSRF cookie per post.
 */
export const FORM_SENDS_PER_ADDRESS = 30;
/** The form window: ten minutes. */
export const FORM_WINDOW_MS = 10 * 60_000;

/** What the page says when a browser or address sent too many messages (429). */
export const RATE_LIMIT_MESSAGE =
  'Too many messages were sent from your browser or connection in the last few minutes. Nothing was sent; please wait a while and try again.';

/** Who a message counts against: the browser (its CSRF id) and the address ({@link clientKey}). */
export interface Sender {
  browser: string;
  address: string;
}

/** A place asked for in a limit's count: granted (to give back with `release`) or refused. */
export interface Reservation {
  granted: boolean;
  /** Seconds until the window (the refusing one, when refused) ends, for Retry-After. */
  retryAfterSeconds: number;
  /** Gives the place back, once; nothing when it was refused or already given back. */
  release(): Promise<void>;
}

/**
 * Places in fixed-window counts over `store`, each taken in one atomic step of the store so callers
 * on every instance never exceed `limit`. The window start is in the key; expiry only cleans up.
 */
export function windowReservations(store: SharedStore, now: () => number = Date.now) {
  return {
    /** One place for `key` in `space` (a limit's name: `contact:browser`), or a refusal. */
    async reserve(
      space: string,
      key: string,
      limit: number,
      windowMs: number,
    ): Promise<Reservation> {
      if (!Number.isInteger(limit) || limit < 0)
        throw new RangeError(`A limit is a whole number of places, at least 0: ${limit}`);
      if (!Number.isFinite(windowMs) || windowMs <= 0)
        throw new RangeError(`A window is a positive number of milliseconds: ${windowMs}`);
      const time = now();
      const start = time - (time % windowMs);
      const retryAfterSeconds = Math.max(1, Math.ceil((start + windowMs - time) / 1000));
      const counter = `rate:${space}:${key}:${start}`;
      const count = await store.incrementWithin(counter, limit, windowMs);
      if (count === null) return { granted: false, retryAfterSeconds, release: async () => {} };
      let held = true;
      return {
        granted: true,
        retryAfterSeconds,
        async release() {
          if (!held) return;
          held = false;
          await store.decrement(counter);
        },
      };
    },
  };
}

/**
 * One place in each of several counts, or none: on a refusal those taken are given back. At a
 * limit's edge a post may be refused that would have fitted, never one over.
 */
export async function reserveAll(
  reservations: readonly (() => Promise<Reservation>)[],
): Promise<Reservation> {
  const taken: Reservation[] = [];
  let retryAfterSeconds = 1;
  for (const reserve of reservations) {
    const reservation = await reserve();
    if (!reservation.granted) {
      await Promise.all(taken.map((place) => place.release()));
      return reservation;
    }
    taken.push(reservation);
    retryAfterSeconds = Math.max(retryAfterSeconds, reservation.retryAfterSeconds);
  }
  return {
    granted: true,
    retryAfterSeconds,
    release: async () => {
      await Promise.all(taken.map((place) => place.release()));
    },
  };
}

/** A form's name as its counters are keyed: its folder's name under app/forms/. */
const FORM_NAME = /^[a-z][a-z0-9-]{0,39}$/;

/** The limits of one form, keyed by `name`: a place in the browser's count, then the address's. */
export function formRateLimiter(name: string, store: SharedStore, now: () => number = Date.now) {
  if (!FORM_NAME.test(name))
    throw new RangeError(`A form's name is lower-case letters, digits and hyphens: ${name}`);
  const places = windowReservations(store, now);
  return {
    /** Browser first: one browser can never hold more than its own few of its address's places. */
    reserve(sender: Sender): Promise<Reservation> {
      return reserveAll([
        () =>
          places.reserve(`${name}:browser`, sender.browser, FORM_SENDS_PER_BROWSER, FORM_WINDOW_MS),
        () =>
          places.reserve(`${name}:address`, sender.address, FORM_SENDS_PER_ADDRESS, FORM_WINDOW_MS),
      ]);
    },
  };
}
