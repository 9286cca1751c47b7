import { Buffer } from 'node:buffer';
import { type CalendarEvent, eventSchema } from '@district/core/entities/event';
import { orgConfigSchema } from '@district/core/org/org-config';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarUid, eventsCalendar, singleEventCalendar } from './ical.server';

const NOW = new Date('2025-03-10T18:00:00Z');
const SITE = 'https://aspengrove.meadowlarkvalley.org';
const organization = { title: 'Aspen Grove Elementary' };
const orgConfig = orgConfigSchema.parse({
  organizationId: '6f1b2c3d-0000-4000-8000-000000000101',
  name: 'Aspen Grove Elementary',
  brand: 'mvsd',
  districtSlug: 'meadowlark-valley',
  districtDomain: 'meadowlarkvalley.org',
  timeZone: 'America/Denver',
  externalSites: {
    calendar: 'https://calendar.meadowlarkvalley.org/',
    files: 'https://files.meadowlarkvalley.org/',
    directory: 'https://directory.meadowlarkvalley.org/',
    schools: 'https://www.meadowlarkvalley.org/schools',
    boundaryMaps: 'https://maps.meadowlarkvalley.org/',
    boardDocuments: 'https://board.meadowlarkvalley.org/documents',
    boardMeetings: 'https://board.meadowlarkvalley.org/meetings',
    recruiting: 'https://jobs.meadowlarkvalley.org/',
  },
});

function event(overrides: Partial<CalendarEvent> & { id: string }): CalendarEvent {
  return eventSchema.parse({
    calendarId: 'aspen-grove-elementary',
    title: `Event ${overrides.id}`,
    start: '2025-03-12T18:00:00-06:00',
    end: '2025-03-12T19:00:00-06:00',
    summary: null,
    description: null,
    location: 'School campus',
    ownerOrganizationId: orgConfig.organizationId,
    ...overrides,
  });
}

function calendar(events: CalendarEvent[], now = NOW): string {
  return eventsCalendar({ organization, orgConfig, siteUrl: SITE, events, now });
}

function parse(text: string) {
  const root = new ICAL.Component(ICAL.parse(text));
  const events = root.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  return { root, events };
}

function instant(time: ICAL.Time): number {
  return time.toJSDate().getTime();
}

