import type { Page } from '@district/core/entities/page';
import { createDemoContent } from '@district/demo-content/content';
import { afterEach, describe, expect, it } from 'vitest';
import { createGraphqlCms } from '../cms/graphql-cms';
import type { FakeCms } from '../cms/testing/fake-cms';
import { createEmbeddedCms } from '../embedded/embedded-cms';
import { createMemoryLogger } from '../resilience/logger';
import { startDemoCms } from './demo-cms';

const DISTRICT = '6f1b2c3d-0000-4000-8000-000000000001';
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
});
