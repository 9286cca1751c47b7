/**
 * What the sites publish for calendar apps and search engines, read by real clients: calendar
 * feeds parsed with ical.js (docs/behaviour.md#subscriptions), JSON-LD and sharing images
 * (docs/behaviour.md#search-engines).
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import ICAL from 'ical.js';
import { type SiteName, siteUrl } from './sites';

interface FeedEvent {
  uid: string;
  title: string;
  url: string;
  location: string;
}

async function calendarFeed(request: APIRequestContext, url: string): Promise<FeedEvent[]> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type']).toContain('text/calendar');
  const root = new ICAL.Component(ICAL.parse(await response.text()));
  return root.getAllSubcomponents('vevent').map((vevent) => ({
    uid: String(vevent.getFirstPropertyValue('uid')),
    title: String(vevent.getFirstPropertyValue('summary')),
    url: String(vevent.getFirstPropertyValue('url') ?? ''),
    location: String(vevent.getFirstPropertyValue('location') ?? ''),
  }));
}

/** The calendar id an event's own page names: `/calendars/<calendar id>/<event id>`. */
function calendarOf(event: FeedEvent): string {
  return /\/calendars\/([^/]+)\/[^/]+$/.exec(new URL(event.url).pathname)?.[1] ?? '';
}

/** GETs four at a time; the statuses that are not `ok`, with their URL. */
async function failures(
  request: APIRequestContext,
  urls: readonly string[],
  ok: (response: Awaited<ReturnType<APIRequestContext['get']>>) => Promise<boolean> | boolean,
) {
  const failed: string[] = [];
  for (let i = 0; i < urls.length; i += 4) {
    const batch = urls.slice(i, i + 4);
    const responses = await Promise.all(batch.map((url) => request.get(url, { maxRedirects: 0 })));
    for (const [j, response] of responses.entries()) {
      if (!(await ok(response))) failed.push(`${response.status()} ${batch[j]}`);
    }
  }
  return failed;
}

test("The board meetings page's Subscribe adds board meetings only, each with its page and place", async ({
  page,
  request,
}) => {
  await page.goto(siteUrl('district', '/board-of-education/board-meetings'));
  const link = page
    .getByRole('main')
    .getByRole('link', { name: 'Subscribe to the calendar in your calendar app' });
  const webcal = (await link.getAttribute('href')) ?? '';
  expect(webcal).toBe(`webcal://${new URL(page.url()).host}/calendars/board-of-education.ics`);
  const events = await calendarFeed(request, webcal.replace(/^webcal:/, 'http:'));
  expect(events.length).toBeGreaterThan(3);
  for (const event of events) {
    expect(event.title).toMatch(/Board of Education/);
    expect(calendarOf(event)).toBe('board-of-education');
    expect(event.location).toMatch(/^Board Room, .*\d+ Education Center Drive/);
  }
  // Each URL is that event's own page, whose heading is the event.
  expect(new Set(events.map((e) => e.url)).size).toBe(events.length);
  const first = events[0];
  if (!first) throw new Error('no event');
  await page.goto(first.url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
  expect(
    await failures(
      request,
      events.map((e) => e.url),
      (r) => r.status() === 200,
    ),
  ).toEqual([]);
});

test("A school's feed holds its own events and the district-wide ones, none staff-only", async ({
  request,
}) => {
  const events = await calendarFeed(request, siteUrl('school', '/events.ics'));
  const calendars = new Set(events.map(calendarOf));
  expect(calendars).toEqual(new Set(['aspen-grove-elementary', 'district']));
  // Its campus is at its address; every event has a place and a page of its own.
  for (const event of events) {
    expect(event.location, event.title).not.toBe('');
    if (calendarOf(event) === 'aspen-grove-elementary')
      expect(event.location).toMatch(/^Aspen Grove Elementary, \d+ /);
  }
  expect(new Set(events.map((e) => e.url)).size).toBe(events.length);
  expect(
    await failures(
      request,
      events.map((e) => e.url),
      (r) => r.status() === 200,
    ),
  ).toEqual([]);
  // The district's feed is not the school's: different events.
  const district = await calendarFeed(request, siteUrl('district', '/events.ics'));
  expect(new Set(district.map(calendarOf))).toEqual(
    new Set(['district', 'board-of-education', 'athletics']),
  );
  // Staff-only calendars are no feed of a public site, and their events no page.
  expect(
    (await request.get(siteUrl('district', '/calendars/professional-learning.ics'))).status(),
  ).toBe(404);
  expect((await request.get(siteUrl('district', '/calendars/made-up.ics'))).status()).toBe(404);
});

type Thing = Record<string, unknown>;

/** Every JSON-LD thing of a page (a `@graph`'s members, each script's). */
async function jsonLd(page: Page): Promise<Thing[]> {
  const scripts = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((nodes) => nodes.map((node) => node.textContent ?? ''));
  return scripts.flatMap((text) => {
    const data = JSON.parse(text) as Thing;
    return (data['@graph'] as Thing[] | undefined) ?? [data];
  });
}

/** Every image URL in a JSON-LD value: `logo`, `image`, an ImageObject's `url`. */
function imagesIn(value: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const item of value) imagesIn(item, found);
  else if (value && typeof value === 'object') {
    const thing = value as Thing;
    for (const [key, member] of Object.entries(thing)) {
      const isImage = key === 'logo' || key === 'image';
      if (isImage && typeof member === 'string') {
        found.add(member);
      } else if (isImage && Array.isArray(member) && member.every((m) => typeof m === 'string')) {
        for (const url of member) found.add(url);
      } else if (key === 'url' && thing['@type'] === 'ImageObject' && typeof member === 'string') {
        found.add(member);
      } else {
        imagesIn(member, found);
      }
    }
  }
  return found;
}

