/**
 * A CMS page asked for in another case (`/ABOUT-US`) is one page at the CMS's own path: the loader
 * redirects there with 308, keeping the query the page reads, and a path no page has is a 404.
 */
import { createDemoContent } from '@district/demo-content/content';
import { DEMO_ORGANIZATIONS } from '@district/demo-content/organizations';
import { describe, expect, it } from 'vitest';
import {
  demoOrgConfig,
  embeddedContent,
  testContext,
  testServices,
} from '../testing/site-services';
import { knownCmsPathInCase, loadPage } from './page.server';

const DISTRICT_ID = '6f1b2c3d-0000-4000-8000-000000000001';
const NAME = DEMO_ORGANIZATIONS.find((o) => o.id === DISTRICT_ID)?.title ?? '';

function services() {
  const content = embeddedContent(
    createDemoContent({ now: new Date(), organizationIds: [DISTRICT_ID] }),
  );
  return testServices({ org: demoOrgConfig(DISTRICT_ID, NAME), content });
}

/** What loadPage throws for `path` (a Response), or null when it loads a page. */
async function thrown(path: string): Promise<Response | null> {
  const ctx = testContext(services(), { path });
  try {
    await loadPage(ctx, new URL(ctx.url).pathname);
    return null;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
}

describe('a CMS page in another case', () => {
  it('redirects with 308 to the path the CMS writes, with the query the page reads', async () => {
    for (const [path, location] of [
      ['/ABOUT-US', '/about-us'],
      ['/About-Us?lang=es', '/about-us?lang=es'],
      ['/ACADEMICS/Kindergarten', '/academics/kindergarten'],
    ] as const) {
      const answer = await thrown(path);
      expect([path, answer?.status, answer?.headers.get('location')]).toEqual([
        path,
        308,
        location,
      ]);
    }
  });

  it('lets the server redirect a case it has seen without rendering: the CMS path, as last read', async () => {
    await thrown('/ABOUT-US');
    expect(knownCmsPathInCase('/About-US')).toBe('/about-us');
    expect(knownCmsPathInCase('/about-us')).toBeNull();
    expect(knownCmsPathInCase('/no-such-page')).toBeNull();
    // Only plain paths: an encoded one is left to the page's loader.
    expect(knownCmsPathInCase('/%41BOUT-US')).toBeNull();
  });

  it('loads the page at its own path, and answers 404 where no page is', async () => {
    expect(await thrown('/about-us')).toBeNull();
    expect((await thrown('/no-such-page-in-any-case'))?.status).toBe(404);
  });
});
