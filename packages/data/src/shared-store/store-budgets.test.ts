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
});
