/**
 * The intranet sign-in as the site calls it from loaders and actions
 * (docs/behaviour.md#auth-states): start a sign-in, complete it from the provider's form_post, read
 * profile and groups, answer what the site may know about the viewer, and sign out. Tokens never
 * leave this package.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { DirectoryPort } from '@district/data/ports';
import {
  createDirectoryBreaker,
  type DirectoryAttempt,
  directoryRetryDelayMs,
} from './directory-breaker';
import { AUTH_PATH } from './guard';
import { isInLeadershipGroup } from './leadership';
import type { AuthLogger, MsalClient } from './msal-client';
import type { AuthErrorState, Session, SessionManager } from './session';

/** A started sign-in must come back within this time. */
export const SIGN_IN_TIMEOUT_MS = 10 * 60 * 1000;

// The back-off schedule, shared by each session's `directoryRetry` and the process's breaker.
export {
  DIRECTORY_RETRY_FIRST_MS,
  DIRECTORY_RETRY_MAX_MS,
  directoryRetryDelayMs,
} from './directory-breaker';

/** What the site may know about the viewer: no token, no profile beyond the display name. */
export interface Viewer {
  isAuthenticated: boolean;
  authProcessComplete: boolean;
  isInLeadershipGroup: boolean;
  displayName: string | null;
  /** Set after a failed sign-in: the `/auth` page shows it, with a retry link when retryable. */
  error: AuthErrorState | null;
}

/** `beginSignIn`: send the browser to the provider, or show the error. */
export type SignInStart =
  | { kind: 'redirect'; to: string; setCookie: string[] }
  | { kind: 'error'; error: AuthErrorState; setCookie: string[] };

/**
 * `completeSignIn`: go to the page the user asked for, or back to `/auth` to show the error
 * (`/auth?error=<code>` when the error could not be kept in the session: see completeSignIn).
 */
export type SignInCompletion =
  | { kind: 'signed-in'; redirectTo: string; setCookie: string[] }
  | { kind: 'error'; error: AuthErrorState; redirectTo: string; setCookie: string[] };

/**
 * `refreshDirectory`: fresh profile and groups; `unchanged` when the provider or Graph failed
 * (logged; the groups read at sign-in stay; no new attempt before the back-off recorded in
 * `directoryRetry` has passed) or while the process's directory circuit breaker is open (no call
 * made: see directory-breaker.ts); a redirect when the provider needs the user.
 */
export type DirectoryRefresh =
  | { kind: 'refreshed'; setCookie: string[] }
  | { kind: 'unchanged'; setCookie: string[] }
  | { kind: 'redirect'; to: string; setCookie: string[] };

/** The form fields of the provider's authorization response. */
export type CallbackForm = URLSearchParams | FormData | Record<string, string | undefined>;

/** What the service is built from. */
export interface AuthServiceDeps {
  sessions: SessionManager;
  msal: MsalClient;
  directory: DirectoryPort;
  /** The organization's brand prefix (`mvsd`), for `{brand}-insider` groups. */
  brand: string;
  /** Absolute URL the provider returns to after signing out: the site's `/auth?signedOut`. */
  postLogoutRedirectUri: string;
  logger?: AuthLogger;
  now?: () => number;
}

/** The sign-in orchestration. */
export interface AuthService {
  beginSignIn(session: Session, returnTo?: string | null): Promise<SignInStart>;
  completeSignIn(session: Session, formBody: CallbackForm): Promise<SignInCompletion>;
  refreshDirectory(
    session: Session,
    options?: { forceRefresh?: boolean; returnTo?: string },
  ): Promise<DirectoryRefresh>;
  getViewer(session: Session): Viewer;
  signOut(session: Session): Promise<{ redirectTo: string; setCookie: string[] }>;
}

/** Thrown for a callback that does not belong to a sign-in started in this session. */
class SignInMismatchError extends Error {
  override readonly name = 'SignInMismatchError';
}

const SIGN_IN_MISMATCH = 'The sign-in response does not match a sign-in started in this browser.';

/**
 * The errors `/auth?error=<code>` may name: a failed callback that had no session of its own to
 * keep the error in (see completeSignIn). Only these fixed codes are read and only our wording is
 * shown, so the address reflects nothing a third party wrote; a link to one shows a harmless notice.
 */
const SIGN_IN_ERRORS_BY_CODE: ReadonlyMap<string, AuthErrorState> = new Map([
  ['sign-in-mismatch', { message: SIGN_IN_MISMATCH, retryable: true }],
]);

/** The `/auth` address that shows the error of a callback matching no pending sign-in. */
const SIGN_IN_MISMATCH_PATH = `${AUTH_PATH}?error=sign-in-mismatch`;

/** The error a known `?error=` code of the `/auth` address names, else null. */
export function signInErrorFromQuery(search: URLSearchParams): AuthErrorState | null {
  const known = SIGN_IN_ERRORS_BY_CODE.get(search.get('error') ?? '');
  return known ? { ...known } : null;
}

