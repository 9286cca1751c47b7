import { describe, expect, it } from 'vitest';
import { clonePlain, deepFreeze } from './plain-data';

describe('plain data', () => {
  it('copies nested objects and arrays deeply, keeping every value', () => {
    const source = { a: [{ b: 'x', n: 1, none: null, gone: undefined }], c: { d: [true] } };
    const copy = clonePlain(source);
    expect(copy).toStrictEqual(source);
    expect(copy.a[0]).not.toBe(source.a[0]);
    expect(copy.c.d).not.toBe(source.c.d);
  });

  it('copies values that are not plain data (a Date) as structuredClone does', () => {
    const source = { when: new Date(0) };
    const copy = clonePlain(source);
    expect(copy.when).toBeInstanceOf(Date);
    expect(copy.when).not.toBe(source.when);
    expect(copy.when.getTime()).toBe(0);
  });

  it('freezes in depth: a change anywhere inside throws instead of spreading', () => {
    const value = deepFreeze({ menus: [{ title: 'About', children: [{ title: 'Board' }] }] });
    expect(() => {
      value.menus[0]!.children[0]!.title = 'Changed';
    }).toThrow(TypeError);
    expect(() => value.menus.push({ title: 'More', children: [] })).toThrow(TypeError);
    expect(value.menus[0]?.children[0]?.title).toBe('Board');
  });
});
