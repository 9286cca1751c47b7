import type { ActionFunctionArgs } from '@remix-run/node';
import { isIntranetSite, redirectWithCookies, signOut } from '../server/auth/auth.server';
import { notFound } from '../server/pages/page.server';

/** Signing out changes state, so it is a POST; a GET just goes home (or on to `/auth`). */
export function loader() {
  if (!isIntranetSite()) throw notFound();
  return redirectWithCookies('/', [], 302);
}

/** `POST /auth/sign-out`: ends the session here and at the provider, then `/auth?signedOut`. */
export async function action({ request }: ActionFunctionArgs) {
  if (!isIntranetSite()) throw notFound();
  return signOut(request);
}
