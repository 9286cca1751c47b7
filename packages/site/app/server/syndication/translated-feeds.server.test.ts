import { createDemoContent } from '@district/demo-content/content';
import { DEMO_DISTRICT_ORGANIZATION } from '@district/demo-content/organizations';
import Parser from 'rss-parser';
import { describe, expect, it } from 'vitest';
import {
  demoOrgConfig,
  embeddedContent,
  fakeTranslatorPerTest,
  testContext,
  testServices,
} from '../testing/site-services';
import { messagesRss } from './syndication.server';

const DISTRICT = DEMO_DISTRICT_ORGANIZATION;
const parser = new Parser();
const fakeTranslator = fakeTranslatorPerTest();

async function feed(path: string) {
  const fake = await fakeTranslator();
  const services = testServices({
    org: demoOrgConfig(DISTRICT.id, DISTRICT.title),
    content: embeddedContent(
      createDemoContent({ now: new Date(), organizationIds: [DISTRICT.id] }),
    ),
    env: { FUNCTIONS_ENDPOINT: fake.url },
  });
  const url = new URL(path, 'http://127.0.0.1');
  const kind = url.pathname === '/stories.rss' ? 'stories' : 'announcements';
  const ctx = testContext(services, {
    path,
    languageCode: url.searchParams.get('lang') ?? 'en',
  });
  const response = await messagesRss(ctx, kind);
  expect(response.status).toBe(200);
  return { parsed: await parser.parseString(await response.text()), fake };
}

describe('translated feeds', () => {
  it('gives a Spanish feed a Spanish title and description, the name as written', async () => {
    const { parsed } = await feed('/announcements.rss?lang=es');
    // The stand-in translator marks every text it translates with its language: `[es] …`.
    expect(parsed.title).toBe(`${DISTRICT.title} — [es] Announcements`);
    expect(parsed.description).toMatch(/^\[es\] /);
    expect(parsed.description).not.toContain(`[es] ${DISTRICT.title}`);
    expect(parsed.items[0]?.title).toMatch(/^\[es\] /);
  });

  it('gives an Arabic stories feed an Arabic title, in the same batch as its items', async () => {
    const { parsed, fake } = await feed('/stories.rss?lang=ar');
    expect(parsed.title).toBe(`${DISTRICT.title} — [ar] Stories`);
    expect(parsed.description).toMatch(/^\[ar\] /);
    // One upstream call for the channel and the items together.
    expect(fake.bodies).toHaveLength(1);
    expect(fake.bodies[0]?.inputs.map((input) => input.text)).toContain('Stories');
  });

  it('keeps the English feed’s words as written, with no translation asked', async () => {
    const { parsed, fake } = await feed('/announcements.rss');
    expect(parsed.title).toBe(`${DISTRICT.title} — Announcements`);
    expect(parsed.description).not.toMatch(/\[\w+\]/);
    expect(fake.bodies).toEqual([]);
  });
});
