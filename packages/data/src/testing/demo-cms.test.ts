import type { Page } from '@district/core/entities/page';
import { createDemoContent } from '@district/demo-content/content';
import { afterEach, describe, expect, it } from 'vitest';
import { createGraphqlCms } from '../cms/graphql-cms';
import type { FakeCms } from '../cms/testing/fake-cms';
import { createEmbeddedCms } from '../embedded/embedded-cms';
import { createMemoryLogger } from '../resilience/logger';
import { startDemoCms } from './demo-cms';

const DISTRICT = '6f1b2c3d-0000-4000-8000-000000000001';
const ASPEN = '6f1b2c3d-0000-4000-8000-000000000101';
const NOW = new Date('2025-03-01T12:00:00Z');

let cms: FakeCms | undefined;
afterEach(async () => {
  await cms?.close();
  cms = undefined;
});

describe('demo content as a GraphQL CMS', () => {
  it('answers the adapter what the embedded CMS answers', async () => {
    cms = await startDemoCms({ now: NOW, organizationIds: [DISTRICT] });
    const logger = createMemoryLogger();
    const remote = createGraphqlCms({ endpoint: cms.endpoint, logger });
    const embedded = createEmbeddedCms(
      createDemoContent({ now: NOW, organizationIds: [DISTRICT] }),
    );
    const titles = (page: Page | null) =>
      page?.categories.flatMap(({ category }) => [category].flat().map(({ title }) => title));
    for (const path of ['/', '/about-us']) {
      const [answered, expected] = await Promise.all([
        remote.getPageByPath(DISTRICT, path),
        embedded.getPageByPath(DISTRICT, path),
      ]);
      expect(answered, path).not.toBeNull();
      expect({ ...answered, categories: titles(answered) }, path).toEqual({
        ...expected,
        categories: titles(expected),
      });
    }
    expect(await remote.getMenus(DISTRICT)).toEqual(await embedded.getMenus(DISTRICT));
    expect(await remote.getOrganizations()).toHaveLength(
      (await embedded.getOrganizations()).length,
    );
    expect(await remote.getConfiguration(DISTRICT)).toHaveLength(
      (await embedded.getConfiguration(DISTRICT)).length,
    );
    expect(logger.entries).toEqual([]);
  });

  it('serves a school home page people feed (allow list of CMS person ids) as the embedded CMS does', async () => {
    cms = await startDemoCms({ now: NOW, organizationIds: [ASPEN] });
    const remote = createGraphqlCms({ endpoint: cms.endpoint, logger: createMemoryLogger() });
    const embedded = createEmbeddedCms(createDemoContent({ now: NOW, organizationIds: [ASPEN] }));
    const home = await remote.getPageByPath(ASPEN, '/');
    const feed = JSON.parse(
      home!.configurationValues.find((v) => v.configurationName === 'peopleFeeds')!.value!,
    )[0] as { limit: number; allowList: string[] };
    const [first, ...rest] = await remote.getPeople({ limit: 100, allowList: feed.allowList });
    expect(rest.length).toBeGreaterThan(1);
    for (const person of [first!, ...rest]) {
      expect(person.employee?.organization?.title).toBe('Aspen Grove Elementary');
      expect(person.id).not.toBe(person.userId);
    }
    // Unconfigured lists are no restriction, and the block list removes by CMS id, in both.
    const query = {
      limit: feed.limit,
      groups: [],
      jobTitles: [],
      allowList: feed.allowList,
      blockList: [first!.id],
    };
    const answered = await remote.getPeople(query);
    expect(answered.map((p) => p.id)).not.toContain(first!.id);
    expect(answered).toEqual(await embedded.getPeople(query));
    expect(await remote.getPeople({ limit: 5, allowList: [] })).toHaveLength(5);
  });
});
