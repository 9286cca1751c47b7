/**
 * The district's own values, set once for every app: each `apps/<org>/org.config.ts` holds only
 * its organization id (and any override), and `defineOrg` merges it over these. A change here
 * rebuilds every app (turbo sees every app depend on this package through @district/site).
 *
 * Names, colours and logos are not here: they come from each organization's record in the CMS
 * (or the bundled demo content), read at run time. Nothing here is secret: it ships to browsers.
 * The analytics id is an environment variable (`ANALYTICS_ID`), not configuration.
 *
 * Every field of `orgConfigSchema` but the organization id may be set here
 * (packages/core/src/org/org-config.ts documents each). This repository ships the fictional
 * Meadowlark Valley School District, whose CMS writes the notification wildcard as
 * `*.meadowlarkvalley.org`: `wildcardDestination` is left to its default, `*.{districtDomain}`.
 * A district whose CMS writes it otherwise sets it as written, e.g. `wildcardDestination: '*asd20.org'`.
 */
import { defineDistrict } from '@district/core/org/org-config';

export default defineDistrict({
  /** Shown as a site's name only while its organization record cannot be read. */
  name: 'Meadowlark Valley School District',
  brand: 'mvsd',
  districtSlug: 'meadowlark-valley',
  districtDomain: 'meadowlarkvalley.org',
  externalSites: {
    calendar: 'https://calendar.meadowlarkvalley.org',
    files: 'https://files.meadowlarkvalley.org',
    directory: 'https://directory.meadowlarkvalley.org',
    schools: 'https://schools.meadowlarkvalley.org',
    boundaryMaps: 'https://maps.meadowlarkvalley.org/boundaries',
    boardDocuments: 'https://boarddocs.meadowlarkvalley.org',
    boardMeetings: 'https://meetings.meadowlarkvalley.org',
    recruiting: 'https://jobs.meadowlarkvalley.org',
  },
  includeDistrictSearchResults: true,
  timeZone: 'America/Denver',
  /** The interpreter line every page's footer gives, in each featured language. */
  interpreter: { phone: '(719) 555-0148', email: 'interpreters@meadowlarkvalley.org' },
  /**
   * Terms machine translation leaves as written (each is sent inside `<span translate="no">`):
   * the records act families ask for by its short name, and the district's program names.
   */
  glossary: ['CORA', 'Colorado Open Records Act', 'AVID', 'Advanced Placement'],
});
