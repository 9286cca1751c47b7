import { z } from 'zod';

/**
 * Feed configurations (docs/behaviour.md#entity-feed-configuration), as editors write them in the
 * CMS: the first entry of the JSON array stored under `websiteFeed` / `{kind}Feeds`. Every field is
 * optional (defaults come from feeds/defaults.ts) and each field falls back to "unset" on a bad
 * value, so one editor typo never breaks a page.
 */

const text = z.string().nullable().optional().catch(undefined);
const list = z.array(z.string()).nullable().optional().catch(undefined);
const flag = z.boolean().nullable().optional().catch(undefined);
/** Editors sometimes write the limit as a string ("5"); anything not a positive integer is unset. */
const limit = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z.number().int().positive().nullable().optional().catch(undefined),
);

/** Fields every feed has. */
export const baseFeedConfigSchema = z.object({
  title: text,
  link: text,
  linkLabel: text,
  keywords: text,
  categories: list,
  tags: list,
  organizations: list,
  limit,
});
export type BaseFeedConfig = z.infer<typeof baseFeedConfigSchema>;

/** Announcement and story feeds: the common fields only. */
export const messageFeedConfigSchema = baseFeedConfigSchema;
export type MessageFeedConfig = z.infer<typeof messageFeedConfigSchema>;

/** Event feeds add calendars, owners and grouping. */
export const eventFeedConfigSchema = baseFeedConfigSchema.extend({
  calendars: list,
  owners: list,
  groupByDate: flag,
  groupByOwner: flag,
  groupByCategory: flag,
  groupByTag: flag,
});
export type EventFeedConfig = z.infer<typeof eventFeedConfigSchema>;

/**
 * File feeds add owners and the grouping flags, whose defaults are in feeds/defaults.ts
 * (docs/behaviour.md#entity-feed-configuration, docs/behaviour.md#feed-panel-defaults).
 */
export const fileFeedConfigSchema = baseFeedConfigSchema.extend({
  owners: list,
  groupByOwner: flag,
  groupByCategory: flag,
  groupByCategoryDescending: flag,
  groupByTag: flag,
  groupByDate: flag,
});
export type FileFeedConfig = z.infer<typeof fileFeedConfigSchema>;

/** People feeds add groups, job titles and allow/block lists. */
export const peopleFeedConfigSchema = baseFeedConfigSchema.extend({
  groups: list,
  jobTitles: list,
  allowList: list,
  blockList: list,
});
export type PeopleFeedConfig = z.infer<typeof peopleFeedConfigSchema>;

export { FEED_KINDS, type FeedKind } from '../feeds/kinds';

/** The configuration schema of each feed kind. */
export const feedConfigSchemas = {
  announcements: messageFeedConfigSchema,
  stories: messageFeedConfigSchema,
  events: eventFeedConfigSchema,
  files: fileFeedConfigSchema,
  people: peopleFeedConfigSchema,
} as const;

/** The configuration type of each feed kind. */
export interface FeedConfigByKind {
  announcements: MessageFeedConfig;
  stories: MessageFeedConfig;
  events: EventFeedConfig;
  files: FileFeedConfig;
  people: PeopleFeedConfig;
}
