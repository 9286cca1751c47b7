/**
 * The embedded CMS and search over the bundled demo district: the one place production code
 * reaches `@district/demo-content` (the site falls back to it where no endpoint is configured).
 */
import type { ContentBundle } from '@district/core/entities/content-bundle';
import { createDemoContent } from '@district/demo-content/content';
import { DEMO_ORGANIZATIONS } from '@district/demo-content/organizations';
import type { CmsPort, SearchPort } from '../ports';
import { createEmbeddedCms } from './embedded-cms';
import { createEmbeddedSearch } from './embedded-search';

/** What to generate: the organization whose site it is, the time and the district's synonyms. */
export interface EmbeddedDemoOptions {
  organizationId: string;
  now: Date;
  /** The org config's `searchSynonyms`: they widen the embedded search as Azure's synonym map. */
  synonyms?: readonly string[];
}

/** The demo content of an organization: its own pages and its parent's, every shared record. */
export function demoContentFor({
  organizationId,
  now,
}: Pick<EmbeddedDemoOptions, 'organizationId' | 'now'>): ContentBundle {
  const organization = DEMO_ORGANIZATIONS.find((o) => o.id === organizationId);
  const ids = [organizationId, organization?.parentOrganization?.id].filter((id): id is string =>
    Boolean(id),
  );
  return createDemoContent({ now, organizationIds: ids });
}

/** The embedded CMS and search over an organization's demo content. */
export function createEmbeddedDemo(options: EmbeddedDemoOptions): {
  cms: CmsPort;
  search: SearchPort;
} {
  const bundle = demoContentFor(options);
  return {
    cms: createEmbeddedCms(bundle),
    search: createEmbeddedSearch(bundle, options.synonyms ? { synonyms: options.synonyms } : {}),
  };
}
