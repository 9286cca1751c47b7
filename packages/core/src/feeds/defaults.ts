import { DEFAULT_LIMIT, EVENT_WINDOW_DAYS, type FeedIcon } from '../constants';
import type { FeedKind } from '../entities/feed-config';
import type { ExternalSites } from '../org/org-config';

/** What every feed panel shows around its items. */
export interface FeedPanelDefaults {
  icon: FeedIcon;
  title: string;
  link: string;
  linkLabel: string;
}

/**
 * The feed panel defaults (docs/behaviour.md#feed-panel-defaults); events, files and people link
 * out.
 */
export function feedPanelDefaults(
  kind: FeedKind,
  externalSites: Pick<ExternalSites, 'calendar' | 'files' | 'directory'>,
): FeedPanelDefaults {
  switch (kind) {
    case 'announcements':
      return {
        icon: 'info',
        title: 'Announcements',
        link: '/announcements',
        linkLabel: 'More Announcements',
      };
    case 'stories':
      return { icon: 'school', title: 'Stories', link: '/stories', linkLabel: 'More Stories' };
    case 'events':
      return {
        icon: 'calendar-alt',
        title: 'Events',
        link: externalSites.calendar,
        linkLabel: 'Full Calendar',
      };
    case 'files':
      return { icon: 'files', title: 'Files', link: externalSites.files, linkLabel: 'More Files' };
    case 'people':
      return {
        icon: 'directory',
        title: 'People',
        link: externalSites.directory,
        linkLabel: 'Full Directory',
      };
  }
}

/** Default item count of a feed. */
export const DEFAULT_FEED_LIMIT = DEFAULT_LIMIT;

/** Default grouping of the files feed (docs/behaviour.md#feed-panel-defaults). */
export const FILE_GROUPING_DEFAULTS = {
  groupByOwner: false,
  groupByCategory: true,
  groupByCategoryDescending: false,
  groupByTag: false,
  groupByDate: false,
} as const;

/**
 * Default grouping of the events feed: events are naturally read by date, so they group by date
 * and nothing else unless configured (docs/behaviour.md#feed-panel-defaults).
 */
export const EVENT_GROUPING_DEFAULTS = {
  groupByDate: true,
  groupByOwner: false,
  groupByCategory: false,
  groupByTag: false,
} as const;

/** Titles of the "related" feeds. */
export const RELATED_FEED_TITLES = {
  announcements: 'Related Announcements',
  events: 'Related Events',
  stories: 'Related Stories',
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The event feed window: from now to now + 180 days. */
export function eventFeedWindow(now: Date): { start: Date; end: Date } {
  return {
    start: new Date(now.getTime()),
    end: new Date(now.getTime() + EVENT_WINDOW_DAYS * DAY_MS),
  };
}

/** Offset of `timeZone` from UTC at `instant`, in ms (positive east of Greenwich). */
function timeZoneOffsetMs(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const wall = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The default event end: the last millisecond of the current month in `timeZone` (default UTC),
 * so a Denver school's "this month" does not end seven hours early.
 */
export function defaultEventEnd(now: Date, timeZone = 'UTC'): Date {
  const offset = timeZoneOffsetMs(now, timeZone);
  const local = new Date(now.getTime() + offset);
  const nextMonthWall = Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1);
  // The offset at the month boundary may differ from now's (daylight saving), so use its own.
  const guess = nextMonthWall - offset;
  const boundary = nextMonthWall - timeZoneOffsetMs(new Date(guess), timeZone);
  return new Date(boundary - 1);
}
