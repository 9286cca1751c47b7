import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import {
  AUTH_PATH,
  completeSignIn,
  isIntranetSite,
  redirectWithCookies,
} from '../server/auth/auth.server';
import { notFound } from '../server/pages/page.server';

/** A GET here (a bookmark, a provider without form_post) goes back to the sign-in page. */
export function loader({ context }: LoaderFunctionArgs) {
  if (!isIntranetSite(context.services)) throw notFound();
  return redirectWithCookies(AUTH_PATH, [], 302);
}

/**
 * `POST /auth/callback`: the identity provider's form_post. Signed in → the page first asked
 * for; any error → `/auth`, which shows it with a retry (the error is logged by the library).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (!isIntranetSite(context.services)) throw notFound();
  return completeSignIn(context.services, request);
}
