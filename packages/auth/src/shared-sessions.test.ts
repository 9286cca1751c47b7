import { createSharedStore } from '@district/data/shared-store/create-shared-store';
import type { SharedStore } from '@district/data/shared-store/shared-store';
import { type RedisServer, startRedisServer } from '@district/data/testing/redis-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionManager } from './session';

// Two intranet instances behind one load balancer, sharing Redis: a visitor signed in through one
// is signed in on the other, and msal's token cache (kept under the session's key through msal's
// distributed cache plugin) is the same entry for both.
const SECRET = 'a-test-session-secret-of-at-least-32-chars';
let redis: RedisServer;
const stores: SharedStore[] = [];

beforeAll(async () => {
  redis = await startRedisServer();
});
afterAll(async () => {
  for (const store of stores) await store.close();
  await redis?.stop();
});

async function instance() {
  const store = createSharedStore({
    redisUrl: redis.url,
    logger: { info: () => undefined, warn: () => undefined, error: () => undefined },
  });
  stores.push(store);
  // Redis behind the memory fallback: wait until this instance shares through Redis.
  while (!('sharing' in store && store.sharing)) await new Promise((r) => setTimeout(r, 20));
  return createSessionManager(store, { secret: SECRET, cookieName: 'mvsd-session', secure: true });
}

describe('intranet sessions shared through Redis', () => {
  it('loads on one instance the session and token cache another instance wrote', async () => {
    const first = await instance();
    const second = await instance();
    const session = await first.load(undefined);
    session.data.isAuthenticated = true;
    const cookie = (await first.commit(session)).map((c) => c.split(';')[0]).join('; ');
    await first.store.set(first.tokenCacheKey(session.id), '{"RefreshToken":{}}', 600);

    const seen = await second.load(cookie);
    expect(seen.isNew).toBe(false);
    expect(seen.id).toBe(session.id);
    expect(seen.data.isAuthenticated).toBe(true);
    expect(await second.store.get(second.tokenCacheKey(seen.id))).toBe('{"RefreshToken":{}}');

    // Signing out through the second instance ends the session on the first as well.
    await second.destroy(seen);
    expect((await first.load(cookie)).isNew).toBe(true);
  });
});
