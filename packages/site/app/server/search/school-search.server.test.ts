import { createDemoContent } from '@district/demo-content/content';
import { DEMO_DISTRICT_ORGANIZATION } from '@district/demo-content/organizations';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteServices } from '../http/services.server';
import {
  demoOrgConfig,
  embeddedContent,
  testContext,
  testServices,
} from '../testing/site-services';
import { loadSearch } from './search.server';

const ASPEN_GROVE_ID = '6f1b2c3d-0000-4000-8000-000000000101';
const DISTRICT = DEMO_DISTRICT_ORGANIZATION;

// A school's search also finds the district's pages; the school's site does not have them.
let services: SiteServices;
beforeAll(() => {
  const bundle = createDemoContent({
    now: new Date(),
    organizationIds: [ASPEN_GROVE_ID, DISTRICT.id],
  });
  services = testServices({
    org: demoOrgConfig(ASPEN_GROVE_ID, 'Aspen Grove Elementary'),
    content: embeddedContent(bundle),
  });
});

describe("a school's site search", () => {
  it("links the district's pages on the district site, and the school's own on its own", async () => {
    const district = await loadSearch(testContext(services, { path: '/search' }), 'superintendent');
    const superintendent = district.results.find((r) => r.title === "Superintendent's Office");
    expect(superintendent?.url).toBe(`${DISTRICT.website}/superintendents-office`);

    const own = await loadSearch(testContext(services, { path: '/search' }), 'bell schedule');
    const bells = own.results.find((r) => r.title === 'Bell Schedule');
    expect(bells?.url).toBe('/bell-schedule');
  });
});
