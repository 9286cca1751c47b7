/**
 * The bundled fictional district, "Meadowlark Valley School District": the content every site runs
 * on when no CMS or search service is configured. Deterministic: the same `now` always gives the
 * same bundle (seeded randomness, ids derived from names, dates relative to `now`).
 */
import type { ContentBundle } from '@district/core/entities/content-bundle';
import type { MenuItem } from '@district/core/entities/menu';
import type { Page, PageIndexDocument } from '@district/core/entities/page';
import { buildConfiguration } from './configuration';
import { DEMO_DISTRICT, DEMO_EXTERNAL_SITES } from './district';
import { messagesWithEditorMistakes, withEditorMistakes } from './editor-mistakes';
import { buildEvents } from './events';
import { buildFiles } from './files';
import { buildGroups } from './groups';
import { buildMenus } from './menus';
import { buildMessages } from './messages';
import { DEMO_ORGANIZATIONS } from './organizations';
import { buildPagesFor } from './pages';
import { buildPeople, schoolStaffIds } from './people';

export { DEMO_DISTRICT, DEMO_EXTERNAL_SITES } from './district';
export { DEMO_ORGANIZATIONS } from './organizations';

/** Options of {@link createDemoContent}. */
export interface DemoContentOptions {
  /** The moment the content is generated for: news, events and alerts are dated around it. */
  now: Date;
  /**
   * Build pages only for these organizations (a deployment needs its own and its parent's). All
   * organizations, menus, messages, events, files, people and groups are always included.
   * Default: every organization.
   */
  organizationIds?: readonly string[];
}

function schoolNumber(organizationId: string): number | null {
  const match = /^6f1b2c3d-0000-4000-8000-0000000001(\d\d)$/.exec(organizationId);
  return match ? Number(match[1]) : null;
}

/** Creates the demo district's content bundle for `now`. */
export function createDemoContent(options: DemoContentOptions): ContentBundle {
  const { now } = options;
  if (Number.isNaN(now.getTime())) throw new Error('createDemoContent needs a valid `now`');
  const wanted = options.organizationIds ? new Set(options.organizationIds) : null;
  const organizations = DEMO_ORGANIZATIONS.map((organization) => ({ ...organization }));
  const menus: Record<string, MenuItem[]> = {};
  const pages: Page[] = [];
  const pageDocuments: PageIndexDocument[] = [];
  for (const organization of organizations) {
    menus[organization.id] = buildMenus(organization);
    if (wanted && !wanted.has(organization.id)) continue;
    const nn = schoolNumber(organization.id);
    const built = buildPagesFor(organization, now, nn === null ? [] : schoolStaffIds(nn));
    pages.push(...withEditorMistakes(built.pages));
    pageDocuments.push(...built.documents);
  }
  return {
    organizations,
    menus,
    pages,
    pageDocuments,
    messages: messagesWithEditorMistakes(buildMessages(now)),
    events: buildEvents(now),
    files: buildFiles(now),
    people: buildPeople(),
    groups: buildGroups(),
    configuration: buildConfiguration(organizations),
  };
}

/** The org config input of a demo organization (for `apps/<org>/org.config.ts` and tests). */
export function demoOrgConfig(organizationId: string) {
  const organization = DEMO_ORGANIZATIONS.find((o) => o.id === organizationId);
  if (!organization) throw new Error(`Unknown demo organization ${organizationId}`);
  return {
    organizationId,
    name: organization.title,
    brand: DEMO_DISTRICT.brand,
    districtSlug: DEMO_DISTRICT.districtSlug,
    districtDomain: DEMO_DISTRICT.domain,
    externalSites: DEMO_EXTERNAL_SITES,
    includeDistrictSearchResults: true,
    timeZone: DEMO_DISTRICT.timeZone,
  };
}
