import { z } from 'zod';
import { alertSettingsSchema } from '../alerts/settings';
import { essentialPagesSchema } from '../languages/essential-pages';
import { languageSettingsSchema } from '../languages/language-set';
import { DEFAULT_SEARCH_SYNONYMS, searchSynonymsSchema } from '../search/synonyms';

/** The external district tools the menus and feeds link to (docs/behaviour.md#menus). */
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

/** The district's interpreter line: a phone number and an e-mail address. */
export const interpreterSchema = z.object({
  phone: z
    .string()
    .trim()
    .regex(/^\+?[\d\s().-]{7,}$/, 'interpreter.phone: a phone number, e.g. (719) 555-0148'),
  email: z.email('interpreter.email: an e-mail address, e.g. interpreters@example.org'),
});
export type Interpreter = z.infer<typeof interpreterSchema>;

/**
 * One organization's deployment settings: the district's values (packages/district-config) with
 * what `apps/<org>/org.config.ts` holds (its organization id and any override) merged over them
 * by `defineOrg`. Everything here ships to the browser, so it never holds a secret.
 */
export const orgConfigSchema = z.object({
  organizationId: z.string().min(1),
  /**
   * The name shown only when the organization's record cannot be read: the record's `title` is
   * the name otherwise. The district configuration gives the district's; an app may give its own.
   */
  name: z.string().min(1),
  /** Short brand prefix (`{brand}` in cookie and storage keys, `{brand}-insider` groups). */
  brand: z.string().regex(/^[a-z0-9-]+$/),
  /** The district's name in slug form (`{brand}` in the Athletics menu paths). */
  districtSlug: z.string().regex(/^[a-z0-9-]+$/),
  /** The district's web domain (`meadowlarkvalley.org`): calendar ids, feeds' product ids. */
  districtDomain: z.string().min(1),
  /**
   * The notification destination that reaches every site of the district, exactly as the CMS
   * writes it (one original system stores `*asd20.org`, without a dot); default
   * `*.{districtDomain}`. Notifications target `{host}` and this
   * (docs/behaviour.md#notification-query).
   */
  wildcardDestination: z.string().trim().min(1).optional(),
  externalSites: externalSitesSchema,
  /**
   * Include the parent organization's results in site search (docs/behaviour.md#site-search,
   * default true).
   */
  includeDistrictSearchResults: z.boolean().default(true),
  /** IANA time zone for dates shown and calendar feeds. */
  timeZone: z.string().default('America/Denver'),
  /**
   * The languages the site offers (`featured`, `add`, `hide`): each field left out takes the
   * default of a US district with refugee families (core/src/languages/language-set.ts).
   */
  languages: languageSettingsSchema.prefault({}),
  /**
   * Search synonyms, as Azure synonym-map rules (`jobs, careers`, `snow day => closures, delays`):
   * the embedded search widens queries by them; on Azure they are the synonym map's rules
   * (packages/data/src/search/indexes). Left out: the demo district's list.
   */
  searchSynonyms: searchSynonymsSchema.default([...DEFAULT_SEARCH_SYNONYMS]),
  /**
   * Terms machine translation must leave as they are (program names, `CORA`): wrapped in
   * `<span translate="no">` before a text is sent. Names the site knows (organizations, schools,
   * people, addresses) are marked where they are shown and need not be listed. Default: none.
   */
  glossary: z.array(z.string().trim().min(1)).default([]),
  /**
   * Which notices are alerts (feeds, push, e-mail): `categories` replaces the default list
   * (`Emergency Alert`, `Urgent Alert`, `Delays and Closures`); school-status notices always are.
   */
  alerts: alertSettingsSchema.prefault({}),
  /**
   * How a family asks for a free interpreter (docs/behaviour.md#languages): every page's footer
   * says so in each featured language, with this number and address. Left out: no notice.
   */
  interpreter: interpreterSchema.optional(),
  /**
   * The district's essential pages (docs/behaviour.md#reviewed-translations), listed first in
   * `pnpm translation-report`: page paths or topic words. Default: enrolment, closures, special
   * education, meals, safety.
   */
  essentialPages: essentialPagesSchema,
});
export type OrgConfig = z.infer<typeof orgConfigSchema>;
export type OrgConfigInput = z.input<typeof orgConfigSchema>;

/**
 * The district-wide values every app shares (packages/district-config): every organization
 * setting but the organization id, so whatever the schema gains can be set once for the district.
 */
export const districtConfigSchema = orgConfigSchema.omit({ organizationId: true });
export type DistrictConfig = z.infer<typeof districtConfigSchema>;
export type DistrictConfigInput = z.input<typeof districtConfigSchema>;

/** What an app folder declares: its organization id, and overrides of any district value. */
export type OrgOverrides = { organizationId: string } & {
  [K in keyof DistrictConfigInput]?: K extends 'externalSites'
    ? Partial<ExternalSites>
    : DistrictConfigInput[K];
};

/** Validates the district configuration (a bad value stops the build, naming the field). */
export function defineDistrict(config: DistrictConfigInput): DistrictConfig {
  return districtConfigSchema.parse(config);
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * An organization's settings: the district's values with the app's overrides over them (an
 * override of one external site keeps the others), validated.
 */
export function mergeOrgConfig(district: DistrictConfigInput, app: OrgOverrides): OrgConfig {
  const merged: Record<string, unknown> = { ...district };
  for (const [key, value] of Object.entries(app)) {
    if (value === undefined) continue;
    const base = merged[key];
    merged[key] = isPlainObject(base) && isPlainObject(value) ? { ...base, ...value } : value;
  }
  return orgConfigSchema.parse(merged);
}

/** The wildcard destination of notifications: as configured, else `*.{districtDomain}`. */
export function notificationWildcard(
  org: Pick<OrgConfig, 'districtDomain' | 'wildcardDestination'>,
): string {
  return org.wildcardDestination ?? `*.${org.districtDomain.trim().toLowerCase()}`;
}

/** The intranet's organization id is fixed (docs/behaviour.md#intranet). */
export const INTRANET_ORGANIZATION_ID = '6f1b2c3d-0000-4000-8000-000000000002';

/** Whether an organization is the staff intranet. */
export function isIntranet(organizationId: string): boolean {
  return organizationId === INTRANET_ORGANIZATION_ID;
}
