import { type Message, messageSchema } from '@district/core/entities/message';
import { messageFromIndexDocument } from '@district/core/messages/index-document';
import { XMLValidator } from 'fast-xml-parser';
import Parser from 'rss-parser';
import { describe, expect, it } from 'vitest';
import { FEED_ITEM_LIMIT, feedAlternateLinks, messagesFeed } from './rss.server';

const NOW = new Date('2025-03-10T12:00:00Z');
const SITE = 'https://aspengrove.meadowlarkvalley.org/';
const organization = {
  title: 'Aspen Grove Elementary',
  tagline: 'Growing curious minds',
  logoImageUrl: '/brand/age-logo.svg',
};
const orgConfig = { name: 'Aspen Grove Elementary' };

type ParsedItem = Parser.Item & { 'content:encoded'?: string; 'content:encodedSnippet'?: string };
const parser: Parser<Record<string, unknown>, ParsedItem> = new Parser();

function story(overrides: Partial<Message> & { id: string }): Message {
  return messageSchema.parse({
    title: `Story ${overrides.id}`,
    summary: `Summary ${overrides.id}`,
    slug: `story-${overrides.id}`,
    bodyHtml: `<p>Body ${overrides.id}</p>`,
    status: 'Published',
    publishDateTime: '2025-03-01T15:00:00Z',
    channels: ['News & Stories'],
    categories: ['Community'],
    ownerOrganizationId: '6f1b2c3d-0000-4000-8000-000000000101',
    ...overrides,
  });
}

function announcement(overrides: Partial<Message> & { id: string }): Message {
  return story({ channels: ['Announcements'], slug: `notice-${overrides.id}`, ...overrides });
}

async function parseStories(messages: Message[], language?: string) {
  const xml = messagesFeed({
    kind: 'stories',
    organization,
    orgConfig,
    siteUrl: SITE,
    messages,
    now: NOW,
    ...(language ? { language } : {}),
  });
  return { xml, feed: await parser.parseString(xml) };
}

