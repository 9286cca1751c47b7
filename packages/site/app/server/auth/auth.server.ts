/**
 * Intranet sign-in (docs/behaviour.md#intranet, docs/behaviour.md#auth-states): the viewer from the
 * session, the guard every intranet loader passes, and the `/auth` routes. The identity library is
 * only loaded by dynamic import in the intranet's branch, so a public organization never loads it.
 */
import type { IntranetAuth } from '@district/auth/create-intranet-auth';
import type { AuthLogger } from '@district/auth/msal-client';
import type { Session } from '@district/auth/session';
import { isIntranet, type OrgConfig } from '@district/core/org/org-config';
import { emptySearchResult } from '@district/core/search/query';
import { loadServerConfig } from '@district/data/config';
import { createGraphDirectory } from '@district/data/graph/graph-directory';
import { prefixedStore } from '@district/data/shared-store/shared-store';
import { appEnv } from '../http/env.server';
import { readForm } from '../http/http.server';
import { describeError, type Logger } from '../http/logger.server';
import { type ScopedRequest, scopeOf } from '../http/request-scope.server';
import type { SiteServices } from '../http/services.server';
import { IDENTITY_LIBRARY_INCLUDED, loadIdentityLibrary } from './identity-library.server';
import { IDENTITY_LIBRARY_LEFT_OUT } from './identity-library-left-out.server';

/** The sign-in page. */
export const AUTH_PATH = '/auth';
/** Groups are read again from the directory after this long, so a removed leader loses access. */
export const DIRECTORY_REFRESH_MS = 15 * 60 * 1000;

/** The viewer as the site may know it: never a token. */
export interface Viewer {
  isAuthenticated: boolean;
  authProcessComplete: boolean;
  isInLeadershipGroup: boolean;
  displayName: string | null;
}

/** A visitor without a session: nothing about them is known. */
export const SIGNED_OUT_VIEWER: Viewer = {
  isAuthenticated: false,
  authProcessComplete: false,
  isInLeadershipGroup: false,
  displayName: null,
};

/** What the `/auth` page shows. */
export interface AuthPageState {
  view: 'sign-in' | 'error' | 'signed-out';
  error: { message: string; retryable: boolean } | null;
  /** Set when the bundled development identity provider is in use: the page says so. */
  development: { accounts: string[] } | null;
  returnTo: string;
}

/** The shown message when the sign-in itself could not be set up (provider down, bad config). */
export const SIGN_IN_UNAVAILABLE = 'Sign-in is unavailable right now.';

/** The variables a production intranet needs (the identity library's REQUIRED_AUTH_VARIABLES). */
const REQUIRED_IN_PRODUCTION = [
  'AUTH_CLIENT_ID',
  'AUTH_CLIENT_SECRET',
  'AUTH_AUTHORITY',
  'SESSION_SECRET',
] as const;

/** Refuses a production intranet without an identity provider, before listening, naming what lacks. */
export function assertIntranetSignInConfigured(
  env: Readonly<Record<string, string | undefined>>,
  appOrg: Pick<OrgConfig, 'organizationId'>,
  identityLibraryIncluded = IDENTITY_LIBRARY_INCLUDED,
): void {
  const config = loadServerConfig(env);
  if (!isIntranet(config.organizationId ?? appOrg.organizationId)) return;
  // A public site's build run as the intranet (ORGANIZATION_ID) could sign nobody in.
  if (!identityLibraryIncluded) throw new Error(IDENTITY_LIBRARY_LEFT_OUT);
  const missing = REQUIRED_IN_PRODUCTION.filter((name) => !env[name]?.trim());
  if (config.nodeEnv === 'production' && missing.length > 0) {
    throw new Error(
      `Intranet sign-in is not configured: missing ${missing.join(', ')} (the bundled development identity provider is refused when NODE_ENV=production).`,
    );
  }
  // The env module refuses a partial AUTH_CLIENT_ID/SECRET/AUTHORITY, so null means none is set.
  if (config.auth === null) {
    console.warn(
      'Intranet sign-in: AUTH_* is not set, so the bundled DEVELOPMENT-ONLY identity provider and Graph stand-in start with the first request (refused when NODE_ENV=production).',
    );
  }
}

/** The sign-in variables, and nothing else of the environment, for the identity library. */
function authEnv(env: Record<string, string | undefined>) {
  const { AUTH_CLIENT_ID, AUTH_CLIENT_SECRET, AUTH_AUTHORITY, GRAPH_ENDPOINT, SESSION_SECRET } =
    env;
  return { AUTH_CLIENT_ID, AUTH_CLIENT_SECRET, AUTH_AUTHORITY, GRAPH_ENDPOINT, SESSION_SECRET };
}

