/**
 * The Redis adapter of the shared store, over ioredis. Built to fail fast rather than queue: while
 * Redis is unreachable a command is refused at once (no offline queue, no per-command retries, a
 * short command timeout), so the fallback store answers from memory and no request waits on Redis.
 * The connection itself is retried in the background for as long as the process runs.
 */
import { Redis } from 'ioredis';
import { normaliseTtl, type SharedStore, type StoreMessageHandler } from './shared-store';

/** Options of {@link createRedisSharedStore}. */
export interface RedisSharedStoreOptions {
  /** `redis://` or `rediss://` URL, with credentials and database if any. */
  url: string;
  /** Longest wait for one command before it counts as failed. Default 500 ms. */
  commandTimeoutMs?: number;
}

/** Hears the connection become usable (`true`) or unusable (`false`, with the reason). */
export type AvailabilityListener = (available: boolean, error?: Error) => void;

/** The Redis store, with whether its connection is usable now. */
export interface RedisSharedStore extends SharedStore {
  readonly kind: 'redis';
  readonly available: boolean;
  /** Adds a listener of availability changes. */
  onAvailabilityChange(listener: AvailabilityListener): void;
}

// One round trip, atomic: the first increment of a window also sets its expiry; later ones leave
// it alone, so the window is fixed. (Works on Redis 6 as well as 7, unlike PEXPIRE … NX.)
const INCREMENT_IN_WINDOW = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

// The same window, filled only while below the limit (ARGV[2]): the read, the comparison and the
// increment are one script, so concurrent callers on any instance never overfill it. -1: full.
const INCREMENT_WITHIN_LIMIT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count >= tonumber(ARGV[2]) then return -1 end
count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

// A place given back: never below zero, never a counter of a window that is over (DECR on a
// missing key would create one, with no expiry). DECR keeps the key's expiry.
const DECREMENT_IF_POSITIVE = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then return redis.call('DECR', KEYS[1]) end
return 0`;

/** Connects to Redis (in the background: the store is usable at once and falls back until then). */
export function createRedisSharedStore(options: RedisSharedStoreOptions): RedisSharedStore {
  const commandTimeout = options.commandTimeoutMs ?? 500;
  const common = {
    connectTimeout: 2_000,
    // Reconnect for ever, at most every two seconds.
    retryStrategy: (times: number) => Math.min(times * 200, 2_000),
    lazyConnect: false,
  };
  const client = new Redis(options.url, {
    ...common,
    commandTimeout,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
  });
  // The subscriber needs its own connection; it queues SUBSCRIBE until connected and subscribes
  // again after every reconnection.
  const subscriber = new Redis(options.url, {
    ...common,
    enableOfflineQueue: true,
    maxRetriesPerRequest: null,
    autoResubscribe: true,
  });

  let available = false;
  // The first verdict is always reported, so a Redis that is down from the start is logged too.
  let reported = false;
  const listeners: AvailabilityListener[] = [];
  const change = (next: boolean, error?: Error) => {
    if (next === available && reported) return;
    reported = true;
    available = next;
    for (const listener of listeners) listener(next, error);
  };
  client.on('ready', () => change(true));
  client.on('error', (error: Error) => change(false, error));
  client.on('close', () => change(false, new Error('Connection to Redis closed')));
  // Without a listener, ioredis reports every failed reconnection as an unhandled error.
  subscriber.on('error', () => undefined);

  const handlers = new Map<string, Set<StoreMessageHandler>>();
  subscriber.on('message', (channel: string, message: string) => {
    for (const handler of handlers.get(channel) ?? []) handler(message);
  });

  return {
    kind: 'redis',
    get available() {
      return available;
    },
    onAvailabilityChange(listener) {
      listeners.push(listener);
    },
    async get(key) {
      return client.get(key);
    },
    async getMany(keys) {
      if (keys.length === 0) return [];
      return client.mget(...keys);
    },
    async set(key, value, ttlSeconds) {
      await client.set(key, value, 'EX', normaliseTtl(ttlSeconds));
    },
    async setMany(entries, ttlSeconds) {
      if (entries.length === 0) return;
      const ttl = normaliseTtl(ttlSeconds);
      const pipeline = client.multi();
      for (const { key, value } of entries) pipeline.set(key, value, 'EX', ttl);
      const results = await pipeline.exec();
      const failed = results?.find(([error]) => error);
      if (failed?.[0]) throw failed[0];
    },
    async delete(key) {
      await client.del(key);
    },
    async increment(key, ttlMs) {
      const count = await client.eval(
        INCREMENT_IN_WINDOW,
        1,
        key,
        String(Math.max(1, Math.ceil(ttlMs))),
      );
      return Number(count);
    },
    async incrementWithin(key, limit, ttlMs) {
      const count = Number(
        await client.eval(
          INCREMENT_WITHIN_LIMIT,
          1,
          key,
          String(Math.max(1, Math.ceil(ttlMs))),
          String(limit),
        ),
      );
      return count < 0 ? null : count;
    },
    async decrement(key) {
      await client.eval(DECREMENT_IF_POSITIVE, 1, key);
    },
    async publish(channel, message) {
      await client.publish(channel, message);
    },
    subscribe(channel, handler) {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        subscriber.subscribe(channel).catch(() => undefined);
      }
      set.add(handler);
      return () => {
        set.delete(handler);
        if (set.size === 0) {
          handlers.delete(channel);
          subscriber.unsubscribe(channel).catch(() => undefined);
        }
      };
    },
    async close() {
      handlers.clear();
      client.disconnect();
      subscriber.disconnect();
    },
  };
}
