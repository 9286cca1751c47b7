/**
 * iCalendar (RFC 5545) documents with `ics`: the subscription feed (docs/behaviour.md#limits) and
 * one event's file. Timed events are UTC; all-day ones are dates in the organization's zone, so a
 * "No School" day never slides. `ics` output is refolded by octets and given subscription hints.
 */
import { EVENT_WINDOW_DAYS } from '@district/core/constants';
import type { CalendarEvent } from '@district/core/entities/event';
import type { Organization } from '@district/core/entities/organization';
import type { OrgConfig } from '@district/core/org/org-config';
import { createEvents, type DateArray, type EventAttributes } from 'ics';
import { calendarText, htmlToPlainText } from './plain-text.server';
import { normalizeSiteUrl } from './site-urls.server';

const DAY_MS = 86_400_000;

/** How often subscribed clients should refetch the feed (RFC 7986 REFRESH-INTERVAL, X-PUBLISHED-TTL). */
export const CALENDAR_REFRESH_INTERVAL = 'PT1H';

interface CalendarContext {
  organization: Pick<Organization, 'title'>;
  orgConfig: Pick<OrgConfig, 'districtDomain' | 'timeZone' | 'externalSites'>;
  siteUrl: string;
  now: Date;
  eventUrl?: (event: CalendarEvent) => string;
  eventLocation?: (event: CalendarEvent) => string;
  name?: string;
}

/** Input of {@link eventsCalendar}. */
export interface EventsCalendarInput extends CalendarContext {
  events: readonly CalendarEvent[];
}

/** Input of {@link singleEventCalendar}. */
export interface SingleEventCalendarInput extends CalendarContext {
  event: CalendarEvent;
}

/** A UID that stays the same across fetches and feeds: `{event id}@{district domain}`. */
export function calendarUid(eventId: string, domain: string): string {
  // UID is free text, but some clients choke on spaces and `@` inside the local part.
  const local = /^[A-Za-z0-9._-]+$/.test(eventId) ? eventId : encodeURIComponent(eventId);
  return `${local}@${domain}`;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar date of an instant in a time zone, as `[year, month, day]`. */
export function zonedDate(instant: Date, timeZone: string): DateArray {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    dateFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  return [part('year'), part('month'), part('day')];
}

function addDays([year, month, day]: DateArray, days: number): DateArray {
  const date = new Date(Date.UTC(year, month - 1, (day ?? 1) + days));
  return [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
}

function compareDates(a: DateArray, b: DateArray): number {
  return Date.UTC(a[0], a[1] - 1, a[2]) - Date.UTC(b[0], b[1] - 1, b[2]);
}

interface Span {
  start: number;
  end: number;
}

/** Start and end instants in ms; an end before the start (or missing) collapses onto the start. */
function eventSpan(event: CalendarEvent): Span | null {
  const start = Date.parse(event.start);
  if (Number.isNaN(start)) return null;
  const end = Date.parse(event.end);
  return { start, end: Number.isNaN(end) || end < start ? start : end };
}

/** Whether an event belongs in the feed at `now`: not yet over, starting within 180 days. */
export function isInEventWindow(event: CalendarEvent, now: Date): boolean {
  const span = eventSpan(event);
  if (!span) return false;
  const windowEnd = now.getTime() + EVENT_WINDOW_DAYS * DAY_MS;
  return span.end > now.getTime() && span.start < windowEnd;
}

function description(event: CalendarEvent): string | undefined {
  const body = htmlToPlainText(event.description);
  const summary = htmlToPlainText(event.summary);
  // Demo and CMS descriptions often repeat the summary; say it once.
  const text =
    summary && !body.includes(summary) ? [summary, body].filter(Boolean).join('\n\n') : body;
  return text ? calendarText(text) : undefined;
}

function eventAttributes(event: CalendarEvent, context: CalendarContext): EventAttributes | null {
  const span = eventSpan(event);
  if (!span) return null;
  const { orgConfig, now } = context;
  const times: Pick<
    EventAttributes,
    'start' | 'startInputType' | 'startOutputType' | 'endInputType' | 'endOutputType'
  > & { end: EventAttributes['start'] } = event.allDay
    ? allDayDates(span, orgConfig.timeZone)
    : {
        start: span.start,
        end: span.end,
        startInputType: 'utc',
        startOutputType: 'utc',
        endInputType: 'utc',
        endOutputType: 'utc',
      };
  const text = description(event);
  const place = context.eventLocation ? context.eventLocation(event) : (event.location ?? '');
  const location = place.trim() ? calendarText(place.trim()) : '';
  const url = context.eventUrl ? context.eventUrl(event) : orgConfig.externalSites.calendar;
  return {
    ...times,
    uid: calendarUid(event.id, orgConfig.districtDomain),
    title: calendarText(event.title),
    ...(text ? { description: text } : {}),
    ...(location ? { location } : {}),
    ...(url ? { url } : {}),
    status: 'CONFIRMED',
    // A subscribed school calendar informs; it should not mark a family's time as busy.
    transp: 'TRANSPARENT',
    // DTSTAMP: when this copy of the event was produced (`ics` types omit the attribute).
    ...({ timestamp: now.getTime() } as object),
  };
}

/** All-day events run local midnight to midnight; DTEND is exclusive, so 23:59 ends on the right day. */
function allDayDates(span: Span, timeZone: string) {
  const start = zonedDate(new Date(span.start), timeZone);
  const lastDay = zonedDate(new Date(Math.max(span.start, span.end - 1)), timeZone);
  const end = addDays(compareDates(lastDay, start) < 0 ? start : lastDay, 1);
  return { start, end };
}

function utf8Length(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  if (codePoint < 0x10000) return 3;
  return 4;
}

/** One content line folded so no physical line exceeds 75 octets (RFC 5545 section 3.1). */
function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char.codePointAt(0) ?? 0);
    if (octets + size > 75) {
      parts.push(current);
      // The continuation's leading space counts toward its 75 octets.
      current = ` ${char}`;
      octets = 1 + size;
    } else {
      current += char;
      octets += size;
    }
  }
  parts.push(current);
  return parts.join('\r\n');
}

