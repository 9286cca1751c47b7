/**
 * The embedded adapters over the real demo district (`createEmbeddedDemo` is what the site runs
 * where no CMS or search endpoint is configured).
 */
import {
  buildMessageSearch,
  buildNotificationSearch,
  buildPageSearch,
} from '@district/core/search/builders';
import { createDemoContent } from '@district/demo-content/content';
import { internalPagePath, menuUrls } from '@district/demo-content/menus';
import { describe, expect, it } from 'vitest';
import { createEmbeddedCms } from './embedded-cms';
import { createEmbeddedDemo } from './embedded-demo';
import { createEmbeddedSearch } from './embedded-search';

const NOW = new Date('2025-03-10T15:00:00.000Z');
const DISTRICT = '6f1b2c3d-0000-4000-8000-000000000001';
const INTRANET = '6f1b2c3d-0000-4000-8000-000000000002';
const ASPEN = '6f1b2c3d-0000-4000-8000-000000000101';

describe('embedded adapters over the demo district', () => {
  it('starts up for one organization (prints the time)', async () => {
    const started = performance.now();
    const bundle = createDemoContent({ now: NOW, organizationIds: [ASPEN, DISTRICT] });
    const created = performance.now();
    const search = createEmbeddedSearch(bundle);
    createEmbeddedCms(bundle);
    const indexed = performance.now();
    console.log(
      `[start-up] Aspen Grove Elementary: content ${(created - started).toFixed(0)} ms + indexes ${(indexed - created).toFixed(0)} ms = ${(indexed - started).toFixed(0)} ms (${bundle.pages.length} pages, ${bundle.pageDocuments.length + bundle.messages.length + bundle.events.length + bundle.files.length} documents)`,
    );
    const result = await search.search(
      buildPageSearch({ keywords: 'bus', fuzzy: true, organizationIds: [ASPEN, DISTRICT] })!,
    );
    expect(result.hits.length).toBeGreaterThan(0);
  });

  const bundle = createDemoContent({ now: NOW, organizationIds: [ASPEN, DISTRICT, INTRANET] });
  const cms = createEmbeddedCms(bundle);
  const search = createEmbeddedSearch(bundle);

  it("gives a school's site its own pages and its district's, not another site's", async () => {
    const demo = createEmbeddedDemo({ organizationId: ASPEN, now: NOW });
    expect((await demo.cms.listPages(ASPEN)).length).toBeGreaterThan(0);
    expect((await demo.cms.listPages(DISTRICT)).length).toBeGreaterThan(0);
    expect(await demo.cms.listPages(INTRANET)).toEqual([]);
  });

  it('serves a page for every internal menu link through the CMS port', async () => {
    for (const organizationId of [DISTRICT, ASPEN, INTRANET]) {
      for (const url of menuUrls(await cms.getMenus(organizationId))) {
        const path = internalPagePath(url);
        if (path === null) continue;
        expect(
          await cms.getPageByPath(organizationId, url),
          `${organizationId} ${url}`,
        ).not.toBeNull();
      }
    }
  });

  it('finds the transportation page by a fuzzy prefix from a school site', async () => {
    const result = await search.search(
      buildPageSearch({ keywords: 'bus', fuzzy: true, organizationIds: [ASPEN, DISTRICT] })!,
    );
    expect(result.hits.map((h) => h.document.path)).toContain('/buses-and-transportation');
  });

  it('shows two or three active notifications on the district site', async () => {
    const result = await search.search(
      buildNotificationSearch({
        now: NOW,
        host: 'www.meadowlarkvalley.org',
        districtDomain: 'meadowlarkvalley.org',
      }),
    );
    expect(result.hits.length).toBeGreaterThanOrEqual(2);
    expect(result.hits.length).toBeLessThanOrEqual(3);
  });

  it('shows the inline transportation notice on the transportation page only', async () => {
    const withPage = await search.search(
      buildNotificationSearch({
        now: NOW,
        host: 'localhost:3000',
        districtDomain: 'meadowlarkvalley.org',
        pageCategories: ['Transportation'],
      }),
    );
    expect(withPage.hits.map((h) => h.document.title)).toContain(
      'Route 14 is running 20 minutes late',
    );
  });

  it('hides Leadership messages from intranet non-members', async () => {
    const member = await search.search(
      buildMessageSearch({ now: NOW, organizationIds: [INTRANET] })!,
    );
    const nonMember = await search.search(
      buildMessageSearch({ now: NOW, organizationIds: [INTRANET], excludeLeadership: true })!,
    );
    const leadership = (hits: typeof member.hits) =>
      hits.filter((h) => (h.document.categories as string[]).includes('Leadership')).length;
    expect(leadership(member.hits)).toBeGreaterThan(0);
    expect(leadership(nonMember.hits)).toBe(0);
  });

  it('gives the Aspen Grove home page a people feed of its own staff', async () => {
    const home = await cms.getPageByPath(ASPEN, '/');
    const feed = JSON.parse(
      home!.configurationValues.find((v) => v.configurationName === 'peopleFeeds')!.value!,
    )[0];
    const people = await cms.getPeople({ limit: feed.limit, allowList: feed.allowList });
    expect(people.length).toBeGreaterThan(2);
    for (const person of people)
      expect(person.employee?.organization?.title).toBe('Aspen Grove Elementary');
  });
});
