/**
 * Leadership membership (docs/behaviour.md#leadership): who may see messages in the `Leadership`
 * category. The rule itself lives in `@district/core` (one place for each rule); the sign-in
 * applies it here to the groups read from the directory.
 */
import { isInLeadershipGroup as coreIsInLeadershipGroup } from '@district/core/auth/leadership';

/**
 * Whether any of the user's directory groups marks leadership: a display name containing
 * `{brand}-insider`, compared case-insensitively.
 */
export function isInLeadershipGroup(groupDisplayNames: readonly string[], brand: string): boolean {
  return coreIsInLeadershipGroup(groupDisplayNames, brand);
}
