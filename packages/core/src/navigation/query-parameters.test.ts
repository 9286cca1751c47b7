import { describe, expect, it } from 'vitest';
import { withoutParameters } from './query-parameters';

const tracking = (name: string) => name.startsWith('utm_') || name === 'fbclid';

describe('a query without some of its parameters', () => {
  it('drops the parameters named, keeping the order and encoding of the others', () => {
    expect(withoutParameters('?utm_source=facebook&fbclid=IwAR0abc', tracking)).toBe('');
    expect(withoutParameters('?q=bus%20routes&fbclid=x&page=2', tracking)).toBe(
      '?q=bus%20routes&page=2',
    );
    expect(withoutParameters('lang=es&utm_medium=social', tracking)).toBe('?lang=es');
  });

  it('reads names as decoded, and drops every occurrence and the empty pairs', () => {
    expect(withoutParameters('?utm%5Fsource=x&q=a+b', tracking)).toBe('?q=a+b');
    expect(withoutParameters('?lang=es&&q=bus&lang=fr', (name) => name === 'lang')).toBe('?q=bus');
    expect(withoutParameters('', tracking)).toBe('');
  });

  it('keeps a parameter whose name does not decode', () => {
    expect(withoutParameters('?%E0%A4%A=1&fbclid=x', tracking)).toBe('?%E0%A4%A=1');
  });
});
