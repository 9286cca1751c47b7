/**
 * Subscriptions and discoverability (RSS, iCalendar, sitemap, robots): each format's data. Feed
 * readers cannot sign in, so on the intranet these answer 404.
 */
import { CHANNELS } from '@district/core/constants';
import type { CalendarEvent } from '@district/core/entities/event';
import { eventFeedWindow } from '@district/core/feeds/defaults';
import { isMessageVisible } from '@district/core/messages/visibility';
import { buildEventSearch, buildMessageSearch } from '@district/core/search/builders';
import { messageUrl } from '@district/core/search/site-search';
import { searchEvents, searchMessages } from '@district/data/search/documents';
import { DEGRADED } from '../http/http.server';
import type { RequestContext } from '../http/request-context.server';
import { loadShared } from '../pages/chrome.server';
import { notFound } from '../pages/page.server';
import { withPlaceholders } from '../pages/placeholders.server';
import { sanitizeCmsHtml } from '../pages/sanitize.server';
import { TranslationBatch } from '../translation/translation.server';
import {
  calendarIdsOfFile,
  calendarLabel,
  eventPlace,
  eventsOfCalendars,
  isStaffOnly,
  placeLine,
  siteCalendarEvents,
} from './calendars.server';
import { calendarName, eventsCalendar, singleEventCalendar } from './ical.server';
import {
  FEED_ITEM_LIMIT,
  feedChannelWords,
  type MessageFeedKind,
  messagesFeed,
} from './rss.server';
import { eventPageUrl } from './site-urls.server';
import { alternateLanguages, sitemapXml } from './sitemap.server';

/** How long feeds may be cached by readers and CDNs, seconds. */
const FEED_MAX_AGE = 900;
/** Most events a calendar feed lists (the window is 180 days). */
const CALENDAR_EVENT_LIMIT = 1_000;

function text(body: string, contentType: string, extra: Record<string, string> = {}): Response {
  return new Response(body, {
    headers: {
      'Content-Type': contentType,
      'Cache-Control': `public, max-age=${FEED_MAX_AGE}, stale-while-revalidate=${FEED_MAX_AGE * 4}`,
      'X-Content-Type-Options': 'nosniff',
      ...extra,
    },
  });
}

function publicOnly(ctx: RequestContext) {
  if (ctx.isIntranet) throw notFound();
}

/** `/announcements.rss`, `/stories.rss`. */
export async function messagesRss(ctx: RequestContext, kind: MessageFeedKind): Promise<Response> {
  publicOnly(ctx);
  const { services } = ctx;
  const [result, organization] = await Promise.all([
    searchMessages(
      services.search,
      buildMessageSearch({
        now: ctx.now,
        organizationIds: [services.org.organizationId],
        channels: [kind === 'stories' ? CHANNELS.stories : CHANNELS.announcements],
        top: FEED_ITEM_LIMIT,
        excludeLeadership: ctx.excludeLeadership,
      }),
      { logger: services.logger, signal: ctx.request.signal },
    ),
    loadShared(ctx).organization,
  ]);
  const messages = result.hits.map((h) => {
    const message = withPlaceholders(h.document, organization);
    return { ...message, bodyHtml: sanitizeCmsHtml(message.bodyHtml) };
  });
  // The address names the language: without `?lang` it is English for every subscriber and cache.
  const language = ctx.url.searchParams.has('lang') ? ctx.language.code : null;
  const feedOrganization = organization ?? {
    title: services.org.name,
    tagline: null,
    logoImageUrl: null,
  };
  const channel = feedChannelWords(kind, {
    ...feedOrganization,
    title: feedOrganization.title || services.org.name,
  });
  const status = language
    ? await new TranslationBatch()
        .add(channel, ['label', 'description'])
        .addAll(messages, ['title', 'summary'])
        .addAll(messages, ['bodyHtml'], sanitizeCmsHtml)
        .run(ctx)
    : 'original';
  const body = messagesFeed({
    kind,
    organization: feedOrganization,
    orgConfig: services.org,
    siteUrl: ctx.url.origin,
    messages,
    now: ctx.now,
    language,
    channel,
  });
  // Untranslated, the feed still says its language: kept only briefly, so a later fetch tries again.
  return text(
    body,
    'application/rss+xml; charset=utf-8',
    status === 'failed' ? { 'Cache-Control': DEGRADED } : {},
  );
}

async function windowEvents(ctx: RequestContext) {
  const window = eventFeedWindow(ctx.now);
  const result = await searchEvents(
    ctx.services.search,
    buildEventSearch({ start: window.start, end: window.end, top: CALENDAR_EVENT_LIMIT }),
    { logger: ctx.services.logger, signal: ctx.request.signal },
  );
  return result.hits.map((h) => h.document);
}

