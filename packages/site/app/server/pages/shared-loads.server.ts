/** What a request's loaders share of the CMS, loaded once on its scope; which sections failed. */
import type { ConfigurationItem } from '@district/core/entities/configuration';
import type { Organization } from '@district/core/entities/organization';
import { describeError } from '../http/logger.server';
import type { RequestContext } from '../http/request-context.server';
import { scopeOf } from '../http/request-scope.server';

/** The parts of the chrome (and the data pages share with it) that load on their own. */
export type ChromeSection =
  | 'Organizations'
  | 'Configuration'
  | 'Menus'
  | 'Notifications'
  | 'Categories';

/** The sections failed so far (settled only): a response built on any must not be stored. */
export function degradedSections(ctx: RequestContext): readonly ChromeSection[] {
  return [...scopeOf(ctx).degraded];
}

/** A section's value, or `fallback` when it fails: logged, and noted among the degraded. */
export async function settle<T>(
  ctx: RequestContext,
  what: ChromeSection,
  promise: Promise<T>,
  fallback: T,
): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    ctx.services.logger.error({ section: what, ...describeError(error) }, `${what} failed to load`);
    const degraded = scopeOf(ctx).degraded;
    if (!degraded.includes(what)) degraded.push(what);
    return fallback;
  }
}

/** The loads a request's loaders share. */
export type SharedLoads = ReturnType<typeof startShared>;

/** Loads the organizations list and configuration once per request, for every loader. */
export function loadShared(ctx: RequestContext): SharedLoads {
  const byServices = scopeOf(ctx).shared;
  let shared = byServices.get(ctx.services);
  if (!shared) {
    shared = startShared(ctx);
    byServices.set(ctx.services, shared);
  }
  return shared;
}

function startShared(ctx: RequestContext) {
  const { services } = ctx;
  const signal = ctx.request.signal;
  const organizations = settle(
    ctx,
    'Organizations',
    services.cms.getOrganizations({ signal }),
    [] as Organization[],
  );
  const configuration = settle(
    ctx,
    'Configuration',
    services.cms.getConfiguration(services.org.organizationId, { signal }),
    [] as ConfigurationItem[],
  );
  const organization = organizations.then(
    (list) => list.find((o) => o.id === services.org.organizationId) ?? null,
  );
  return { organizations, configuration, organization };
}

/** The organizations' names, kept as written by every batch, so translation memory hits repeats. */
export function keptNames(ctx: RequestContext): Promise<readonly string[]> {
  return loadShared(ctx).organizations.then((list) =>
    list.flatMap((o) => [o.title, o.abbreviation]).filter((name) => name.length > 2),
  );
}
