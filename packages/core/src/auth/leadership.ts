import { isIntranet } from '../org/org-config';

/** The directory group name fragment that grants leadership: `{brand}-insider`. */
export function leadershipGroupFragment(brand: string): string {
  return `${brand}-insider`;
}

/**
 * Whether the user is in the leadership group (docs/behaviour.md#leadership): any directory group
 * whose display name contains `{brand}-insider`, compared case-insensitively.
 */
export function isInLeadershipGroup(groupDisplayNames: readonly string[], brand: string): boolean {
  const fragment = leadershipGroupFragment(brand).toLowerCase();
  return groupDisplayNames.some((name) => name.toLowerCase().includes(fragment));
}

/** The auth flags every page template receives. */
export interface AuthFlags {
  isAuthenticated: boolean;
  authProcessComplete: boolean;
  isInLeadershipGroup: boolean;
}

/**
 * The auth flags before sign-in (docs/behaviour.md#auth-states): a public organization's visitor is
 * treated as already authenticated; the intranet starts signed out with the auth process pending.
 */
export function initialAuthFlags(organizationId: string): AuthFlags {
  const intranet = isIntranet(organizationId);
  return { isAuthenticated: !intranet, authProcessComplete: !intranet, isInLeadershipGroup: false };
}
