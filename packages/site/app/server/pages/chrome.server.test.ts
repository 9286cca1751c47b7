import type { Organization } from '@district/core/entities/organization';
import { createDemoContent } from '@district/demo-content/content';
import {
  DEMO_DISTRICT_ORGANIZATION,
  DEMO_ORGANIZATIONS,
} from '@district/demo-content/organizations';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEGRADED, pageData } from '../http/http.server';
import type { SiteServices } from '../http/services.server';
import { loadMessageList } from '../messages/messages.server';
import {
  cmsFailing,
  demoOrgConfig,
  embeddedContent,
  failingSearch,
  testContext,
  testServices,
} from '../testing/site-services';
import {
  CATEGORY_OPTION_LIMIT,
  type Chrome,
  categoryOptions,
  chromeDegraded,
  loadChrome,
  loadShared,
  organizationOptions,
  parentOrganization,
} from './chrome.server';

const DISTRICT_ID = '6f1b2c3d-0000-4000-8000-000000000001';
const INTRANET_ID = '6f1b2c3d-0000-4000-8000-000000000002';
const ASPEN_GROVE_ID = '6f1b2c3d-0000-4000-8000-000000000101';
const MEADOWLARK_HIGH_ID = '6f1b2c3d-0000-4000-8000-000000000130';

const titleOf = (id: string) => DEMO_ORGANIZATIONS.find((o) => o.id === id)?.title ?? '';
const SCHOOLS = DEMO_ORGANIZATIONS.filter(
  (o) => o.parentOrganization?.id === DISTRICT_ID && o.educationLevels.length > 0,
);

describe('organization options', () => {
  it('offers a district visitor every school by name, and neither the district nor the intranet', () => {
    const options = organizationOptions(DEMO_ORGANIZATIONS, DISTRICT_ID);
    const titles = options.map(([title]) => title);
    expect(titles).toHaveLength(SCHOOLS.length);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'en')));
    expect(titles).toContain(titleOf(ASPEN_GROVE_ID));
    expect(titles).not.toContain(titleOf(DISTRICT_ID));
    expect(titles).not.toContain(titleOf(INTRANET_ID));
  });

  it('offers a school visitor the district first, then the other schools, not their own', () => {
    const options = organizationOptions(DEMO_ORGANIZATIONS, ASPEN_GROVE_ID);
    expect(options[0]).toEqual([
      DEMO_DISTRICT_ORGANIZATION.title,
      DEMO_DISTRICT_ORGANIZATION.website,
    ]);
    const titles = options.map(([title]) => title);
    expect(titles).toHaveLength(SCHOOLS.length);
    expect(titles).not.toContain(titleOf(ASPEN_GROVE_ID));
    expect(titles).toContain(titleOf(MEADOWLARK_HIGH_ID));
  });

  it('links each option to the organization’s own website', () => {
    const high = DEMO_ORGANIZATIONS.find((o) => o.id === MEADOWLARK_HIGH_ID) as Organization;
    expect(organizationOptions(DEMO_ORGANIZATIONS, ASPEN_GROVE_ID)).toContainEqual([
      high.title,
      high.website,
    ]);
  });

  it('leaves out unpublished organizations and any without a website to link to', () => {
    const edited = DEMO_ORGANIZATIONS.map((o) =>
      o.id === ASPEN_GROVE_ID
        ? { ...o, status: 'Draft' }
        : o.id === MEADOWLARK_HIGH_ID
          ? { ...o, website: null }
          : o,
    );
    const titles = organizationOptions(edited, DISTRICT_ID).map(([title]) => title);
    expect(titles).toHaveLength(SCHOOLS.length - 2);
    expect(titles).not.toContain(titleOf(ASPEN_GROVE_ID));
    expect(titles).not.toContain(titleOf(MEADOWLARK_HIGH_ID));
  });

  it('offers nothing when the organizations could not be loaded', () => {
    expect(organizationOptions([], DISTRICT_ID)).toEqual([]);
  });
});