/** Creates the sign-in service. */
export function createAuthService(deps: AuthServiceDeps): AuthService {
  const { sessions, msal, directory, brand } = deps;
  const logger = deps.logger ?? console;
  const now = deps.now ?? Date.now;
  // One per service, and the site makes one service per process.
  const breaker = createDirectoryBreaker({ now, logger });

  /**
   * Any error is logged and completes the auth process; some abort sign-in
   * (docs/behaviour.md#other-failures).
   */
  function fail(session: Session, error: unknown, context: string): AuthErrorState {
    logger.error(`Intranet sign-in failed (${context}):`, error);
    const state: AuthErrorState = isIdentityLibraryMissing(error)
      ? {
          message: 'Sign-in is unavailable: the identity library is not available.',
          retryable: false,
        }
      : { message: userMessage(error), retryable: true };
    session.data.authProcessComplete = true;
    // A stray or forged callback must not sign out someone who is already signed in.
    if (!session.data.isAuthenticated) session.data.error = state;
    return state;
  }

  async function readDirectory(session: Session, accessToken: string): Promise<void> {
    const [profile, groups] = await Promise.all([
      directory.getProfile(accessToken),
      directory.getMemberOf(accessToken),
    ]);
    const userGroups = groups.map((group) => group.displayName);
    session.data.userProfile = profile;
    session.data.userGroups = userGroups;
    session.data.isInLeadershipGroup = isInLeadershipGroup(userGroups, brand);
    session.data.directoryReadAt = now();
    session.data.directoryRetry = null;
  }

  const service: AuthService = {
    async beginSignIn(session, returnTo) {
      if (session.data.error && !session.data.error.retryable) {
        return {
          kind: 'error',
          error: session.data.error,
          setCookie: await sessions.commit(session),
        };
      }
      try {
        const pkce = await msal.createPkcePair();
        const state = randomToken();
        const nonce = randomToken();
        const to = await msal.authorizationUrl({ state, nonce, codeChallenge: pkce.challenge });
        session.data.pendingSignIn = {
          state,
          nonce,
          codeVerifier: pkce.verifier,
          returnTo: safeReturnTo(returnTo),
          startedAt: now(),
        };
        session.data.error = null;
        session.data.authProcessComplete = false;
        return { kind: 'redirect', to, setCookie: await sessions.commit(session) };
      } catch (error) {
        const state = fail(session, error, 'starting sign-in');
        return { kind: 'error', error: state, setCookie: await sessions.commit(session) };
      }
    },

    async completeSignIn(session, formBody) {
      const form = readForm(formBody);
      const pending = session.data.pendingSignIn;
      if (!pending) {
        // Nothing of this session is touched or committed. The provider's form_post is a
        // cross-site POST: it carries the transaction cookie of a sign-in started here, never the
        // SameSite=Lax session cookie. Without a pending sign-in, `session` is most often a fresh
        // one made for this request, and committing it would replace the browser's real session
        // cookie: any web page could sign a person out with one auto-submitted form. The error
        // travels instead as a fixed code in the redirect (`/auth?error=sign-in-mismatch`), which
        // `/auth` shows in our own words to whoever really started a sign-in elsewhere; a
        // signed-in person is sent home from `/auth` as before.
        logger.error(
          'Intranet sign-in failed (completing sign-in):',
          new SignInMismatchError(`${SIGN_IN_MISMATCH} (no sign-in is pending in this session)`),
        );
        return {
          kind: 'error',
          error: { message: SIGN_IN_MISMATCH, retryable: true },
          redirectTo: SIGN_IN_MISMATCH_PATH,
          setCookie: [],
        };
      }
      // Single use: whatever happens next, this sign-in cannot be completed twice.
      session.data.pendingSignIn = null;
      try {
        if (!form.state || !sameSecret(form.state, pending.state)) {
          throw new SignInMismatchError(SIGN_IN_MISMATCH);
        }
        if (now() - pending.startedAt > SIGN_IN_TIMEOUT_MS) {
          throw new SignInMismatchError('The sign-in took too long and has expired.');
        }
        if (form.error) {
          throw new ProviderRefusal(form.error, form.error_description);
        }
        if (!form.code) throw new SignInMismatchError('The sign-in response carries no code.');

        // A new session id once signed in, so an id planted before sign-in is worthless.
        await sessions.rotate(session);
        const { accessToken, homeAccountId } = await msal.redeemCode(session.id, {
          code: form.code,
          state: form.state,
          nonce: pending.nonce,
          codeVerifier: pending.codeVerifier,
        });
        await readDirectory(session, accessToken);
        session.data.homeAccountId = homeAccountId;
        session.data.isAuthenticated = true;
        session.data.authProcessComplete = true;
        session.data.error = null;
        return {
          kind: 'signed-in',
          redirectTo: pending.returnTo,
          setCookie: await sessions.commit(session),
        };
      } catch (error) {
        const state = fail(session, error, 'completing sign-in');
        return {
          kind: 'error',
          error: state,
          redirectTo: AUTH_PATH,
          setCookie: await sessions.commit(session),
        };
      }
    },

    async refreshDirectory(session, options = {}) {
      const { homeAccountId, directoryRetry } = session.data;
      // During an outage of Graph or the provider, every page view would otherwise try again:
      // slow pages for everyone, and a thundering herd on the service as it recovers.
      if (directoryRetry && now() < directoryRetry.notBefore) {
        return { kind: 'unchanged', setCookie: [] };
      }
      // The same for every other session: once one refresh has met an outage, none calls until
      // the breaker lets a probe through. Without an account there is nothing to call.
      let attempt: DirectoryAttempt | null = null;
      if (homeAccountId) {
        attempt = breaker.attempt();
        if (!attempt) return { kind: 'unchanged', setCookie: [] };
      }
      try {
        if (homeAccountId) {
          const silent = await msal.acquireTokenSilent(session.id, homeAccountId, {
            forceRefresh: options.forceRefresh ?? false,
          });
          if (silent.kind === 'token') {
            await readDirectory(session, silent.accessToken);
            attempt?.succeeded();
            return { kind: 'refreshed', setCookie: await sessions.commit(session) };
          }
          attempt?.released();
          logger.info(`Silent token acquisition needs the user (${silent.reason}).`);
        }
      } catch (error) {
        fail(session, error, 'silent token acquisition');
        attempt?.failed(error);
        const failures = (directoryRetry?.failures ?? 0) + 1;
        const delay = directoryRetryDelayMs(failures);
        session.data.directoryRetry = { failures, notBefore: now() + delay };
        logger.warn(
          `Directory refresh failed ${failures} time(s) in a row; the next attempt is not before ${delay / 1000} s from now.`,
        );
        return { kind: 'unchanged', setCookie: await sessions.commit(session) };
      }
      // When the provider says interaction is needed, acquire the token by redirect
      // (docs/behaviour.md#auth-states).
      session.data.isAuthenticated = false;
      session.data.homeAccountId = null;
      const start = await service.beginSignIn(session, options.returnTo ?? '/');
      return start.kind === 'redirect'
        ? start
        : { kind: 'redirect', to: AUTH_PATH, setCookie: start.setCookie };
    },

    getViewer(session) {
      const { data } = session;
      return {
        isAuthenticated: data.isAuthenticated,
        authProcessComplete: data.authProcessComplete,
        isInLeadershipGroup: data.isAuthenticated && data.isInLeadershipGroup,
        displayName: data.isAuthenticated ? (data.userProfile?.displayName ?? null) : null,
        error: data.error,
      };
    },

    async signOut(session) {
      const endSession = msal.endSessionUrl(deps.postLogoutRedirectUri);
      await msal.clearTokenCache(session.id);
      const setCookie = await sessions.destroy(session);
      return { redirectTo: endSession ?? `${AUTH_PATH}?signedOut`, setCookie };
    },
  };
  return service;
}