/** Unfolds `ics` output, adds the missing calendar properties, and refolds by octets with CRLF. */
function finishCalendar(ics: string, extraHeader: readonly string[]): string {
  const lines: string[] = [];
  for (const physical of ics.split(/\r\n|\n/)) {
    if ((physical.startsWith(' ') || physical.startsWith('\t')) && lines.length > 0) {
      lines[lines.length - 1] += physical.slice(1);
    } else if (physical !== '') {
      lines.push(physical);
    }
  }
  const names = new Set(lines.map((line) => line.split(/[;:]/, 1)[0]));
  const missing = extraHeader.filter((line) => !names.has(line.split(/[;:]/, 1)[0]));
  const firstComponent = lines.findIndex(
    (line) => line === 'BEGIN:VEVENT' || line === 'END:VCALENDAR',
  );
  lines.splice(firstComponent === -1 ? lines.length : firstComponent, 0, ...missing);
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** The calendar's name (`{organization} — Events`): the feed's own, and what Outlook is told. */
export function calendarName(organizationTitle: string, calendar?: string): string {
  return `${organizationTitle} — ${calendar ?? 'Events'}`;
}

function buildCalendar(
  events: EventAttributes[],
  context: CalendarContext,
  subscription: boolean,
): string {
  // The library escapes only line breaks in the name; an X- property is TEXT (RFC 5545 3.3.11).
  const calName = calendarText(context.name ?? calendarName(context.organization.title)).replace(
    /[\\;,]/g,
    (character) => `\\${character}`,
  );
  const { error, value } = createEvents(events, {
    productId: `-//${context.orgConfig.districtDomain}//Website events//EN`,
    method: 'PUBLISH',
    ...(subscription ? { calName } : {}),
  });
  if (error || value === null) {
    throw new Error(`Could not build the calendar: ${error?.message ?? 'no output'}`);
  }
  const header = [`X-WR-TIMEZONE:${context.orgConfig.timeZone}`];
  if (subscription) {
    header.push(
      `REFRESH-INTERVAL;VALUE=DURATION:${CALENDAR_REFRESH_INTERVAL}`,
      `X-PUBLISHED-TTL:${CALENDAR_REFRESH_INTERVAL}`,
    );
  }
  const text = finishCalendar(value, header);
  // RFC 5545 3.6: at least one component. All our times are UTC, so a UTC zone cannot mislead.
  return events.length > 0
    ? text
    : text.replace(/END:VCALENDAR\r\n$/, `${UTC_ZONE}END:VCALENDAR\r\n`);
}

const UTC_ZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:UTC',
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0000',
  'TZOFFSETTO:+0000',
  'TZNAME:UTC',
  'END:STANDARD',
  'END:VTIMEZONE',
  '',
].join('\r\n');

/** The organization's subscription calendar: the 180-day window, in start order, one VEVENT per id. */
export function eventsCalendar(input: EventsCalendarInput): string {
  normalizeSiteUrl(input.siteUrl);
  // A duplicated UID makes clients drop or merge events, so keep the first copy of each id.
  const byId = new Map<string, CalendarEvent>();
  for (const event of input.events) {
    if (!byId.has(event.id) && isInEventWindow(event, input.now)) byId.set(event.id, event);
  }
  const events = [...byId.values()]
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start) || a.id.localeCompare(b.id))
    .flatMap((event) => eventAttributes(event, input) ?? []);
  return buildCalendar(events, input, true);
}

/** A calendar holding one event, for its "Add to calendar" link; throws on an unparsable start. */
export function singleEventCalendar(input: SingleEventCalendarInput): string {
  normalizeSiteUrl(input.siteUrl);
  const attributes = eventAttributes(input.event, input);
  if (!attributes) throw new Error(`Event ${input.event.id} has no valid start date`);
  return buildCalendar([attributes], input, false);
}
