import { describe, expect, it } from 'vitest';
import { FILE_GROUPING_DEFAULTS } from './defaults';
import { dayInTimeZone, feedGroupBy, groupFeedItems } from './grouping';

interface Item {
  name: string;
  category: string | null;
}
const item = (name: string, category: string | null): Item => ({ name, category });
const byCategory = (i: Item) => i.category;
const shape = <T extends Item>(groups: { key: string; items: T[] }[]) =>
  groups.map((g) => [g.key, g.items.map((i) => i.name)]);

describe('feedGroupBy', () => {
  it('groups the files feed by category by default (docs/behaviour.md#feed-panel-defaults)', () => {
    expect(feedGroupBy(FILE_GROUPING_DEFAULTS)).toBe('category');
  });

  it('takes the first flag set, in the order date, owner, category, tag (docs/behaviour.md#feed-panels)', () => {
    expect(feedGroupBy({ groupByTag: true, groupByOwner: true })).toBe('owner');
    expect(feedGroupBy({ groupByTag: true, groupByDate: true })).toBe('date');
    expect(feedGroupBy({ groupByTag: true })).toBe('tag');
    expect(feedGroupBy({})).toBeNull();
  });
});

describe('groupFeedItems', () => {
  const items = [
    item('Lunch menu', 'Menus'),
    item('Budget', 'Finance'),
    item('Loose page', null),
    item('Breakfast menu', 'Menus'),
    item('Audit', 'Finance'),
    item('Blank', '  '),
  ];

  it('orders groups by name and keeps the items’ order within each', () => {
    expect(shape(groupFeedItems(items, byCategory, { order: 'name' }))).toEqual([
      ['', ['Loose page', 'Blank']],
      ['Finance', ['Budget', 'Audit']],
      ['Menus', ['Lunch menu', 'Breakfast menu']],
    ]);
  });

  it('reverses the named groups when descending, items without a key still first', () => {
    expect(
      shape(groupFeedItems(items, byCategory, { order: 'name', descending: true })).map(
        ([key]) => key,
      ),
    ).toEqual(['', 'Menus', 'Finance']);
  });

  it('keeps groups in the order their first item comes for date-ordered feeds', () => {
    expect(
      shape(groupFeedItems(items, byCategory, { order: 'first-seen' })).map(([key]) => key),
    ).toEqual(['', 'Menus', 'Finance']);
  });

  it('loses no item', () => {
    const groups = groupFeedItems(items, byCategory, { order: 'name' });
    expect(groups.flatMap((g) => g.items)).toHaveLength(items.length);
  });
});

describe('dayInTimeZone', () => {
  it('gives the calendar day where the organization is', () => {
    // 03:00 UTC on the 24th is still the evening of the 23rd in Denver.
    expect(dayInTimeZone('2026-11-24T03:00:00Z', 'America/Denver')).toBe('2026-11-23');
    expect(dayInTimeZone('2026-11-24T03:00:00Z', 'Europe/Berlin')).toBe('2026-11-24');
  });

  it('answers null for no date or a broken one, UTC for an unknown zone', () => {
    expect(dayInTimeZone(null, 'UTC')).toBeNull();
    expect(dayInTimeZone('soon', 'UTC')).toBeNull();
    expect(dayInTimeZone('2026-11-24T03:00:00Z', 'Mars/Olympus')).toBe('2026-11-24');
  });
});
