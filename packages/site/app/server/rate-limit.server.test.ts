import { createMemorySharedStore } from '@district/data/shared-store/memory-shared-store';
import { describe, expect, it } from 'vitest';
import {
  CLIENT_IP_HEADER,
  clientKey,
  createRateLimiter,
  formRateLimiter,
  sharedRateLimitStore,
} from './rate-limit.server';

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

  it('counts an IPv6 client by its /64, which one subscriber can rotate through', async () => {
    const limiter = formRateLimiter('contact', createMemorySharedStore());
    const allowed = [];
    // One home network: any address of 2001:db8:abcd:12::/64 is the same client.
    for (let i = 1; i <= 6; i += 1) {
      const request = postFrom(`2001:db8:abcd:12:${i.toString(16)}:${i}::${i}`);
      allowed.push((await limiter.check(clientKey(request))).allowed);
    }
    expect(allowed).toEqual([true, true, true, true, true, false]);
    // Spelled out, compressed or with a zone, the network is the same; the next one is not.
    const key = (address: string) => clientKey(postFrom(address));
    expect(key('2001:0db8:abcd:0012:0000:0000:0000:0001')).toBe(key('2001:db8:abcd:12::1'));
    expect(key('2001:DB8:ABCD:12::7%eth0')).toBe(key('2001:db8:abcd:12::1'));
    expect(key('2001:db8:abcd:13::1')).not.toBe(key('2001:db8:abcd:12::1'));
  });

  it('counts an IPv4 client, mapped into IPv6 or not, by its whole address as before', () => {
    const key = (address: string) => clientKey(postFrom(address));
    expect(key('203.0.113.7')).toBe('203.0.113.7');
    expect(key('::ffff:203.0.113.7')).toBe('::ffff:203.0.113.7');
    expect(key('::ffff:203.0.113.8')).not.toBe(key('::ffff:203.0.113.7'));
    expect(key('::ffff:cb00:7107')).not.toBe(key('::ffff:cb00:7108'));
    expect(key('::1')).toBe('::1');
    expect(clientKey(new Request('http://localhost/contact'))).toBe('unknown');
  });
});

/** A post as request-listener.js hands it on: the client address in its own header. */
function postFrom(address: string): Request {
  return new Request('http://localhost/contact', {
    method: 'POST',
    headers: { [CLIENT_IP_HEADER]: address },
  });
}
