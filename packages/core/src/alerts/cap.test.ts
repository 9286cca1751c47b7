import { describe, expect, it } from 'vitest';
import {
  CAP_CATEGORIES,
  CAP_RATINGS,
  capCategory,
  capDateTime,
  capPolygons,
  capSender,
} from './cap';

describe('CAP mapping', () => {
  it('writes dates in the organization’s time zone with the offset and no fractions', () => {
    expect(capDateTime('2026-01-12T13:05:07.250Z', 'America/Denver')).toBe(
      '2026-01-12T06:05:07-07:00',
    );
    expect(capDateTime('2026-07-01T12:00:00Z', 'America/Denver')).toBe('2026-07-01T06:00:00-06:00');
    expect(capDateTime('2026-07-01T12:00:00Z', 'Asia/Kolkata')).toBe('2026-07-01T17:30:00+05:30');
    expect(capDateTime('2026-07-01T12:00:00Z', 'UTC')).toBe('2026-07-01T12:00:00+00:00');
    expect(() => capDateTime('soon', 'UTC')).toThrow(/not a date/);
  });

  it('chooses the CAP category by the first matching row, else Other', () => {
    expect(
      capCategory({ categories: ['Delays and Closures'], tags: ['Weather Status Closed'] }),
    ).toBe('Met');
    expect(capCategory({ categories: ['Emergency Alert'], tags: [] })).toBe('Safety');
    expect(capCategory({ categories: ['Delays and Closures'], tags: [] })).toBe('Other');
    expect(CAP_CATEGORIES).toContain(capCategory({ categories: ['Transportation'], tags: [] }));
  });

  it('rates every tone with CAP values', () => {
    expect(CAP_RATINGS.closed).toEqual({
      urgency: 'Immediate',
      severity: 'Moderate',
      certainty: 'Observed',
    });
    expect(CAP_RATINGS.open.urgency).toBe('Past');
  });

  it('turns a GeoJSON boundary into closed lat,lon polygons', () => {
    const boundary = JSON.stringify({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          geometry: {
            type: 'Polygon',
            coordinates: [
              [
                [-104.8, 39.7],
                [-104.7, 39.7],
                [-104.7, 39.8],
              ],
            ],
          },
        },
        { type: 'Feature', geometry: { type: 'Point', coordinates: [-104.8, 39.7] } },
      ],
    });
    expect(capPolygons(boundary)).toEqual(['39.7,-104.8 39.7,-104.7 39.8,-104.7 39.7,-104.8']);
    expect(capPolygons(null)).toEqual([]);
    expect(capPolygons('not json')).toEqual([]);
    expect(capPolygons('{"type":"Polygon","coordinates":[[[0,0],[1,1]]]}')).toEqual([]);
  });
});

describe('CAP sender', () => {
  it('is the district’s domain', () => {
    expect(capSender({ districtDomain: ' MeadowlarkValley.org ' })).toBe('meadowlarkvalley.org');
  });
});