/** The provider answered the authorization request with an OAuth error. */
class ProviderRefusal extends Error {
  override readonly name = 'ProviderRefusal';
  constructor(
    readonly code: string,
    description: string | undefined,
  ) {
    super(`${code}${description ? `: ${description}` : ''}`);
  }
}

/**
 * An error saying the identity library or its application object is not defined stops sign-in
 * (docs/behaviour.md#other-failures; the original's `msal is not defined` /
 * `msalInstance is not defined`).
 */
export function isIdentityLibraryMissing(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /\b(msal\w*|ConfidentialClientApplication|identity library|application object)\b.*\bis not defined\b/i.test(
    message,
  );
}

/** A message safe to show: our own wording, never a provider's free text or a token. */
function userMessage(error: unknown): string {
  if (error instanceof SignInMismatchError) return error.message;
  if (error instanceof ProviderRefusal && /^[a-z_]+$/.test(error.code)) {
    return `The identity provider did not complete the sign-in (${error.code}).`;
  }
  return 'Sign-in failed.';
}

/** Only a local path may be a post-sign-in destination (no open redirect, no loop via /auth). */
export function safeReturnTo(raw: string | null | undefined): string {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return '/';
  try {
    const url = new URL(raw, 'http://local.invalid');
    if (url.origin !== 'http://local.invalid') return '/';
    // The check above sees the address before the parser resolves its dot segments: `/.//x`,
    // `/a/..//x` and `/%2e//x` come out as `//x`, which a browser reads as another host.
    if (url.pathname.startsWith('//')) return '/';
    if (url.pathname === AUTH_PATH || url.pathname.startsWith(`${AUTH_PATH}/`)) return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}

function readForm(body: CallbackForm): Record<string, string | undefined> {
  const get =
    body instanceof URLSearchParams || body instanceof FormData
      ? (name: string) => {
          const value = body.get(name);
          return typeof value === 'string' ? value : undefined;
        }
      : (name: string) => body[name];
  return {
    code: get('code'),
    state: get('state'),
    error: get('error'),
    error_description: get('error_description'),
  };
}

function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Constant-time comparison of two secrets. */
function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
