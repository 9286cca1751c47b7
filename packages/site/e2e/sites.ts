/** The apps the browser tests run against: a representative few of the ~40 organizations. */
export const SITES = {
  district: { app: '@district/app-district', port: 3101 },
  school: { app: '@district/app-aspen-grove-elementary', port: 3102 },
  highSchool: { app: '@district/app-meadowlark-high', port: 3103 },
} as const;

export type SiteName = keyof typeof SITES;

/** Base URL of a site under test. */
export function siteUrl(site: SiteName, path = '/'): string {
  return `http://127.0.0.1:${SITES[site].port}${path}`;
}
