import type { RequestContext } from './request-context.server';

/**
 * The object that stands for a request in per-request memory (WeakMap keys): the load context
 * every loader of the request shares (each loader gets its own copy of the Request), or the
 * Request where there is none (contexts built by hand in tests).
 */
export function requestScope(ctx: Pick<RequestContext, 'loadContext' | 'request'>): object {
  return ctx.loadContext ?? ctx.request;
}
