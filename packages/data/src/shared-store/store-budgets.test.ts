import { describe, expect, it } from 'vitest';
import { createMemoryLogger } from '../resilience/logger';
import { createSharedTranslationMemory } from '../translation/shared-translation-memory';
import { createSharedStore } from './create-shared-store';
import { createMemorySharedStore } from './memory-shared-store';
import { prefixedStore } from './shared-store';

// The store's uses have budgets of their own: what anonymous visitors can fill (the translation
// memory, with whatever pages they ask for in another language) never pushes out what signed-in
// staff (sessions) and the forms' limits (rate-limit counters) depend on.

const ORG = 'mvsd:org-1:';
const spaces = [
  { prefix: `${ORG}session:`, maxEntries: 1_000 },
  { prefix: `${ORG}rate:`, maxEntries: 1_000 },
  { prefix: `${ORG}tm:`, maxEntries: 5_000 },
];

describe('the shared store budgets', () => {
  it('keeps form counters and sessions through 50,000 distinct translated strings', async () => {
    const store = prefixedStore(
      createSharedStore({ redisUrl: null, logger: createMemoryLogger(), spaces }),
      ORG,
    );
    await store.set('session:abc', '{"isAuthenticated":true}', 3600);
    await store.increment('rate:contact:203.0.113.7:1', 600_000);
    await store.increment('rate:contact:203.0.113.7:1', 600_000);

    const memory = createSharedTranslationMemory({ store, logger: createMemoryLogger() });
    const flood = 50_000;
    for (let i = 0; i < flood; i += 500) {
      const batch = Array.from({ length: 500 }, (_, j) => ({
        source: `<p>Announcements: made-up category ${i + j}</p>`,
        translation: `<p>Anuncios: categoría inventada ${i + j}</p>`,
      }));
      await memory.setMany('es', batch);
    }
    console.log(`store budgets: ${flood} translated strings written; counters and session kept`);
    expect(await store.get('session:abc')).toBe('{"isAuthenticated":true}');
    expect(await store.increment('rate:contact:203.0.113.7:1', 600_000)).toBe(3);
  });

  it('bounds each space by its own budget, and the rest by the default one', async () => {
    const store = createMemorySharedStore({
      maxEntries: 3,
      spaces: [{ prefix: 'tm:', maxEntries: 2 }],
    });
    for (const key of ['tm:a', 'tm:b', 'tm:c']) await store.set(key, key, 60);
    for (const key of ['x', 'y']) await store.set(key, key, 60);
    expect(await store.get('tm:a')).toBeNull();
    expect(await store.get('tm:c')).toBe('tm:c');
    expect(await store.get('x')).toBe('x');
    expect(store.size).toBe(4);
    // x was just read: y is the least recent of the default space, and the first to go.
    await store.set('z', 'z', 60);
    await store.set('w', 'w', 60);
    expect(await store.get('y')).toBeNull();
    expect(await store.get('x')).toBe('x');
    expect(await store.get('tm:b')).toBe('tm:b');
  });

  it('bounds a space by bytes too: a few large values push out many small ones', async () => {
    // 100 entries of 100 bytes on average: 10,000 bytes. A short entry counts 74-76 bytes (key and
    // value as UTF-16 plus 64 of bookkeeping), 60 of them 4,500; a long one 4,072.
    const store = createMemorySharedStore({
      spaces: [{ prefix: 'tm:', maxEntries: 100, averageEntryBytes: 100 }],
    });
    const short = Array.from({ length: 60 }, (_, i) => ({ key: `tm:${i}`, value: 'x' }));
    await store.setMany(short, 60);
    expect(await store.get('tm:0')).toBe('x');
    expect(store.size).toBe(60);
    await store.setMany(
      ['a', 'b'].map((name) => ({ key: `tm:${name}`, value: name.repeat(2_000) })),
      60,
    );
    expect(store.bytes).toBeLessThanOrEqual(10_000);
    expect(await store.get('tm:b')).toBe('b'.repeat(2_000));
    expect(await store.get('tm:a')).toBe('a'.repeat(2_000));
    // Two long values took the room of dozens of short ones, the least recently used first:
    // tm:0 was read, so tm:1 went before it, and the newest short ones are still there.
    expect(await store.get('tm:1')).toBeNull();
    expect(await store.get('tm:59')).toBe('x');
    expect(store.size).toBeLessThan(30);
  });

  it('does not keep a value larger than its whole space, nor the older value under its key', async () => {
    const store = createMemorySharedStore({
      maxEntries: 10,
      averageEntryBytes: 100,
      spaces: [{ prefix: 'tm:', maxEntries: 10, averageEntryBytes: 100 }],
    });
    await store.set('tm:page', 'short', 60);
    await store.set('tm:other', 'kept', 60);
    await store.set('tm:page', 'x'.repeat(1_000), 60);
    expect(await store.get('tm:page')).toBeNull();
    expect(await store.get('tm:other')).toBe('kept');
    // The other spaces are untouched by what one space refuses.
    await store.set('x', 'y'.repeat(1_000), 60);
    expect(await store.get('x')).toBeNull();
  });

  it('expires entries and counter windows by the injected clock, to the millisecond', async () => {
    let now = 1_000;
    const store = createMemorySharedStore({ now: () => now });
    await store.set('a', '1', 2);
    expect(await store.increment('hits', 300)).toBe(1);
    now += 299;
    // A later increment does not extend the window its first increment opened.
    expect(await store.increment('hits', 300)).toBe(2);
    now += 1;
    expect(await store.increment('hits', 300)).toBe(1);
    now = 1_000 + 1_999;
    expect(await store.get('a')).toBe('1');
    now += 1;
    expect(await store.get('a')).toBeNull();
  });
});
