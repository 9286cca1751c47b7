/** The load context the server hands every request (@district/site-server/contract). */
import type { SiteLoadContext } from '@district/site-server/contract';
import type { SiteServices } from './services.server';

declare module '@remix-run/node' {
  // Loaders and actions see the server's context, in production and in development alike.
  interface AppLoadContext extends SiteLoadContext<SiteServices> {}
}

/** The server's context of a loader's or action's `context`. */
export interface AppContext {
  requestId: string | null;
  clientIp: string;
  invalidatePageCache: () => void;
}

const NOTHING = () => undefined;

/** What the server handed this request; outside a request (a unit test), nothing. */
export function appContext(loadContext: unknown): AppContext {
  const given = (loadContext ?? {}) as Partial<SiteLoadContext>;
  return {
    requestId: typeof given.requestId === 'string' ? given.requestId : null,
    clientIp: typeof given.clientIp === 'string' ? given.clientIp : 'unknown',
    invalidatePageCache:
      typeof given.invalidatePageCache === 'function' ? given.invalidatePageCache : NOTHING,
  };
}

/** The process's services, which the server hands every request in its load context. */
export function servicesOf(loadContext: unknown): SiteServices {
  const services = (loadContext as Partial<SiteLoadContext<SiteServices>> | null | undefined)
    ?.services;
  if (!services) {
    throw new Error(
      'The load context carries no services: the site server hands them to every request (@district/site-server/contract); a test passes its own (app/server/testing/site-services.ts).',
    );
  }
  return services;
}
