import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { isIntranetSite, redirectWithCookies, signOut } from '../server/auth/auth.server';
import { notFound } from '../server/pages/page.server';

/** Signing out changes state, so it is a POST; a GET just goes home (or on to `/auth`). */
export function loader({ context }: LoaderFunctionArgs) {
  if (!isIntranetSite(context.services)) throw notFound();
  return redirectWithCookies('/', [], 302);
}

/** `POST /auth/sign-out`: ends the session here and at the provider, then `/auth?signedOut`. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (!isIntranetSite(context.services)) throw notFound();
  return signOut(context.services, request);
}