// Search and the contact form are not pages to share (noindex): they carry no preview image.
const TEMPLATES: { site: SiteName; path: string; type?: string; shared?: false }[] = [
  { site: 'district', path: '/', type: 'EducationalOrganization' },
  { site: 'district', path: '/about-us', type: 'AboutPage' },
  { site: 'district', path: '/announcements', type: 'ItemList' },
  { site: 'district', path: '/stories', type: 'ItemList' },
  { site: 'district', path: '/search?q=bus', type: 'SearchResultsPage', shared: false },
  { site: 'district', path: '/contact', type: 'ContactPage', shared: false },
  { site: 'district', path: '/athletics', type: 'WebPage' },
  { site: 'district', path: '/board-of-education/board-meetings', type: 'WebPage' },
  { site: 'school', path: '/', type: 'School' },
  { site: 'school', path: '/calendar', type: 'WebPage' },
];

test('Every template describes itself in JSON-LD, events at their own places, with raster images', async ({
  page,
  request,
}) => {
  // Twelve pages and every image: more than the default half minute on two busy cores.
  test.setTimeout(60_000);
  const images = new Set<string>();
  const events: Thing[] = [];
  const addresses = new Map<SiteName, unknown>();
  const pages = [...TEMPLATES];
  // A message and an event, each at its own page.
  await page.goto(siteUrl('district', '/stories'));
  const story = await page
    .getByRole('main')
    .locator('a[href^="/stories/"]')
    .first()
    .getAttribute('href');
  await page.goto(siteUrl('school', '/calendar'));
  const eventPage = await page
    .getByRole('main')
    .locator('a[href^="/calendars/"]')
    .first()
    .getAttribute('href');
  pages.push(
    { site: 'district', path: story ?? '', type: 'NewsArticle' },
    { site: 'school', path: eventPage ?? '', type: 'Event' },
  );
  for (const { site, path, type, shared } of pages) {
    await page.goto(siteUrl(site, path));
    const things = await jsonLd(page);
    const types = things.map((thing) => thing['@type']);
    if (type) expect(types, `${site} ${path}`).toContain(type);
    for (const thing of things) {
      imagesIn(thing, images);
      if (thing['@type'] === 'Event') events.push(thing);
      if (thing['@type'] === 'EducationalOrganization' || thing['@type'] === 'School')
        addresses.set(site, thing.address);
    }
    if (shared === false) continue;
    // Sharing: a raster image with words for it.
    const og = await page.locator('meta[property="og:image"]').getAttribute('content');
    const alt = await page.locator('meta[property="og:image:alt"]').getAttribute('content');
    const twitterAlt = await page.locator('meta[name="twitter:image:alt"]').getAttribute('content');
    expect(og, `${site} ${path}`).toMatch(/\.(png|jpe?g)$/);
    expect(alt?.trim()).toBeTruthy();
    expect(twitterAlt).toBe(alt);
    if (og) images.add(og);
  }
  // Events are where they happen: never given the site's own address.
  expect(events.length).toBeGreaterThan(5);
  const siteAddresses = [...addresses.values()].map((address) => JSON.stringify(address));
  for (const event of events) {
    const place = event.location as Thing;
    if (place['@type'] !== 'Place') continue;
    const named = String(place.name);
    if (named === 'Aspen Grove Elementary') continue; // its own campus: its own address
    expect(siteAddresses, `${event.name} at ${named}`).not.toContain(JSON.stringify(place.address));
  }
  const fieldhouse = events.find((e) => (e.location as Thing).name === 'Prairie Hollow Fieldhouse');
  if (fieldhouse) expect((fieldhouse.location as Thing).address).toBeUndefined();
  // Every image answers, as PNG or JPEG; the drawn share card is 1200×630.
  expect(images.size).toBeGreaterThan(1);
  expect(
    await failures(request, [...images], async (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (response.status() !== 200 || !/^image\/(png|jpeg)$/.test(type)) return false;
      if (!response.url().endsWith('-share.png')) return true;
      const png = await response.body();
      return png.readUInt32BE(16) === 1200 && png.readUInt32BE(20) === 630;
    }),
  ).toEqual([]);
});
