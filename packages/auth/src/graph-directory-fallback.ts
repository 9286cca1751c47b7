/**
 * STOPGAP: a minimal Microsoft Graph directory adapter (SPEC 7.6), written because
 * `packages/data/src/graph/graph-directory.ts` did not exist yet. It implements the same
 * `DirectoryPort`; once the data package's adapter lands, the site should pass that one to
 * `createAuthService` and this file can be deleted.
 */
import type { CallOptions, DirectoryPort, DirectoryProfile } from '@district/data/ports';
import { z } from 'zod';

const TIMEOUT_MS = 5_000;
/** A runaway `@odata.nextLink` chain stops here (100 pages of up to 999 groups). */
const MAX_PAGES = 100;

const profileSchema = z.object({
  id: z.string(),
  displayName: z.string().nullish(),
  mail: z.string().nullish(),
  userPrincipalName: z.string().nullish(),
  jobTitle: z.string().nullish(),
});

const memberOfPageSchema = z.object({
  value: z.array(z.object({ id: z.string(), displayName: z.string().nullish() }).passthrough()),
  '@odata.nextLink': z.string().optional(),
});

/** A Graph adapter over `fetch`, rooted at GRAPH_ENDPOINT (default https://graph.microsoft.com). */
export function createFallbackGraphDirectory(graphEndpoint: string): DirectoryPort {
  const base = new URL(graphEndpoint);

  async function getJson(url: URL, accessToken: string, options?: CallOptions): Promise<unknown> {
    const timeout = AbortSignal.timeout(TIMEOUT_MS);
    const response = await fetch(url, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
      signal: options?.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
    });
    if (!response.ok) {
      const body = (await response.json().catch(() => null)) as {
        error?: { message?: string };
      } | null;
      // SPEC 8, Generic fetch: `{status}: {message or statusText}`.
      throw new Error(`${response.status}: ${body?.error?.message || response.statusText}`);
    }
    return response.json();
  }

  return {
    async getProfile(accessToken, options): Promise<DirectoryProfile> {
      const me = profileSchema.parse(
        await getJson(new URL('/v1.0/me', base), accessToken, options),
      );
      return {
        id: me.id,
        displayName: me.displayName ?? '',
        mail: me.mail ?? null,
        userPrincipalName: me.userPrincipalName ?? null,
        jobTitle: me.jobTitle ?? null,
      };
    },

    async getMemberOf(accessToken, options) {
      const groups: { id: string; displayName: string }[] = [];
      let next: URL | null = new URL('/v1.0/me/memberOf', base);
      for (let page = 0; next && page < MAX_PAGES; page += 1) {
        const body = memberOfPageSchema.parse(await getJson(next, accessToken, options));
        for (const entry of body.value) {
          groups.push({ id: entry.id, displayName: entry.displayName ?? '' });
        }
        const link = body['@odata.nextLink'];
        next = link ? new URL(link) : null;
        // The bearer token must never be sent anywhere but the Graph endpoint itself.
        if (next && next.origin !== base.origin) {
          throw new Error(`Refusing to follow @odata.nextLink to another host: ${next.origin}`);
        }
      }
      return groups;
    },
  };
}
