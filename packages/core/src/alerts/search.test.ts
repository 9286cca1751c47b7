import { describe, expect, it } from 'vitest';
import { evaluateFilter } from '../search/evaluate';
import { buildAlertSearch } from './search';
import { RETURN_TO_OPEN_WINDOW_MS } from './selection';
import { alertSettingsSchema } from './settings';

const NOW = new Date('2026-01-12T13:00:00Z');
const query = buildAlertSearch({
  now: NOW,
  host: 'aspen-grove.meadowlarkvalley.org:3000',
  districtDomain: 'meadowlarkvalley.org',
  settings: alertSettingsSchema.parse({ categories: ['Transportation'] }),
});

const doc = (overrides: Record<string, unknown>) => ({
  status: 'Published',
  publishDateTime: new Date(NOW.getTime() - 3_600_000),
  expireDateTime: null,
  channels: ['Notifications'],
  destinations: ['*.meadowlarkvalley.org'],
  categories: ['Delays and Closures'],
  ...overrides,
});
const matches = (overrides: Record<string, unknown>) =>
  evaluateFilter(query.filter as NonNullable<typeof query.filter>, doc(overrides));

describe('alert search', () => {
  it('reads the notices the site shows, and those of the configured categories', () => {
    expect(matches({})).toBe(true);
    expect(matches({ destinations: ['aspen-grove.meadowlarkvalley.org'] })).toBe(true);
    expect(matches({ destinations: ['www.meadowlarkvalley.org'] })).toBe(false);
    expect(matches({ categories: ['Transportation'] })).toBe(true);
    expect(matches({ categories: ['School News'] })).toBe(false);
    expect(matches({ channels: ['Announcements'] })).toBe(false);
    expect(matches({ categories: ['Emergency Alert', 'Leadership'] })).toBe(false);
  });

  it('reaches back over the return-to-open window, never forward', () => {
    const within = new Date(NOW.getTime() - RETURN_TO_OPEN_WINDOW_MS + 60_000);
    const before = new Date(NOW.getTime() - RETURN_TO_OPEN_WINDOW_MS - 60_000);
    expect(matches({ expireDateTime: within })).toBe(true);
    expect(matches({ expireDateTime: before })).toBe(false);
    expect(matches({ publishDateTime: new Date(NOW.getTime() + 60_000) })).toBe(false);
    expect(matches({ status: 'Draft' })).toBe(false);
  });
});
