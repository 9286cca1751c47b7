import { createMemorySharedStore } from '@district/data/shared-store/memory-shared-store';
import { describe, expect, it } from 'vitest';
import { createRateLimiter, formRateLimiter, sharedRateLimitStore } from './rate-limit.server';

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
    const store = sharedRateLimitStore(createMemorySharedStore());
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

  it('counts posts to any instance against one limit when the instances share a store', async () => {
    const shared = createMemorySharedStore();
    // Two instances: two limiters, one store (Redis in production).
    const first = formRateLimiter('contact', shared);
    const second = formRateLimiter('contact', shared);
    const allowed = [];
    for (let i = 0; i < 6; i += 1) {
      allowed.push((await (i % 2 ? second : first).check('198.51.100.4')).allowed);
    }
    expect(allowed).toEqual([true, true, true, true, true, false]);
  });
});