describe('events calendar feed', () => {
  it('holds the events of the window now → now + 180 days, including one in progress', () => {
    const text = calendar([
      event({ id: 'over', start: '2025-03-10T08:00:00-06:00', end: '2025-03-10T09:00:00-06:00' }),
      event({
        id: 'in-progress',
        start: '2025-03-10T11:00:00-06:00',
        end: '2025-03-10T13:00:00-06:00',
      }),
      event({ id: 'soon' }),
      event({ id: 'last-day', start: '2025-09-06T17:59:00Z', end: '2025-09-06T19:00:00Z' }),
      event({ id: 'too-far', start: '2025-09-06T18:00:00Z', end: '2025-09-06T19:00:00Z' }),
      event({ id: 'broken', start: 'not a date' }),
    ]);
    expect(parse(text).events.map((e) => e.uid)).toEqual([
      'in-progress@meadowlarkvalley.org',
      'soon@meadowlarkvalley.org',
      'last-day@meadowlarkvalley.org',
    ]);
  });

  it('gives each event a UID from its id and the district domain, the same on every fetch', () => {
    const first = parse(calendar([event({ id: 'e-1' })])).events[0]?.uid;
    const later = parse(calendar([event({ id: 'e-1' })], new Date('2025-03-11T00:00:00Z')))
      .events[0]?.uid;
    expect(first).toBe('e-1@meadowlarkvalley.org');
    expect(later).toBe(first);
    expect(calendarUid('a b@c', 'meadowlarkvalley.org')).toBe('a%20b%40c@meadowlarkvalley.org');
  });

  it('writes each event once even when the source repeats it', () => {
    expect(parse(calendar([event({ id: 'x' }), event({ id: 'x' })])).events).toHaveLength(1);
  });

  it('keeps start and end instants exactly, in UTC, across the daylight-saving change', () => {
    const winter = event({
      id: 'w',
      start: '2025-03-07T18:30:00-07:00',
      end: '2025-03-07T20:00:00-07:00',
    });
    const summer = event({
      id: 's',
      start: '2025-07-04T19:00:00-06:00',
      end: '2025-07-04T21:15:00-06:00',
    });
    const text = calendar([winter, summer], new Date('2025-03-01T00:00:00Z'));
    const [w, s] = parse(text).events;
    expect(instant(w!.startDate)).toBe(Date.parse(winter.start));
    expect(instant(w!.endDate)).toBe(Date.parse(winter.end));
    expect(instant(s!.startDate)).toBe(Date.parse(summer.start));
    expect(instant(s!.endDate)).toBe(Date.parse(summer.end));
    expect(w!.startDate.zone.tzid).toBe('UTC');
    expect(text).toContain('DTSTART:20250308T013000Z\r\n');
    expect(text).toContain('DTSTART:20250705T010000Z\r\n');
  });

  it('writes all-day events as DATE values in the organization time zone, end exclusive', () => {
    const text = calendar([
      // Denver midnight to midnight, stored as UTC instants: in UTC the end would be the 16th.
      event({
        id: 'no-school',
        allDay: true,
        start: '2025-03-14T06:00:00Z',
        end: '2025-03-15T06:00:00Z',
      }),
      event({
        id: 'break',
        allDay: true,
        start: '2025-03-24T00:00:00-06:00',
        end: '2025-03-28T23:59:59-06:00',
      }),
    ]);
    const [day, week] = parse(text).events;
    expect(day!.startDate.isDate).toBe(true);
    expect(day!.startDate.toString()).toBe('2025-03-14');
    expect(day!.endDate.toString()).toBe('2025-03-15');
    expect(week!.startDate.toString()).toBe('2025-03-24');
    expect(week!.endDate.toString()).toBe('2025-03-29');
    expect(text).toContain('DTSTART;VALUE=DATE:20250314\r\n');
    expect(text).toContain('DTEND;VALUE=DATE:20250315\r\n');
  });

  it('takes all-day dates in another organization time zone when configured', () => {
    const text = eventsCalendar({
      organization,
      orgConfig: { ...orgConfig, timeZone: 'Pacific/Honolulu' },
      siteUrl: SITE,
      now: NOW,
      events: [
        event({
          id: 'h',
          allDay: true,
          start: '2025-03-14T10:00:00Z',
          end: '2025-03-15T10:00:00Z',
        }),
      ],
    });
    const [day] = parse(text).events;
    expect(day!.startDate.toString()).toBe('2025-03-14');
    expect(day!.endDate.toString()).toBe('2025-03-15');
    expect(parse(text).root.getFirstPropertyValue('x-wr-timezone')).toBe('Pacific/Honolulu');
  });

  it('names the calendar and its time zone, and asks clients to refresh hourly', () => {
    const text = calendar([event({ id: '1' })]);
    const { root } = parse(text);
    expect(root.getFirstPropertyValue('version')).toBe('2.0');
    expect(root.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(root.getFirstPropertyValue('x-wr-calname')).toBe('Aspen Grove Elementary — Events');
    expect(root.getFirstPropertyValue('x-wr-timezone')).toBe('America/Denver');
    expect(root.getFirstPropertyValue('x-published-ttl')).toBe('PT1H');
    expect(text).toContain('\r\nREFRESH-INTERVAL;VALUE=DURATION:PT1H\r\n');
    expect(text.match(/X-PUBLISHED-TTL/g)).toHaveLength(1);
    expect(text.indexOf('REFRESH-INTERVAL')).toBeLessThan(text.indexOf('BEGIN:VEVENT'));
  });

  it('stamps events with now and links them to the district calendar', () => {
    const [e] = parse(calendar([event({ id: '1' })])).events;
    expect(instant(e!.component.getFirstPropertyValue('dtstamp') as ICAL.Time)).toBe(NOW.getTime());
    expect(e!.component.getFirstPropertyValue('url')).toBe(
      'https://calendar.meadowlarkvalley.org/',
    );
  });

  it('uses the URL the caller gives for an event', () => {
    const text = eventsCalendar({
      organization,
      orgConfig,
      siteUrl: SITE,
      now: NOW,
      events: [event({ id: 'e9' })],
      eventUrl: (e) => `${SITE}/calendar#${e.id}`,
    });
    expect(parse(text).events[0]?.component.getFirstPropertyValue('url')).toBe(
      `${SITE}/calendar#e9`,
    );
  });

  it('escapes commas, semicolons and backslashes in the calendar’s name too', () => {
    const text = eventsCalendar({
      organization: { title: 'Meadowlark, RE-1; North \\ South' },
      orgConfig,
      siteUrl: SITE,
      events: [event({ id: '1' })],
      now: NOW,
    });
    expect(text).toContain('\r\nX-WR-CALNAME:Meadowlark\\, RE-1\\; North \\\\ South — Events\r\n');
  });

  it('escapes commas, semicolons and backslashes in text and reads them back unchanged', () => {
    const title = 'Band, Choir; and Orchestra \\ Spring Concert';
    const text = calendar([event({ id: 'c', title, location: 'Gym, Building B; east door' })]);
    expect(text).toContain('SUMMARY:Band\\, Choir\\; and Orchestra \\\\ Spring Concert\r\n');
    const [e] = parse(text).events;
    expect(e!.summary).toBe(title);
    expect(e!.location).toBe('Gym, Building B; east door');
  });

  it('writes the description as plain text with its line breaks', () => {
    const [e] = parse(
      calendar([
        event({
          id: 'd',
          summary: 'Families welcome.',
          description:
            '<p>Bring a <strong>water bottle</strong> &amp; sunscreen.</p><p>Line two</p>',
        }),
      ]),
    ).events;
    expect(e!.description).toBe('Families welcome.\n\nBring a water bottle & sunscreen.\nLine two');
  });

  it('ends every line with CRLF and folds long lines at 75 octets, even in multi-byte text', () => {
    const description = `Información para familias: ${'año escolar 日本語 😀 '.repeat(20)}`.trim();
    const text = calendar([event({ id: 'long', title: 'Ñ'.repeat(60), description })]);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text).not.toMatch(/[^\r]\n/);
    expect(text).not.toMatch(/\r(?!\n)/);
    const lines = text.split('\r\n');
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    const [e] = parse(text).events;
    expect(e!.summary).toBe('Ñ'.repeat(60));
    expect(e!.description).toBe(description);
  });

  it('drops control characters the format forbids', () => {
    const [e] = parse(
      calendar([event({ id: 'ctl', title: 'Bell\u0007 schedule\r\nupdate' })]),
    ).events;
    expect(e!.summary).toBe('Bell schedule\nupdate');
  });

  it('is a valid, empty calendar when no event is in the window', () => {
    const { root, events } = parse(calendar([]));
    expect(events).toEqual([]);
    // RFC 5545 3.6: at least one component, even then.
    expect(root.getAllSubcomponents().map((component) => component.name)).toEqual(['vtimezone']);
    expect(root.name).toBe('vcalendar');
    expect(root.getFirstPropertyValue('x-wr-timezone')).toBe('America/Denver');
  });
});

