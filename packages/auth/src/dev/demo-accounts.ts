/**
 * DEVELOPMENT ONLY: the two demo staff members of the development identity provider and its
 * Graph-compatible endpoint. Signing in is decided by the login name alone (any password).
 */

import { createHash } from 'node:crypto';

/** A demo directory user. */
export interface DemoAccount {
  id: string;
  login: string;
  displayName: string;
  jobTitle: string;
  /** Group display names, in the order `/v1.0/me/memberOf` pages through them. */
  groups: string[];
  /**
   * Directory roles and administrative units the user is a member of: `memberOf` lists them
   * before the groups, as Graph does, each with its own `@odata.type`. They never count as groups.
   */
  otherMemberships?: { type: 'directoryRole' | 'administrativeUnit'; displayName: string }[];
}

/**
 * Groups that are themselves members of other groups (nested groups), by the inner group's name:
 * `/v1.0/me/transitiveMemberOf` adds the outer ones, `memberOf` does not.
 */
export const NESTED_GROUPS: Readonly<Record<string, readonly string[]>> = {
  // With transitive membership configured, the science teachers' council membership makes the
  // teacher a leadership member; with the default (direct) it does not.
  'Science Department': ['MVSD-Insider STEM Council'],
  'Curriculum Committee': ['Instructional Leaders'],
};

/** The demo accounts; the leader's insider group comes last, so only paging finds it. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    id: '6f1b2c3d-0000-4000-8000-00000000d001',
    login: 'leader@meadowlarkvalley.org',
    displayName: 'Dana Whitfield',
    jobTitle: 'Assistant Superintendent',
    groups: [
      'All Staff',
      'District Office',
      'Curriculum Committee',
      'Safety Team',
      'MVSD-Insider Leadership Team',
    ],
  },
  {
    id: '6f1b2c3d-0000-4000-8000-00000000d002',
    login: 'teacher@meadowlarkvalley.org',
    displayName: 'Sam Ortega',
    jobTitle: 'Science Teacher',
    // "MVSD Insiders" has no hyphen: it must not count as `mvsd-insider`.
    groups: [
      'All Staff',
      'Meadowlark High School Staff',
      'Science Department',
      'MVSD Insiders Newsletter',
    ],
    // Named like the leadership group, but a role and an administrative unit are not groups.
    otherMemberships: [
      { type: 'directoryRole', displayName: 'MVSD-Insider Helpdesk Administrators' },
      { type: 'administrativeUnit', displayName: 'MVSD-Insider Pilot Schools' },
    ],
  },
];

/**
 * The account for a login name, decided by the name alone: a demo account (case-insensitive; the
 * part before `@` is enough), else an ordinary staff member named after the login, in `All Staff`
 * only, so any login signs in and nothing but the leader's has the insider group.
 */
export function findDemoAccount(login: string): DemoAccount | undefined {
  const wanted = login.trim().toLowerCase();
  if (!wanted) return undefined;
  const known = DEMO_ACCOUNTS.find(
    (account) => account.login === wanted || account.login.split('@')[0] === wanted,
  );
  if (known) return known;
  const id = createHash('sha256').update(wanted).digest('hex');
  return {
    id: `${id.slice(0, 8)}-${id.slice(8, 12)}-4${id.slice(13, 16)}-8${id.slice(17, 20)}-${id.slice(20, 32)}`,
    login: wanted,
    displayName: wanted,
    jobTitle: 'Staff',
    groups: ['All Staff'],
  };
}
