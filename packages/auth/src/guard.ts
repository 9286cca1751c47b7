/**
 * The intranet route guard (docs/behaviour.md#auth-states, docs/behaviour.md#intranet): pure
 * decisions the site makes on every request, so pages, resource routes and search are all guarded
 * on the server the same way.
 */

/** The sign-in page: starts a sign-in, or shows an error or the signed-out notice. */
export const AUTH_PATH = '/auth';
/** Where the identity provider posts the authorization response. */
export const AUTH_CALLBACK_PATH = '/auth/callback';
/** Ends the session (and the provider's, when it has an end-session endpoint). */
export const SIGN_OUT_PATH = '/auth/sign-out';

/** What the guard needs to know about the session. */
export interface GuardSessionState {
  isAuthenticated: boolean;
}

/** The guard's decision for one request. */
export type GuardDecision =
  | { action: 'allow' }
  | { action: 'redirect'; to: '/auth' }
  | { action: 'redirect'; to: '/' }
  | { action: 'unauthorized' };

/** Paths every visitor reaches, signed in or not: the sign-in machinery and the health check. */
const ALWAYS_REACHABLE = new Set([AUTH_CALLBACK_PATH, SIGN_OUT_PATH, '/healthz']);

/**
 * Decides one intranet request. It never loops: `/auth` is allowed when signed out and sends a
 * signed-in user home, and `/` is allowed when signed in.
 */
export function decideIntranetAccess(
  path: string,
  session: GuardSessionState,
  isApiRequest: boolean,
): GuardDecision {
  const normalized = normalizePath(path);
  if (ALWAYS_REACHABLE.has(normalized)) return { action: 'allow' };
  if (normalized === AUTH_PATH) {
    return session.isAuthenticated ? { action: 'redirect', to: '/' } : { action: 'allow' };
  }
  if (session.isAuthenticated) return { action: 'allow' };
  // A script or resource route cannot follow a redirect to a sign-in page; it gets a 401.
  if (isApiRequest || normalized === '/api' || normalized.startsWith('/api/')) {
    return { action: 'unauthorized' };
  }
  return { action: 'redirect', to: AUTH_PATH };
}

/**
 * Public (non-intranet) sites: the visitor counts as signed in at once
 * (docs/behaviour.md#auth-states), the same flags as `initialAuthFlags` in
 * `@district/core/auth/leadership`, without loading the sign-in at all.
 */
export function authStateForPublicOrganization(): {
  isAuthenticated: true;
  authProcessComplete: true;
  isInLeadershipGroup: false;
} {
  return { isAuthenticated: true, authProcessComplete: true, isInLeadershipGroup: false };
}

/** What the `/auth` page does for a signed-out visitor. */
export type AuthPageAction = 'start-sign-in' | 'show-error' | 'show-signed-out';

/**
 * Decides the `/auth` page: after an error or a sign-out it waits for the visitor's click
 * (`?retry`), so a failing provider can never cause a redirect loop. An aborted sign-in
 * (not retryable) is never restarted.
 */
export function decideAuthPage(
  state: { error: { retryable: boolean } | null },
  search: URLSearchParams,
): AuthPageAction {
  if (state.error && (!state.error.retryable || !search.has('retry'))) return 'show-error';
  if (search.has('signedOut') && !search.has('retry')) return 'show-signed-out';
  return 'start-sign-in';
}

/** `/a/b/` → `/a/b`; an empty path is `/`. */
function normalizePath(path: string): string {
  const withoutQuery = path.split(/[?#]/, 1)[0] ?? '/';
  const trimmed = withoutQuery.length > 1 ? withoutQuery.replace(/\/+$/, '') : withoutQuery;
  return trimmed === '' ? '/' : trimmed;
}
