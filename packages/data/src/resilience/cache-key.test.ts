import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stableKey } from './cache-key';

/** The definition: a sorted copy of the value, dates as `$date`, then JSON.stringify. */
function reference(value: unknown): string {
  const normalise = (item: unknown): unknown => {
    if (item instanceof Date) return { $date: item.toISOString() };
    if (Array.isArray(item)) return item.map(normalise);
    if (item && typeof item === 'object') {
      const record = item as Record<string, unknown>;
      return Object.fromEntries(
        Object.keys(record)
          .filter((key) => record[key] !== undefined)
          .sort()
          .map((key) => [key, normalise(record[key])]),
      );
    }
    return item;
  };
  return JSON.stringify(normalise(value));
}

describe('cache keys', () => {
  it('give the same key whatever the order of an object’s keys', () => {
    expect(stableKey({ b: 1, a: { d: [1, 2], c: 'x' } })).toBe(
      stableKey({ a: { c: 'x', d: [1, 2] }, b: 1 }),
    );
    expect(stableKey({ a: 1, b: 2 })).toBe('{"a":1,"b":2}');
  });

  it('write dates as ISO strings and leave out undefined properties', () => {
    expect(stableKey({ at: new Date(0), gone: undefined, list: [undefined, 1] })).toBe(
      '{"at":{"$date":"1970-01-01T00:00:00.000Z"},"list":[null,1]}',
    );
  });

  it('tell different queries apart: a value is never confused with its text', () => {
    expect(stableKey({ top: 1 })).not.toBe(stableKey({ top: '1' }));
    expect(stableKey(['a,b'])).not.toBe(stableKey(['a', 'b']));
    expect(stableKey({ 'a":1,"b': 2 })).not.toBe(stableKey({ a: 1, b: 2 }));
  });

  it('say what the sorted-copy definition says, whatever the key order, on any JSON-like value', () => {
    const leaf = fc.oneof(
      fc.string(),
      fc.double(),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.constant(undefined),
      fc.date({ noInvalidDate: true }),
    );
    const tree = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        leaf,
        fc.array(tie('node'), { maxLength: 4 }),
        fc.dictionary(fc.string({ maxLength: 6 }), tie('node'), { maxKeys: 5 }),
      ),
    })).node;
    // The same value with every object's keys inserted in reverse order.
    const reversed = (item: unknown): unknown => {
      if (Array.isArray(item)) return item.map(reversed);
      if (item && typeof item === 'object' && !(item instanceof Date)) {
        const record = item as Record<string, unknown>;
        return Object.fromEntries(
          Object.keys(record)
            .reverse()
            .map((key) => [key, reversed(record[key])]),
        );
      }
      return item;
    };
    fc.assert(
      fc.property(tree, (value) => {
        const key = stableKey(value);
        // Keys are written in code-unit order (the definition's copy puts integer-like keys
        // first, as every JavaScript object does): the same content, parsed back.
        expect(key === undefined ? undefined : JSON.parse(key)).toEqual(
          value === undefined ? undefined : JSON.parse(reference(value)),
        );
        expect(stableKey(reversed(value))).toBe(key);
      }),
      { numRuns: 500 },
    );
  });
});
