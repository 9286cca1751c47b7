/**
 * Feed panels (SPEC section 2, Feed panel defaults; section 3, Feed configuration): which feeds a
 * page shows, and their items, loaded in parallel. Each feed degrades on its own: a failing
 * service empties that panel and says so, never the page.
 */

import { CHANNELS } from '@district/core/constants';
import type { ConfigurationItem } from '@district/core/entities/configuration';
import type { CalendarEvent } from '@district/core/entities/event';
import { FEED_KINDS, type FeedKind } from '@district/core/entities/feed-config';
import type { FileDocument } from '@district/core/entities/file';
import type { Message } from '@district/core/entities/message';
import type { Organization } from '@district/core/entities/organization';
import type { ConfigurationValue } from '@district/core/entities/page';
import type { Person } from '@district/core/entities/person';
import {
  FEED_CONFIGURATION_CATEGORY,
  FEED_CONFIGURATION_NAMES,
  resolveFeed,
} from '@district/core/feeds/config';
import { eventFeedWindow } from '@district/core/feeds/defaults';
import { fileTypeName } from '@district/core/files/type-name';
import {
  buildEventSearch,
  buildFileSearch,
  buildMessageSearch,
} from '@district/core/search/builders';
import { messageUrl } from '@district/core/search/site-search';
import { describeError } from '@district/data/resilience/logger';
import { searchEvents, searchFiles, searchMessages } from '@district/data/search/documents';
import { loadShared } from './chrome.server';
import { withPlaceholders } from './placeholders.server';
import type { RequestContext } from './request-context.server';
import type { TranslationBatch } from './translation.server';

/** A message card in a feed. */
export interface MessageItem {
  id: string;
  title: string;
  summary: string | null;
  url: string;
  publishDateTime: string;
}

/** A message as a card, its placeholders filled (see withPlaceholders). */
export function messageItem(message: Message, organization: Organization | null): MessageItem {
  // A card shows no body: its placeholders are not filled, on every uncached home page.
  const m = withPlaceholders({ ...message, bodyHtml: null }, organization);
  return {
    id: m.id,
    title: m.title,
    summary: m.summary,
    url: messageUrl(m),
    publishDateTime: m.publishDateTime,
  };
}

/** An event card in a feed: what the card and the page's JSON-LD (eventJsonLd) take. */
export type EventItem = Omit<CalendarEvent, '@search.score'>;

/** A file card in a feed or the search's files (categories: the grouping; type: "PDF"). */
export type FileItem = Pick<
  FileDocument,
  'id' | 'name' | 'url' | 'size' | 'modifiedDateTime' | 'categories'
> & { typeName: string | null };

/** A person card in a feed: `id` is the CMS person id (the contact link's recipient, the key). */
export type PersonItem = Pick<Person, 'id' | 'displayName' | 'title' | 'phone' | 'photoUrl'> & {
  employee: Pick<NonNullable<Person['employee']>, 'jobTitles' | 'office'> | null;
};

// Items carry only what their cards show: the page's data is serialized into every page.
function eventItem(e: CalendarEvent): EventItem {
  const { '@search.score': _score, ...item } = e;
  return item;
}

export function fileItem(f: FileDocument): FileItem {
  const { id, name, url, contentType, size, modifiedDateTime, categories } = f;
  return { id, name, url, typeName: fileTypeName(contentType), size, modifiedDateTime, categories };
}

function personItem(p: Person): PersonItem {
  const { id, displayName, title, phone, photoUrl, employee } = p;
  return {
    id,
    displayName,
    title,
    phone,
    photoUrl,
    employee: employee ? { jobTitles: employee.jobTitles, office: employee.office } : null,
  };
}

/** One loaded feed panel. */
export type FeedPanelData = {
  kind: FeedKind;
  icon: string;
  title: string;
  link: string;
  linkLabel: string;
  /** True when the feed's service failed: the panel says so quietly. */
  failed: boolean;
} & (
  | { kind: 'announcements' | 'stories'; items: MessageItem[] }
  | { kind: 'events'; items: EventItem[] }
  | {
      kind: 'files';
      items: FileItem[];
      groupByCategory: boolean;
      groupByCategoryDescending: boolean;
    }
  | { kind: 'people'; items: PersonItem[] }
);

/**
 * The feed kinds a page shows: the home page shows every kind; another page the kinds its own
 * configuration values name.
 */
