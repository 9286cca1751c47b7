/** The fictional district's identity and the external tools its menus and feeds link to. */
import type { ExternalSites } from '@district/core/org/org-config';

/** The bundled fictional district. */
export const DEMO_DISTRICT = {
  name: 'Meadowlark Valley School District',
  brand: 'mvsd',
  districtSlug: 'meadowlark-valley',
  domain: 'meadowlarkvalley.org',
  timeZone: 'America/Denver',
  organizationId: '6f1b2c3d-0000-4000-8000-000000000001',
  intranetOrganizationId: '6f1b2c3d-0000-4000-8000-000000000002',
  /** The district's public site. */
  website: 'https://www.meadowlarkvalley.org',
} as const;

/** Fictional external district tools (OrgConfig.externalSites). */
export const DEMO_EXTERNAL_SITES: ExternalSites = {
  calendar: 'https://calendar.meadowlarkvalley.org',
  files: 'https://files.meadowlarkvalley.org',
  directory: 'https://directory.meadowlarkvalley.org',
  schools: 'https://schools.meadowlarkvalley.org',
  boundaryMaps: 'https://maps.meadowlarkvalley.org/boundaries',
  boardDocuments: 'https://boarddocs.meadowlarkvalley.org',
  boardMeetings: 'https://meetings.meadowlarkvalley.org',
  recruiting: 'https://jobs.meadowlarkvalley.org',
};

/** The district's social accounts (fictional handles). */
export const DEMO_SOCIAL = {
  facebook: 'https://www.facebook.com/MeadowlarkValleySchools',
  instagram: 'https://www.instagram.com/meadowlarkvalleyschools',
  youtube: 'https://www.youtube.com/@MeadowlarkValleySchools',
  twitter: 'https://twitter.com/MeadowlarkVSD',
} as const;
