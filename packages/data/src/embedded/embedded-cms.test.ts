import type { ContentBundle } from '@district/core/entities/content-bundle';
import type { Group } from '@district/core/entities/group';
import type { Page } from '@district/core/entities/page';
import type { Person } from '@district/core/entities/person';
import { describe, expect, it } from 'vitest';
import { createEmbeddedCms, normalizePagePath, queryGroups, queryPeople } from './embedded-cms';

const ORG = 'org-1';
const OTHER = 'org-2';

/** A person whose CMS `id` is `id-<userId>`: distinct, so tests show which key is matched. */
function person(userId: string, lastName: string, groups: string[], jobTitles: string[]): Person {
  return {
    id: `id-${userId}`,
    userId,
    employeeId: null,
    profileId: null,
    displayName: `${userId} ${lastName}`,
    firstName: userId,
    lastName,
    title: jobTitles[0] ?? null,
    email: null,
    phone: null,
    photoUrl: null,
    biography: null,
    credentials: null,
    isPublic: true,
    employee: { office: null, jobTitles, organization: { title: 'School' } },
    groups: groups.map((groupId) => ({ groupId })),
  };
}

function group(id: string, title: string, owner = ORG): Group {
  return {
    id,
    title,
    linkLabel: null,
    linkUrl: null,
    description: null,
    contactEmail: null,
    contactPhone: null,
    officeHours: null,
    addressZip: null,
    addressCity: null,
    addressState: null,
    addressStreet: null,
    buildingName: null,
    ownerOrganizationId: owner,
  };
}

function page(path: string, owner = ORG): Page {
  return {
    id: `${owner}${path}`,
    title: path,
    slug: path,
    metaDescription: null,
    path: { path },
    pageType: { slug: 'wayfinding-page' },
    pageTypeId: null,
    factoids: [],
    parentPage: null,
    relatedPages: [],
    childrenPages: [],
    siblingPages: [],
    group: null,
    links: [],
    categories: [],
    messages: [],
    ownerOrganizationId: owner,
    configurationValues: [],
    bodyHtml: null,
  };
}

const people = [
  person('u1', 'Zimmer', ['g-transport'], ['Bus Driver']),
  person('u2', 'Adams', ['g-transport', 'g-hr'], ['Director']),
  person('u3', 'Miller', ['g-hr'], ['Recruiter']),
  person('u4', 'Brown', [], ['Bus Driver']),
];
const groups = [
  group('g1', 'Transportation'),
  group('g2', 'Human Resources'),
  group('g3', 'Transportation Office', OTHER),
  group('g4', 'Health Services'),
];

const bundle: ContentBundle = {
  organizations: [],
  menus: {
    [ORG]: [
      {
        id: 'm',
        parentMenuItemId: null,
        order: 0,
        title: 'Main Menu',
        url: '',
        icon: null,
        childrenMenuItems: [],
      },
    ],
  },
  pages: [page('/'), page('/login'), page('/athletics'), page('/athletics', OTHER)],
  pageDocuments: [],
  messages: [],
  events: [],
  files: [],
  people,
  groups,
  configuration: [{ category: 'color', name: 'brand', defaultValue: '"#000000"', value: null }],
};

