import { describe, expect, it } from 'vitest';
import { truncate } from './truncate';

describe('truncation', () => {
  it('cuts text longer than 120 characters to 120 plus ...', () => {
    expect(truncate('a'.repeat(121))).toBe(`${'a'.repeat(120)}...`);
  });

  it('does not truncate a string of exactly 120 characters', () => {
    expect(truncate('b'.repeat(120))).toBe('b'.repeat(120));
  });

  it('leaves short text and turns null into empty text', () => {
    expect(truncate('short')).toBe('short');
    expect(truncate(null)).toBe('');
    expect(truncate(undefined)).toBe('');
  });

  it('counts characters, never splitting an emoji', () => {
    expect(truncate(`${'c'.repeat(119)}😀😀`)).toBe(`${'c'.repeat(119)}😀...`);
  });

  it('takes another length', () => {
    expect(truncate('abcdef', 3)).toBe('abc...');
  });
});
