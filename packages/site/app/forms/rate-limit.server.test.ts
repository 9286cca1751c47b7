import { createMemorySharedStore } from '@district/data/shared-store/create-shared-store';
import { describe, expect, it } from 'vitest';
import { appContext } from '../server/http/load-context.server';
import {
  clientKey,
  FORM_SENDS_PER_ADDRESS,
  FORM_SENDS_PER_BROWSER,
  FORM_WINDOW_MS,
  formRateLimiter,
  reserveAll,
  windowReservations,
} from './rate-limit.server';

describe('reservations in a fixed window', () => {
  it('grants the limit’s places, refuses beyond, and grants again in the next window', async () => {
    let time = 1_000_000;
    const places = windowReservations(createMemorySharedStore(), () => time);
    const granted = [];
    for (let i = 0; i < 3; i += 1)
      granted.push((await places.reserve('alerts:subscribe', 'a', 2, 60_000)).granted);
    expect(granted).toEqual([true, true, false]);
    expect((await places.reserve('alerts:subscribe', 'a', 2, 60_000)).retryAfterSeconds).toBe(20);
    // Another space, or another key, has places of its own.
    expect((await places.reserve('alerts:confirm', 'a', 2, 60_000)).granted).toBe(true);
    expect((await places.reserve('alerts:subscribe', 'b', 2, 60_000)).granted).toBe(true);
    time += 20_000;
    expect((await places.reserve('alerts:subscribe', 'a', 2, 60_000)).granted).toBe(true);
  });

  it('takes a place given back again, and gives each place back once only', async () => {
    const places = windowReservations(createMemorySharedStore(), () => 0);
    const first = await places.reserve('s', 'k', 1, 1_000);
    expect((await places.reserve('s', 'k', 1, 1_000)).granted).toBe(false);
    await first.release();
    await first.release();
    const second = await places.reserve('s', 'k', 1, 1_000);
    expect(second.granted).toBe(true);
    // The first place's second release did not free the second's.
    expect((await places.reserve('s', 'k', 1, 1_000)).granted).toBe(false);
  });

  it('refuses a limit or window that is not one, saying which', async () => {
    const places = windowReservations(createMemorySharedStore());
    await expect(places.reserve('s', 'k', 1.5, 1_000)).rejects.toThrow(/limit is a whole number/);
    await expect(places.reserve('s', 'k', 1, 0)).rejects.toThrow(/window is a positive number/);
  });

  it('takes every place or none: a refusal gives back the places already taken', async () => {
    const places = windowReservations(createMemorySharedStore(), () => 0);
    const both = () =>
      reserveAll([
        () => places.reserve('one', 'k', 2, 1_000),
        () => places.reserve('two', 'k', 1, 1_000),
      ]);
    expect((await both()).granted).toBe(true);
    // `two` is full: `one`'s place taken for this attempt is given back, so it still has one.
    expect((await both()).granted).toBe(false);
    expect((await places.reserve('one', 'k', 2, 1_000)).granted).toBe(true);
    expect((await places.reserve('one', 'k', 2, 1_000)).granted).toBe(false);
  });
});