let intranetAuth: Promise<IntranetAuth> | undefined;
// The development provider listens on a port of its own choosing: known once it has started.
let developmentProviderOrigin: string | null = null;

/** The site's logger in the shape the identity library logs with. */
export function authLogger(logger: Logger): AuthLogger {
  const write =
    (level: keyof Logger) =>
    (...args: unknown[]) => {
      const [first, ...rest] = args;
      const errors = rest.map((value) =>
        value instanceof Error ? describeError(value) : { detail: String(value) },
      );
      logger[level](
        { section: 'Intranet sign-in', ...Object.assign({}, ...errors) },
        String(first),
      );
    };
  return { error: write('error'), warn: write('warn'), info: write('info') };
}

async function createAuth(services: SiteServices, origin: string): Promise<IntranetAuth> {
  const [{ createIntranetAuth }, { resolveAuthConfig }] = await Promise.all([
    loadIdentityLibrary(),
    import('@district/auth/config'),
  ]);
  const config = resolveAuthConfig({ env: authEnv(appEnv()), nodeEnv: services.config.nodeEnv });
  return createIntranetAuth({
    config,
    brand: services.org.brand,
    appOrigin: origin,
    // Sessions and their msal token caches, shared by every instance when Redis is configured.
    store: prefixedStore(services.sharedStore, 'session:'),
    logger: authLogger(services.logger),
    // The development provider's Graph stand-in is reached through the same adapter code.
    directory:
      config.mode === 'provider'
        ? () => services.directory
        : (graphEndpoint) =>
            createGraphDirectory({
              graphEndpoint,
              timeoutMs: services.config.upstreamTimeoutMs,
              membership: services.config.graphMembership,
            }),
  });
}

const LOOPBACK_HOST = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/;

/**
 * The intranet's origin for sign-in redirects and Secure cookies, once per process: the CMS's https
 * website, never a client-chosen Host or X-Forwarded-* header (one crafted request after a restart
 * would redirect every sign-in). Only outside production does a loopback request keep its origin.
 */
export async function intranetOrigin(
  services: Pick<SiteServices, 'cms' | 'org' | 'logger' | 'config'>,
  request: Request,
): Promise<string> {
  const asked = new URL(request.url);
  if (services.config.nodeEnv !== 'production' && LOOPBACK_HOST.test(asked.hostname)) {
    return asked.origin;
  }
  const organizations = await services.cms.getOrganizations().catch(() => []);
  const website = organizations.find((o) => o.id === services.org.organizationId)?.website;
  try {
    const url = website ? new URL(website) : null;
    if (url?.protocol === 'https:') return url.origin;
  } catch {
    // Not a URL: as if there were none.
  }
  services.logger.warn(
    { section: 'Intranet sign-in', origin: asked.origin },
    'The intranet has no https website in the CMS: sign-in uses the address of the first request',
  );
  return asked.origin;
}

/** The process's sign-in, created on first use; a failed creation is retried by the next request. */
export function getIntranetAuth(services: SiteServices, request: Request): Promise<IntranetAuth> {
  if (!intranetAuth) {
    const attempt = intranetOrigin(services, request).then((origin) =>
      createAuth(services, origin),
    );
    intranetAuth = attempt;
    attempt.then(
      (auth) => {
        if (auth.development) developmentProviderOrigin = new URL(auth.development.issuer).origin;
      },
      () => undefined,
    );
    attempt.catch(() => {
      if (intranetAuth === attempt) intranetAuth = undefined;
    });
  }
  return intranetAuth;
}

/** The identity provider's origin for the form-action CSP; the dev provider's only once started. */
export function identityProviderOrigin(auth: { authority: string } | null): string | null {
  return auth ? new URL(auth.authority).origin : developmentProviderOrigin;
}

/** Stops the development provider, if any (tests). */
export async function closeIntranetAuth(): Promise<void> {
  const running = intranetAuth;
  intranetAuth = undefined;
  developmentProviderOrigin = null;
  if (running) await (await running).close();
}

export interface LoadedSession {
  auth: IntranetAuth;
  session: Session;
  /** Cookies to send when the request ends in a redirect built here. */
  setCookie: string[];
}

/**
 * Whether the directory must be read again; not during the library's back-off after a failure, or
 * every page view would wait on a failing call in an outage.
 */