describe('single event calendar', () => {
  it('holds the one event for "Add to calendar", without subscription hints', () => {
    const text = singleEventCalendar({
      organization,
      orgConfig,
      siteUrl: SITE,
      now: NOW,
      event: event({
        id: 'one',
        title: 'Kindergarten Round-Up',
        start: '2024-01-01T16:00:00Z',
        end: '2024-01-01T17:00:00Z',
      }),
    });
    const { root, events } = parse(text);
    expect(events.map((e) => e.summary)).toEqual(['Kindergarten Round-Up']);
    expect(events[0]?.uid).toBe('one@meadowlarkvalley.org');
    expect(instant(events[0]!.startDate)).toBe(Date.parse('2024-01-01T16:00:00Z'));
    expect(root.getFirstPropertyValue('x-wr-calname')).toBeNull();
    expect(text).not.toContain('REFRESH-INTERVAL');
    expect(root.getFirstPropertyValue('x-wr-timezone')).toBe('America/Denver');
  });

  it('refuses an event without a valid start', () => {
    expect(() =>
      singleEventCalendar({
        organization,
        orgConfig,
        siteUrl: SITE,
        now: NOW,
        event: event({ id: 'bad', start: 'soon' }),
      }),
    ).toThrow('Event bad has no valid start date');
  });
});
