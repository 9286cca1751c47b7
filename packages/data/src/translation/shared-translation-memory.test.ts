import { describe, expect, it } from 'vitest';
import { createMemoryLogger } from '../resilience/logger';
import { createMemorySharedStore } from '../shared-store/memory-shared-store';
import type { SharedStore } from '../shared-store/shared-store';
import { createSharedTranslationMemory } from './shared-translation-memory';

describe('the shared translation memory', () => {
  it('gives one instance the translations another one made', async () => {
    const store = createMemorySharedStore();
    const logger = createMemoryLogger();
    const first = createSharedTranslationMemory({ store, logger });
    const second = createSharedTranslationMemory({ store, logger });
    await first.setMany('es', [{ source: 'Hello', translation: 'Hola' }]);
    expect(await second.getMany('es', ['Hello', 'Goodbye'])).toEqual(['Hola', undefined]);
    // Another language is another fragment.
    expect(await second.getMany('fr', ['Hello'])).toEqual([undefined]);
  });

  it('answers from its own memory first, without asking the store again', async () => {
    const inner = createMemorySharedStore();
    let reads = 0;
    const store: SharedStore = {
      ...inner,
      getMany: (keys) => {
        reads += 1;
        return inner.getMany(keys);
      },
    };
    const memory = createSharedTranslationMemory({ store, logger: createMemoryLogger() });
    await inner.setMany([{ key: 'unused', value: 'x' }], 60);
    const other = createSharedTranslationMemory({ store: inner, logger: createMemoryLogger() });
    await other.setMany('es', [{ source: 'Menu', translation: 'Menú' }]);
    expect(await memory.getMany('es', ['Menu'])).toEqual(['Menú']);
    expect(await memory.getMany('es', ['Menu'])).toEqual(['Menú']);
    expect(reads).toBe(1);
  });

  it('treats a failing store as a miss and logs it, never failing the translation', async () => {
    const broken: SharedStore = {
      ...createMemorySharedStore(),
      getMany: async () => {
        throw new Error('store down');
      },
      setMany: async () => {
        throw new Error('store down');
      },
    };
    const logger = createMemoryLogger();
    const memory = createSharedTranslationMemory({ store: broken, logger });
    await memory.setMany('es', [{ source: 'Hi', translation: 'Hola' }]);
    expect(await memory.getMany('es', ['Hi', 'New'])).toEqual(['Hola', undefined]);
    expect(logger.entries.map((e) => e.message)).toEqual([
      'The shared translation memory could not be written',
      'The shared translation memory could not be read',
    ]);
  });
});
