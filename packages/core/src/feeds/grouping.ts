/**
 * What a feed's items can be grouped by (docs/behaviour.md#feed-panels,
 * docs/behaviour.md#entity-feed-configuration).
 */
export type FeedGroupBy = 'date' | 'owner' | 'category' | 'tag';

/** A feed's grouping flags; a kind without one of them leaves it out. */
export interface FeedGroupingFlags {
  groupByDate?: boolean;
  groupByOwner?: boolean;
  groupByCategory?: boolean;
  groupByTag?: boolean;
}

/**
 * What a feed groups its items by: one level, the first flag set in the order date, owner,
 * category, tag, or null for a flat list (docs/behaviour.md#feed-panels). One level only: nested
 * headings in a small panel would be harder to read.
 */
export function feedGroupBy(flags: FeedGroupingFlags): FeedGroupBy | null {
  if (flags.groupByDate) return 'date';
  if (flags.groupByOwner) return 'owner';
  if (flags.groupByCategory) return 'category';
  if (flags.groupByTag) return 'tag';
  return null;
}

/** One group of a feed: its key (a name, or a day `YYYY-MM-DD` for dates) and its items. */
export interface FeedGroup<T> {
  key: string;
  items: T[];
}

/** How {@link groupFeedItems} orders the groups. */
export interface FeedGroupOrder {
  /**
   * `name`: by key, alphabetically (category, owner, tag); `first-seen`: in the order of the
   * items, which keeps a date-ordered feed in date order.
   */
  order: 'name' | 'first-seen';
  /** Reverses the groups (`groupByCategoryDescending`). */
  descending?: boolean;
}

/**
 * Groups a feed's items by the key each item gives (null: the item has none). Items keep their
 * order within a group. Items without a key come first, as a group with the key `''`, so no item
 * is lost and none sits under a heading it does not belong to.
 */
export function groupFeedItems<T>(
  items: readonly T[],
  keyOf: (item: T) => string | null,
  { order, descending = false }: FeedGroupOrder,
): FeedGroup<T>[] {
  const byKey = new Map<string, T[]>();
  const ungrouped: T[] = [];
  for (const item of items) {
    const key = keyOf(item)?.trim();
    if (!key) {
      ungrouped.push(item);
      continue;
    }
    const group = byKey.get(key);
    if (group) group.push(item);
    else byKey.set(key, [item]);
  }
  const groups = [...byKey].map(([key, members]) => ({ key, items: members }));
  if (order === 'name') groups.sort((a, b) => a.key.localeCompare(b.key, 'en'));
  if (descending) groups.reverse();
  return ungrouped.length > 0 ? [{ key: '', items: ungrouped }, ...groups] : groups;
}

// One formatter per time zone: a page groups a handful of items, a site has one zone.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar day (`YYYY-MM-DD`) of an ISO date-time in a time zone, or null when it is not a
 * date. An unknown zone falls back to UTC rather than failing the feed.
 */
export function dayInTimeZone(iso: string | null, timeZone: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  let format = dayFormats.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      });
    } catch {
      return date.toISOString().slice(0, 10);
    }
    dayFormats.set(timeZone, format);
  }
  return format.format(date);
}
