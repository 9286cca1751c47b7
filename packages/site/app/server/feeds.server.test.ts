import type { ConfigurationItem } from '@district/core/entities/configuration';
import type { ContentBundle } from '@district/core/entities/content-bundle';
import { dayInTimeZone } from '@district/core/feeds/grouping';
import { createDemoContent } from '@district/demo-content/content';
import { DEMO_DISTRICT_ORGANIZATION } from '@district/demo-content/organizations';
import { beforeAll, describe, expect, it } from 'vitest';
import { type FeedPanelData, loadFeeds, translateFeeds } from './feeds.server';
import type { SiteServices } from './services.server';
import {
  demoOrgConfig,
  embeddedContent,
  fakeTranslatorPerTest,
  testContext,
  testServices,
} from './testing/site-services';
import { TranslationBatch } from './translation.server';

const DISTRICT = DEMO_DISTRICT_ORGANIZATION;

// The bundled demo district through the embedded CMS and search (real adapters, built once).
let bundle: ContentBundle;
let services: SiteServices;
beforeAll(() => {
  bundle = createDemoContent({ now: new Date(), organizationIds: [DISTRICT.id] });
  services = testServices({
    org: demoOrgConfig(DISTRICT.id, DISTRICT.title),
    content: embeddedContent(bundle),
  });
});

/** The global feed configuration of one kind, as an editor writes it (SPEC section 9). */
function feedConfiguration(name: 'fileFeeds' | 'eventFeeds', entry: object): ConfigurationItem[] {
  const value = JSON.stringify([entry]);
  return [{ category: 'websiteFeed', name, defaultValue: value, value }];
}

type Grouped<K extends 'files' | 'events'> = Extract<FeedPanelData, { kind: K }>;

async function feed<K extends 'files' | 'events'>(
  kind: K,
  configuration: ConfigurationItem[],
  site = services,
  languageCode = 'en',
): Promise<Grouped<K>> {
  const [loaded] = await loadFeeds(testContext(site, { languageCode }), [kind], configuration);
  if (loaded?.kind !== kind) throw new Error(`no ${kind} feed`);
  expect(loaded.failed).toBe(false);
  return loaded as Grouped<K>;
}

/** Each heading with the items under it, as the page draws them. */
function sections<T>(panel: { items: T[]; grouping: Grouped<'files'>['grouping'] }) {
  let end = 0;
  return (panel.grouping?.groups ?? []).map(({ label, size }) => {
    const start = end;
    end += size;
    return { label, items: panel.items.slice(start, end) };
  });
}

const fileById = (id: string) => bundle.files.find((f) => f.id === id);

describe('the files feed’s groups (SPEC section 2: by category, ascending, by default)', () => {
  it('draws the files under their first category, categories A–Z, names A–Z within each', async () => {
    const panel = await feed('files', feedConfiguration('fileFeeds', { limit: 30 }));
    const groups = sections(panel);
    expect(panel.grouping?.by).toBe('category');
    expect(groups.length).toBeGreaterThan(1);
    expect(groups.reduce((n, g) => n + g.items.length, 0)).toBe(panel.items.length);
    const labels = groups.map((g) => g.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
    for (const group of groups) {
      for (const item of group.items) expect(fileById(item.id)?.categories[0]).toBe(group.label);
      const names = group.items.map((i) => i.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    }
  });

  it('reverses the categories when groupByCategoryDescending is set', async () => {
    const panel = await feed(
      'files',
      feedConfiguration('fileFeeds', { limit: 30, groupByCategoryDescending: true }),
    );
    const labels = sections(panel).map((g) => g.label);
    expect(labels.length).toBeGreaterThan(1);
    expect(labels).toEqual([...labels].sort((a, b) => b.localeCompare(a, 'en')));
  });

  it('is a flat list when the feed turns grouping off', async () => {
    const panel = await feed(
      'files',
      feedConfiguration('fileFeeds', { limit: 30, groupByCategory: false }),
    );
    expect(panel.grouping).toBeNull();
    expect(panel.items.length).toBeGreaterThan(1);
  });

  it('groups by owner, and by day newest first, when configured so', async () => {
    const byOwner = await feed(
      'files',
      feedConfiguration('fileFeeds', { limit: 30, groupByOwner: true }),
    );
    expect(byOwner.grouping?.by).toBe('owner');
    for (const group of sections(byOwner))
      for (const item of group.items) expect(fileById(item.id)?.owners[0]).toBe(group.label);

    const byDay = await feed(
      'files',
      feedConfiguration('fileFeeds', { limit: 30, groupByCategory: false, groupByDate: true }),
    );
    expect(byDay.grouping?.by).toBe('date');
    const days = sections(byDay).map((g) => g.label);
    expect(days).toEqual([...days].sort().reverse());
    for (const group of sections(byDay))
      for (const item of group.items)
        expect(dayInTimeZone(item.modifiedDateTime, services.org.timeZone)).toBe(group.label);
  });
});

describe('the events feed’s groups', () => {
  it('groups by the day each event starts where the organization is, in date order', async () => {
    const panel = await feed('events', feedConfiguration('eventFeeds', { groupByDate: true }));
    const groups = sections(panel);
    expect(panel.grouping?.by).toBe('date');
    expect(groups.length).toBeGreaterThan(1);
    const days = groups.map((g) => g.label);
    expect(days).toEqual([...days].sort());
    expect(new Set(days).size).toBe(days.length);
    for (const group of groups)
      for (const event of group.items)
        expect(dayInTimeZone(event.start, services.org.timeZone)).toBe(group.label);
  });

  it('groups by the owning organization’s name', async () => {
    const panel = await feed(
      'events',
      feedConfiguration('eventFeeds', { groupByDate: false, groupByOwner: true }),
    );
    const owners = new Map(bundle.organizations.map((o) => [o.id, o.title]));
    const groups = sections(panel);
    expect(groups.length).toBeGreaterThan(0);
    for (const group of groups)
      for (const event of group.items) {
        const source = bundle.events.find((e) => e.id === event.id);
        expect(owners.get(source?.ownerOrganizationId ?? '') ?? '').toBe(group.label);
      }
  });

  it('is a flat list when nothing is set', async () => {
    const panel = await feed('events', feedConfiguration('eventFeeds', { groupByDate: false }));
    expect(panel.grouping).toBeNull();
  });
});

describe('group headings in the reader’s language', () => {
  const startTranslator = fakeTranslatorPerTest();

  it('translates category headings, not days (the page writes those in the language)', async () => {
    const fake = await startTranslator();
    const site = testServices({
      org: demoOrgConfig(DISTRICT.id, DISTRICT.title),
      content: embeddedContent(bundle),
      env: { FUNCTIONS_ENDPOINT: fake.url },
    });
    const files = await feed('files', feedConfiguration('fileFeeds', { limit: 30 }), site, 'es');
    const events = await feed('events', feedConfiguration('eventFeeds', { groupByDate: true }));
    const days = events.grouping?.groups.map((g) => g.label);
    const ctx = testContext(site, { languageCode: 'es' });
    const batch = new TranslationBatch();
    translateFeeds(batch, [files, events]);
    expect(await batch.run(ctx)).toBe('translated');
    for (const group of files.grouping?.groups ?? []) expect(group.label).toMatch(/^\[es\] /);
    expect(events.grouping?.groups.map((g) => g.label)).toEqual(days);
  });
});