export function needsDirectoryRefresh(
  session: Pick<Session['data'], 'isAuthenticated' | 'directoryReadAt'> &
    Partial<Pick<Session['data'], 'directoryRetry'>>,
  now: number,
): boolean {
  if (!session.isAuthenticated) return false;
  if (session.directoryRetry && now < session.directoryRetry.notBefore) return false;
  return session.directoryReadAt === null || now - session.directoryReadAt >= DIRECTORY_REFRESH_MS;
}

/** The request's session, or null when sign-in cannot be set up (logged; signed out). */
export function loadIntranetSession(
  services: SiteServices,
  ctx: ScopedRequest,
): Promise<LoadedSession | null> {
  // Root and route loaders of one request share it: the session is read (and refreshed) once.
  const scope = scopeOf(ctx);
  scope.session ??= readSession(services, ctx.request);
  return scope.session;
}

async function readSession(
  services: SiteServices,
  request: Request,
): Promise<LoadedSession | null> {
  let auth: IntranetAuth;
  try {
    auth = await getIntranetAuth(services, request);
  } catch (error) {
    services.logger.error(
      { section: 'Intranet sign-in', ...describeError(error) },
      'Intranet sign-in could not be set up',
    );
    return null;
  }
  const session = await auth.sessions.load(request.headers.get('Cookie'));
  const url = new URL(request.url);
  let setCookie: string[] = [];
  // docs/behaviour.md#auth-states step 2: a signed-in session re-reads its groups now and then.
  // Page requests only: a script's API poll cannot follow a redirect to the provider.
  if (
    request.method === 'GET' &&
    !url.pathname.startsWith('/api/') &&
    needsDirectoryRefresh(session.data, Date.now())
  ) {
    const refresh = await auth.service.refreshDirectory(session, { returnTo: returnPath(url) });
    if (refresh.kind === 'redirect') {
      throw redirectWithCookies(refresh.to, refresh.setCookie);
    }
    setCookie = refresh.setCookie;
  }
  return { auth, session, setCookie };
}

/** The path and query to come back to, without Remix's data-request parameters. */
export function returnPath(url: URL): string {
  const search = new URLSearchParams(url.search);
  search.delete('_routes');
  search.delete('index');
  const query = search.toString();
  return `${url.pathname}${query ? `?${query}` : ''}`;
}

/** A redirect that carries the library's cookies and is never stored by a cache. */
export function redirectWithCookies(
  to: string,
  setCookie: readonly string[],
  status = 303,
): Response {
  const headers = new Headers({ Location: to, 'Cache-Control': 'private, no-store' });
  for (const cookie of setCookie) headers.append('Set-Cookie', cookie);
  return new Response(null, { status, headers });
}

/** The sign-in page's address for someone who asked for `url`. */
export function signInPath(url: URL): string {
  const returnTo = returnPath(url);
  return returnTo === '/' ? AUTH_PATH : `${AUTH_PATH}?returnTo=${encodeURIComponent(returnTo)}`;
}

/** The signed-in viewer of an intranet request; without a session it throws a redirect (API: 401). */
export async function intranetViewer(
  services: SiteServices,
  request: Request,
  options: { api: boolean; loadContext?: object },
): Promise<Viewer> {
  const url = new URL(request.url);
  const loaded = await loadIntranetSession(services, {
    request,
    loadContext: options.loadContext,
  });
  const viewer = loaded
    ? loaded.auth.service.getViewer(loaded.session)
    : { ...SIGNED_OUT_VIEWER, error: null };
  const { decideIntranetAccess } = await import('@district/auth/guard');
  const decision = decideIntranetAccess(url.pathname, viewer, options.api);
  switch (decision.action) {
    case 'allow':
      return {
        isAuthenticated: viewer.isAuthenticated,
        authProcessComplete: viewer.authProcessComplete,
        isInLeadershipGroup: viewer.isAuthenticated && viewer.isInLeadershipGroup,
        displayName: viewer.displayName,
      };
    case 'unauthorized':
      throw Response.json(
        { error: 'Sign-in required' },
        {
          status: 401,
          headers: {
            'Cache-Control': 'private, no-store',
            'WWW-Authenticate': 'Session realm="intranet"',
          },
        },
      );
    case 'redirect':
      throw redirectWithCookies(
        decision.to === '/' ? '/' : signInPath(url),
        loaded?.setCookie ?? [],
        302,
      );
  }
}

