/**
 * Intranet sign-in for the site (SPEC sections 1, 4, 6): the viewer from the session, and the guard
 * every intranet loader passes through. Public organizations never reach this module's work.
 */
import type { Viewer } from './request-context.server';

/**
 * The signed-in viewer of an intranet request. Without a session it throws a redirect to `/auth`
 * (or, for API routes, a 401 response), so no intranet content is ever rendered for it.
 */
export async function intranetViewer(_request: Request, options: { api: boolean }): Promise<Viewer> {
  // Until sign-in is wired, the intranet answers as if no one is signed in.
  if (options.api) throw new Response('Unauthorized', { status: 401 });
  throw new Response(null, { status: 302, headers: { Location: '/auth' } });
}
