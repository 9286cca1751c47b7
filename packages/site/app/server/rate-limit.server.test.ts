import { describe, expect, it } from 'vitest';
import { createMemoryRateLimitStore, createRateLimiter } from './rate-limit.server';

describe('form rate limits', () => {
  it('allows the limit per window, refuses beyond it, and allows again in the next window', async () => {
    let time = 1_000_000;
    const limiter = createRateLimiter({
      name: 'contact',
      limit: 2,
      windowMs: 60_000,
      now: () => time,
    });
    const verdicts = [];
    for (let i = 0; i < 3; i += 1) verdicts.push((await limiter.check('203.0.113.7')).allowed);
    expect(verdicts).toEqual([true, true, false]);
    expect((await limiter.check('203.0.113.7')).retryAfterSeconds).toBe(20);
    time += 20_000;
    expect((await limiter.check('203.0.113.7')).allowed).toBe(true);
  });

  it('counts each client and each form apart in a shared store', async () => {
    const store = createMemoryRateLimitStore();
    const now = () => 0;
    const contact = createRateLimiter({ name: 'contact', limit: 1, windowMs: 1_000, store, now });
    const a11y = createRateLimiter({
      name: 'accessibility',
      limit: 1,
      windowMs: 1_000,
      store,
      now,
    });
    expect((await contact.check('a')).allowed).toBe(true);
    expect((await contact.check('b')).allowed).toBe(true);
    expect((await a11y.check('a')).allowed).toBe(true);
    expect((await contact.check('a')).allowed).toBe(false);
  });

  it('stays bounded when many clients post', async () => {
    const store = createMemoryRateLimitStore(3);
    for (const key of ['a', 'b', 'c', 'd']) await store.hit(key, 0, 1_000);
    // 'a' was forgotten to make room: it counts from one again.
    expect(await store.hit('a', 0, 1_000)).toBe(1);
    expect(await store.hit('d', 0, 1_000)).toBe(2);
  });
});