describe('parent organization', () => {
  it("names a school's district with its website, so the header can link back to it", () => {
    expect(parentOrganization(DEMO_ORGANIZATIONS, ASPEN_GROVE_ID)).toEqual([
      DEMO_DISTRICT_ORGANIZATION.title,
      DEMO_DISTRICT_ORGANIZATION.website,
    ]);
  });

  it('names none for the district, or when the parent is unpublished or unknown', () => {
    expect(parentOrganization(DEMO_ORGANIZATIONS, DISTRICT_ID)).toBeNull();
    const unpublished = DEMO_ORGANIZATIONS.map((o) =>
      o.id === DISTRICT_ID ? { ...o, status: 'Draft' } : o,
    ) as Organization[];
    expect(parentOrganization(unpublished, ASPEN_GROVE_ID)).toBeNull();
    expect(parentOrganization([], ASPEN_GROVE_ID)).toBeNull();
  });
});

describe('category options', () => {
  it('puts the most used categories first, ties by name', () => {
    expect(
      categoryOptions([
        { value: 'Transportation', count: 2 },
        { value: 'Athletics', count: 5 },
        { value: 'Academics', count: 2 },
      ]),
    ).toEqual(['Athletics', 'Academics', 'Transportation']);
  });

  it('keeps at most the limit', () => {
    const facet = Array.from({ length: CATEGORY_OPTION_LIMIT + 5 }, (_, i) => ({
      value: `Topic ${String(i).padStart(2, '0')}`,
      count: 100 - i,
    }));
    const options = categoryOptions(facet);
    expect(options).toHaveLength(CATEGORY_OPTION_LIMIT);
    expect(options[0]).toBe('Topic 00');
    expect(categoryOptions(facet, 3)).toEqual(['Topic 00', 'Topic 01', 'Topic 02']);
  });

  it('drops blank and empty categories, and offers nothing without a facet', () => {
    expect(
      categoryOptions([
        { value: ' ', count: 3 },
        { value: 'Safety', count: 0 },
        { value: 'Community', count: 1 },
      ]),
    ).toEqual(['Community']);
    expect(categoryOptions(undefined)).toEqual([]);
  });
});

// The demo district through the embedded CMS and search (the real adapters, built once).
let content: Pick<SiteServices, 'cms' | 'search'>;
beforeAll(() => {
  const bundle = createDemoContent({
    now: new Date(),
    organizationIds: [DISTRICT_ID, ASPEN_GROVE_ID],
  });
  content = embeddedContent(bundle);
});

function services(organizationId: string, search: SiteServices['search'] = content.search) {
  return testServices({
    org: demoOrgConfig(organizationId, titleOf(organizationId)),
    content: { cms: content.cms, search },
  });
}

const context = (siteServices: SiteServices, path = '/') => testContext(siteServices, { path });

describe('the chrome’s options', () => {
  it('gives a school’s pages the district and the other schools', async () => {
    const chrome = await loadChrome(context(services(ASPEN_GROVE_ID)));
    expect(chrome.organizationOptions[0]?.[0]).toBe(DEMO_DISTRICT_ORGANIZATION.title);
    expect(chrome.organizationOptions).toHaveLength(SCHOOLS.length);
  });

  it('offers only categories whose announcements list has announcements', async () => {
    const site = services(DISTRICT_ID);
    const chrome = await loadChrome(context(site));
    expect(chrome.categoryOptions.length).toBeGreaterThan(0);
    expect(chrome.categoryOptions.length).toBeLessThanOrEqual(CATEGORY_OPTION_LIMIT);
    for (const [category, label] of chrome.categoryOptions) {
      // In English the label is the category itself.
      expect(label).toBe(category);
      const list = await loadMessageList(
        context(site, '/announcements'),
        'announcements',
        1,
        category,
      );
      expect(list.total, category).toBeGreaterThan(0);
      for (const item of list.items) expect(item.categories).toContain(category);
    }
  });

  it('renders without category options when the search fails, and logs why', async () => {
    const failing: SiteServices['search'] = {
      search: () => Promise.reject(new Error('search is down')),
    };
    const site = services(DISTRICT_ID, failing);
    const chrome = await loadChrome(context(site));
    expect(chrome.categoryOptions).toEqual([]);
    expect(chrome.organizationOptions.length).toBeGreaterThan(0);
    expect(site.logger.entries.map((entry) => entry.message)).toContain(
      'Categories failed to load',
    );
  });
});

