/** Which events a calendar feed holds (docs/behaviour.md#subscriptions); staff-only ones never public. */
import type { CalendarEvent } from '@district/core/entities/event';
import type { Organization } from '@district/core/entities/organization';
import { isIntranet } from '@district/core/org/org-config';

/** The calendar every site's `/events.ics` includes: district-wide dates (no school, forums). */
export const DISTRICT_WIDE_CALENDAR_ID = 'district';

/** A calendar id as the data writes it (`board-of-education`, `aspen-grove-elementary`). */
export const CALENDAR_ID = /^[a-z0-9][a-z0-9-]{0,99}$/;

/** `/calendars/<id>.ics` or `/calendars/<id>+<id>.ics`: the ids, or null when malformed. */
export function calendarIdsOfFile(file: string): string[] | null {
  const match = /^(.+)\.ics$/.exec(file);
  if (!match?.[1]) return null;
  const ids = match[1].split('+');
  if (ids.length > 10 || !ids.every((id) => CALENDAR_ID.test(id))) return null;
  return [...new Set(ids)];
}

/** Staff-only: an event the intranet owns (the professional-learning calendar). */
export function isStaffOnly(event: Pick<CalendarEvent, 'ownerOrganizationId'>): boolean {
  return event.ownerOrganizationId !== null && isIntranet(event.ownerOrganizationId);
}

/** A site's own feed: the events its organization owns and the district-wide calendar's. */
export function siteCalendarEvents<E extends CalendarEvent>(
  events: readonly E[],
  organizationId: string,
): E[] {
  return events.filter(
    (event) =>
      !isStaffOnly(event) &&
      (event.ownerOrganizationId === organizationId ||
        event.calendarId === DISTRICT_WIDE_CALENDAR_ID),
  );
}

/** The public events of the given calendars. */
export function eventsOfCalendars<E extends CalendarEvent>(
  events: readonly E[],
  calendarIds: readonly string[],
): E[] {
  const wanted = new Set(calendarIds);
  return events.filter((event) => wanted.has(event.calendarId) && !isStaffOnly(event));
}

/** `board-of-education` → `Board of education`: a calendar's name where the data has none. */
export function calendarLabel(calendarId: string): string {
  const words = calendarId.replace(/-+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Where an event takes place: a name, and a street address when one is known. */
export interface EventPlace {
  name: string;
  address: string | null;
  organization: Organization | null;
}

// "School campus", "Campus": the owning school's own grounds, whose address its record holds.
const OWN_CAMPUS = /^\s*(?:school\s+)?campus\s*$/i;
// The first comma-separated part that starts with a street number begins the address.
const STREET = /^\d+\s+\S/;

/** The organization's address on one line (`2500 Education Center Drive, Meadowlark, CO 80000`). */
export function addressLine(address: Organization['address']): string | null {
  if (!address) return null;
  const region = [address.state, address.zip].filter(Boolean).join(' ');
  const line = [address.street1, address.street2, address.city, region]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
  return line || null;
}

/** The event's own place: split at the street number, the owning school's campus, or the name alone. */
export function eventPlace(
  event: Pick<CalendarEvent, 'location' | 'ownerOrganizationId'>,
  organizations: readonly Organization[],
): EventPlace | null {
  const location = event.location?.trim() ?? '';
  if (location === '') return null;
  if (OWN_CAMPUS.test(location)) {
    const owner = organizations.find((o) => o.id === event.ownerOrganizationId) ?? null;
    const address = owner ? addressLine(owner.address) : null;
    if (owner && address) return { name: owner.title, address, organization: owner };
    return { name: location, address: null, organization: null };
  }
  const parts = location.split(',').map((part) => part.trim());
  const street = parts.findIndex((part, index) => index > 0 && STREET.test(part));
  if (street === -1) {
    // The whole text is an address ("2700 Education Center Drive"): name and address alike.
    return STREET.test(location)
      ? { name: location, address: location, organization: null }
      : { name: location, address: null, organization: null };
  }
  return {
    name: parts.slice(0, street).join(', '),
    address: parts.slice(street).join(', '),
    organization: null,
  };
}

/** The place as one line for a calendar's LOCATION: its name and, when known, its address. */
export function placeLine(place: EventPlace | null): string {
  if (!place) return '';
  if (!place.address || place.address === place.name) return place.name;
  return `${place.name}, ${place.address}`;
}