describe('message feeds', () => {
  it('describes the channel with the organization, the kind, a self link and the language', async () => {
    const { xml, feed } = await parseStories([story({ id: '1' })]);
    expect(feed.title).toBe('Aspen Grove Elementary — Stories');
    expect(feed.link).toBe('https://aspengrove.meadowlarkvalley.org/stories');
    expect(feed.description).toBe('Growing curious minds');
    expect(feed.feedUrl).toBe('https://aspengrove.meadowlarkvalley.org/stories.rss');
    expect(feed.language).toBe('en');
    expect(feed.image?.url).toBe('https://aspengrove.meadowlarkvalley.org/brand/age-logo.svg');
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\s*<rss version="2.0"/);
  });

  it('titles the announcements feed and links announcements under /announcements', async () => {
    const xml = messagesFeed({
      kind: 'announcements',
      organization,
      orgConfig,
      siteUrl: SITE,
      messages: [announcement({ id: '7', slug: 'snow-day' })],
      now: NOW,
    });
    const feed = await parser.parseString(xml);
    expect(feed.title).toBe('Aspen Grove Elementary — Announcements');
    expect(feed.items.map((item) => item.link)).toEqual([
      'https://aspengrove.meadowlarkvalley.org/announcements/snow-day',
    ]);
  });

  it('maps each message to an item: title, link, guid, date, summary, body and categories', async () => {
    const { feed } = await parseStories([
      story({
        id: 'a1b2',
        title: 'Robotics team heads to state',
        slug: 'robotics-state',
        summary: 'The Gearheads qualified.',
        bodyHtml: '<p>The <strong>Gearheads</strong> qualified.</p>',
        publishDateTime: '2025-03-05T16:30:00-07:00',
        categories: ['STEM', 'Awards'],
      }),
    ]);
    const [item] = feed.items;
    expect(item?.title).toBe('Robotics team heads to state');
    expect(item?.link).toBe('https://aspengrove.meadowlarkvalley.org/stories/robotics-state');
    expect(item?.guid).toBe('a1b2');
    expect(item?.isoDate).toBe('2025-03-05T23:30:00.000Z');
    expect(item?.content).toBe('The Gearheads qualified.');
    expect(item?.['content:encoded']).toBe('<p>The <strong>Gearheads</strong> qualified.</p>');
    expect(item?.categories).toEqual(['STEM', 'Awards']);
  });

  it('makes the body’s site-relative links and images absolute, for readers elsewhere', async () => {
    const { feed } = await parseStories([
      story({
        id: '1',
        bodyHtml:
          '<p><a href="/about-us?tab=1&amp;x=2">About</a> <a href="https://example.org/x">Out</a> ' +
          '<a href="mailto:office@example.org">Mail</a> <img src="/media/band.jpg" alt="Band"></p>',
      }),
    ]);
    const content = feed.items[0]?.['content:encoded'] ?? '';
    expect(content).toContain(
      'href="https://aspengrove.meadowlarkvalley.org/about-us?tab=1&amp;x=2"',
    );
    expect(content).toContain('src="https://aspengrove.meadowlarkvalley.org/media/band.jpg"');
    expect(content).toContain('href="https://example.org/x"');
    expect(content).toContain('href="mailto:office@example.org"');
    expect(content).not.toMatch(/(href|src)="\//);
  });

  it('carries only messages visible now: published, already out and not expired', async () => {
    const { feed } = await parseStories([
      story({ id: 'visible' }),
      story({ id: 'draft', status: 'Draft' }),
      story({ id: 'future', publishDateTime: '2025-03-11T00:00:00Z' }),
      story({ id: 'expired', expireDateTime: '2025-03-10T12:00:00Z' }),
      story({ id: 'expires-later', expireDateTime: '2025-03-10T12:00:01Z' }),
      story({ id: 'exactly-now', publishDateTime: NOW.toISOString() }),
    ]);
    expect(feed.items.map((item) => item.guid).sort()).toEqual([
      'exactly-now',
      'expires-later',
      'visible',
    ]);
  });

  it('leaves out other channels and Leadership messages', async () => {
    const { feed } = await parseStories([
      story({ id: 'story' }),
      announcement({ id: 'notice' }),
      story({ id: 'leaders', categories: ['Leadership'] }),
    ]);
    expect(feed.items.map((item) => item.guid)).toEqual(['story']);
  });

  it('lists the newest first and stops at 50 items', async () => {
    const messages = Array.from({ length: 60 }, (_, i) =>
      story({
        id: String(i).padStart(2, '0'),
        publishDateTime: new Date(Date.UTC(2025, 0, 1) + i * 3_600_000).toISOString(),
      }),
    );
    const { feed } = await parseStories(messages.reverse().slice(30).concat(messages.slice(0, 30)));
    expect(feed.items).toHaveLength(FEED_ITEM_LIMIT);
    expect(feed.items[0]?.guid).toBe('59');
    expect(feed.items.at(-1)?.guid).toBe('10');
    const dates = feed.items.map((item) => Date.parse(item.isoDate ?? ''));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('keeps hostile titles as plain text: markup dropped, ampersands and CDATA terminators kept', async () => {
    const title = '<script>alert("x")</script> Tom & Jerry ]]> one ]]><b>two</b>';
    const { xml, feed } = await parseStories([
      story({ id: 'h', title, summary: 'a ]]> b ]]> c', categories: ['Arts & <Music>'] }),
    ]);
    const [item] = feed.items;
    expect(item?.title).toBe('Tom & Jerry ]]> one ]]>two');
    expect(xml).not.toContain('<script>');
    expect(xml).not.toContain('<b>two');
    expect(item?.categories).toEqual(['Arts & <Music>']);
    expect(item?.content).toBe('a ]]> b ]]> c');
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml.match(/<item>/g)).toHaveLength(1);
  });

  it('drops characters XML forbids instead of emitting an unparsable feed', async () => {
    const { feed } = await parseStories([story({ id: 'c', title: 'Form\u000cfeed\u0000 title' })]);
    expect(feed.items[0]?.title).toBe('Formfeed title');
  });

  it('links to the translated pages and names the language when ?lang is given', async () => {
    const { feed } = await parseStories([story({ id: '1', slug: 'field-day' })], 'es');
    expect(feed.language).toBe('es');
    expect(feed.feedUrl).toBe('https://aspengrove.meadowlarkvalley.org/stories.rss?lang=es');
    expect(feed.items[0]?.link).toBe(
      'https://aspengrove.meadowlarkvalley.org/stories/field-day?lang=es',
    );
  });

  it('accepts messages read from the search index', async () => {
    const doc = messageFromIndexDocument({
      ...story({ id: 'idx' }),
      links: '[{"type":"Link","url":"https://example.org","title":"More"}]',
    });
    const { feed } = await parseStories([doc]);
    expect(feed.items.map((item) => item.guid)).toEqual(['idx']);
  });

  it('renders a valid empty feed when nothing is visible', async () => {
    const { feed } = await parseStories([story({ id: 'd', status: 'Draft' })]);
    expect(feed.items).toEqual([]);
    expect(feed.title).toBe('Aspen Grove Elementary — Stories');
  });
});

describe('feed discovery links', () => {
  it('offers both feeds as RSS alternates, in the page language', () => {
    expect(
      feedAlternateLinks({
        siteUrl: SITE,
        organizationTitle: 'Aspen Grove Elementary',
        language: 'vi',
      }),
    ).toEqual([
      {
        rel: 'alternate',
        type: 'application/rss+xml',
        title: 'Aspen Grove Elementary — Announcements',
        href: 'https://aspengrove.meadowlarkvalley.org/announcements.rss?lang=vi',
      },
      {
        rel: 'alternate',
        type: 'application/rss+xml',
        title: 'Aspen Grove Elementary — Stories',
        href: 'https://aspengrove.meadowlarkvalley.org/stories.rss?lang=vi',
      },
    ]);
  });
});
