import { describe, expect, it } from 'vitest';
import { DEMO_ORGANIZATIONS } from './organizations';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5]
    .map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const DISTRICT = '6f1b2c3d-0000-4000-8000-000000000001';

describe('demo organizations', () => {
  it('lists the district, the intranet and 38 schools with the agreed ids', () => {
    expect(DEMO_ORGANIZATIONS).toHaveLength(40);
    const byId = new Map(DEMO_ORGANIZATIONS.map((o) => [o.id, o]));
    expect(byId.get(DISTRICT)?.parentOrganization).toBeNull();
    expect(byId.get('6f1b2c3d-0000-4000-8000-000000000002')?.title).toBe(
      'Meadowlark Valley Staff Intranet',
    );
    expect(byId.get('6f1b2c3d-0000-4000-8000-000000000101')?.title).toBe('Aspen Grove Elementary');
    expect(byId.get('6f1b2c3d-0000-4000-8000-000000000130')?.title).toBe('Meadowlark High School');
    for (const o of DEMO_ORGANIZATIONS.filter((x) => x.id !== DISTRICT))
      expect(o.parentOrganization).toEqual({ id: DISTRICT });
  });

  it('covers every education level in the agreed numbers', () => {
    const count = (level: string) =>
      DEMO_ORGANIZATIONS.filter(
        (o) => o.id !== DISTRICT && o.educationLevels.includes(level as never),
      ).length;
    expect(count('Preschool')).toBe(2);
    expect(count('Elementary')).toBe(22);
    expect(count('Kindergarten')).toBe(22);
    expect(count('Middle')).toBe(8);
    expect(count('High')).toBeGreaterThanOrEqual(5);
  });

  it('gives every primary colour at least 4.5:1 contrast with white text', () => {
    for (const o of DEMO_ORGANIZATIONS) {
      const ratio = 1.05 / (luminance(o.primaryColor) + 0.05);
      expect(ratio, `${o.title} ${o.primaryColor}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('stores boundaries as a GeoJSON polygon of lon/lat pairs', () => {
    for (const o of DEMO_ORGANIZATIONS.filter((x) => x.boundaryMapCoordinates)) {
      const geo = JSON.parse(o.boundaryMapCoordinates!);
      expect(geo.type).toBe('FeatureCollection');
      const feature = geo.features[0];
      expect(feature.properties).toEqual({ schoolAbbr: o.abbreviation, kind: 'boundary' });
      const ring = feature.geometry.coordinates[0] as [number, number][];
      expect(ring[0]).toEqual(ring.at(-1));
      for (const [lon, lat] of ring) {
        expect(lon).toBeLessThan(-104);
        expect(lat).toBeGreaterThan(39);
      }
    }
  });

  it("points each organization's logo at its monogram, which the site draws", () => {
    const aspen = DEMO_ORGANIZATIONS.find((o) => o.abbreviation === 'AGE')!;
    expect(aspen.logoImageUrl).toBe('/brand/age-logo.svg');
  });
});
