import type { DirectoryPort } from '@district/data/ports';
import { createMemorySharedStore } from '@district/data/shared-store/create-shared-store';
import { describe, expect, it } from 'vitest';
import { createAuthService, isIdentityLibraryMissing, safeReturnTo } from './auth-service';
import type { MsalClient } from './msal-client';
import { createSessionManager } from './session';

/** An msal client whose every call fails the way a missing identity library does. */
function brokenMsal(message: string): MsalClient {
  const fail = async (): Promise<never> => {
    throw new ReferenceError(message);
  };
  return {
    createPkcePair: fail,
    authorizationUrl: fail,
    redeemCode: fail,
    acquireTokenSilent: fail,
    clearTokenCache: async () => {},
    endSessionUrl: () => null,
  };
}

const unusedDirectory: DirectoryPort = {
  getProfile: async () => {
    throw new Error('not called');
  },
  getMemberOf: async () => {
    throw new Error('not called');
  },
};

function service(msal: MsalClient) {
  const logged: unknown[][] = [];
  const sessions = createSessionManager(createMemorySharedStore(), {
    secret: 'a-test-session-secret-of-at-least-32-chars',
    cookieName: 'mvsd-session',
  });
  const auth = createAuthService({
    sessions,
    msal,
    directory: unusedDirectory,
    brand: 'mvsd',
    postLogoutRedirectUri: 'http://127.0.0.1/auth?signedOut',
    logger: { error: (...args) => logged.push(args), warn: () => {}, info: () => {} },
  });
  return { auth, sessions, logged };
}

describe('sign-in errors', () => {
  it('aborts sign-in when the identity library is not defined, for good', async () => {
    const { auth, sessions, logged } = service(brokenMsal('msalInstance is not defined'));
    const session = await sessions.load(null);
    const first = await auth.beginSignIn(session, '/');
    expect(first).toMatchObject({ kind: 'error', error: { retryable: false } });
    expect(logged).toHaveLength(1);
    expect(auth.getViewer(session)).toMatchObject({
      isAuthenticated: false,
      authProcessComplete: true,
      error: { retryable: false },
    });
    // Asking again does not even try: the sign-in stays aborted.
    const second = await auth.beginSignIn(session, '/');
    expect(second.kind).toBe('error');
    expect(logged).toHaveLength(1);
  });

  it('keeps other failures retryable', async () => {
    const { auth, sessions } = service(brokenMsal('network down'));
    const session = await sessions.load(null);
    const start = await auth.beginSignIn(session, '/');
    expect(start).toMatchObject({
      kind: 'error',
      error: { message: 'Sign-in failed.', retryable: true },
    });
  });

  it('recognises the messages that mean the identity library is missing', () => {
    expect(isIdentityLibraryMissing(new ReferenceError('msal is not defined'))).toBe(true);
    expect(isIdentityLibraryMissing(new Error('msalInstance is not defined'))).toBe(true);
    expect(
      isIdentityLibraryMissing(new Error('ConfidentialClientApplication is not defined')),
    ).toBe(true);
    expect(isIdentityLibraryMissing(new Error('user is not defined'))).toBe(false);
    expect(isIdentityLibraryMissing(new Error('invalid_grant'))).toBe(false);
  });
});

describe('return address after sign-in', () => {
  it.each([
    ['/announcements/spring?x=1#top', '/announcements/spring?x=1#top'],
    [null, '/'],
    ['', '/'],
    ['https://evil.example/', '/'],
    ['//evil.example/', '/'],
    ['/\\evil.example', '/'],
    ['/auth', '/'],
    ['/auth/callback', '/'],
    ['/authors', '/authors'],
    // Dot segments and tabs the URL parser removes must not leave a protocol-relative address.
    ['/.//evil.example/x', '/'],
    ['/a/..//evil.example', '/'],
    ['/%2e//evil.example', '/'],
    ['/\t/evil.example', '/'],
    ['/news/../about-us', '/about-us'],
  ])('%s → %s', (raw, expected) => {
    expect(safeReturnTo(raw)).toBe(expected);
  });
});
