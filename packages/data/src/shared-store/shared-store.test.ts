import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryLogger } from '../resilience/logger';
import { type RedisServer, startRedisServer } from '../testing/redis-server';
import { createFallbackSharedStore } from './fallback-shared-store';
import { createMemorySharedStore } from './memory-shared-store';
import { createRedisSharedStore } from './redis-shared-store';
import { prefixedStore, type SharedStore } from './shared-store';

let redis: RedisServer;
const opened: SharedStore[] = [];

beforeAll(async () => {
  redis = await startRedisServer();
});

afterAll(async () => {
  for (const store of opened) await store.close();
  await redis?.stop();
});

/** A Redis-backed store as an instance runs it, connected before the test goes on. */
async function redisStore(logger = createMemoryLogger()) {
  const primary = createRedisSharedStore({ url: redis.url });
  const store = createFallbackSharedStore({ primary, logger });
  opened.push(store);
  await until(() => store.sharing);
  return { store, logger, primary };
}

async function until(condition: () => boolean, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

const nextMessage = (store: SharedStore, channel: string) =>
  new Promise<string>((resolve) => {
    const off = store.subscribe(channel, (message) => {
      off();
      resolve(message);
    });
  });

// One contract, two adapters: what the site relies on holds for memory and for Redis alike.
describe.each([
  ['memory', async () => createMemorySharedStore()],
  ['redis', async () => (await redisStore()).store],
])('the %s shared store', (_name, create) => {
  it('keeps a value until it expires, and forgets it on delete', async () => {
    const store = prefixedStore(await create(), `t${Math.random()}:`);
    expect(await store.get('a')).toBeNull();
    await store.set('a', 'one', 60);
    expect(await store.get('a')).toBe('one');
    await store.delete('a');
    expect(await store.get('a')).toBeNull();
  });

  it('reads and writes several keys in one call, in order', async () => {
    const store = prefixedStore(await create(), `t${Math.random()}:`);
    await store.setMany(
      [
        { key: 'x', value: '1' },
        { key: 'z', value: '3' },
      ],
      60,
    );
    expect(await store.getMany(['x', 'y', 'z'])).toEqual(['1', null, '3']);
    expect(await store.getMany([])).toEqual([]);
  });

  it('lets an entry expire after its time to live', async () => {
    const store = prefixedStore(await create(), `t${Math.random()}:`);
    await store.set('short', 'v', 1);
    expect(await store.get('short')).toBe('v');
    await new Promise((r) => setTimeout(r, 1_100));
    expect(await store.get('short')).toBeNull();
  });

  it('counts in a fixed window that later increments do not extend', async () => {
    const store = prefixedStore(await create(), `t${Math.random()}:`);
    expect(await store.increment('hits', 300)).toBe(1);
    expect(await store.increment('hits', 300)).toBe(2);
    await new Promise((r) => setTimeout(r, 200));
    expect(await store.increment('hits', 300)).toBe(3);
    await new Promise((r) => setTimeout(r, 150));
    // 350 ms after the first hit: a new window, although the last hit was only 150 ms ago.
    expect(await store.increment('hits', 300)).toBe(1);
  });

  it('fills a window up to its limit and no further, under 100 callers at once', async () => {
    const store = prefixedStore(await create(), `t${Math.random()}:`);
    const counts = await Promise.all(
      Array.from({ length: 100 }, () => store.incrementWithin('places', 5, 60_000)),
    );
    const granted = counts.filter((count) => count !== null);
    console.log(
      `${_name} store: 100 concurrent reservations, limit 5 -> ${granted.length} granted`,
    );
    expect(granted.sort()).toEqual([1, 2, 3, 4, 5]);
    expect(await store.get('places')).toBe('5');
  });

  it('gives a place back, never below zero, and never revives a window that is over', async () => {
    const store = prefixedStore(await create(), `t${Math.random()}:`);
    expect(await store.incrementWithin('places', 1, 300)).toBe(1);
    expect(await store.incrementWithin('places', 1, 300)).toBeNull();
    await store.decrement('places');
    expect(await store.incrementWithin('places', 1, 300)).toBe(1);
    await store.decrement('places');
    await store.decrement('places');
    expect(await store.get('places')).toBe('0');
    // The expiry the first place gave it stands: giving back does not extend the window.
    await new Promise((r) => setTimeout(r, 350));
    expect(await store.get('places')).toBeNull();
    await store.decrement('places');
    expect(await store.get('places')).toBeNull();
  });

  it('delivers a published message to its subscribers and not after unsubscribing', async () => {
    const store = prefixedStore(await create(), `t${Math.random()}:`);
    const heard: string[] = [];
    const off = store.subscribe('news', (m) => heard.push(m));
    // A Redis subscription takes a round trip to be in place.
    await new Promise((r) => setTimeout(r, 100));
    const next = nextMessage(store, 'news');
    await store.publish('news', 'hello');
    expect(await next).toBe('hello');
    off();
    await store.publish('news', 'again');
    await new Promise((r) => setTimeout(r, 100));
    expect(heard).toEqual(['hello']);
  });
});

describe('the Redis store shared by several instances', () => {
  it('shows one instance what another wrote, and counts their hits together', async () => {
    const a = (await redisStore()).store;
    const b = (await redisStore()).store;
    await a.set('shared:key', 'from a', 60);
    expect(await b.get('shared:key')).toBe('from a');
    const key = `counter:${Math.random()}`;
    await a.increment(key, 60_000);
    await b.increment(key, 60_000);
    expect(await a.increment(key, 60_000)).toBe(3);
  });

  it('grants one limit’s places to 100 callers on two instances at once, no more', async () => {
    const a = (await redisStore()).store;
    const b = (await redisStore()).store;
    const key = `places:${Math.random()}`;
    const counts = await Promise.all(
      Array.from({ length: 100 }, (_, i) => (i % 2 ? a : b).incrementWithin(key, 30, 60_000)),
    );
    const granted = counts.filter((count) => count !== null).length;
    console.log(
      `redis, two instances: 100 concurrent reservations, limit 30 -> ${granted} granted`,
    );
    expect(granted).toBe(30);
  });

  it('carries a message published by one instance to the others', async () => {
    const a = (await redisStore()).store;
    const b = (await redisStore()).store;
    const heard = nextMessage(b, 'broadcast');
    await new Promise((r) => setTimeout(r, 100));
    await a.publish('broadcast', 'version 2');
    expect(await heard).toBe('version 2');
  });
});

describe('the fallback when Redis goes away', () => {
  it('keeps answering from memory, logs the outage once, and shares again when Redis is back', async () => {
    const { store, logger } = await redisStore();
    await store.set('kept', 'written before', 60);
    await redis.stop();
    await until(() => !store.sharing);

    // Every operation still answers, from this instance's memory, without waiting.
    const started = performance.now();
    expect(await store.get('kept')).toBe('written before');
    await store.set('during', 'outage', 60);
    expect(await store.get('during')).toBe('outage');
    expect(await store.increment('c', 60_000)).toBe(1);
    expect(await store.increment('c', 60_000)).toBe(2);
    const heard = nextMessage(store, 'local');
    await store.publish('local', 'still delivered here');
    expect(await heard).toBe('still delivered here');
    expect(performance.now() - started).toBeLessThan(500);

    const outages = logger.entries.filter((e) => e.message.startsWith('Redis is unreachable'));
    expect(outages).toHaveLength(1);
    expect(outages[0]?.level).toBe('warn');

    await redis.restart();
    await until(() => store.sharing, 10_000);
    expect(logger.entries.map((e) => e.message)).toContain(
      'Redis is reachable again: instances share state',
    );
    await store.set('after', 'back', 60);
    const other = (await redisStore()).store;
    expect(await other.get('after')).toBe('back');
  });

  it('logs that Redis is unreachable when it was never there, and serves from memory', async () => {
    const logger = createMemoryLogger();
    const primary = createRedisSharedStore({ url: 'redis://127.0.0.1:1' });
    const store = createFallbackSharedStore({ primary, logger });
    opened.push(store);
    await store.set('k', 'v', 60);
    expect(await store.get('k')).toBe('v');
    await until(() => logger.entries.some((e) => e.message.startsWith('Redis is unreachable')));
  });
});
