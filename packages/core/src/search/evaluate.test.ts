import { describe, expect, it } from 'vitest';
import { compareForOrder, evaluateFilter, readField } from './evaluate';
import { f } from './query';

const message = {
  id: 'm1',
  title: 'Snow Day',
  status: 'Published',
  publishDateTime: '2025-01-10T12:00:00Z',
  expireDateTime: null,
  channels: ['Announcements'],
  categories: ['Weather Closure', 'Important Notice'],
  isFeatured: true,
  priority: 3,
  owner: { id: 'org-1' },
};

describe('filter evaluation', () => {
  describe('compare', () => {
    it('compares ISO date strings with a Date by instant', () => {
      expect(
        evaluateFilter(
          f.compare('publishDateTime', 'le', new Date('2025-01-10T12:00:00Z')),
          message,
        ),
      ).toBe(true);
      expect(
        evaluateFilter(
          f.compare('publishDateTime', 'lt', new Date('2025-01-10T12:00:00Z')),
          message,
        ),
      ).toBe(false);
      expect(
        evaluateFilter(
          f.compare('publishDateTime', 'gt', new Date('2025-01-10T11:59:59Z')),
          message,
        ),
      ).toBe(true);
      expect(
        evaluateFilter(
          f.compare('publishDateTime', 'ge', new Date('2025-01-11T00:00:00Z')),
          message,
        ),
      ).toBe(false);
    });

    it('compares date strings with different offsets by instant, not text', () => {
      const doc = { start: '2025-01-10T05:00:00-07:00' };
      expect(evaluateFilter(f.eq('start', new Date('2025-01-10T12:00:00Z')), doc)).toBe(true);
      expect(evaluateFilter(f.compare('start', 'lt', new Date('2025-01-10T11:00:00Z')), doc)).toBe(
        false,
      );
    });

    it('treats a non-date string as unequal to a date', () => {
      const doc = { start: 'next tuesday' };
      expect(evaluateFilter(f.eq('start', new Date('2025-01-10T12:00:00Z')), doc)).toBe(false);
      expect(evaluateFilter(f.compare('start', 'ne', new Date('2025-01-10T12:00:00Z')), doc)).toBe(
        true,
      );
      expect(evaluateFilter(f.compare('start', 'lt', new Date('2025-01-10T12:00:00Z')), doc)).toBe(
        false,
      );
    });

    it('matches null and missing fields with eq null', () => {
      expect(evaluateFilter(f.eq('expireDateTime', null), message)).toBe(true);
      expect(evaluateFilter(f.eq('missingField', null), message)).toBe(true);
      expect(evaluateFilter(f.compare('expireDateTime', 'ne', null), message)).toBe(false);
      expect(evaluateFilter(f.compare('publishDateTime', 'ne', null), message)).toBe(true);
      expect(evaluateFilter(f.eq('publishDateTime', null), message)).toBe(false);
    });

    it('never orders a null against a value', () => {
      const now = new Date('2025-01-10T12:00:00Z');
      expect(evaluateFilter(f.compare('expireDateTime', 'gt', now), message)).toBe(false);
      expect(evaluateFilter(f.compare('expireDateTime', 'lt', now), message)).toBe(false);
      expect(evaluateFilter(f.compare('priority', 'gt', null), message)).toBe(false);
    });

    it('compares numbers numerically', () => {
      expect(evaluateFilter(f.compare('priority', 'gt', 2), message)).toBe(true);
      expect(evaluateFilter(f.compare('priority', 'gt', 10), message)).toBe(false);
      expect(evaluateFilter(f.compare('priority', 'le', 3), message)).toBe(true);
      expect(evaluateFilter(f.eq('priority', 3), message)).toBe(true);
    });

    it('compares booleans by equality only', () => {
      expect(evaluateFilter(f.eq('isFeatured', true), message)).toBe(true);
      expect(evaluateFilter(f.eq('isFeatured', false), message)).toBe(false);
      expect(evaluateFilter(f.compare('isFeatured', 'ne', false), message)).toBe(true);
      expect(evaluateFilter(f.compare('isFeatured', 'gt', false), message)).toBe(false);
    });

    it('compares strings exactly and case-sensitively', () => {
      expect(evaluateFilter(f.eq('status', 'Published'), message)).toBe(true);
      expect(evaluateFilter(f.eq('status', 'published'), message)).toBe(false);
      expect(evaluateFilter(f.compare('title', 'gt', 'Rain'), message)).toBe(true);
      // Ordinal: upper case sorts before lower case.
      expect(evaluateFilter(f.compare('title', 'lt', 'snow'), message)).toBe(true);
    });

    it('treats values of another type as unequal', () => {
      expect(evaluateFilter(f.eq('priority', '3'), message)).toBe(false);
      expect(evaluateFilter(f.compare('priority', 'ne', '3'), message)).toBe(true);
      expect(evaluateFilter(f.eq('channels', 'Announcements'), message)).toBe(false);
    });

    it('reads nested fields by OData path', () => {
      expect(evaluateFilter(f.eq('owner/id', 'org-1'), message)).toBe(true);
      expect(readField(message, 'owner.id')).toBe('org-1');
      expect(readField(message, 'owner/missing/deeper')).toBeUndefined();
    });
  });

  describe('in', () => {
    it('matches a scalar field equal to one of the values', () => {
      expect(evaluateFilter(f.in('id', ['m0', 'm1']), message)).toBe(true);
      expect(evaluateFilter(f.in('id', ['m2']), message)).toBe(false);
    });

    it('is case-sensitive and matches nothing for an empty list', () => {
      expect(evaluateFilter(f.in('id', ['M1']), message)).toBe(false);
      expect(evaluateFilter(f.in('id', []), message)).toBe(false);
    });

    it('does not match collection or missing fields', () => {
      expect(evaluateFilter(f.in('channels', ['Announcements']), message)).toBe(false);
      expect(evaluateFilter(f.in('nothing', ['x']), message)).toBe(false);
    });
  });

  describe('any', () => {
    it('matches when any item of the collection is in the values', () => {
      expect(
        evaluateFilter(f.any('categories', ['Urgent Alert', 'Important Notice']), message),
      ).toBe(true);
      expect(evaluateFilter(f.any('categories', ['Urgent Alert']), message)).toBe(false);
    });

    it('is case-sensitive, and false on empty or missing collections', () => {
      expect(evaluateFilter(f.any('categories', ['important notice']), message)).toBe(false);
      expect(evaluateFilter(f.any('tags', ['x']), { tags: [] })).toBe(false);
      expect(evaluateFilter(f.any('tags', ['x']), {})).toBe(false);
      expect(evaluateFilter(f.any('title', ['Snow Day']), message)).toBe(false);
    });
  });

  describe('logic', () => {
    it('combines with and, or and not', () => {
      const node = f.and(
        f.eq('status', 'Published'),
        f.or(f.any('channels', ['News & Stories']), f.eq('isFeatured', true)),
        f.not(f.any('categories', ['Leadership'])),
      );
      expect(evaluateFilter(node, message)).toBe(true);
      expect(evaluateFilter(node, { ...message, isFeatured: false })).toBe(false);
      expect(evaluateFilter(node, { ...message, categories: ['Leadership'] })).toBe(false);
    });

    it('treats an empty and as true and an empty or as false', () => {
      expect(evaluateFilter(f.and(), message)).toBe(true);
      expect(evaluateFilter(f.or(), message)).toBe(false);
    });
  });
});

