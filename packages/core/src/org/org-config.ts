import { z } from 'zod';
import { DEFAULT_SEARCH_SYNONYMS, searchSynonymsSchema } from '../search/synonyms';

/** The external district tools the menus and feeds link to (SPEC section 2, Links out). */
export const externalSitesSchema = z.object({
  calendar: z.url(),
  files: z.url(),
  directory: z.url(),
  schools: z.url(),
  boundaryMaps: z.url(),
  boardDocuments: z.url(),
  boardMeetings: z.url(),
  recruiting: z.url(),
});
export type ExternalSites = z.infer<typeof externalSitesSchema>;

/**
 * One organization's deployment settings: what `apps/<org>/org.config.ts` holds. Everything here
 * ships to the browser, so it never holds a secret.
 */
export const orgConfigSchema = z.object({
  organizationId: z.string().min(1),
  /** Display name of the organization ("Aspen Grove Elementary"). */
  name: z.string().min(1),
  /** Short brand prefix (`{brand}` in cookie and storage keys, `{brand}-insider` groups). */
  brand: z.string().regex(/^[a-z0-9-]+$/),
  /** The district's name in slug form (`{brand}` in the Athletics menu paths). */
  districtSlug: z.string().regex(/^[a-z0-9-]+$/),
  /** The district's web domain; notifications target `{host}` and `*.{districtDomain}`. */
  districtDomain: z.string().min(1),
  externalSites: externalSitesSchema,
  /** Include the parent organization's results in site search (SPEC 7.7, default true). */
  includeDistrictSearchResults: z.boolean().default(true),
  /** IANA time zone for dates shown and calendar feeds. */
  timeZone: z.string().default('America/Denver'),
  /**
   * Search synonyms, as Azure synonym-map rules (`jobs, careers`, `snow day => closures, delays`):
   * the embedded search widens queries by them; on Azure they are the synonym map's rules
   * (packages/data/src/search/indexes). Left out: the demo district's list.
   */
  searchSynonyms: searchSynonymsSchema.default([...DEFAULT_SEARCH_SYNONYMS]),
});
export type OrgConfig = z.infer<typeof orgConfigSchema>;
export type OrgConfigInput = z.input<typeof orgConfigSchema>;

/** The intranet's organization id is hard-coded (SPEC section 1). */
export const INTRANET_ORGANIZATION_ID = '6f1b2c3d-0000-4000-8000-000000000002';

/** Whether an organization is the staff intranet. */
export function isIntranet(organizationId: string): boolean {
  return organizationId === INTRANET_ORGANIZATION_ID;
}
