import { f } from '@district/core/search/query';
import { describe, expect, it } from 'vitest';
import {
  chooseDelimiter,
  compileFacets,
  compileFilter,
  compileOrderBy,
  SEARCH_IN_DELIMITERS,
} from './compile-odata';

describe('OData filter compilation', () => {
  it('doubles single quotes in string literals', () => {
    expect(compileFilter(f.eq('title', "O'Brien's"))).toBe("title eq 'O''Brien''s'");
  });

  it('writes dates as unquoted DateTimeOffset literals', () => {
    expect(
      compileFilter(f.compare('publishDateTime', 'le', new Date('2025-03-15T12:00:00Z'))),
    ).toBe('publishDateTime le 2025-03-15T12:00:00.000Z');
  });

  it('writes numbers, booleans and null as literals', () => {
    expect(compileFilter(f.compare('size', 'gt', 2.5))).toBe('size gt 2.5');
    expect(compileFilter(f.eq('isFeatured', true))).toBe('isFeatured eq true');
    expect(compileFilter(f.eq('expireDateTime', null))).toBe('expireDateTime eq null');
  });

  it('parenthesises every operand of and, or and not', () => {
    const filter = f.and(
      f.eq('status', 'Published'),
      f.or(f.eq('expireDateTime', null), f.compare('size', 'ge', 1)),
      f.not(f.any('categories', ['Leadership'])),
    );
    expect(compileFilter(filter)).toBe(
      "(status eq 'Published') and ((expireDateTime eq null) or (size ge 1)) and " +
        "(not (categories/any(t: search.in(t, 'Leadership', '|'))))",
    );
  });

  it('names the search.in delimiter explicitly so values with spaces stay whole', () => {
    expect(compileFilter(f.in('calendarId', ['Board Meetings', 'Athletics']))).toBe(
      "search.in(calendarId, 'Board Meetings|Athletics', '|')",
    );
    expect(compileFilter(f.any('categories', ['Delays and Closures', 'Info Alert']))).toBe(
      "categories/any(t: search.in(t, 'Delays and Closures|Info Alert', '|'))",
    );
  });

  it('picks a delimiter that no value contains', () => {
    expect(compileFilter(f.any('tags', ['a|b', "c'd"]))).toBe(
      "tags/any(t: search.in(t, 'a|b~c''d', '~'))",
    );
    expect(chooseDelimiter(['|~^'])).toBe('¦');
  });

  it('falls back to an eq chain when every delimiter appears in some value', () => {
    const values = [SEARCH_IN_DELIMITERS.join(''), 'plain'];
    expect(chooseDelimiter(values)).toBeNull();
    expect(compileFilter(f.in('title', values))).toBe(
      `title eq '${SEARCH_IN_DELIMITERS.join('')}' or title eq 'plain'`,
    );
    expect(compileFilter(f.any('tags', values))).toBe(
      `tags/any(t: t eq '${SEARCH_IN_DELIMITERS.join('')}' or t eq 'plain')`,
    );
  });

  it('falls back to an eq chain for empty-string values, which search.in cannot carry', () => {
    expect(compileFilter(f.in('title', ['', 'a']))).toBe("title eq '' or title eq 'a'");
  });

  it('compiles empty value lists and empty or to false, empty and to true', () => {
    expect(compileFilter(f.in('ownerOrganizationId', []))).toBe('false');
    expect(compileFilter(f.any('tags', []))).toBe('false');
    expect(compileFilter(f.or())).toBe('false');
    expect(compileFilter(f.and())).toBe('true');
    expect(compileFilter(f.and(f.eq('a', 1)))).toBe('a eq 1');
  });

  it('refuses field names outside the OData grammar', () => {
    expect(() => compileFilter(f.eq('title) or (1 eq 1', 'x'))).toThrow(
      /Invalid search field name/,
    );
    expect(() => compileOrderBy([{ field: 'a, b', direction: 'asc' }])).toThrow();
  });

  it('refuses values that have no OData literal', () => {
    expect(() => compileFilter(f.compare('size', 'gt', Number.NaN))).toThrow();
    expect(() => compileFilter(f.compare('start', 'gt', new Date('nope')))).toThrow();
  });
});

describe('OData order and facets', () => {
  it('joins order keys with their directions', () => {
    expect(
      compileOrderBy([
        { field: 'isDistrictFeatured', direction: 'desc' },
        { field: 'publishDateTime', direction: 'desc' },
      ]),
    ).toBe('isDistrictFeatured desc, publishDateTime desc');
  });

  it('writes facet counts the way Azure reads them', () => {
    expect(compileFacets([{ field: 'categories', count: 1000 }, { field: 'calendarId' }])).toEqual([
      'categories,count:1000',
      'calendarId',
    ]);
  });
});
