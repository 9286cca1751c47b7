/**
 * The bundled demo district served as a real GraphQL CMS: the test CMS (graphql-yoga executing
 * schema.graphql) over the demo content's records, for tests that run the site against a remote
 * CMS (failure tests put a fault proxy in front of it).
 */
import type { ContentBundle } from '@district/core/entities/content-bundle';
import type { MenuItem } from '@district/core/entities/menu';
import { createDemoContent } from '@district/demo-content/content';
import { type FakeCms, type FakeCmsData, startFakeCms } from '../cms/testing/fake-cms';

type Row = Record<string, unknown>;

/** Flattens nested menus into rows: each carries its owner and parent, children found by id. */
function menuRows(menus: ContentBundle['menus']): Row[] {
  const rows: Row[] = [];
  const visit = (item: MenuItem, ownerOrganizationId: string, parentMenuItemId: string | null) => {
    const { childrenMenuItems, ...fields } = item;
    rows.push({ ...fields, ownerOrganizationId, parentMenuItemId });
    for (const child of childrenMenuItems) visit(child, ownerOrganizationId, item.id);
  };
  for (const [organizationId, roots] of Object.entries(menus)) {
    for (const root of roots) visit(root, organizationId, null);
  }
  return rows;
}

/**
 * A page row: a category given as a list (which core's schema accepts) becomes one entry per
 * title, the only shape the GraphQL schema can answer.
 */
function pageRow(page: ContentBundle['pages'][number]): Row {
  return {
    ...page,
    categories: page.categories.flatMap((entry) =>
      Array.isArray(entry.category) ? entry.category.map((category) => ({ category })) : [entry],
    ),
  };
}

/** The test CMS tables holding a content bundle. */
export function cmsRowsOf(bundle: ContentBundle): FakeCmsData {
  return {
    organizations: bundle.organizations as unknown as Row[],
    menuItems: menuRows(bundle.menus),
    pages: bundle.pages.map(pageRow),
    configurations: bundle.configuration as unknown as Row[],
    people: bundle.people as unknown as Row[],
    groups: bundle.groups as unknown as Row[],
  };
}

/**
 * Which demo content a demo service holds: a bundle already made (one bundle for several
 * services), or the content of these organizations (default: all) as of `now`.
 */
export interface DemoContentOptions {
  bundle?: ContentBundle;
  now?: Date;
  organizationIds?: readonly string[];
}

/** The bundle the options name. */
export function demoContentOf(options: DemoContentOptions): ContentBundle {
  return (
    options.bundle ??
    createDemoContent({ now: options.now ?? new Date(), organizationIds: options.organizationIds })
  );
}

/** Starts the test CMS over the demo content. */
export function startDemoCms(options: DemoContentOptions = {}): Promise<FakeCms> {
  return startFakeCms(cmsRowsOf(demoContentOf(options)));
}
