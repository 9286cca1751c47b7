import type { ActionFunctionArgs } from '@remix-run/node';
import {
  AUTH_PATH,
  completeSignIn,
  isIntranetSite,
  redirectWithCookies,
} from '../server/auth/auth.server';
import { notFound } from '../server/pages/page.server';

/** A GET here (a bookmark, a provider without form_post) goes back to the sign-in page. */
export function loader() {
  if (!isIntranetSite()) throw notFound();
  return redirectWithCookies(AUTH_PATH, [], 302);
}

/**
 * `POST /auth/callback`: the identity provider's form_post. Signed in → the page first asked
 * for; any error → `/auth`, which shows it with a retry (the error is logged by the library).
 */
export async function action({ request }: ActionFunctionArgs) {
  if (!isIntranetSite()) throw notFound();
  return completeSignIn(request);
}
