/**
 * How an alert reads in the Common Alerting Protocol 1.2 (docs/alerts.md has the same tables):
 * its CAP category, urgency, severity and certainty, its event words, dates with their offset and
 * the organization's boundary as CAP polygons. The XML itself is written by the site.
 */
import { z } from 'zod';
import type { NotificationTone } from '../notifications/tone';

/** CAP 1.2 `category` values. */
export const CAP_CATEGORIES = [
  'Geo',
  'Met',
  'Safety',
  'Security',
  'Rescue',
  'Fire',
  'Health',
  'Env',
  'Transport',
  'Infra',
  'CBRNE',
  'Other',
] as const;
export type CapCategory = (typeof CAP_CATEGORIES)[number];

/** CAP 1.2 `urgency`, `severity` and `certainty` values. */
export const CAP_URGENCIES = ['Immediate', 'Expected', 'Future', 'Past', 'Unknown'] as const;
export const CAP_SEVERITIES = ['Extreme', 'Severe', 'Moderate', 'Minor', 'Unknown'] as const;
export const CAP_CERTAINTIES = ['Observed', 'Likely', 'Possible', 'Unlikely', 'Unknown'] as const;

/** How serious an alert reads to a CAP consumer. */
export interface CapRating {
  urgency: (typeof CAP_URGENCIES)[number];
  severity: (typeof CAP_SEVERITIES)[number];
  certainty: (typeof CAP_CERTAINTIES)[number];
}

/**
 * The CAP category of a notice: the first row whose term is one of its categories or tags
 * (whole values, case-insensitively, as the display rules match); `Other` when none is.
 * Weather-status notices and weather closures are meteorological; emergencies are safety.
 */
export const CAP_CATEGORY_TABLE: readonly (readonly [term: string, category: CapCategory])[] = [
  ['weather status closed', 'Met'],
  ['weather status delayed', 'Met'],
  ['weather status normal', 'Met'],
  ['weather closure', 'Met'],
  ['emergency alert', 'Safety'],
  ['urgent alert', 'Safety'],
  ['safety', 'Safety'],
  ['security', 'Security'],
  ['health', 'Health'],
  ['transportation', 'Transport'],
  ['facilities', 'Infra'],
];

/** The CAP category of a notice, by {@link CAP_CATEGORY_TABLE}. */
export function capCategory(notice: {
  categories: readonly string[];
  tags: readonly string[];
}): CapCategory {
  const values = new Set([...notice.categories, ...notice.tags].map((v) => v.trim().toLowerCase()));
  return CAP_CATEGORY_TABLE.find(([term]) => values.has(term))?.[1] ?? 'Other';
}

/**
 * Urgency, severity and certainty per tone. A posted notice reports what the district decided,
 * so it is `Observed`; a closure or an emergency calls for action now; the return to open is
 * `Past` (no action needed any more).
 */
export const CAP_RATINGS: Readonly<Record<NotificationTone, CapRating>> = {
  emergency: { urgency: 'Immediate', severity: 'Severe', certainty: 'Observed' },
  closed: { urgency: 'Immediate', severity: 'Moderate', certainty: 'Observed' },
  delayed: { urgency: 'Immediate', severity: 'Minor', certainty: 'Observed' },
  alert: { urgency: 'Expected', severity: 'Moderate', certainty: 'Observed' },
  open: { urgency: 'Past', severity: 'Minor', certainty: 'Observed' },
  info: { urgency: 'Future', severity: 'Minor', certainty: 'Observed' },
  success: { urgency: 'Past', severity: 'Minor', certainty: 'Observed' },
};

/** CAP `event`: the kind of alert in a few English words (translated with the text). */
export const CAP_EVENTS: Readonly<Record<NotificationTone, string>> = {
  emergency: 'School emergency',
  closed: 'School closure',
  delayed: 'School delay',
  alert: 'Urgent school notice',
  open: 'Schools open again',
  info: 'School notice',
  success: 'School notice',
};

