/**
 * The load context the production server hands every loader and action
 * (`packages/site/server/load-context.ts`: the request id, the client address, the page cache's
 * invalidation), as the app reads it. Under `remix vite:dev` there is no custom server and no such
 * context: the app's own defaults stand in (no request id, an unknown client, no page cache).
 */
import type { SiteLoadContext } from '../../../server/load-context';

declare module '@remix-run/node' {
  // Loaders and actions see the server's context, or nothing of it under `remix vite:dev`.
  interface AppLoadContext extends Partial<SiteLoadContext> {}
}

/** The server's context of a loader's or action's `context`, or the app's defaults. */
export interface AppContext {
  requestId: string | null;
  clientIp: string;
  invalidatePageCache: () => void;
}

const NOTHING = () => undefined;

/** What the server handed this request, or the defaults when it handed nothing. */
export function appContext(loadContext: unknown): AppContext {
  const given = (loadContext ?? {}) as Partial<SiteLoadContext>;
  return {
    requestId: typeof given.requestId === 'string' ? given.requestId : null,
    clientIp: typeof given.clientIp === 'string' ? given.clientIp : 'unknown',
    invalidatePageCache:
      typeof given.invalidatePageCache === 'function' ? given.invalidatePageCache : NOTHING,
  };
}
