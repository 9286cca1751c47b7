/**
 * The load context the server hands every loader and action
 * (`packages/site/server/load-context.ts`: the request id, the client address, the page cache's
 * invalidation), as the app reads it. Production and development run the same server
 * (`district-site`, `district-site-dev`), so every request carries all of it.
 */
import type { SiteLoadContext } from '../../../server/load-context';

declare module '@remix-run/node' {
  // Loaders and actions see the server's context, in production and in development alike.
  interface AppLoadContext extends SiteLoadContext {}
}

/** The server's context of a loader's or action's `context`. */
export interface AppContext {
  requestId: string | null;
  clientIp: string;
  invalidatePageCache: () => void;
}

const NOTHING = () => undefined;

/**
 * What the server handed this request. A helper called outside a request (a unit test) is handed
 * none: no request id, one unknown client, no page cache.
 */
export function appContext(loadContext: unknown): AppContext {
  const given = (loadContext ?? {}) as Partial<SiteLoadContext>;
  return {
    requestId: typeof given.requestId === 'string' ? given.requestId : null,
    clientIp: typeof given.clientIp === 'string' ? given.clientIp : 'unknown',
    invalidatePageCache:
      typeof given.invalidatePageCache === 'function' ? given.invalidatePageCache : NOTHING,
  };
}
