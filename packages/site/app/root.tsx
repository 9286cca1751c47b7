import '@district/theme/font-faces';
import '@district/theme/global.css';
import './org/base-theme.css';
import { NOT_FOUND_MESSAGE } from '@district/core/errors/catalogue';
import { fontPreloadLinks } from '@district/theme/font-files';
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  useRouteError,
  useRouteLoaderData,
} from '@remix-run/react';
import type { ReactNode } from 'react';
import { ENGLISH_ERROR_TITLES, errorDocumentTitle } from './components/error-title';
import { useNonce } from './components/nonce';
import { Analytics, ErrorPage } from './components/on-demand';
import { ServerOnlyHead } from './components/server-only-head';
import { SiteShell } from './components/site-shell';
import { orgThemeHref } from './org/theme-link';
import { pageData, routeHeaders } from './server/http/http.server';
import { requestContext } from './server/http/request-context.server';
import { chromeDegraded, loadChrome } from './server/pages/chrome.server';

// Single fetch (v3_singleFetch) changes the shape loaders' data has in useLoaderData.
declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  const name = data?.chrome.organization?.title ?? data?.chrome.org.name ?? '';
  // The error page's tab says what went wrong, in the reader's language ("Page not found – …").
  const labels = data?.chrome.labels;
  const title = error
    ? errorDocumentTitle(
        isRouteErrorResponse(error) ? error.status : undefined,
        name,
        labels
          ? { notFoundTitle: labels.pageNotFound, failedTitle: labels.somethingWentWrong }
          : ENGLISH_ERROR_TITLES,
      )
    : name;
  const tags = [{ title }];
  if (data?.chrome.preview) return [...tags, { name: 'robots', content: 'noindex, nofollow' }];
  return tags;
};

export const links: LinksFunction = () => [...fontPreloadLinks()];

export const headers = routeHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requestContext(request, { loadContext: context });
  const chrome = await loadChrome(ctx);
  // A degraded page (translation failed, a section empty) is not stored by caches.
  return pageData(ctx, { chrome }, { withCookie: true, degraded: chromeDegraded(chrome) });
}

/** The document: language and direction from the chosen one (docs/behaviour.md#language-states). */
export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const language = data?.chrome.language ?? { code: 'en', dir: 'ltr' as const };
  const nonce = useNonce();
  return (
    <html lang={language.code} dir={language.dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <ServerOnlyHead />
        {data?.chrome.organization ? (
          <link
            rel="icon"
            type="image/svg+xml"
            href={`/brand/${data.chrome.organization.abbreviation.toLowerCase()}-logo.svg`}
          />
        ) : null}
        {/* Lets a phone add the site to its home screen, where iOS delivers alerts (docs/alerts.md). */}
        <link rel="manifest" href="/manifest.webmanifest" />
        {data?.chrome.organization ? (
          <link
            rel="apple-touch-icon"
            href={`/brand/${data.chrome.organization.abbreviation.toLowerCase()}-logo.png`}
          />
        ) : null}
        <Links />
        {data?.chrome.organization ? (
          // The organization's colours, from its record, over the base theme (decision 010).
          <link rel="stylesheet" href={orgThemeHref(data.chrome.organization)} />
        ) : null}
      </head>
      <body>
        {children}
        {data?.chrome.analyticsId ? <Analytics measurementId={data.chrome.analyticsId} /> : null}
        {/* No ScrollRestoration: every link is a full page load, whose scroll the browser keeps
            itself; the language switch keeps its place and a form's answer takes the focus. */}
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** The page title: the page's own, then the organization's name. */
export function pageTitle(title: string | null | undefined, siteName: string): string {
  return title ? `${title} | ${siteName}` : siteName;
}

/** The error page, with the chrome when it could load (docs/behaviour.md#error-page). */
export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>('root');
  // The error's status and message (docs/behaviour.md#error-page): our 404s carry a sentence for
  // people; a thrown error's message is never shown (Remix hides it in production anyway).
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  const message = isRouteErrorResponse(error)
    ? (status === 404 && typeof error.data === 'string' ? error.data : error.statusText) ||
      undefined
    : undefined;
  if (!data) {
    return (
      <main id="main">
        <ErrorPage status={status} message={message} error={error} />
      </main>
    );
  }
  const { chrome } = data;
  // The error page's words are English sources, translated like any others.
  const { labels } = chrome;
  const english = chrome.labelsInEnglish.includes('goToHomePage');
  const words = {
    title: labels.errorOccurred,
    unknownError: labels.unknownError,
    home: labels.goToHomePage,
    search: labels.searchTheSite,
    searchSubmit: labels.searchSubmit,
    notFound: labels.notFoundExplanation,
    failed: labels.errorExplanation,
    notFoundTitle: labels.pageNotFound,
    failedTitle: labels.somethingWentWrong,
    lang: english ? 'en' : chrome.language.code,
    dir: english ? ('ltr' as const) : chrome.language.dir,
  };
  return (
    <SiteShell chrome={chrome}>
      <ErrorPage
        status={status}
        message={message === NOT_FOUND_MESSAGE ? labels.notFoundMessage : message}
        error={error}
        words={words}
      />
    </SiteShell>
  );
}
