/**
 * The embedded adapter of the CMS port: organizations, menus, pages, configuration, people and
 * groups answered from a content bundle, with the query semantics of the GraphQL API
 * (docs/behaviour.md#graphql).
 */
import { organizationConfiguration } from '@district/core/configuration/ownership';
import type { ConfigurationItem } from '@district/core/entities/configuration';
import type { ContentBundle } from '@district/core/entities/content-bundle';
import type { Group } from '@district/core/entities/group';
import type { Page, PageRef } from '@district/core/entities/page';
import type { Person } from '@district/core/entities/person';
import { compareForOrder } from '@district/core/search/evaluate';
import { clonePlain, deepFreeze } from '../plain-data';
import type { CallOptions, CmsPort, GroupQuery, PeopleQuery } from '../ports';

/** The path a page is stored under: no query or anchor, no trailing slash, `/` for home. */
export function normalizePagePath(path: string): string {
  const bare = path
    .trim()
    .replace(/[?#].*$/, '')
    .replace(/\/+$/, '');
  if (bare === '') return '/';
  return bare.startsWith('/') ? bare : `/${bare}`;
}

/**
 * People of the GraphQL `people` query: `_and` of public (unless `includeNonPublic`), groups, job
 * titles and allow list (a missing or empty list restricts nothing), ordered, without the block
 * list, limited. Allow and block lists hold CMS person ids (`id`).
 */
export function queryPeople(people: readonly Person[], query: PeopleQuery): Person[] {
  const groups = query.groups ?? [];
  const jobTitles = query.jobTitles ?? [];
  const allowList = query.allowList ?? [];
  const blockList = new Set(query.blockList ?? []);
  const orderBy = query.orderBy ?? { field: 'lastName', direction: 'asc' as const };
  const matched = people.filter(
    (person) =>
      (query.includeNonPublic === true || person.isPublic) &&
      (groups.length === 0 || person.groups.some((group) => groups.includes(group.groupId))) &&
      (jobTitles.length === 0 ||
        (person.employee?.jobTitles ?? []).some((title) => jobTitles.includes(title))) &&
      (allowList.length === 0 || allowList.includes(person.id)),
  );
  const ordered = matched
    .map((person, index) => ({ person, index }))
    .sort(
      (a, b) =>
        compareForOrder(
          a.person as unknown as Record<string, unknown>,
          b.person as unknown as Record<string, unknown>,
          [orderBy],
        ) || a.index - b.index,
    )
    .map(({ person }) => person);
  // The block list is applied as the remote adapter does (docs/behaviour.md#graphql): blocked
  // people are removed and the feed still fills its limit with the next ones.
  return ordered.filter((person) => !blockList.has(person.id)).slice(0, Math.max(0, query.limit));
}

/**
 * Groups of the GraphQL `groups` query: the organization's, title containing any keyword, and
 * with `ids` only those.
 */
export function queryGroups(groups: readonly Group[], query: GroupQuery): Group[] {
  const words = query.keywords
    .map((word) => word.trim().toLowerCase())
    .filter((word) => word !== '');
  const ids = query.ids ?? [];
  return groups
    .filter(
      (group) =>
        group.ownerOrganizationId === query.organizationId &&
        (ids.length === 0 || ids.includes(group.id)) &&
        (words.length === 0 || words.some((word) => group.title.toLowerCase().includes(word))),
    )
    .slice(0, Math.max(0, query.limit));
}

function toRef(page: Page): PageRef {
  return { id: page.id, title: page.title, slug: page.slug, path: { path: page.path.path } };
}

/** Creates the embedded CMS over a content bundle. */
export function createEmbeddedCms(bundle: ContentBundle): CmsPort {
  const pagesByKey = new Map<string, Page>();
  const pagesByOrganization = new Map<string, Page[]>();
  for (const page of bundle.pages) {
    pagesByKey.set(`${page.ownerOrganizationId} ${normalizePagePath(page.path.path)}`, page);
    const list = pagesByOrganization.get(page.ownerOrganizationId) ?? [];
    list.push(page);
    pagesByOrganization.set(page.ownerOrganizationId, list);
  }
  const check = (options?: CallOptions) => options?.signal?.throwIfAborted();
  // Callers get copies, so nothing they do can change the bundle other requests read.
  const copy = <T>(value: T): T => clonePlain(value);
  // What every request reads and nobody changes (organizations, menus, configuration) is shared
  // frozen instead: copying it on every call was most of a page's data cost. A caller that tries
  // to change it gets a TypeError rather than changing what other requests read.
  const shared = deepFreeze(
    clonePlain({
      organizations: bundle.organizations,
      menus: bundle.menus,
      configuration: bundle.configuration,
    }),
  );
  // Each organization's view of the configuration rows, worked out on its first read.
  const configurationByOrganization = new Map<string, ConfigurationItem[]>();
  const noMenus = Object.freeze([]) as unknown as (typeof bundle.menus)[string];
  return {
    async getOrganizations(options) {
      check(options);
      return shared.organizations;
    },
    async getMenus(organizationId, options) {
      check(options);
      return shared.menus[organizationId] ?? noMenus;
    },
    async getPageByPath(organizationId, path, options) {
      check(options);
      const page = pagesByKey.get(`${organizationId} ${normalizePagePath(path)}`);
      return page ? copy(page) : null;
    },
    async listPages(organizationId, options) {
      check(options);
      return (pagesByOrganization.get(organizationId) ?? []).map(toRef);
    },
    async getConfiguration(organizationId, options) {
      check(options);
      const known = configurationByOrganization.get(organizationId);
      if (known) return known;
      const items = deepFreeze(organizationConfiguration(shared.configuration, organizationId));
      // Kept for the bundle's own organizations only, so no caller can grow the map.
      if (shared.organizations.some((organization) => organization.id === organizationId)) {
        configurationByOrganization.set(organizationId, items);
      }
      return items;
    },
    async getPeople(query, options) {
      check(options);
      return copy(queryPeople(bundle.people, query));
    },
    async getGroups(query, options) {
      check(options);
      return copy(queryGroups(bundle.groups, query));
    },
  };
}