/** What a signed-out intranet visitor's request may use (defence in depth behind the guard). */
export function servicesForSignedOutVisitor(services: SiteServices): SiteServices {
  const cms = services.cms;
  return {
    ...services,
    cms: {
      getOrganizations: (options) => cms.getOrganizations(options),
      getConfiguration: (organizationId, options) => cms.getConfiguration(organizationId, options),
      getMenus: async () => [],
      getPageByPath: async () => null,
      listPages: async () => [],
      getPeople: async () => [],
      getGroups: async () => [],
    },
    search: { search: async () => emptySearchResult() },
    translation: null,
    email: null,
    accessibility: null,
  };
}

/** Whether this process serves the intranet (the `/auth` routes 404 elsewhere). */
export function isIntranetSite(services: Pick<SiteServices, 'org'>): boolean {
  return isIntranet(services.org.organizationId);
}

/** What `/auth` shows; a signed-in visitor never gets here (the guard sends them home). */
export async function authPageState(
  services: SiteServices,
  request: Request,
  loadContext?: object,
): Promise<AuthPageState> {
  const url = new URL(request.url);
  const { safeReturnTo, signInErrorFromQuery } = await import('@district/auth/auth-service');
  const { decideAuthPage } = await import('@district/auth/guard');
  const returnTo = safeReturnTo(url.searchParams.get('returnTo'));
  const loaded = await loadIntranetSession(services, { request, loadContext });
  if (!loaded) {
    return {
      view: 'error',
      error: { message: SIGN_IN_UNAVAILABLE, retryable: true },
      development: null,
      returnTo,
    };
  }
  const viewer = loaded.auth.service.getViewer(loaded.session);
  const development = loaded.auth.development ? { accounts: await developmentAccounts() } : null;
  // A callback matching no sign-in of this browser may be forged: it sets no cookie, so its error
  // comes as a fixed code in the address.
  const error = viewer.error ?? signInErrorFromQuery(url.searchParams);
  const action = decideAuthPage({ error }, url.searchParams);
  if (action === 'show-error') return { view: 'error', error, development, returnTo };
  if (action === 'show-signed-out')
    return { view: 'signed-out', error: null, development, returnTo };
  return { view: 'sign-in', error: null, development, returnTo };
}

async function developmentAccounts(): Promise<string[]> {
  const { DEMO_ACCOUNTS } = await import('@district/auth/dev/demo-accounts');
  return DEMO_ACCOUNTS.map((account) => account.login);
}

/** `POST /auth`: sends the browser to the identity provider, or back to `/auth` with the error. */
export async function startSignIn(
  services: SiteServices,
  request: Request,
  returnTo: string | null,
): Promise<Response> {
  const { safeReturnTo } = await import('@district/auth/auth-service');
  // Back on /auth after an error, a retry still leads to the page first asked for.
  const back = signInPath(new URL(safeReturnTo(returnTo), 'http://local.invalid'));
  const loaded = await loadIntranetSession(services, { request });
  if (!loaded) return redirectWithCookies(back, []);
  const { auth, session } = loaded;
  if (auth.service.getViewer(session).isAuthenticated) return redirectWithCookies('/', []);
  const start = await auth.service.beginSignIn(session, returnTo);
  return redirectWithCookies(start.kind === 'redirect' ? start.to : back, start.setCookie);
}

/** `POST /auth/callback`: the provider's form_post; signed in → the page asked for, else `/auth`. */
export async function completeSignIn(services: SiteServices, request: Request): Promise<Response> {
  const loaded = await loadIntranetSession(services, { request });
  if (!loaded) return redirectWithCookies(AUTH_PATH, []);
  const form = await readForm(request);
  const result = await loaded.auth.service.completeSignIn(loaded.session, form);
  return redirectWithCookies(result.redirectTo, result.setCookie);
}

/** `POST /auth/sign-out`: ends the session here and at the provider, then `/auth?signedOut`. */
export async function signOut(services: SiteServices, request: Request): Promise<Response> {
  const loaded = await loadIntranetSession(services, { request });
  if (!loaded) return redirectWithCookies(`${AUTH_PATH}?signedOut`, []);
  try {
    const result = await loaded.auth.service.signOut(loaded.session);
    return redirectWithCookies(result.redirectTo, result.setCookie);
  } catch (error) {
    services.logger.error(
      { section: 'Intranet sign-in', ...describeError(error) },
      'Sign-out failed',
    );
    // The cookie goes regardless: a visitor who asked to sign out must not stay signed in here.
    const cleared = await loaded.auth.sessions.destroy(loaded.session).catch(() => []);
    return redirectWithCookies(`${AUTH_PATH}?signedOut`, cleared);
  }
}
