/**
 * Feed panels (docs/behaviour.md#feed-panel-defaults, docs/behaviour.md#entity-feed-configuration):
 * which feeds a page shows, loaded in parallel; a failing service empties only its own panel.
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
import {
  dayInTimeZone,
  type FeedGroupBy,
  type FeedGroupOrder,
  feedGroupBy,
  groupFeedItems,
} from '@district/core/feeds/grouping';
import { fileTypeName } from '@district/core/files/type-name';
import {
  buildEventSearch,
  buildFileSearch,
  buildMessageSearch,
} from '@district/core/search/builders';
import { messageUrl } from '@district/core/search/site-search';
import { searchEvents, searchFiles, searchMessages } from '@district/data/search/documents';
import { formatDay } from '@district/ui/card/format-date';
import {
  type EventWritten,
  type FileWritten,
  type MessageWritten,
  writeEventTimes,
  writeFileFacts,
  writeMessageDate,
} from '@district/ui/card/written';
import { describeError } from '../server/http/logger.server';
import type { RequestContext } from '../server/http/request-context.server';
import { loadShared } from '../server/pages/chrome.server';
import { withPlaceholders } from '../server/pages/placeholders.server';
import { type Writing, type Written, writingFor, written } from '../server/pages/written.server';
import { eventPlace, isStaffOnly, placeLine } from '../server/syndication/calendars.server';
import type { TranslationBatch } from '../server/translation/translation.server';
import { unknownFeedKind } from './unknown-feed-kind';

/** A message card in a feed. */
export interface MessageItem {
  id: string;
  title: string;
  summary: string | null;
  url: string;
  publishDateTime: string;
  /** Its date in words (see written.server). */
  written: Written<MessageWritten>;
}

/** A message as a card, its placeholders filled (see withPlaceholders). */
export function messageItem(
  message: Message,
  organization: Organization | null,
  writing: Writing,
): MessageItem {
  // A card shows no body: its placeholders are not filled, on every uncached home page.
  const m = withPlaceholders({ ...message, bodyHtml: '' }, organization);
  return {
    id: m.id,
    title: m.title,
    summary: m.summary,
    url: messageUrl(m),
    publishDateTime: m.publishDateTime,
    written: written(writing, (format) => writeMessageDate(m.publishDateTime, format)),
  };
}

/** An event card in a feed: what the card and the page's JSON-LD (eventJsonLd) take. */
export type EventItem = Omit<CalendarEvent, '@search.score'> & {
  /** Its day and times in words (see written.server). */
  written: Written<EventWritten>;
};

/** A file card in a feed or the search's files (type: "PDF"). */
export type FileItem = Pick<FileDocument, 'id' | 'name' | 'url' | 'size' | 'modifiedDateTime'> & {
  typeName: string | null;
  /** Its size and date in words (see written.server). */
  written: Written<FileWritten>;
};

/**
 * A person card: `id` is the CMS person id; `email` only where the site has no contact form, so
 * staff addresses are not put in pages that need none.
 */
export type PersonItem = Pick<Person, 'id' | 'displayName' | 'title' | 'phone' | 'photoUrl'> & {
  employee: Pick<NonNullable<Person['employee']>, 'jobTitles' | 'office'> | null;
  email: string | null;
};

// Items carry only what their cards show: the page's data is serialized into every page.
export function eventItem(e: CalendarEvent, writing: Writing): EventItem {
  const { '@search.score': _score, ...item } = e;
  return { ...item, written: written(writing, (format) => writeEventTimes(e, format)) };
}

export function fileItem(f: FileDocument, writing: Writing): FileItem {
  const { id, name, url, contentType, size, modifiedDateTime } = f;
  return {
    id,
    name,
    url,
    typeName: fileTypeName(contentType),
    size,
    modifiedDateTime,
    written: written(writing, (format) => writeFileFacts(f, format)),
  };
}

function personItem(p: Person, contactForm: boolean): PersonItem {
  const { id, displayName, title, phone, photoUrl, employee } = p;
  return {
    id,
    displayName,
    // The job title the card shows (its own, else the first of the staff record's): translated.
    title: title ?? employee?.jobTitles?.[0] ?? null,
    phone,
    photoUrl,
    employee: employee ? { jobTitles: employee.jobTitles, office: employee.office } : null,
    email: contactForm ? null : p.email,
  };
}

/**
 * The headings of a grouped feed: each group's `size` items under `label` (a category, tag, owner,
 * or a `YYYY-MM-DD` day with `written`); `''` for items without one, first and unheaded.
 */
export interface FeedGrouping {
  by: FeedGroupBy;
  groups: { label: string; size: number; written?: Written<string> }[];
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
  | {
      kind: 'events';
      items: EventItem[];
      grouping: FeedGrouping | null;
      /** The calendars whose feed the panel's Subscribe adds; none: the site's `/events.ics`. */
      calendars?: string[];
    }
  | { kind: 'files'; items: FileItem[]; grouping: FeedGrouping | null }
  | { kind: 'people'; items: PersonItem[] }
);

