import { capDateTime } from '@district/core/alerts/cap';
import type { ContentBundle } from '@district/core/entities/content-bundle';
import { createDemoContent } from '@district/demo-content/content';
import { DEMO_DISTRICT } from '@district/demo-content/district';
import { DEMO_DISTRICT_ORGANIZATION } from '@district/demo-content/organizations';
import { XMLParser } from 'fast-xml-parser';
import Parser from 'rss-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteServices } from '../http/services.server';
import {
  demoOrgConfig,
  embeddedContent,
  fakeTranslatorPerTest,
  testContext,
  testServices,
} from '../testing/site-services';
import { alertCapResponse, alertsFeedResponse, loadSiteAlerts } from './alerts.server';
import { FIXTURE_TITLES, snowMorningContent } from './testing/alert-fixtures';
import { capErrors } from './testing/cap-rules';

const DISTRICT = DEMO_DISTRICT_ORGANIZATION;
type Link = { $: { rel?: string; type?: string; href: string } };
const feedParser = new Parser<object, { links: Link[]; id: string }>({
  customFields: { item: [['link', 'links', { keepArray: true }]] },
});
const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' });

let bundle: ContentBundle;
let services: SiteServices;
beforeAll(() => {
  bundle = snowMorningContent(new Date());
  services = site();
});

function site(env: Record<string, string> = {}): SiteServices {
  return testServices({
    org: demoOrgConfig(DISTRICT.id, DISTRICT.title),
    content: embeddedContent(bundle),
    env,
  });
}

const get = (on: SiteServices, path: string) =>
  testContext(on, {
    path,
    languageCode: new URL(path, 'http://x').searchParams.get('lang') ?? 'en',
  });

/** Reads `/alerts/feed.atom` as a feed reader would; each entry with its two alternates. */
async function readFeed(on: SiteServices, path = '/alerts/feed.atom') {
  const response = await alertsFeedResponse(get(on, path));
  const feed = await feedParser.parseString(await response.text());
  const entries = feed.items.map((item) => {
    const alternate = (type: string) =>
      item.links.find((l) => l.$.rel === 'alternate' && l.$.type === type)?.$.href ?? '';
    return { ...item, cap: alternate('application/cap+xml'), html: alternate('text/html') };
  });
  return { response, feed, entries };
}

