/**
 * Fixed-window limits, every one reserved: a form's message (in its browser's and its address's
 * counts), a preview or a search render takes its place atomically in the shared store (Redis when
 * configured) before the work starts, so no burst of concurrent requests gets past the figures. A
 * form gives a place back only when its message was not sent for a reason of ours
 * (form-handler.server.ts); an invalid post never takes one. Beyond a limit the answer is 429.
 */
import { isIPv6 } from 'node:net';
import type { SharedStore } from '@district/data/shared-store/shared-store';

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
 * Places in fixed-window counts over `store`: `reserve(space, key, limit, windowMs)` takes one
 * place for `key` in the current window of `windowMs` if fewer than `limit` are taken, in one
 * atomic step of the store (so callers on every instance at once never get more than `limit`).
 * The window start is part of the key, so a new window starts from zero; expiry only cleans up.
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
 * One place in each of several counts, or none: taken in order, and when one is refused those
 * already taken are given back. Concurrent callers may briefly hold a place that is given back a
 * moment later, so at a limit's edge a post can be refused that would have fitted: never one over.
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

/**
 * The limits of one form over `store` (the services' shared store): `reserve` takes a place for
 * one message in the browser's count, then in its address's, before the message is sent. The
 * counters are the form's own, named by `name` (declared once in the form's schema module).
 */
export function formRateLimiter(name: string, store: SharedStore, now: () => number = Date.now) {
  if (!FORM_NAME.test(name))
    throw new RangeError(`A form's name is lower-case letters, digits and hyphens: ${name}`);
  const places = windowReservations(store, now);
  return {
    /**
     * A place for one message from `sender`, or the refusal when the browser or the address is at
     * its limit. The browser's count first: one browser can hold at most its own few of its
     * address's places, even for a moment, whatever it posts at once.
     */
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