describe('embedded CMS', () => {
  describe('pages', () => {
    it('normalises paths: anchors, queries and trailing slashes', () => {
      expect(normalizePagePath('/login/#tab-families')).toBe('/login');
      expect(normalizePagePath('/athletics/')).toBe('/athletics');
      expect(normalizePagePath('athletics?x=1')).toBe('/athletics');
      expect(normalizePagePath('')).toBe('/');
      expect(normalizePagePath('/')).toBe('/');
    });

    it('finds a page of the organization by any form of its path', async () => {
      const cms = createEmbeddedCms(bundle);
      expect((await cms.getPageByPath(ORG, '/athletics/'))?.id).toBe(`${ORG}/athletics`);
      expect((await cms.getPageByPath(OTHER, '/athletics'))?.id).toBe(`${OTHER}/athletics`);
      expect((await cms.getPageByPath(ORG, '/login/#tab-families'))?.id).toBe(`${ORG}/login`);
      expect(await cms.getPageByPath(OTHER, '/login')).toBeNull();
      expect((await cms.listPages(ORG)).map((p) => p.path.path)).toEqual([
        '/',
        '/login',
        '/athletics',
      ]);
    });

    it('returns copies that callers cannot use to change the content', async () => {
      const cms = createEmbeddedCms(bundle);
      const first = await cms.getPageByPath(ORG, '/login');
      first!.title = 'changed';
      expect((await cms.getPageByPath(ORG, '/login'))?.title).toBe('/login');
    });

    it('shares organizations, menus and configuration frozen: changing them throws', async () => {
      const cms = createEmbeddedCms(bundle);
      const menus = await cms.getMenus(ORG);
      expect(() => {
        menus.pop();
      }).toThrow(TypeError);
      expect(await cms.getMenus(ORG)).toHaveLength(1);
      expect(Object.isFrozen(await cms.getOrganizations())).toBe(true);
      expect(Object.isFrozen(await cms.getConfiguration(ORG))).toBe(true);
    });

    it('answers menus and configuration, empty for unknown organizations', async () => {
      const cms = createEmbeddedCms(bundle);
      expect(await cms.getMenus(ORG)).toHaveLength(1);
      expect(await cms.getMenus('nobody')).toEqual([]);
      expect(await cms.getConfiguration(ORG)).toEqual(bundle.configuration);
    });

    it("answers each organization its own items over the district's, and no one else's", async () => {
      const row = (value: string, ownerOrganizationId: string | null) => ({
        category: 'color',
        name: 'brand',
        defaultValue: null,
        value,
        ownerOrganizationId,
      });
      const cms = createEmbeddedCms({
        ...bundle,
        configuration: [row('"#000001"', null), row('"#0000aa"', ORG), row('"#0000bb"', 'other')],
      });
      expect(await cms.getConfiguration(ORG)).toEqual([
        { category: 'color', name: 'brand', defaultValue: null, value: '"#0000aa"' },
      ]);
      expect((await cms.getConfiguration('nobody')).map((item) => item.value)).toEqual([
        '"#000001"',
      ]);
    });

    it('rejects when the call is aborted', async () => {
      const cms = createEmbeddedCms(bundle);
      const controller = new AbortController();
      controller.abort(new Error('stop'));
      await expect(cms.getOrganizations({ signal: controller.signal })).rejects.toThrow('stop');
    });
  });

  describe('people', () => {
    it('orders by last name ascending by default and applies the limit', () => {
      expect(queryPeople(people, { limit: 10 }).map((p) => p.lastName)).toEqual([
        'Adams',
        'Brown',
        'Miller',
        'Zimmer',
      ]);
      expect(queryPeople(people, { limit: 2 }).map((p) => p.userId)).toEqual(['u2', 'u4']);
      expect(
        queryPeople(people, { limit: 10, orderBy: { field: 'lastName', direction: 'desc' } })[0]
          ?.userId,
      ).toBe('u1');
    });

    it('combines groups, job titles and the allow list with and', () => {
      expect(
        queryPeople(people, { limit: 10, groups: ['g-transport'] }).map((p) => p.userId),
      ).toEqual(['u2', 'u1']);
      expect(
        queryPeople(people, { limit: 10, groups: ['g-transport'], jobTitles: ['Bus Driver'] }).map(
          (p) => p.userId,
        ),
      ).toEqual(['u1']);
      expect(
        queryPeople(people, { limit: 10, jobTitles: ['Bus Driver'], allowList: ['id-u4'] }).map(
          (p) => p.userId,
        ),
      ).toEqual(['u4']);
      expect(queryPeople(people, { limit: 10, groups: ['g-hr'], allowList: ['id-u1'] })).toEqual(
        [],
      );
    });

    it('matches the allow list on the CMS person id, not the userId', () => {
      expect(queryPeople(people, { limit: 10, allowList: ['u4'] })).toEqual([]);
      expect(
        queryPeople(people, { limit: 10, allowList: ['id-u4', 'id-u3'] }).map((p) => p.userId),
      ).toEqual(['u4', 'u3']);
    });

    it('treats empty lists as no restriction', () => {
      expect(
        queryPeople(people, {
          limit: 10,
          groups: [],
          jobTitles: [],
          allowList: [],
          blockList: [],
        }).map((p) => p.userId),
      ).toEqual(['u2', 'u4', 'u3', 'u1']);
    });

    it('removes the block list (by CMS person id) from the result', () => {
      expect(
        queryPeople(people, { limit: 10, blockList: ['id-u2', 'id-u3'] }).map((p) => p.userId),
      ).toEqual(['u4', 'u1']);
      expect(
        queryPeople(people, { limit: 10, blockList: ['u2', 'u3'] }).map((p) => p.userId),
      ).toEqual(['u2', 'u4', 'u3', 'u1']);
    });

    it('still fills the limit when blocked people are removed, as the GraphQL adapter does', () => {
      expect(queryPeople(people, { limit: 2, blockList: ['id-u2'] }).map((p) => p.userId)).toEqual([
        'u4',
        'u3',
      ]);
    });
  });

  describe('people who are not public', () => {
    // Adams and Brown, the first two by last name, are not public.
    const hidden = new Set(['u2', 'u4']);
    const withHidden: ContentBundle = {
      ...bundle,
      people: people.map((p) => (hidden.has(p.userId) ? { ...p, isPublic: false } : p)),
    };

    it('fills a feed’s limit with public people only', async () => {
      const cms = createEmbeddedCms(withHidden);
      const feed = await cms.getPeople({ limit: 2, groups: [], allowList: [], blockList: [] });
      expect(feed.map((p) => p.userId)).toEqual(['u3', 'u1']);
      expect(feed.every((p) => p.isPublic)).toBe(true);
      expect(
        (await cms.getPeople({ limit: 1, blockList: ['id-u3'] })).map((p) => p.userId),
      ).toEqual(['u1']);
    });

    it('answers a hidden person only when asked for everyone (a lookup by id)', async () => {
      const cms = createEmbeddedCms(withHidden);
      expect(await cms.getPeople({ limit: 1, allowList: ['id-u2'] })).toEqual([]);
      const [found] = await cms.getPeople({
        limit: 1,
        allowList: ['id-u2'],
        includeNonPublic: true,
      });
      expect(found).toMatchObject({ userId: 'u2', isPublic: false });
      expect(
        queryPeople(withHidden.people, { limit: 2, includeNonPublic: true }).map((p) => p.userId),
      ).toEqual(['u2', 'u4']);
    });
  });

  describe('groups', () => {
    it('finds the organization’s groups whose title contains any keyword, case-insensitively', () => {
      expect(
        queryGroups(groups, { organizationId: ORG, keywords: ['TRANSPORT'], limit: 2 }).map(
          (g) => g.id,
        ),
      ).toEqual(['g1']);
      expect(
        queryGroups(groups, { organizationId: ORG, keywords: ['health', 'human'], limit: 2 }).map(
          (g) => g.id,
        ),
      ).toEqual(['g2', 'g4']);
      expect(queryGroups(groups, { organizationId: ORG, keywords: ['s'], limit: 2 })).toHaveLength(
        2,
      );
      expect(
        queryGroups(groups, { organizationId: OTHER, keywords: ['health'], limit: 2 }),
      ).toEqual([]);
    });

    it('finds a group of the organization by id, and no other organization’s', () => {
      const byId = (organizationId: string, id: string) =>
        queryGroups(groups, { organizationId, keywords: [], ids: [id], limit: 1 }).map((g) => g.id);
      expect(byId(ORG, 'g2')).toEqual(['g2']);
      expect(byId(ORG, 'g3')).toEqual([]);
      expect(byId(OTHER, 'g3')).toEqual(['g3']);
      expect(byId(ORG, 'victim@evil.example')).toEqual([]);
    });
  });
});