describe('the chrome of the demo district', () => {
  it('loads every part, notifications included, without an error', async () => {
    const site = services(DISTRICT_ID);
    const chrome = await loadChrome(context(site));
    expect(site.logger.entries).toEqual([]);
    expect(chrome.notifications.length).toBeGreaterThan(0);
    expect(chrome.navigation.navigation.length).toBeGreaterThan(0);
  });
});

describe('the menus the browser gets', () => {
  it('keys every entry by its place, unique among its siblings, and keeps everything else', async () => {
    const chrome = await loadChrome(context(services(DISTRICT_ID)));
    const { navigation } = chrome;
    expect(navigation.navigation.length).toBeGreaterThan(3);
    const lists = [
      navigation.navigation,
      navigation.actionItems,
      navigation.quickLinks,
      navigation.footerLinks,
      navigation.socialLinks,
      ...navigation.navigation.map((group) => group.links),
    ];
    for (const list of lists) {
      const ids = list.map((entry) => entry.id);
      expect(new Set(ids).size).toBe(ids.length);
      // No CMS UUID travels: each id is a few characters.
      for (const id of ids) expect(id.length).toBeLessThanOrEqual(8);
    }
    const aboutUs = navigation.navigation[0];
    expect(aboutUs?.label).toBe('About Us');
    expect(aboutUs?.links[0]).toMatchObject({ label: 'About Us', url: '/about-us' });
  });
});

describe('what the loaders of one request share', () => {
  it('is loaded once per request, though each loader has its own copy of the Request', () => {
    const site = services(DISTRICT_ID);
    const loadContext = {};
    // Remix hands the root and the route loader different Request objects for one request.
    const root = { ...context(site), loadContext };
    const route = { ...context(site), loadContext };
    expect(root.request).not.toBe(route.request);
    expect(loadShared(root)).toBe(loadShared(route));
    // Another request (another load context) loads its own.
    expect(loadShared({ ...context(site), loadContext: {} })).not.toBe(loadShared(root));
  });
});

describe('a chrome whose section failed to load', () => {
  const rootHeaders = (site: SiteServices, chrome: Chrome) =>
    pageData(context(site), { chrome }, { withCookie: true, degraded: chromeDegraded(chrome) }).init
      ?.headers as Headers;

  it('is whole, and stored as usual, when every section loaded', async () => {
    const site = services(DISTRICT_ID);
    const chrome = await loadChrome(context(site));
    expect(chrome.degraded).toEqual([]);
    expect(chromeDegraded(chrome)).toBe(false);
    expect(rootHeaders(site, chrome).get('Cache-Control')).toMatch(/^public/);
  });

  it('renders without its notifications, says so, and is kept by caches only briefly', async () => {
    const site = services(DISTRICT_ID, failingSearch);
    const chrome = await loadChrome(context(site));
    expect(chrome.notifications).toEqual([]);
    expect(chrome.navigation.navigation.length).toBeGreaterThan(0);
    expect(chrome.degraded).toContain('Notifications');
    expect(chromeDegraded(chrome)).toBe(true);
    expect(rootHeaders(site, chrome).get('Cache-Control')).toBe(DEGRADED);
  });

  it('renders without its menus, and is kept by caches only briefly', async () => {
    const site = testServices({
      org: demoOrgConfig(DISTRICT_ID, titleOf(DISTRICT_ID)),
      content: { cms: cmsFailing(content.cms, 'getMenus'), search: content.search },
    });
    const chrome = await loadChrome(context(site));
    expect(chrome.navigation.navigation).toEqual([]);
    expect(chrome.notifications.length).toBeGreaterThan(0);
    expect(chrome.degraded).toEqual(['Menus']);
    expect(rootHeaders(site, chrome).get('Cache-Control')).toBe(DEGRADED);
  });

  it('renders without the organizations, and is kept by caches only briefly', async () => {
    const site = testServices({
      org: demoOrgConfig(DISTRICT_ID, titleOf(DISTRICT_ID)),
      content: { cms: cmsFailing(content.cms, 'getOrganizations'), search: content.search },
    });
    const chrome = await loadChrome(context(site));
    expect(chrome.organization).toBeNull();
    expect(chrome.degraded).toContain('Organizations');
    expect(chromeDegraded(chrome)).toBe(true);
  });
});