/** The feed kinds a page shows: every kind on home, else those its configuration names. */
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
  const writing = writingFor(ctx);
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
        const items = result.hits.map(({ document }) =>
          messageItem(document, organization, writing),
        );
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
        const by = feedGroupBy(feed);
        const organizations = await loadShared(ctx).organizations;
        // Staff-only events stay on the intranet (docs/behaviour.md#subscriptions).
        const events = result.hits
          .map((h) => h.document)
          .filter((event) => ctx.isIntranet || !isStaffOnly(event));
        const { items, grouping } = grouped(
          events,
          by,
          writing,
          { order: 'first-seen' },
          (event, by) => {
            if (by === 'date') return dayInTimeZone(event.start, services.org.timeZone);
            if (by === 'owner')
              return organizations.find((o) => o.id === event.ownerOrganizationId)?.title ?? null;
            return null; // events carry no categories or tags
          },
        );
        return {
          ...panel(feed),
          kind,
          // The event's own place with its address: "School campus" is its school's (calendars).
          items: items.map((e) =>
            eventItem({ ...e, location: placeLine(eventPlace(e, organizations)) || null }, writing),
          ),
          grouping,
          // The home page is about the whole organization: its Subscribe adds the site's feed.
          calendars: ctx.url.pathname === '/' ? [] : feed.calendars,
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
        const by = feedGroupBy(feed);
        const files = result.hits.map((h) => h.document);
        // Newest first under day headings; by name under the others, as a listing of files reads.
        if (by === 'date') files.sort(byModifiedNewestFirst);
        else if (by) files.sort((a, b) => a.name.localeCompare(b.name, 'en'));
        const { items, grouping } = grouped(
          files,
          by,
          writing,
          {
            order: by === 'date' ? 'first-seen' : 'name',
            descending: by === 'category' && feed.groupByCategoryDescending,
          },
          (file, by) => {
            if (by === 'date') return dayInTimeZone(file.modifiedDateTime, services.org.timeZone);
            if (by === 'owner') return file.owners[0] ?? null;
            if (by === 'category') return file.categories[0] ?? null;
            return file.tags[0] ?? null;
          },
        );
        return {
          ...panel(feed),
          kind,
          items: items.map((f) => fileItem(f, writing)),
          grouping,
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
          items: people
            .filter((p) => p.isPublic)
            .map((p) => personItem(p, services.email !== null)),
          failed: false,
        };
      }
      default:
        return unknownFeedKind(kind);
    }
  } catch (error) {
    services.logger.error({ feed: kind, ...describeError(error) }, 'Feed failed to load');
    const feed = resolveFeed(kind, options);
    const empty = { ...panel(feed), items: [], failed: true };
    return kind === 'events' || kind === 'files'
      ? { ...empty, kind, grouping: null }
      : ({ ...empty, kind } as FeedPanelData);
  }
}

/** A feed's items in group order, and the headings that go between them (null: a flat list). */
function grouped<T>(
  items: T[],
  by: FeedGroupBy | null,
  writing: Writing,
  order: FeedGroupOrder,
  keyOf: (item: T, by: FeedGroupBy) => string | null,
): { items: T[]; grouping: FeedGrouping | null } {
  if (!by) return { items, grouping: null };
  const groups = groupFeedItems(items, (item) => keyOf(item, by), order);
  // Nothing to group by (no item has a key): a flat list, not one list under no heading.
  if (groups.every((g) => g.key === '')) return { items, grouping: null };
  return {
    items: groups.flatMap((g) => g.items),
    grouping: {
      by,
      groups: groups.map(({ key, items }) => ({
        label: key,
        size: items.length,
        ...(by === 'date' && key !== ''
          ? { written: written(writing, ({ locale }) => formatDay(key, locale)) }
          : {}),
      })),
    },
  };
}

function byModifiedNewestFirst(a: FileDocument, b: FileDocument): number {
  return (b.modifiedDateTime ?? '').localeCompare(a.modifiedDateTime ?? '');
}

function panel(feed: { icon: string; title: string; link: string; linkLabel: string }) {
  return { icon: feed.icon, title: feed.title, link: feed.link, linkLabel: feed.linkLabel };
}

/** Registers the translatable texts of feeds (a new kind fails to compile until it says its own). */
export function translateFeeds(batch: TranslationBatch, feeds: readonly FeedPanelData[]): void {
  for (const feed of feeds) {
    batch.add(feed, ['title', 'linkLabel']);
    switch (feed.kind) {
      case 'announcements':
      case 'stories':
        batch.addAll(feed.items, ['title', 'summary']);
        break;
      case 'events':
        // A place is words ("School campus", "Board Room") around names, which the batch keeps.
        batch.addAll(feed.items, ['title', 'summary', 'location']);
        translateHeadings(batch, feed.grouping);
        break;
      case 'files':
        batch.addAll(feed.items, ['name']);
        translateHeadings(batch, feed.grouping);
        break;
      case 'people':
        // A person's name stays as written (the card marks it); the job title is words.
        batch.addAll(feed.items, ['title']);
        break;
      default:
        unknownFeedKind(feed);
    }
  }
}

/** Category, tag and owner headings are words; a day is written in each language (`written`). */
function translateHeadings(batch: TranslationBatch, grouping: FeedGrouping | null): void {
  if (grouping && grouping.by !== 'date') {
    batch.addAll(
      grouping.groups.filter((g) => g.label !== ''),
      ['label'],
    );
  }
}
