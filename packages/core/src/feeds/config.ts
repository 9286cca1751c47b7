import { getConfigurationSetting } from '../configuration/lookup';
import type { ConfigurationItem } from '../entities/configuration';
import { type FeedConfigByKind, type FeedKind, feedConfigSchemas } from '../entities/feed-config';
import type { ConfigurationValue } from '../entities/page';
import type { ExternalSites } from '../org/org-config';
import {
  DEFAULT_FEED_LIMIT,
  EVENT_GROUPING_DEFAULTS,
  type FeedPanelDefaults,
  FILE_GROUPING_DEFAULTS,
  feedPanelDefaults,
} from './defaults';

/** Configuration category of the feeds. */
export const FEED_CONFIGURATION_CATEGORY = 'websiteFeed';

/** Configuration name of each feed kind. */
export const FEED_CONFIGURATION_NAMES: Record<FeedKind, string> = {
  announcements: 'announcementFeeds',
  stories: 'storyFeeds',
  events: 'eventFeeds',
  files: 'fileFeeds',
  people: 'peopleFeeds',
};

/** Fields every resolved feed has. */
export interface ResolvedBaseFeed extends FeedPanelDefaults {
  kind: FeedKind;
  keywords: string;
  categories: string[];
  tags: string[];
  /** Organization ids; empty means "the current organization" (the caller decides). */
  organizations: string[];
  limit: number;
}

/** A resolved announcement or story feed. */
export interface ResolvedMessageFeed extends ResolvedBaseFeed {
  kind: 'announcements' | 'stories';
}
/** A resolved event feed. */
export interface ResolvedEventFeed extends ResolvedBaseFeed {
  kind: 'events';
  calendars: string[];
  owners: string[];
  groupByDate: boolean;
  groupByOwner: boolean;
  groupByCategory: boolean;
  groupByTag: boolean;
}
/** A resolved file feed. */
export interface ResolvedFileFeed extends ResolvedBaseFeed {
  kind: 'files';
  owners: string[];
  groupByOwner: boolean;
  groupByCategory: boolean;
  groupByCategoryDescending: boolean;
  groupByTag: boolean;
  groupByDate: boolean;
}
/** A resolved people feed. */
export interface ResolvedPeopleFeed extends ResolvedBaseFeed {
  kind: 'people';
  groups: string[];
  jobTitles: string[];
  allowList: string[];
  blockList: string[];
}

/** The resolved feed of each kind. */
export interface ResolvedFeedByKind {
  announcements: ResolvedMessageFeed;
  stories: ResolvedMessageFeed;
  events: ResolvedEventFeed;
  files: ResolvedFileFeed;
  people: ResolvedPeopleFeed;
}

/**
 * The configured entry of a feed kind: the first element of the JSON array under
 * `websiteFeed` / `{kind}Feeds` (page override first), parsed leniently; `{}` when there is none.
 */
export function feedConfigEntry<K extends FeedKind>(
  kind: K,
  items: readonly ConfigurationItem[],
  pageValues: readonly ConfigurationValue[] = [],
): FeedConfigByKind[K] {
  const value = getConfigurationSetting<unknown>(
    items,
    FEED_CONFIGURATION_CATEGORY,
    FEED_CONFIGURATION_NAMES[kind],
    {
      defaultValue: [],
      pageValues,
    },
  );
  const first = Array.isArray(value) ? value[0] : undefined;
  const parsed = feedConfigSchemas[kind].safeParse(first ?? {});
  return (parsed.success ? parsed.data : {}) as FeedConfigByKind[K];
}

const orText = (value: string | null | undefined, fallback: string) =>
  value && value.trim() !== '' ? value : fallback;
const orList = (value: string[] | null | undefined) => value ?? [];
const orFlag = (value: boolean | null | undefined, fallback: boolean) => value ?? fallback;

/** Resolves one feed: its configured entry over the defaults table. */
export function resolveFeed<K extends FeedKind>(
  kind: K,
  options: {
    configuration: readonly ConfigurationItem[];
    pageValues?: readonly ConfigurationValue[];
    externalSites: Pick<ExternalSites, 'calendar' | 'files' | 'directory'>;
  },
): ResolvedFeedByKind[K] {
  const defaults = feedPanelDefaults(kind, options.externalSites);
  const entry = feedConfigEntry(kind, options.configuration, options.pageValues);
  const base: ResolvedBaseFeed = {
    kind,
    icon: defaults.icon,
    title: orText(entry.title, defaults.title),
    link: orText(entry.link, defaults.link),
    linkLabel: orText(entry.linkLabel, defaults.linkLabel),
    keywords: entry.keywords?.trim() ?? '',
    categories: orList(entry.categories),
    tags: orList(entry.tags),
    organizations: orList(entry.organizations),
    limit: entry.limit ?? DEFAULT_FEED_LIMIT,
  };
  return withKindFields(kind, base, entry) as ResolvedFeedByKind[K];
}

function withKindFields(
  kind: FeedKind,
  base: ResolvedBaseFeed,
  entry: FeedConfigByKind[FeedKind],
): ResolvedFeedByKind[FeedKind] {
  switch (kind) {
    case 'events': {
      const e = entry as FeedConfigByKind['events'];
      return {
        ...base,
        kind,
        calendars: orList(e.calendars),
        owners: orList(e.owners),
        groupByDate: orFlag(e.groupByDate, EVENT_GROUPING_DEFAULTS.groupByDate),
        groupByOwner: orFlag(e.groupByOwner, EVENT_GROUPING_DEFAULTS.groupByOwner),
        groupByCategory: orFlag(e.groupByCategory, EVENT_GROUPING_DEFAULTS.groupByCategory),
        groupByTag: orFlag(e.groupByTag, EVENT_GROUPING_DEFAULTS.groupByTag),
      };
    }
    case 'files': {
      const e = entry as FeedConfigByKind['files'];
      return {
        ...base,
        kind,
        owners: orList(e.owners),
        groupByOwner: orFlag(e.groupByOwner, FILE_GROUPING_DEFAULTS.groupByOwner),
        groupByCategory: orFlag(e.groupByCategory, FILE_GROUPING_DEFAULTS.groupByCategory),
        groupByCategoryDescending: orFlag(
          e.groupByCategoryDescending,
          FILE_GROUPING_DEFAULTS.groupByCategoryDescending,
        ),
        groupByTag: orFlag(e.groupByTag, FILE_GROUPING_DEFAULTS.groupByTag),
        groupByDate: orFlag(e.groupByDate, FILE_GROUPING_DEFAULTS.groupByDate),
      };
    }
    case 'people': {
      const e = entry as FeedConfigByKind['people'];
      return {
        ...base,
        kind,
        groups: orList(e.groups),
        jobTitles: orList(e.jobTitles),
        allowList: orList(e.allowList),
        blockList: orList(e.blockList),
      };
    }
    case 'announcements':
    case 'stories':
      return { ...base, kind };
  }
}
