import { organizationLogoUrl } from '@district/core/navigation/logos';
import { Button } from '@district/ui/button/button';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import * as layout from '../components/layout.css';
import { langMarks, useChrome } from '../components/use-chrome';
import { authPageState, redirectWithCookies, startSignIn } from '../server/auth/auth.server';
import { readForm } from '../server/http/http.server';
import { requestContext } from '../server/http/request-context.server';
import { AUTH_STRINGS } from '../server/strings/auth-strings.server';
import { loadRouteStrings } from '../server/strings/route-strings.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.strings.labels.title ?? 'Sign in' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

/**
 * `/auth` (docs/behaviour.md#intranet): sign-in button, signed-out notice or last error with a
 * retry. It never starts a sign-in by itself, so a failing provider cannot cause a redirect loop.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requestContext(request, { loadContext: context });
  // Public organizations: every visitor counts as signed in (docs/behaviour.md#auth-states).
  if (!ctx.isIntranet) throw redirectWithCookies('/', [], 302);
  const [state, strings] = await Promise.all([
    authPageState(ctx.services, request, context),
    loadRouteStrings(ctx, AUTH_STRINGS),
  ]);
  return data({ ...state, strings }, { headers: { 'Cache-Control': 'private, no-store' } });
}

/** The sign-in button (and "Try again"): a plain form post, so it works without JavaScript. */
export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = await requestContext(request, { loadContext: context });
  if (!ctx.isIntranet) return redirectWithCookies('/', []);
  const form = await readForm(request);
  const returnTo = form.get('returnTo');
  return startSignIn(ctx.services, request, typeof returnTo === 'string' ? returnTo : null);
}

export default function Auth() {
  const state = useLoaderData<typeof loader>();
  const { labels } = state.strings;
  const chrome = useChrome();
  const reader = chrome.language;
  const siteName = chrome.organization?.title ?? chrome.org.name;
  // The uploaded logo, else the organization's monogram.
  const logoUrl = chrome.organization ? organizationLogoUrl(chrome.organization) : null;
  // The page's words in the reader's language where we have them; the provider's are English.
  const english = langMarks('en', state.strings.lang, reader);
  return (
    <main
      id="main"
      className={`${layout.container} ${layout.main}`}
      {...langMarks(state.strings.lang, reader.code, reader)}
    >
      {logoUrl ? <img src={logoUrl} alt="" width={64} height={64} /> : null}
      <h1 className={layout.title}>{siteName}</h1>
      {state.view === 'error' && state.error ? (
        <div role="alert" className={layout.notice}>
          <p {...english}>{state.error.message}</p>
          {state.error.retryable ? null : <p>{labels.helpDesk}</p>}
        </div>
      ) : null}
      {state.view === 'signed-out' ? (
        <p role="status" className={layout.lead}>
          {labels.signedOut}
        </p>
      ) : null}
      {state.view === 'sign-in' ? <p className={layout.lead}>{labels.intro}</p> : null}
      {state.view !== 'error' || state.error?.retryable ? (
        <form method="post" action="/auth">
          <input type="hidden" name="returnTo" value={state.returnTo} />
          <Button type="submit">{state.view === 'error' ? labels.tryAgain : labels.signIn}</Button>
        </form>
      ) : null}
      {state.development ? (
        <aside className={layout.notice} aria-label="Development only" {...english}>
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