describe('the forms’ limits on messages sent', () => {
  const SCHOOL = '198.51.100.4';
  const browser = (n: number) => ({ browser: `browser-${n}`, address: SCHOOL });

  it('lets one browser send five messages in ten minutes, not a sixth', async () => {
    const limiter = formRateLimiter('contact', createMemorySharedStore(), () => 0);
    const granted = [];
    for (let i = 0; i < 6; i += 1) granted.push((await limiter.reserve(browser(1))).granted);
    expect(FORM_SENDS_PER_BROWSER).toBe(5);
    expect(granted).toEqual([true, true, true, true, true, false]);
    // Ten minutes on, the browser may send again.
    const later = formRateLimiter('contact', createMemorySharedStore(), () => FORM_WINDOW_MS);
    expect((await later.reserve(browser(1))).granted).toBe(true);
  });

  it('lets the families behind one school address send thirty messages, each browser its own five', async () => {
    const store = createMemorySharedStore();
    const limiter = formRateLimiter('contact', store, () => 0);
    // Six families on the school's address, five messages each: all sent.
    for (let family = 1; family <= 6; family += 1) {
      for (let i = 0; i < 5; i += 1)
        expect((await limiter.reserve(browser(family))).granted).toBe(true);
    }
    expect(FORM_SENDS_PER_ADDRESS).toBe(30);
    // A seventh family on the same address waits for the window; elsewhere it could send.
    expect((await limiter.reserve(browser(7))).granted).toBe(false);
    expect((await limiter.reserve({ browser: 'browser-7', address: '203.0.113.9' })).granted).toBe(
      true,
    );
  });

  it('gives a browser refused by its full address its own place back', async () => {
    const limiter = formRateLimiter('contact', createMemorySharedStore(), () => 0);
    for (let family = 1; family <= 6; family += 1)
      for (let i = 0; i < 5; i += 1) await limiter.reserve(browser(family));
    // Refused at the school five times: browser 7 still has its five elsewhere.
    for (let i = 0; i < 5; i += 1) expect((await limiter.reserve(browser(7))).granted).toBe(false);
    for (let i = 0; i < 5; i += 1)
      expect(
        (await limiter.reserve({ browser: 'browser-7', address: '203.0.113.9' })).granted,
      ).toBe(true);
  });

  it('keeps each form’s counts apart, and refuses a name that is no form’s', async () => {
    const store = createMemorySharedStore();
    const contact = formRateLimiter('contact', store, () => 0);
    for (let i = 0; i < 5; i += 1) await contact.reserve(browser(1));
    expect((await contact.reserve(browser(1))).granted).toBe(false);
    expect(
      (await formRateLimiter('records-request', store, () => 0).reserve(browser(1))).granted,
    ).toBe(true);
    for (const name of ['', 'Contact', 'contact:browser', 'a b'])
      expect(() => formRateLimiter(name, store)).toThrow(/A form's name is lower-case/);
  });

  it('counts messages sent to any instance against one limit when the instances share a store', async () => {
    const shared = createMemorySharedStore();
    // Two instances: two limiters, one store (Redis in production).
    const first = formRateLimiter('contact', shared);
    const second = formRateLimiter('contact', shared);
    for (let i = 0; i < 5; i += 1) await (i % 2 ? second : first).reserve(browser(1));
    expect((await first.reserve(browser(1))).granted).toBe(false);
    expect((await second.reserve(browser(1))).granted).toBe(false);
  });

  it('counts an IPv6 client by its /64, which one subscriber can rotate through', async () => {
    const places = windowReservations(createMemorySharedStore(), () => 0);
    const allowed = [];
    // One home network: any address of 2001:db8:abcd:12::/64 is the same client.
    for (let i = 1; i <= 6; i += 1) {
      const key = clientKey(`2001:db8:abcd:12:${i.toString(16)}:${i}::${i}`);
      allowed.push((await places.reserve('contact:address', key, 5, 60_000)).granted);
    }
    expect(allowed).toEqual([true, true, true, true, true, false]);
    // Spelled out, compressed or with a zone, the network is the same; the next one is not.
    const key = (address: string) => clientKey(address);
    expect(key('2001:0db8:abcd:0012:0000:0000:0000:0001')).toBe(key('2001:db8:abcd:12::1'));
    expect(key('2001:DB8:ABCD:12::7%eth0')).toBe(key('2001:db8:abcd:12::1'));
    expect(key('2001:db8:abcd:13::1')).not.toBe(key('2001:db8:abcd:12::1'));
  });

  it('counts an IPv4 client, mapped into IPv6 or not, by its whole address as before', () => {
    const key = (address: string) => clientKey(address);
    expect(key('203.0.113.7')).toBe('203.0.113.7');
    expect(key('::ffff:203.0.113.7')).toBe('::ffff:203.0.113.7');
    expect(key('::ffff:203.0.113.8')).not.toBe(key('::ffff:203.0.113.7'));
    expect(key('::ffff:cb00:7107')).not.toBe(key('::ffff:cb00:7108'));
    expect(key('::1')).toBe('::1');
    // Called outside a request (no address handed): every client is one, 'unknown'.
    expect(clientKey(appContext(undefined).clientIp)).toBe('unknown');
  });
});