/** Where each event of a feed points and is: its own page, its place with the address known. */
async function eventDetails(ctx: RequestContext) {
  const organizations = await loadShared(ctx).organizations;
  const siteUrl = ctx.url.origin;
  return {
    eventUrl: (event: CalendarEvent) => eventPageUrl(siteUrl, event),
    eventLocation: (event: CalendarEvent) => placeLine(eventPlace(event, organizations)),
  };
}

function calendarResponse(body: string, filename: string): Response {
  return text(body, 'text/calendar; charset=utf-8', {
    'Content-Disposition': `inline; filename="${filename}"`,
  });
}

/** `/events.ics`: the organization's and the district-wide calendars (docs/behaviour.md#subscriptions). */
export async function eventsIcs(ctx: RequestContext): Promise<Response> {
  publicOnly(ctx);
  const [events, organization, details] = await Promise.all([
    windowEvents(ctx),
    loadShared(ctx).organization,
    eventDetails(ctx),
  ]);
  const body = eventsCalendar({
    organization: organization ?? { title: ctx.services.org.name },
    orgConfig: ctx.services.org,
    siteUrl: ctx.url.origin,
    now: ctx.now,
    events: siteCalendarEvents(events, ctx.services.org.organizationId),
    ...details,
  });
  return calendarResponse(body, 'events.ics');
}

/** `/calendars/<id>.ics` (or `<id>+<id>.ics`): public events of those calendars; 404 when none. */
export async function calendarIcs(ctx: RequestContext, file: string): Promise<Response> {
  publicOnly(ctx);
  const ids = calendarIdsOfFile(file);
  if (!ids) throw notFound();
  const [events, organization, details] = await Promise.all([
    windowEvents(ctx),
    loadShared(ctx).organization,
    eventDetails(ctx),
  ]);
  const chosen = eventsOfCalendars(events, ids);
  if (chosen.length === 0) throw notFound();
  const title = organization?.title ?? ctx.services.org.name;
  const body = eventsCalendar({
    organization: { title },
    orgConfig: ctx.services.org,
    siteUrl: ctx.url.origin,
    now: ctx.now,
    events: chosen,
    name: calendarName(title, ids.map(calendarLabel).join(', ')),
    ...details,
  });
  return calendarResponse(body, file);
}

/** The event `id` of the window, as the site may show it; null when there is none. */
export async function findEvent(ctx: RequestContext, id: string): Promise<CalendarEvent | null> {
  const events = await windowEvents(ctx);
  const event = events.find((e) => e.id === id);
  if (!event || (!ctx.isIntranet && isStaffOnly(event))) return null;
  return event;
}

/** `/events/<id>.ics`: one event, for "Add to calendar". */
export async function eventIcs(ctx: RequestContext, file: string): Promise<Response> {
  publicOnly(ctx);
  const match = /^([A-Za-z0-9-]{1,100})\.ics$/.exec(file);
  if (!match) throw notFound();
  const [events, organization] = await Promise.all([
    windowEvents(ctx),
    loadShared(ctx).organization,
  ]);
  const event = events.find((e) => e.id === match[1]);
  if (!event || isStaffOnly(event)) throw notFound();
  const details = await eventDetails(ctx);
  const body = singleEventCalendar({
    ...details,
    organization: organization ?? { title: ctx.services.org.name },
    orgConfig: ctx.services.org,
    siteUrl: ctx.url.origin,
    now: ctx.now,
    event,
  });
  return text(body, 'text/calendar; charset=utf-8', {
    'Content-Disposition': `attachment; filename="${event.id}.ics"`,
  });
}

/** `/sitemap.xml`: every public page, announcement and story of the organization. */
export async function sitemap(ctx: RequestContext): Promise<Response> {
  publicOnly(ctx);
  const { services } = ctx;
  const [pages, messages] = await Promise.all([
    services.cms.listPages(services.org.organizationId, { signal: ctx.request.signal }),
    searchMessages(
      services.search,
      buildMessageSearch({
        now: ctx.now,
        organizationIds: [services.org.organizationId],
        channels: [CHANNELS.announcements, CHANNELS.stories],
        top: 1_000,
        excludeLeadership: ctx.excludeLeadership,
      }),
      { logger: services.logger, signal: ctx.request.signal },
    ),
  ]);
  const body = sitemapXml({
    siteUrl: ctx.url.origin,
    pages: [
      ...pages.filter((p) => p.path.path !== '/404').map((p) => ({ path: p.path.path })),
      { path: '/announcements' },
      { path: '/stories' },
    ],
    messages: messages.hits
      .map((h) => h.document)
      .filter((m) => isMessageVisible(m, ctx.now))
      .map((m) => ({ url: messageUrl(m), lastModified: m.publishDateTime })),
    languages: alternateLanguages(services.org.languages),
  });
  return text(body, 'application/xml; charset=utf-8');
}
