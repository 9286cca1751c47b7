import { Button } from '@district/ui/button/button';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import * as layout from '../components/layout.css';
import { useChrome } from '../components/use-chrome';
import { authPageState, redirectWithCookies, startSignIn } from '../server/auth.server';
import { requestContext } from '../server/request-context.server';

export const meta: MetaFunction = () => [
  { title: 'Sign in' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

/**
 * `/auth` (SPEC 4, 6): a signed-in visitor is sent home (by the guard in requestContext); a
 * signed-out one sees the sign-in button, the signed-out notice or the last error with a retry.
 * It never starts a sign-in by itself, so a failing provider cannot cause a redirect loop.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requestContext(request, { loadContext: context });
  // Public organizations: every visitor counts as signed in (SPEC 4).
  if (!ctx.isIntranet) throw redirectWithCookies('/', [], 302);
  return data(await authPageState(request, context), {
    headers: { 'Cache-Control': 'private, no-store' },
  });
}

/** The sign-in button (and "Try again"): a plain form post, so it works without JavaScript. */
export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = await requestContext(request, { loadContext: context });
  if (!ctx.isIntranet) return redirectWithCookies('/', []);
  const form = await request.formData();
  const returnTo = form.get('returnTo');
  return startSignIn(request, typeof returnTo === 'string' ? returnTo : null);
}

export default function Auth() {
  const state = useLoaderData<typeof loader>();
  const chrome = useChrome();
  const siteName = chrome.organization?.title ?? chrome.org.name;
  const abbreviation = chrome.organization?.abbreviation.toLowerCase();
  return (
    <main id="main" className={`${layout.container} ${layout.main}`}>
      {abbreviation ? (
        <img src={`/brand/${abbreviation}-logo.svg`} alt="" width={64} height={64} />
      ) : null}
      <h1 className={layout.title}>{siteName}</h1>
      {state.view === 'error' && state.error ? (
        <div role="alert" className={layout.notice}>
          <p>{state.error.message}</p>
          {state.error.retryable ? null : <p>Please contact the help desk.</p>}
        </div>
      ) : null}
      {state.view === 'signed-out' ? (
        <p role="status" className={layout.lead}>
          You have signed out.
        </p>
      ) : null}
      {state.view === 'sign-in' ? (
        <p className={layout.lead}>Staff sign in with their district account.</p>
      ) : null}
      {state.view !== 'error' || state.error?.retryable ? (
        <form method="post" action="/auth">
          <input type="hidden" name="returnTo" value={state.returnTo} />
          <Button type="submit">
            {state.view === 'error' ? 'Try again' : 'Sign in with your district account'}
          </Button>
        </form>
      ) : null}
      {state.development ? (
        <aside className={layout.notice} aria-label="Development only">
          <p>
            <strong>Development only:</strong> sign-in uses the bundled local identity provider,
            never used in production. Sign in as {state.development.accounts.join(' or ')}, with any
            password.
          </p>
        </aside>
      ) : null}
    </main>
  );
}
