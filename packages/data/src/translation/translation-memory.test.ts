import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createLruTranslationMemory, translationMemoryKey } from './translation-memory';

describe('translation memory', () => {
  it('keys a fragment by language and the SHA-256 of its source text', () => {
    const hash = createHash('sha256').update('<p>Hello</p>').digest('hex');
    expect(translationMemoryKey('es', '<p>Hello</p>')).toBe(`es:${hash}`);
    expect(translationMemoryKey('fr', '<p>Hello</p>')).not.toBe(
      translationMemoryKey('es', '<p>Hello</p>'),
    );
  });

  it('answers kept translations in order and undefined for the others', async () => {
    const memory = createLruTranslationMemory();
    await memory.setMany('es', [
      { source: 'Hello', translation: 'Hola' },
      { source: 'Bus', translation: 'Autobús' },
    ]);
    await expect(memory.getMany('es', ['Bus', 'Lunch', 'Hello'])).resolves.toEqual([
      'Autobús',
      undefined,
      'Hola',
    ]);
    await expect(memory.getMany('fr', ['Hello'])).resolves.toEqual([undefined]);
  });

  it('forgets the least recently used fragment beyond its entry bound', async () => {
    const memory = createLruTranslationMemory({ maxEntries: 2 });
    await memory.setMany('es', [
      { source: 'a', translation: 'A' },
      { source: 'b', translation: 'B' },
    ]);
    // Reading `a` makes `b` the least recently used.
    await memory.getMany('es', ['a']);
    await memory.setMany('es', [{ source: 'c', translation: 'C' }]);
    await expect(memory.getMany('es', ['a', 'b', 'c'])).resolves.toEqual(['A', undefined, 'C']);
    expect(memory.size).toBe(2);
  });

  it('stays within its byte bound and refuses a fragment larger than the bound', async () => {
    // A key is 3 + 64 characters; with a 1,000-character translation an entry is ~2.2 KB.
    const memory = createLruTranslationMemory({ maxBytes: 5_000 });
    const big = (letter: string) => letter.repeat(1_000);
    await memory.setMany('es', [
      { source: 'a', translation: big('a') },
      { source: 'b', translation: big('b') },
      { source: 'c', translation: big('c') },
    ]);
    expect(memory.bytes).toBeLessThanOrEqual(5_000);
    await expect(memory.getMany('es', ['a', 'b', 'c'])).resolves.toEqual([
      undefined,
      big('b'),
      big('c'),
    ]);
    await memory.setMany('es', [{ source: 'huge', translation: 'x'.repeat(10_000) }]);
    await expect(memory.getMany('es', ['huge', 'c'])).resolves.toEqual([undefined, big('c')]);
  });

  it('replaces a fragment kept before without counting it twice', async () => {
    const memory = createLruTranslationMemory();
    await memory.setMany('es', [{ source: 'a', translation: 'uno' }]);
    const bytes = memory.bytes;
    await memory.setMany('es', [{ source: 'a', translation: 'one' }]);
    expect(memory.bytes).toBe(bytes);
    expect(memory.size).toBe(1);
    await expect(memory.getMany('es', ['a'])).resolves.toEqual(['one']);
  });

  it('lets a few long fragments push out many short ones, least recently used first', async () => {
    // A short fragment counts 200 bytes (a 67-character key and a 1-character translation as
    // UTF-16, 64 of bookkeeping); a 2,000-character one 4,198: 30 short ones fill 6,000 of 10,000.
    const memory = createLruTranslationMemory({ maxBytes: 10_000 });
    const shorts = Array.from({ length: 30 }, (_, i) => ({ source: `s${i}`, translation: 'x' }));
    await memory.setMany('es', shorts);
    expect(memory.size).toBe(30);
    await memory.getMany('es', ['s0']);
    await memory.setMany('es', [
      { source: 'long one', translation: 'a'.repeat(2_000) },
      { source: 'long two', translation: 'b'.repeat(2_000) },
    ]);
    expect(memory.bytes).toBeLessThanOrEqual(10_000);
    // Two long fragments took the room of 22 short ones.
    expect(memory.size).toBe(10);
    await expect(
      memory.getMany('es', ['long one', 'long two', 's0', 's1', 's29']),
    ).resolves.toEqual(['a'.repeat(2_000), 'b'.repeat(2_000), 'x', undefined, 'x']);
  });
});