describe('ordering', () => {
  it('puts nulls first ascending and last descending', () => {
    const docs = [{ d: '2025-01-02T00:00:00Z' }, { d: null }, { d: '2025-01-01T00:00:00Z' }, {}];
    const asc = [...docs].sort((a, b) => compareForOrder(a, b, [{ field: 'd', direction: 'asc' }]));
    expect(asc.map((x) => x.d ?? null)).toEqual([
      null,
      null,
      '2025-01-01T00:00:00Z',
      '2025-01-02T00:00:00Z',
    ]);
    const desc = [...docs].sort((a, b) =>
      compareForOrder(a, b, [{ field: 'd', direction: 'desc' }]),
    );
    expect(desc.map((x) => x.d ?? null)).toEqual([
      '2025-01-02T00:00:00Z',
      '2025-01-01T00:00:00Z',
      null,
      null,
    ]);
  });

  it('orders date-times by instant across offsets', () => {
    const early = { d: '2025-01-10T06:00:00-07:00' }; // 13:00Z
    const late = { d: '2025-01-10T14:00:00Z' };
    expect(compareForOrder(early, late, [{ field: 'd', direction: 'asc' }])).toBeLessThan(0);
  });

  it('orders by several keys, later keys breaking ties', () => {
    const docs = [
      { id: 'a', featured: false, date: '2025-03-01T00:00:00Z' },
      { id: 'b', featured: true, date: '2025-01-01T00:00:00Z' },
      { id: 'c', featured: false, date: '2025-04-01T00:00:00Z' },
      { id: 'd', featured: true, date: '2025-02-01T00:00:00Z' },
    ];
    const sorted = [...docs].sort((x, y) =>
      compareForOrder(x, y, [
        { field: 'featured', direction: 'desc' },
        { field: 'date', direction: 'desc' },
      ]),
    );
    expect(sorted.map((d) => d.id)).toEqual(['d', 'b', 'c', 'a']);
  });

  it('orders numbers numerically and strings ordinally', () => {
    expect(compareForOrder({ n: 9 }, { n: 10 }, [{ field: 'n', direction: 'asc' }])).toBeLessThan(
      0,
    );
    expect(
      compareForOrder({ s: 'Zebra' }, { s: 'apple' }, [{ field: 's', direction: 'asc' }]),
    ).toBeLessThan(0);
    expect(
      compareForOrder({ s: 'b' }, { s: 'a' }, [{ field: 's', direction: 'desc' }]),
    ).toBeLessThan(0);
  });

  it('returns 0 when every key ties or there are no keys', () => {
    expect(compareForOrder({ n: 1 }, { n: 1 }, [{ field: 'n', direction: 'asc' }])).toBe(0);
    expect(compareForOrder({ n: 1 }, { n: 2 }, [])).toBe(0);
  });

  it('orders by a field whose name contains a dot', () => {
    const a = { '@search.score': 2 };
    const b = { '@search.score': 5 };
    expect(compareForOrder(a, b, [{ field: '@search.score', direction: 'desc' }])).toBeGreaterThan(
      0,
    );
  });
});
