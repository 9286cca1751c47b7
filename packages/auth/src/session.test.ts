import { createMemorySharedStore } from '@district/data/shared-store/create-shared-store';
import { describe, expect, it } from 'vitest';
import { createSessionManager, parseCookieHeader } from './session';

const SECRET = 'a-test-session-secret-of-at-least-32-chars';

function manager(options: { secure?: boolean; secret?: string; cookieName?: string } = {}) {
  const store = createMemorySharedStore();
  return createSessionManager(store, {
    secret: options.secret ?? SECRET,
    cookieName: options.cookieName ?? 'mvsd-session',
    secure: options.secure ?? true,
  });
}

/** The Cookie header a browser would send back for these Set-Cookie values. */
function cookieFrom(setCookie: string[]): string {
  return setCookie
    .map((header) => header.split(';')[0] ?? '')
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

/** A sign-in started a moment ago. */
function pendingSignIn() {
  return { state: 's', nonce: 'n', codeVerifier: 'v', returnTo: '/', startedAt: Date.now() };
}

describe('session cookie', () => {
  it('round-trips a session through the encrypted cookie', async () => {
    const sessions = manager();
    const session = await sessions.load(undefined);
    expect(session.isNew).toBe(true);
    session.data.isAuthenticated = true;
    const loaded = await sessions.load(cookieFrom(await sessions.commit(session)));
    expect(loaded.isNew).toBe(false);
    expect(loaded.id).toBe(session.id);
    expect(loaded.data.isAuthenticated).toBe(true);
  });

  it('is HttpOnly, Secure, SameSite=Lax and on Path=/', async () => {
    const sessions = manager();
    const [cookie] = await sessions.commit(await sessions.load(null));
    expect(cookie).toMatch(/^__Host-mvsd-session=[A-Za-z0-9_-]+; /);
    expect(cookie).toContain('; HttpOnly');
    expect(cookie).toContain('; Secure');
    expect(cookie).toContain('; SameSite=Lax');
    expect(cookie).toContain('; Path=/;');
  });

  it('drops Secure only when configured for local http development', async () => {
    const sessions = manager({ secure: false });
    const [cookie] = await sessions.commit(await sessions.load(null));
    expect(cookie).not.toContain('Secure');
    expect(cookie).toContain('SameSite=Lax');
  });

  it('is named __Host- when Secure (Path=/, no Domain), so a sibling subdomain cannot set or shadow it; plain on http', async () => {
    const sessions = manager();
    expect(sessions.cookieName).toBe('__Host-mvsd-session');
    const session = await sessions.load(null);
    session.data.isAuthenticated = true;
    session.data.pendingSignIn = pendingSignIn();
    const [cookie = '', transaction = ''] = await sessions.commit(session);
    // The browser keeps a __Host- cookie only with Secure, Path=/ and no Domain attribute.
    expect(cookie).toMatch(/^__Host-mvsd-session=[A-Za-z0-9_-]+; Path=\/; /);
    expect(cookie).toContain('; Secure');
    expect(cookie.toLowerCase()).not.toContain('domain=');
    // The transaction cookie's Path is the callback, which __Host- forbids: __Secure- instead.
    expect(transaction).toMatch(/^__Secure-mvsd-session-signin=[A-Za-z0-9_-]+; /);
    expect(transaction).toContain('; Secure');
    expect((await sessions.load(cookieFrom([cookie]))).id).toBe(session.id);
    expect((await sessions.load(cookieFrom([transaction]))).id).toBe(session.id);

    // On local http a browser refuses both prefixes (they require Secure): the plain names stay.
    const local = manager({ secure: false });
    expect(local.cookieName).toBe('mvsd-session');
    const [plain = '', plainTransaction = ''] = await local.commit(session);
    expect(plain).toMatch(/^mvsd-session=/);
    expect(plainTransaction).toMatch(/^mvsd-session-signin=/);
  });

  it('does not read a cookie of the unprefixed name on https (an upgrade signs people in again)', async () => {
    const store = createMemorySharedStore();
    const options = { secret: SECRET, cookieName: 'mvsd-session' };
    const before = createSessionManager(store, { ...options, secure: false });
    const session = await before.load(null);
    session.data.isAuthenticated = true;
    const [oldCookie = ''] = await before.commit(session);
    expect(oldCookie).toMatch(/^mvsd-session=/);
    const after = createSessionManager(store, { ...options, secure: true });
    expect((await after.load(cookieFrom([oldCookie]))).isNew).toBe(true);
  });

  it('holds neither the session data nor the session id in readable form', async () => {
    const sessions = manager();
    const session = await sessions.load(null);
    session.data.isAuthenticated = true;
    session.data.userProfile = {
      id: 'x',
      displayName: 'Dana Whitfield',
      mail: 'leader@meadowlarkvalley.org',
      userPrincipalName: null,
      jobTitle: null,
    };
    const [cookie = ''] = await sessions.commit(session);
    const value = cookie.split(';')[0]?.split('=')[1] ?? '';
    const decoded = Buffer.from(value, 'base64url').toString('latin1');
    expect(decoded).not.toContain('Dana');
    expect(decoded).not.toContain(session.id);
    expect(cookie.length).toBeLessThan(300);
  });

  it('keeps a session not signed in yet in its encrypted cookie alone, writing nothing to the store', async () => {
    const store = createMemorySharedStore();
    const sessions = createSessionManager(store, { secret: SECRET, cookieName: 'mvsd-session' });
    const session = await sessions.load(null);
    session.data.pendingSignIn = {
      state: 's'.repeat(43),
      nonce: 'n'.repeat(43),
      codeVerifier: 'v'.repeat(43),
      returnTo: '/leadership/news',
      startedAt: 1,
    };
    const setCookies = await sessions.commit(session);
    expect(store.size).toBe(0);
    // Both cookies carry it (the provider's cross-site POST brings only the transaction cookie).
    for (const name of [sessions.cookieName, sessions.transactionCookieName]) {
      const header = setCookies.find((c) => c.startsWith(`${name}=`)) ?? '';
      const loaded = await sessions.load(header.split(';')[0]);
      expect(loaded.id).toBe(session.id);
      expect(loaded.data.pendingSignIn?.returnTo).toBe('/leadership/news');
      const decoded = Buffer.from(header.split(';')[0]?.split('=')[1] ?? '', 'base64url');
      expect(decoded.toString('latin1')).not.toContain('/leadership/news');
      expect(header.length).toBeLessThan(1200);
    }
  });

  it('never takes a signed-in session from a cookie: the store decides who is signed in', async () => {
    const store = createMemorySharedStore();
    const sessions = createSessionManager(store, { secret: SECRET, cookieName: 'mvsd-session' });
    const session = await sessions.load(null);
    session.data.isAuthenticated = true;
    const cookie = cookieFrom(await sessions.commit(session));
    await store.delete(`session:${session.id}`);
    const loaded = await sessions.load(cookie);
    expect(loaded.data.isAuthenticated).toBe(false);
  });

  it('rejects a tampered cookie', async () => {
    const sessions = manager();
    const session = await sessions.load(null);
    session.data.isAuthenticated = true;
    const [cookie = ''] = await sessions.commit(session);
    const value = cookie.split(';')[0]?.slice(`${sessions.cookieName}=`.length) ?? '';
    const bytes = Buffer.from(value, 'base64url');
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    const loaded = await sessions.load(`${sessions.cookieName}=${bytes.toString('base64url')}`);
    expect(loaded.isNew).toBe(true);
    expect(loaded.data.isAuthenticated).toBe(false);
  });

  it('rejects a cookie sealed with another secret', async () => {
    const store = createMemorySharedStore();
    const ours = createSessionManager(store, { secret: SECRET, cookieName: 'mvsd-session' });
    const theirs = createSessionManager(store, {
      secret: 'another-secret-that-is-also-32-chars-long',
      cookieName: 'mvsd-session',
    });
    const session = await theirs.load(null);
    session.data.isAuthenticated = true;
    const loaded = await ours.load(cookieFrom(await theirs.commit(session)));
    expect(loaded.isNew).toBe(true);
  });

  it('rejects a value moved into a cookie of another name', async () => {
    const sessions = manager();
    const session = await sessions.load(null);
    session.data.isAuthenticated = true;
    const [cookie = ''] = await sessions.commit(session);
    const value = cookie.split(';')[0]?.slice(`${sessions.cookieName}=`.length) ?? '';
    // The sign-in transaction cookie is also accepted, but only with its own sealed value.
    const loaded = await sessions.load(`${sessions.transactionCookieName}=${value}`);
    expect(loaded.isNew).toBe(true);
  });

  it('starts afresh when the server-side state has gone', async () => {
    const sessions = manager();
    const session = await sessions.load(null);
    session.data.isAuthenticated = true;
    const cookie = cookieFrom(await sessions.commit(session));
    await sessions.store.delete(`session:${session.id}`);
    const loaded = await sessions.load(cookie);
    expect(loaded.isNew).toBe(true);
    expect(loaded.id).not.toBe(session.id);
  });

  it('refuses a secret shorter than 32 characters', () => {
    expect(() => manager({ secret: 'short' })).toThrow(
      'SESSION_SECRET must be at least 32 characters long',
    );
  });
});

describe('sign-in transaction cookie', () => {
  it('is sent only to the callback, SameSite=None and Secure, while a sign-in is pending', async () => {
    const sessions = manager();
    const session = await sessions.load(null);
    session.data.pendingSignIn = pendingSignIn();
    const [, transaction = ''] = await sessions.commit(session);
    expect(transaction).toMatch(
      /^__Secure-mvsd-session-signin=[A-Za-z0-9_-]+; Path=\/auth\/callback; Max-Age=600; HttpOnly; Secure; SameSite=None$/,
    );
    // The cross-site form_post carries only this cookie, and it finds the session.
    const loaded = await sessions.load(transaction.split(';')[0]);
    expect(loaded.id).toBe(session.id);
  });

  it('is cleared once no sign-in is pending', async () => {
    const sessions = manager();
    const [, transaction] = await sessions.commit(await sessions.load(null));
    expect(transaction).toMatch(
      /^__Secure-mvsd-session-signin=; Path=\/auth\/callback; Max-Age=0;/,
    );
  });
});

describe('session lifecycle', () => {
  it('rotates the id and carries the token cache along', async () => {
    const sessions = manager();
    const session = await sessions.load(null);
    await sessions.commit(session);
    const oldId = session.id;
    await sessions.store.set(sessions.tokenCacheKey(oldId), '{"cache":1}', 60);
    await sessions.rotate(session);
    expect(session.id).not.toBe(oldId);
    expect(await sessions.store.get(sessions.tokenCacheKey(session.id))).toBe('{"cache":1}');
    expect(await sessions.store.get(sessions.tokenCacheKey(oldId))).toBeNull();
    expect(await sessions.store.get(`session:${oldId}`)).toBeNull();
  });

  it('destroys the server-side state and expires both cookies', async () => {
    const sessions = manager();
    const session = await sessions.load(null);
    session.data.isAuthenticated = true;
    const cookie = cookieFrom(await sessions.commit(session));
    await sessions.store.set(sessions.tokenCacheKey(session.id), 'tokens', 60);
    const oldId = session.id;
    const cleared = await sessions.destroy(session);
    expect(cleared).toHaveLength(2);
    for (const header of cleared) expect(header).toContain('Max-Age=0');
    expect(await sessions.store.get(sessions.tokenCacheKey(oldId))).toBeNull();
    expect((await sessions.load(cookie)).isNew).toBe(true);
  });
});

describe('memory session store', () => {
  it('evicts the least recently used entry beyond its bound', async () => {
    const store = createMemorySharedStore({ maxEntries: 2 });
    await store.set('a', '1', 60);
    await store.set('b', '2', 60);
    await store.get('a');
    await store.set('c', '3', 60);
    expect(await store.get('b')).toBeNull();
    expect(await store.get('a')).toBe('1');
    expect(await store.get('c')).toBe('3');
    expect(store.size).toBe(2);
  });

  it('forgets entries after their time to live', async () => {
    let now = 1_000;
    const store = createMemorySharedStore({ now: () => now });
    await store.set('a', '1', 10);
    now += 9_999;
    expect(await store.get('a')).toBe('1');
    now += 1;
    expect(await store.get('a')).toBeNull();
  });
});

describe('cookie header parsing', () => {
  it('reads names and values and keeps the first of duplicates', () => {
    const cookies = parseCookieHeader('a=1; b=x=y;a=2; junk');
    expect(cookies.get('a')).toBe('1');
    expect(cookies.get('b')).toBe('x=y');
    expect(cookies.size).toBe(2);
  });
});
