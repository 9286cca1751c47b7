import { mergeOrgConfig, type OrgConfig, type OrgOverrides } from '@district/core/org/org-config';
import district from '@district/district-config';

/**
 * Declares an app's organization: its id and any override, merged over the district's values
 * (packages/district-config); validated at build and at start-up.
 */
export function defineOrg(config: OrgOverrides): OrgConfig {
  return mergeOrgConfig(district, config);
}
