import { eventSchema } from '@district/core/entities/event';
import { isIntranet, orgConfigSchema } from '@district/core/org/org-config';
import { createDemoContent, DEMO_DISTRICT, demoOrgConfig } from '@district/demo-content/content';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import {
  addressLine,
  calendarIdsOfFile,
  DISTRICT_WIDE_CALENDAR_ID,
  eventPlace,
  eventsOfCalendars,
  isStaffOnly,
  placeLine,
  siteCalendarEvents,
} from './calendars.server';
import { eventsCalendar } from './ical.server';
import { eventPageUrl } from './site-urls.server';

const NOW = new Date('2026-01-05T17:00:00Z');
const content = createDemoContent({ now: NOW });
const { events, organizations } = content;
const SITE = 'https://aspengrove.meadowlarkvalley.org';
const aspen = organizations.find((o) => o.title === 'Aspen Grove Elementary');
if (!aspen) throw new Error('The demo district has no Aspen Grove Elementary');

/** The VEVENTs of a feed, as ical.js reads them. */
function parsed(text: string) {
  const root = new ICAL.Component(ICAL.parse(text));
  return root.getAllSubcomponents('vevent').map((vevent) => ({
    uid: String(vevent.getFirstPropertyValue('uid')),
    title: String(vevent.getFirstPropertyValue('summary')),
    url: String(vevent.getFirstPropertyValue('url') ?? ''),
    location: String(vevent.getFirstPropertyValue('location') ?? ''),
  }));
}

function feed(organizationId: string, chosen: typeof events) {
  return eventsCalendar({
    organization: { title: 'Site' },
    orgConfig: orgConfigSchema.parse(demoOrgConfig(organizationId)),
    siteUrl: SITE,
    now: NOW,
    events: chosen,
    eventUrl: (event) => eventPageUrl(SITE, event),
    eventLocation: (event) => placeLine(eventPlace(event, organizations)),
  });
}

describe('which events a calendar holds', () => {
  it('reads the calendar ids of a feed address, and refuses anything else', () => {
    expect(calendarIdsOfFile('board-of-education.ics')).toEqual(['board-of-education']);
    expect(calendarIdsOfFile('athletics+district+athletics.ics')).toEqual([
      'athletics',
      'district',
    ]);
    for (const bad of ['board.txt', '.ics', 'Board.ics', '../x.ics', 'a++b.ics', 'a b.ics'])
      expect(calendarIdsOfFile(bad), bad).toBeNull();
  });

  it("gives the board's feed board meetings only, each with its own page and place", () => {
    const board = parsed(
      feed(DEMO_DISTRICT.organizationId, eventsOfCalendars(events, ['board-of-education'])),
    );
    const meetings = events.filter((e) => e.calendarId === 'board-of-education');
    expect(board.length).toBeGreaterThan(0);
    expect(board).toHaveLength(meetings.filter((e) => Date.parse(e.end) > NOW.getTime()).length);
    for (const event of board) {
      expect(event.title).toMatch(/Board of Education/);
      expect(event.url).toMatch(
        /^https:\/\/aspengrove\.meadowlarkvalley\.org\/calendars\/board-of-education\/[0-9a-f-]+$/,
      );
      expect(event.location).toBe(
        'Board Room, Education Services Center, 2500 Education Center Drive, Meadowlark',
      );
    }
  });

  it("gives a school's feed its own events and the district-wide ones, none staff-only", () => {
    const chosen = siteCalendarEvents(events, aspen.id);
    const byUid = new Map(events.map((e) => [`${e.id}@meadowlarkvalley.org`, e]));
    const school = parsed(feed(aspen.id, chosen));
    const calendars = new Set(school.map((e) => byUid.get(e.uid)?.calendarId));
    expect(calendars).toEqual(new Set(['aspen-grove-elementary', DISTRICT_WIDE_CALENDAR_ID]));
    expect(
      school.every((e) => !isStaffOnly(byUid.get(e.uid) ?? { ownerOrganizationId: null })),
    ).toBe(true);
    // Every event has its own page, and no two share one.
    expect(new Set(school.map((e) => e.url)).size).toBe(school.length);
    // "School campus" is Aspen Grove's own, at its address.
    const own = school.filter((e) => byUid.get(e.uid)?.calendarId === 'aspen-grove-elementary');
    const address = addressLine(aspen.address);
    expect(address).toBeTruthy();
    for (const event of own) expect(event.location).toBe(`Aspen Grove Elementary, ${address}`);
  });

  it('keeps staff-only events (the intranet owns them) out of every public feed', () => {
    const staff = events.filter(isStaffOnly);
    expect(staff.length).toBeGreaterThan(0);
    expect(staff.every((e) => e.ownerOrganizationId && isIntranet(e.ownerOrganizationId))).toBe(
      true,
    );
    expect(eventsOfCalendars(events, ['professional-learning'])).toEqual([]);
    expect(siteCalendarEvents(events, DEMO_DISTRICT.organizationId).some(isStaffOnly)).toBe(false);
  });
});

describe('where an event is', () => {
  const at = (location: string | null, ownerOrganizationId: string | null = null) =>
    eventPlace(
      eventSchema.parse({
        id: 'e',
        start: '',
        end: '',
        calendarId: 'c',
        title: 't',
        location,
        ownerOrganizationId,
      }),
      organizations,
    );

  it('splits a place from its street address', () => {
    expect(at('Family Resource Center, 2700 Education Center Drive')).toMatchObject({
      name: 'Family Resource Center',
      address: '2700 Education Center Drive',
    });
    expect(at('Transportation Center, 9800 Fleet Way')?.address).toBe('9800 Fleet Way');
  });

  it('keeps a place the data gives no address for as its name alone', () => {
    expect(at('Prairie Hollow Fieldhouse')).toMatchObject({
      name: 'Prairie Hollow Fieldhouse',
      address: null,
    });
    expect(placeLine(at('Prairie Hollow Fieldhouse'))).toBe('Prairie Hollow Fieldhouse');
    expect(at('  ')).toBeNull();
  });

  it("puts a school's campus at the school's address, and leaves an unknown owner's as written", () => {
    expect(at('School campus', aspen.id)).toMatchObject({
      name: 'Aspen Grove Elementary',
      organization: aspen,
    });
    expect(at('School campus', 'nobody')).toMatchObject({ name: 'School campus', address: null });
  });
});
