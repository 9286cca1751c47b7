/**
 * The Microsoft Graph directory adapter (docs/behaviour.md#directory-api): the signed-in user's
 * profile (`/v1.0/me`) and every group they belong to (`/v1.0/me/memberOf`, following
 * `@odata.nextLink`), with the user's token as a bearer. The token is only ever sent to the
 * configured Graph origin.
 *
 * `memberOf` answers every directory object the user is a member of: groups, but also directory
 * roles and administrative units, each with a `displayName`. Only groups decide leadership
 * (docs/behaviour.md#leadership), so objects are kept by their `@odata.type`;
 * a role an administrator happened to name `…-insider…` grants nothing. With `membership:
 * 'transitive'` the adapter reads `/v1.0/me/transitiveMemberOf` instead, which adds the groups the
 * user's groups belong to (nested groups), filtered the same way.
 */
import { z } from 'zod';
import { fetchJson } from '../http/fetch-json';
import type { DirectoryPort, DirectoryProfile } from '../ports';

/** Graph's public endpoint, used when `GRAPH_ENDPOINT` is unset. */
export { DEFAULT_GRAPH_ENDPOINT } from '../config';

import { DEFAULT_GRAPH_ENDPOINT } from '../config';
/** Bound of `@odata.nextLink` pages (Graph pages memberOf by 100: 10,000 groups). */
export const MAX_MEMBER_OF_PAGES = 100;

const profileSchema = z.looseObject({
  id: z.string(),
  displayName: z.string().nullable().optional(),
  mail: z.string().nullable().optional(),
  userPrincipalName: z.string().nullable().optional(),
  jobTitle: z.string().nullable().optional(),
});

const memberOfPageSchema = z.looseObject({
  value: z.array(
    z.looseObject({
      id: z.string(),
      // Graph types every object of a directoryObject collection: `#microsoft.graph.group`,
      // `#microsoft.graph.directoryRole`, `#microsoft.graph.administrativeUnit`…
      '@odata.type': z.string().optional(),
      // Some objects have no display name.
      displayName: z.string().nullable().optional(),
    }),
  ),
  '@odata.nextLink': z.string().optional(),
});

/** The `@odata.type` of a group in Graph's answers. */
export const GRAPH_GROUP_TYPE = '#microsoft.graph.group';

/**
 * Which memberships count: `direct` (`/v1.0/me/memberOf`, the default,
 * docs/behaviour.md#directory-api) or `transitive` (`/v1.0/me/transitiveMemberOf`: nested groups
 * too).
 */
export type GroupMembership = 'direct' | 'transitive';

/** Settings of the adapter. */
export interface GraphDirectoryOptions {
  graphEndpoint?: string;
  timeoutMs?: number;
  maxPages?: number;
  /** Default `direct`. */
  membership?: GroupMembership;
}

/** Creates the adapter. */
export function createGraphDirectory(options: GraphDirectoryOptions = {}): DirectoryPort {
  const base = (options.graphEndpoint ?? DEFAULT_GRAPH_ENDPOINT).replace(/\/+$/, '');
  const origin = new URL(base).origin;
  const maxPages = options.maxPages ?? MAX_MEMBER_OF_PAGES;
  const memberOfPath = options.membership === 'transitive' ? 'transitiveMemberOf' : 'memberOf';
  const get = <T>(url: string, token: string, schema: z.ZodType<T>, signal?: AbortSignal) =>
    fetchJson(url, {
      headers: { authorization: `Bearer ${token}` },
      schema,
      service: 'Microsoft Graph',
      signal,
      timeoutMs: options.timeoutMs,
    });

  return {
    async getProfile(accessToken, callOptions = {}): Promise<DirectoryProfile> {
      const me = await get(`${base}/v1.0/me`, accessToken, profileSchema, callOptions.signal);
      return {
        id: me.id,
        displayName: me.displayName ?? '',
        mail: me.mail ?? null,
        userPrincipalName: me.userPrincipalName ?? null,
        jobTitle: me.jobTitle ?? null,
      };
    },

    async getMemberOf(accessToken, callOptions = {}) {
      const groups: { id: string; displayName: string }[] = [];
      let next: string | undefined = `${base}/v1.0/me/${memberOfPath}`;
      for (let pageNumber = 0; next; pageNumber += 1) {
        if (pageNumber >= maxPages) {
          throw new Error(`Microsoft Graph memberOf has more than ${maxPages} pages`);
        }
        // A nextLink elsewhere would receive the user's token: refuse it.
        if (new URL(next).origin !== origin) {
          throw new Error('Refusing to follow an @odata.nextLink to another origin');
        }
        const page: z.infer<typeof memberOfPageSchema> = await get(
          next,
          accessToken,
          memberOfPageSchema,
          callOptions.signal,
        );
        for (const item of page.value) {
          if (item['@odata.type'] !== GRAPH_GROUP_TYPE) continue;
          if (typeof item.displayName !== 'string') continue;
          // Transitive answers list a group once however many paths lead to it; keep it once.
          if (!groups.some((group) => group.id === item.id))
            groups.push({ id: item.id, displayName: item.displayName });
        }
        next = page['@odata.nextLink'];
      }
      return groups;
    },
  };
}