export function feedKindsForPage(
  path: string,
  pageValues: readonly ConfigurationValue[],
): FeedKind[] {
  if (path === '/') return [...FEED_KINDS];
  return FEED_KINDS.filter((kind) =>
    pageValues.some(
      (v) =>
        v.configurationCategory === FEED_CONFIGURATION_CATEGORY &&
        v.configurationName === FEED_CONFIGURATION_NAMES[kind],
    ),
  );
}

/** Loads the given feeds in parallel. */
export async function loadFeeds(
  ctx: RequestContext,
  kinds: readonly FeedKind[],
  configuration: readonly ConfigurationItem[],
  pageValues: readonly ConfigurationValue[] = [],
): Promise<FeedPanelData[]> {
  return Promise.all(kinds.map((kind) => loadFeed(ctx, kind, configuration, pageValues)));
}

async function loadFeed(
  ctx: RequestContext,
  kind: FeedKind,
  configuration: readonly ConfigurationItem[],
  pageValues: readonly ConfigurationValue[],
): Promise<FeedPanelData> {
  const { services } = ctx;
  const options = { configuration, pageValues, externalSites: services.org.externalSites };
  const own = [services.org.organizationId];
  const call = {
    logger: services.logger,
    cache: ctx.preview ? ('no-store' as const) : ('default' as const),
  };
  try {
    switch (kind) {
      case 'announcements':
      case 'stories': {
        const feed = resolveFeed(kind, options);
        const result = await searchMessages(
          services.search,
          buildMessageSearch({
            now: ctx.now,
            organizationIds: feed.organizations.length > 0 ? feed.organizations : own,
            channels: [kind === 'stories' ? CHANNELS.stories : CHANNELS.announcements],
            categories: feed.categories,
            tags: feed.tags,
            keywords: feed.keywords,
            top: feed.limit,
            excludeLeadership: ctx.excludeLeadership,
          }),
          call,
        );
        const organization = await loadShared(ctx).organization;
        const items = result.hits.map(({ document }) => messageItem(document, organization));
        return { ...panel(feed), kind, items, failed: false };
      }
      case 'events': {
        const feed = resolveFeed('events', options);
        const window = eventFeedWindow(ctx.now);
        const result = await searchEvents(
          services.search,
          buildEventSearch({
            start: window.start,
            end: window.end,
            calendarIds: feed.calendars,
            keywords: feed.keywords,
            top: feed.limit,
          }),
          call,
        );
        return {
          ...panel(feed),
          kind,
          items: result.hits.map((h) => eventItem(h.document)),
          failed: false,
        };
      }
      case 'files': {
        const feed = resolveFeed('files', options);
        const result = await searchFiles(
          services.search,
          buildFileSearch({
            categories: feed.categories,
            tags: feed.tags,
            owners: feed.owners,
            organizationIds: feed.organizations.length > 0 ? feed.organizations : own,
            keywords: feed.keywords,
            top: feed.limit,
          }),
          call,
        );
        return {
          ...panel(feed),
          kind,
          items: result.hits.map((h) => fileItem(h.document)),
          groupByCategory: feed.groupByCategory,
          groupByCategoryDescending: feed.groupByCategoryDescending,
          failed: false,
        };
      }
      case 'people': {
        const feed = resolveFeed('people', options);
        const people = await services.cms.getPeople(
          {
            limit: feed.limit,
            groups: feed.groups,
            jobTitles: feed.jobTitles,
            allowList: feed.allowList,
            blockList: feed.blockList,
          },
          { signal: ctx.request.signal },
        );
        return {
          ...panel(feed),
          kind,
          items: people.filter((p) => p.isPublic).map(personItem),
          failed: false,
        };
      }
    }
  } catch (error) {
    services.logger.error({ feed: kind, ...describeError(error) }, 'Feed failed to load');
    const feed = resolveFeed(kind, options);
    return { ...panel(feed), kind, items: [], failed: true } as FeedPanelData;
  }
}

function panel(feed: { icon: string; title: string; link: string; linkLabel: string }) {
  return { icon: feed.icon, title: feed.title, link: feed.link, linkLabel: feed.linkLabel };
}

/** Registers the translatable texts of feeds. */
export function translateFeeds(batch: TranslationBatch, feeds: readonly FeedPanelData[]): void {
  for (const feed of feeds) {
    batch.add(feed, ['title', 'linkLabel']);
    if (feed.kind === 'announcements' || feed.kind === 'stories')
      batch.addAll(feed.items, ['title', 'summary']);
    if (feed.kind === 'events') batch.addAll(feed.items, ['title', 'summary']);
  }
}