/** Fetches a CAP link through its route, as an aggregator following the feed would. */
async function readCap(on: SiteServices, href: string) {
  const url = new URL(href);
  const file = url.pathname.replace(/^\/alerts\//, '');
  return alertCapResponse(get(on, url.pathname), decodeURIComponent(file));
}

describe('the alert feed', () => {
  it('lists the current alerts a parser reads, each linking its CAP document and its details', async () => {
    const { response, feed, entries } = await readFeed(services);
    expect(response.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe(
      'public, max-age=60, stale-while-revalidate=240',
    );
    expect(feed.title).toBe(`${DISTRICT.title} — Alerts`);
    // Newest first; yesterday's closure has expired and the coat drive is no alert.
    expect(entries.map((e) => e.title)).toEqual([
      FIXTURE_TITLES.emergency,
      FIXTURE_TITLES.open,
      FIXTURE_TITLES.urgent,
    ]);
    for (const entry of entries) {
      expect(entry.cap).toMatch(/^http:\/\/127\.0\.0\.1\/alerts\/[A-Za-z0-9-]+-[0-9a-f]{16}\.cap$/);
      expect(entry.html).toMatch(/^https?:\/\//);
    }
    const open = entries.find((e) => e.title === FIXTURE_TITLES.open);
    expect(open?.html).toBe('http://127.0.0.1/alerts-and-communication');
  });

  it('is empty on an ordinary morning: "schools are open" alone is no alert', async () => {
    const ordinary = testServices({
      org: demoOrgConfig(DISTRICT.id, DISTRICT.title),
      content: embeddedContent(createDemoContent({ now: new Date() })),
    });
    const { feed, entries } = await readFeed(ordinary);
    expect(feed.title).toBe(`${DISTRICT.title} — Alerts`);
    expect(entries).toEqual([]);
  });

  it('links only CAP 1.2 documents that follow the schema’s rules', async () => {
    const { entries } = await readFeed(services);
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      const response = await readCap(services, entry.cap);
      expect(response.headers.get('content-type')).toBe('application/cap+xml; charset=utf-8');
      const body = await response.text();
      expect(capErrors(body), entry.cap).toEqual([]);
    }
  });

  it('writes the CAP fields: sender, sent with its offset, one info per featured language, the area', async () => {
    const { entries } = await readFeed(services);
    const entry = entries.find((e) => e.title === FIXTURE_TITLES.emergency);
    const alert = xml.parse(await (await readCap(services, entry?.cap ?? '')).text()).alert;
    const [revision] = (await loadSiteAlerts(get(services, '/'))).revisions;
    expect(alert.identifier).toBe(revision?.identifier);
    expect(alert).toMatchObject({
      sender: DEMO_DISTRICT.domain,
      sent: capDateTime(revision?.sent ?? '', 'America/Denver'),
      status: 'Actual',
      msgType: 'Alert',
      scope: 'Public',
    });
    expect(alert.sent).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-0[67]:00$/);
    const infos = [alert.info].flat();
    expect(infos.map((i: { language: string }) => i.language)).toEqual([
      'en',
      'es',
      'vi',
      'ar',
      'so',
    ]);
    expect(infos[0]).toMatchObject({
      category: 'Safety',
      event: 'School emergency',
      urgency: 'Immediate',
      severity: 'Severe',
      certainty: 'Observed',
      senderName: DISTRICT.title,
      headline: FIXTURE_TITLES.emergency,
      web: 'http://127.0.0.1/',
    });
    expect(infos[1].web).toBe('http://127.0.0.1/?lang=es');
    // Sent to every site: the district's area, with its boundary as a closed lat,lon polygon.
    expect(infos[0].area.areaDesc).toBe(DISTRICT.title);
    const pairs = String(infos[0].area.polygon).split(' ');
    expect(pairs[0]).toBe(pairs.at(-1));
    expect(pairs[0]).toMatch(/^39\.\d+,-104\.\d+$/);
  });

  it('answers 404 for an identifier that is not a current alert of the site', async () => {
    const { entries } = await readFeed(services);
    const known = new URL(entries[0]?.cap ?? '').pathname.split('/').pop() ?? '';
    const other = known.replace(/-[0-9a-f]{16}\.cap$/, '-0000000000000000.cap');
    for (const file of [other, 'feed.cap', 'x.cap', known.replace('.cap', '.xml'), '<a>&.cap']) {
      const answer = await alertCapResponse(get(services, `/alerts/${file}`), file).catch(
        (thrown: unknown) => thrown,
      );
      expect(answer, file).toBeInstanceOf(Response);
      expect((answer as Response).status, file).toBe(404);
    }
  });

  it('is not served on the intranet', async () => {
    const ctx = { ...get(services, '/alerts/feed.atom'), isIntranet: true };
    const answer = await alertsFeedResponse(ctx).catch((thrown: unknown) => thrown);
    expect((answer as Response).status).toBe(404);
  });
});

describe('alerts in every featured language', () => {
  const startTranslator = fakeTranslatorPerTest();

  it('translates each revision once per language, keeping the district’s name', async () => {
    const translator = await startTranslator();
    const translated = site({ FUNCTIONS_ENDPOINT: translator.url });
    const { entries } = await readFeed(translated);
    const entry = entries.find((e) => e.title === FIXTURE_TITLES.emergency);
    const first = await readCap(translated, entry?.cap ?? '');
    expect(first.headers.get('cache-control')).toBe(
      'public, max-age=900, stale-while-revalidate=3600',
    );
    const infos = [xml.parse(await first.text()).alert.info].flat();
    expect(translator.bodies.map((b) => b.to).sort()).toEqual(['ar', 'es', 'so', 'vi']);
    const spanish = infos.find((i: { language: string }) => i.language === 'es');
    expect(spanish.headline).toBe(`[es] ${FIXTURE_TITLES.emergency}`);
    expect(spanish.event).toBe('[es] School emergency');
    expect(spanish.description).toContain(DEMO_DISTRICT.name);
    expect(spanish.description).not.toContain(`[es] ${DEMO_DISTRICT.name}`);
    expect(spanish.senderName).toBe(DISTRICT.title);

    // The same revision again: the translation memory answers, nothing is sent.
    await readCap(translated, entry?.cap ?? '');
    expect(translator.bodies).toHaveLength(4);
  });

  it('writes the feed in the language its address names', async () => {
    const translator = await startTranslator();
    const translated = site({ FUNCTIONS_ENDPOINT: translator.url });
    const { feed, entries } = await readFeed(translated, '/alerts/feed.atom?lang=es');
    expect(feed.feedUrl).toBe('http://127.0.0.1/alerts/feed.atom?lang=es');
    expect(entries[0]?.title).toBe(`[es] ${FIXTURE_TITLES.emergency}`);
    expect(entries[0]?.html).toBe('http://127.0.0.1/?lang=es');
  });
});
