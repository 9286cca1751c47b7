/** What a request scope is read from: a RequestContext, or a loader's own arguments. */
export interface ScopedRequest {
  /** Remix's load context, which every loader and the render of one request share. */
  loadContext?: object;
  request: Request;
}

/**
 * The object that stands for a request in per-request memory (WeakMap keys): the load context
 * every loader of the request shares (each loader gets its own copy of the Request), or the
 * Request where there is none (contexts built by hand in tests).
 */
export function requestScope(ctx: ScopedRequest): object {
  return ctx.loadContext ?? ctx.request;
}

/**
 * Memory that lives as long as a request: `of(ctx, create)` answers what `create` made for the
 * first loader of the request that asked, so the root and the page loader share it.
 */
export function perRequest<T>(): (ctx: ScopedRequest, create: () => T) => T {
  const values = new WeakMap<object, T>();
  return (ctx, create) => {
    const scope = requestScope(ctx);
    if (values.has(scope)) return values.get(scope) as T;
    const value = create();
    values.set(scope, value);
    return value;
  };
}
