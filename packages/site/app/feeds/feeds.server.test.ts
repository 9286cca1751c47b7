import type { ConfigurationItem } from '@district/core/entities/configuration';
import type { ContentBundle } from '@district/core/entities/content-bundle';
import { dayInTimeZone } from '@district/core/feeds/grouping';
import { createDemoContent } from '@district/demo-content/content';
import { DEMO_DISTRICT_ORGANIZATION } from '@district/demo-content/organizations';
import { formatDay } from '@district/ui/card/format-date';
import { writeEventTimes, writeFileFacts, writeMessageDate } from '@district/ui/card/written';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteServices } from '../server/http/services.server';
import {
  demoOrgConfig,
  embeddedContent,
  fakeTranslatorPerTest,
  testContext,
  testServices,
} from '../server/testing/site-services';
import { TranslationBatch } from '../server/translation/translation.server';
import {
  type EventItem,
  type FeedPanelData,
  type FileItem,
  loadFeeds,
  type MessageItem,
  translateFeeds,
} from './feeds.server';

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

/** The demo district with a translator (a fake Azure Function speaking its protocol). */
function translatedSite(translator: { url: string }): SiteServices {
  return testServices({
    org: demoOrgConfig(DISTRICT.id, DISTRICT.title),
    content: embeddedContent(bundle),
    env: { FUNCTIONS_ENDPOINT: translator.url },
  });
}

/**
 * The global feed configuration of one kind, as an editor writes it
 * (docs/behaviour.md#entity-feed-configuration).
 */
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

describe('the files feed’s groups (docs/behaviour.md#feed-panels: by category, ascending, by default)', () => {
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

  it('translates category headings, not days (a day is written in each language, not translated)', async () => {
    const site = translatedSite(await startTranslator());
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

describe('dates and sizes written on the server (the browser creates no Intl formatter)', () => {
  const startTranslator = fakeTranslatorPerTest();
  const all = () => loadFeeds(testContext(services), ['announcements', 'events', 'files'], []);

  it('writes each card’s words as the card would write them itself, in English', async () => {
    const format = { locale: 'en', timeZone: services.org.timeZone };
    const feeds = await all();
    let written = 0;
    for (const panel of feeds) {
      expect(panel.failed).toBe(false);
      for (const item of panel.items) {
        const words =
          panel.kind === 'events'
            ? writeEventTimes(item as EventItem, format)
            : panel.kind === 'files'
              ? writeFileFacts(item as FileItem, format)
              : writeMessageDate((item as MessageItem).publishDateTime, format);
        expect((item as { written: object }).written).toEqual({ en: words });
        written += 1;
      }
    }
    expect(written).toBeGreaterThan(5);
    const [one] = feeds.flatMap((panel) => (panel.kind === 'events' ? panel.items : []));
    expect(one?.written.en?.day).toMatch(/^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}$/);
  });

  it('writes a day heading in words, and a category heading not at all', async () => {
    const events = await feed('events', feedConfiguration('eventFeeds', { groupByDate: true }));
    const files = await feed('files', feedConfiguration('fileFeeds', { limit: 30 }));
    for (const group of events.grouping?.groups ?? [])
      expect(group.written).toEqual({ en: formatDay(group.label, 'en') });
    expect(events.grouping?.groups[0]?.written?.en).toMatch(/^[A-Z][a-z]+day, [A-Z]/);
    for (const group of files.grouping?.groups ?? []) expect(group.written).toBeUndefined();
  });

  it('writes them in English and the reader’s language when a translator may translate the page', async () => {
    const site = translatedSite(await startTranslator());
    const es = testContext(site, { languageCode: 'es' });
    const [announcements] = await loadFeeds(es, ['announcements'], []);
    const item = announcements?.items[0] as MessageItem | undefined;
    // English too: the content stays English when the request's translation fails.
    expect(Object.keys(item?.written ?? {})).toEqual(['en', 'es']);
    expect(item?.written.es?.date).toMatch(/^\d{1,2} de [a-z]+ de \d{4}$/);
    expect(item?.written.en?.date).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);

    // No translator: the content is always English, so English alone is written.
    const alone = testContext(services, { languageCode: 'es' });
    const [untranslated] = await loadFeeds(alone, ['announcements'], []);
    const first = untranslated?.items[0] as MessageItem | undefined;
    expect(Object.keys(first?.written ?? {})).toEqual(['en']);
  });
});

describe('a people feed', () => {
  type People = Extract<FeedPanelData, { kind: 'people' }>;
  const people = async (site: SiteServices) =>
    (await loadFeeds(testContext(site), ['people'], []))[0] as People;

  it('carries each person’s e-mail address only where the site has no contact form', async () => {
    const withoutForm = await people(services);
    expect(withoutForm.items.length).toBeGreaterThan(0);
    expect(withoutForm.items.every((person) => person.email?.includes('@'))).toBe(true);
    const withForm = await people({ ...services, email: { send: async () => undefined } });
    expect(withForm.items.length).toBe(withoutForm.items.length);
    expect(withForm.items.every((person) => person.email === null)).toBe(true);
  });
});
