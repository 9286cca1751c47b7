import { CHANNELS } from '@district/core/constants';
import { createDemoContent } from '@district/demo-content/content';
import { DEMO_DISTRICT_ORGANIZATION } from '@district/demo-content/organizations';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadFeeds } from '../../feeds/feeds.server';
import type { SiteServices } from '../http/services.server';
import { loadMessageDetail, loadMessageList } from '../messages/messages.server';
import { loadSearch } from '../search/search.server';
import { messagesRss } from '../syndication/syndication.server';
import {
  demoOrgConfig,
  embeddedContent,
  testContext,
  testServices,
} from '../testing/site-services';

const DISTRICT = DEMO_DISTRICT_ORGANIZATION;
const MARKER = 'Zephyrine';

// The demo district with every announcement and story written with placeholders
// (docs/behaviour.md#entity-message: `$organization.title` and the like in `title`, `summary` and
// `bodyHtml`).
let services: SiteServices;
beforeAll(() => {
  const bundle = createDemoContent({ now: new Date(), organizationIds: [DISTRICT.id] });
  for (const message of bundle.messages) {
    if (!message.channels.some((c) => c === CHANNELS.announcements || c === CHANNELS.stories))
      continue;
    message.title = `${MARKER} ${message.title} at $organization.title`;
    message.summary = `${message.summary ?? ''} ($organization.abbreviation)`;
    message.bodyHtml = `<p>Written for $organization.title.</p>${message.bodyHtml ?? ''}`;
  }
  services = testServices({
    org: demoOrgConfig(DISTRICT.id, DISTRICT.title),
    content: embeddedContent(bundle),
  });
});

const written = (text: string | null | undefined) => text ?? '';
const filled = (text: string | null | undefined) => {
  expect(written(text)).not.toContain('$organization');
  return written(text);
};

describe('placeholders in messages, wherever a message is shown', () => {
  it('are filled in both lists and on a message’s own page', async () => {
    for (const kind of ['announcements', 'stories'] as const) {
      const list = await loadMessageList(testContext(services, { path: `/${kind}` }), kind, 1);
      expect(list.items.length).toBeGreaterThan(0);
      for (const item of list.items) {
        expect(filled(item.title)).toMatch(new RegExp(`at ${DISTRICT.title}$`));
        expect(filled(item.summary)).toMatch(/\(MVSD\)$/);
      }
      const slug = decodeURIComponent(list.items[0]?.url.split('/').pop() ?? '');
      const detail = await loadMessageDetail(testContext(services), kind, slug);
      expect(filled(detail.message.heading)).toBe(list.items[0]?.title);
      expect(filled(detail.message.bodyContent)).toContain(`Written for ${DISTRICT.title}.`);
    }
  });

  it('are filled in the home page’s feed panels', async () => {
    const [announcements, stories] = await loadFeeds(
      testContext(services),
      ['announcements', 'stories'],
      [],
    );
    for (const panel of [announcements, stories]) {
      expect(panel?.kind === 'announcements' || panel?.kind === 'stories').toBe(true);
      if (panel?.kind !== 'announcements' && panel?.kind !== 'stories') continue;
      expect(panel.items.length).toBeGreaterThan(0);
      for (const item of panel.items) {
        expect(filled(item.title)).toContain(`at ${DISTRICT.title}`);
        expect(filled(item.summary)).toContain('(MVSD)');
      }
    }
  });

  it('are filled in the RSS feeds, body included', async () => {
    for (const kind of ['announcements', 'stories'] as const) {
      const rss = await (await messagesRss(testContext(services), kind)).text();
      expect(rss).toContain(MARKER);
      expect(rss).not.toContain('$organization');
      expect(rss).toContain(`at ${DISTRICT.title}`);
    }
  });

  it('are filled in the site search’s results', async () => {
    const search = await loadSearch(testContext(services, { path: '/search' }), MARKER);
    const messages = search.results.filter((r) => r.kind === 'message');
    expect(messages.length).toBeGreaterThan(0);
    for (const result of messages) {
      expect(filled(result.title)).toContain(`at ${DISTRICT.title}`);
      expect(filled(result.metaDescription)).toContain('(MVSD)');
    }
  });
});
