import {
  type OrgConfig,
  type OrgConfigInput,
  orgConfigSchema,
} from '@district/core/org/org-config';

/** Declares an app's organization; validated at build and at start-up. */
export function defineOrg(config: OrgConfigInput): OrgConfig {
  return orgConfigSchema.parse(config);
}