/** CAP 1.2 `status`, `msgType` and `scope` values. */
export const CAP_STATUSES = ['Actual', 'Exercise', 'System', 'Test', 'Draft'] as const;
export const CAP_MESSAGE_TYPES = ['Alert', 'Update', 'Cancel', 'Ack', 'Error'] as const;
export const CAP_SCOPES = ['Public', 'Restricted', 'Private'] as const;

/** The CAP 1.2 namespace. */
export const CAP_NAMESPACE = 'urn:oasis:names:tc:emergency:cap:1.2';

function offsetOf(date: Date, timeZone: string): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(date)
    .find((part) => part.type === 'timeZoneName')?.value;
  // `GMT` alone is UTC; CAP writes UTC as `-00:00` only when the zone is unknown, so `+00:00`.
  const match = /^GMT([+-]\d{2}):?(\d{2})$/.exec(name ?? '');
  return match ? `${match[1]}:${match[2]}` : '+00:00';
}

/**
 * A CAP date-time: the local time where the organization is with its offset and no fractional
 * seconds (`2026-01-12T06:05:00-07:00`), as CAP 1.2 requires. Refuses an unparsable date.
 */
export function capDateTime(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new Error(`capDateTime: "${iso}" is not a date`);
  const offset = offsetOf(date, timeZone);
  const minutes =
    (offset.startsWith('-') ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4)));
  const local = new Date(Math.floor(date.getTime() / 1000) * 1000 + minutes * 60_000);
  return `${local.toISOString().slice(0, 19)}${offset}`;
}

const position = z.tuple([z.number(), z.number()]).rest(z.number());
const ring = z.array(position).min(3);
const geometry = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Polygon'), coordinates: z.array(ring).min(1) }),
  z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(z.array(ring).min(1)) }),
]);
const boundarySchema = z.union([
  z.object({
    type: z.literal('FeatureCollection'),
    features: z.array(z.object({ geometry: z.unknown() })),
  }),
  z.object({ type: z.literal('Feature'), geometry: z.unknown() }),
  geometry,
]);

const coordinate = (value: number) => Number(value.toFixed(6)).toString();

function capPolygon(points: readonly (readonly number[])[]): string | null {
  const pairs = points.map(
    ([lon, lat]) => `${coordinate(lat as number)},${coordinate(lon as number)}`,
  );
  if (pairs[0] !== pairs[pairs.length - 1]) pairs.push(pairs[0] as string);
  // CAP: at least four pairs, the first and the last the same.
  return pairs.length >= 4 ? pairs.join(' ') : null;
}

/**
 * The CAP polygons of an organization's boundary (`boundaryMapCoordinates`, GeoJSON with
 * longitude first): each polygon's outer ring as space-separated `lat,lon` pairs, first = last.
 * An absent or unreadable boundary gives none (the area is then described in words only).
 */
export function capPolygons(boundary: string | null): string[] {
  if (!boundary) return [];
  let json: unknown;
  try {
    json = JSON.parse(boundary);
  } catch {
    return [];
  }
  const parsed = boundarySchema.safeParse(json);
  if (!parsed.success) return [];
  const geometries =
    parsed.data.type === 'FeatureCollection'
      ? parsed.data.features.map((f) => f.geometry)
      : parsed.data.type === 'Feature'
        ? [parsed.data.geometry]
        : [parsed.data];
  const polygons: string[] = [];
  for (const candidate of geometries) {
    const shape = geometry.safeParse(candidate);
    if (!shape.success) continue;
    const outerRings =
      shape.data.type === 'Polygon'
        ? [shape.data.coordinates[0]]
        : shape.data.coordinates.map((polygon) => polygon[0]);
    for (const outer of outerRings) {
      const polygon = outer ? capPolygon(outer) : null;
      if (polygon) polygons.push(polygon);
    }
  }
  return polygons;
}

/**
 * CAP `sender`: the district's domain, one sender for every site of the district, so the same
 * alert read from the district's and a school's feed is one message to an aggregator.
 */
export function capSender(org: { districtDomain: string }): string {
  return org.districtDomain.trim().toLowerCase();
}
