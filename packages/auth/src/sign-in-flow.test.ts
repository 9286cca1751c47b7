import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeBrowser, type Page, readForm } from './testing/fake-browser';
import { startTestSite, type TestSite } from './testing/test-site';

let site: TestSite;

beforeAll(async () => {
  site = await startTestSite();
});

afterAll(async () => {
  await site?.close();
});

const LEADER = 'leader@meadowlarkvalley.org';
const TEACHER = 'teacher@meadowlarkvalley.org';

/** Drives the provider's login and consent pages up to its form_post page. */
async function signInAtProvider(browser: FakeBrowser, login: string, start = '/'): Promise<Page> {
  const loginPage = await browser.get(`${site.origin}${start}`);
  expect(loginPage.body).toContain('name="login"');
  const loginForm = readForm(loginPage);
  const consentPage = await browser.post(loginForm.action, {
    ...loginForm.fields,
    login,
    password: 'any password',
  });
  const consentForm = readForm(consentPage);
  expect(consentForm.fields.prompt).toBe('consent');
  return browser.post(consentForm.action, consentForm.fields);
}

/** Signs in completely and returns the page the site lands on. */
async function signIn(browser: FakeBrowser, login: string, start = '/'): Promise<Page> {
  const formPost = await signInAtProvider(browser, login, start);
  const callback = readForm(formPost);
  return browser.post(callback.action, callback.fields);
}

/** The server-side session data behind the browser's cookie. */
async function serverSession(browser: FakeBrowser) {
  return site.auth.sessions.load(browser.cookieHeader(`${site.origin}/`));
}

function viewerOf(page: Page) {
  expect(page.status).toBe(200);
  return JSON.parse(page.body).viewer;
}

describe('intranet sign-in with the development identity provider', () => {
  it('asks the provider for the Graph scopes with PKCE S256, form_post and a state', async () => {
    const browser = new FakeBrowser();
    const signInStart = await browser.request(`${site.origin}/auth`, { method: 'GET' });
    expect(signInStart.status).toBe(303);
    const authorize = new URL(signInStart.headers.get('location') ?? '');
    expect(authorize.origin).toBe(site.auth.development?.issuer);
    expect(authorize.searchParams.get('response_mode')).toBe('form_post');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(authorize.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(authorize.searchParams.get('scope')?.split(' ')).toEqual(
      expect.arrayContaining(['User.Read', 'GroupMember.Read.All', 'openid', 'offline_access']),
    );
  });

  it('signs a leadership member in and marks the leadership group', async () => {
    const browser = new FakeBrowser();
    const landing = await signIn(browser, LEADER);
    expect(viewerOf(landing)).toEqual({
      isAuthenticated: true,
      authProcessComplete: true,
      isInLeadershipGroup: true,
      displayName: 'Dana Whitfield',
      error: null,
    });
  });

  it('signs an ordinary staff member in without the leadership group', async () => {
    const browser = new FakeBrowser();
    const viewer = viewerOf(await signIn(browser, TEACHER));
    expect(viewer.isAuthenticated).toBe(true);
    expect(viewer.displayName).toBe('Sam Ortega');
    expect(viewer.isInLeadershipGroup).toBe(false);
    const session = await serverSession(browser);
    expect(session.data.userGroups).toContain('MVSD Insiders Newsletter');
  });

  it('follows @odata.nextLink through every memberOf page', async () => {
    const browser = new FakeBrowser();
    await signIn(browser, LEADER);
    const session = await serverSession(browser);
    // Two groups a page: the insider group is alone on the third page.
    expect(session.data.userGroups).toEqual([
      'All Staff',
      'District Office',
      'Curriculum Committee',
      'Safety Team',
      'MVSD-Insider Leadership Team',
    ]);
    expect(session.data.userProfile?.mail).toBe(LEADER);
  });

  it('signs any other login in as ordinary staff', async () => {
    const browser = new FakeBrowser();
    const viewer = viewerOf(await signIn(browser, 'Substitute@MeadowlarkValley.org'));
    expect(viewer).toMatchObject({
      isAuthenticated: true,
      isInLeadershipGroup: false,
      displayName: 'substitute@meadowlarkvalley.org',
    });
    expect((await serverSession(browser)).data.userGroups).toEqual(['All Staff']);
  });

  it('returns to the page the user first asked for', async () => {
    const browser = new FakeBrowser();
    const landing = await signIn(browser, TEACHER, '/auth?returnTo=%2Fannouncements%2Fspring');
    expect(landing.url).toBe(`${site.origin}/announcements/spring`);
  });

  it('does not let a foreign returnTo redirect off the site', async () => {
    const browser = new FakeBrowser();
    const landing = await signIn(browser, TEACHER, '/auth?returnTo=%2F%2Fevil.example%2F');
    expect(landing.url).toBe(`${site.origin}/`);
  });
});

describe('authorization response checks', () => {
  it('rejects a state that does not match, shows a retry link and logs the error', async () => {
    const browser = new FakeBrowser();
    const callback = readForm(await signInAtProvider(browser, LEADER));
    const errorsBefore = site.logs.filter((line) => line.startsWith('error')).length;
    const page = await browser.post(callback.action, { ...callback.fields, state: 'forged-state' });
    expect(page.url).toBe(`${site.origin}/auth`);
    expect(page.body).toContain(
      'The sign-in response does not match a sign-in started in this browser.',
    );
    expect(page.body).toContain('href="/auth?retry"');
    expect(site.logs.filter((line) => line.startsWith('error')).length).toBeGreaterThan(
      errorsBefore,
    );
    const session = await serverSession(browser);
    expect(session.data.isAuthenticated).toBe(false);
    expect(session.data.authProcessComplete).toBe(true);
  });

  it('shows the provider refusal when the user cancels at the provider', async () => {
    const browser = new FakeBrowser();
    const loginPage = await browser.get(`${site.origin}/`);
    const cancel = /href="([^"]*\/abort)"/.exec(loginPage.body)?.[1];
    expect(cancel).toBeDefined();
    const formPost = await browser.get(new URL(cancel ?? '', loginPage.url).href);
    const callback = readForm(formPost);
    expect(callback.fields.error).toBe('access_denied');
    const page = await browser.post(callback.action, callback.fields);
    expect(page.url).toBe(`${site.origin}/auth`);
    expect(page.body).toContain(
      'The identity provider did not complete the sign-in (access_denied).',
    );
  });

  it('uses a state once: the genuine response after a forged one is refused too', async () => {
    const browser = new FakeBrowser();
    const callback = readForm(await signInAtProvider(browser, LEADER));
    await browser.post(callback.action, { ...callback.fields, state: 'forged-state' });
    const replay = await browser.post(callback.action, callback.fields);
    expect(replay.url).toBe(`${site.origin}/auth?error=sign-in-mismatch`);
    expect(replay.body).toContain(
      'The sign-in response does not match a sign-in started in this browser.',
    );
    expect((await serverSession(browser)).data.isAuthenticated).toBe(false);
  });

  it('refuses a callback from another browser (login CSRF)', async () => {
    const attacker = new FakeBrowser();
    const callback = readForm(await signInAtProvider(attacker, LEADER));
    const victim = new FakeBrowser();
    const page = await victim.post(callback.action, callback.fields);
    // No session of its own to hold the error: a fixed code in the address, shown in our words.
    expect(page.url).toBe(`${site.origin}/auth?error=sign-in-mismatch`);
    expect(page.body).toContain('role="alert"');
    expect(page.body).toContain(
      'The sign-in response does not match a sign-in started in this browser.',
    );
    expect(page.body).toContain('href="/auth?retry"');
    expect(victim.cookie('mvsd-session')).toBeUndefined();
    // The attacker's sign-in was not completed for anyone.
    expect((await serverSession(victim)).data.isAuthenticated).toBe(false);
  });

  it('keeps a signed-in session when another site posts a callback to it (no forced sign-out)', async () => {
    const browser = new FakeBrowser();
    await signIn(browser, TEACHER);
    const cookie = browser.cookie('mvsd-session');
    const attacker = new FakeBrowser();
    const callback = readForm(await signInAtProvider(attacker, LEADER));
    // A page on another site auto-submits the form: the Lax session cookie does not go with it.
    const page = await browser.post(callback.action, callback.fields, { crossSite: true });
    expect(browser.cookie('mvsd-session')).toBe(cookie);
    // Back on /auth still signed in, so sent home as the same person.
    expect(page.url).toBe(`${site.origin}/`);
    expect(viewerOf(page)).toMatchObject({ isAuthenticated: true, displayName: 'Sam Ortega' });
  });

  it('shows a known error code of the address in its own words, and nothing else', async () => {
    const browser = new FakeBrowser();
    const known = await browser.get(`${site.origin}/auth?error=sign-in-mismatch`);
    expect(known.body).toBe(
      '<p role="alert">The sign-in response does not match a sign-in started in this browser.</p> <a href="/auth?retry">Try again</a>',
    );
    // An unknown code is no error: the sign-in starts as usual, and the code is shown nowhere.
    const unknown = await new FakeBrowser().get(
      `${site.origin}/auth?error=%3Cscript%3Ealert(1)%3C%2Fscript%3E`,
    );
    expect(unknown.body).toContain('name="login"');
    expect(unknown.body).not.toContain('<script>');
  });

  it('retries after an error only when asked, so a failing provider never loops', async () => {
    const browser = new FakeBrowser();
    const callback = readForm(await signInAtProvider(browser, TEACHER));
    await browser.post(callback.action, { ...callback.fields, state: 'forged-state' });
    const errorPage = await browser.get(`${site.origin}/auth`);
    expect(errorPage.status).toBe(200);
    expect(errorPage.body).toContain('role="alert"');
    const retried = await browser.get(`${site.origin}/auth?retry`);
    // The provider remembers the login, so the retry goes straight to consent.
    const consent = readForm(retried);
    const formPost = await browser.post(consent.action, consent.fields);
    const landing = await browser.post(readForm(formPost).action, readForm(formPost).fields);
    expect(viewerOf(landing).isAuthenticated).toBe(true);
  });
});

describe('tokens after sign-in', () => {
  it('acquires tokens silently from the session cache, renewing with the refresh token', async () => {
    const browser = new FakeBrowser();
    await signIn(browser, LEADER);
    const before = await serverSession(browser);
    const cached = await site.auth.sessions.store.get(site.auth.sessions.tokenCacheKey(before.id));
    expect(cached).toContain('RefreshToken');

    // From the cache: the access token is still valid, so the cache is not rewritten.
    const fromCache = await browser.post(`${site.origin}/refresh-directory`, {});
    expect(viewerOf(fromCache).isInLeadershipGroup).toBe(true);
    const middle = await serverSession(browser);
    expect(middle.data.directoryReadAt).toBeGreaterThanOrEqual(before.data.directoryReadAt ?? 0);
    expect(await site.auth.sessions.store.get(site.auth.sessions.tokenCacheKey(middle.id))).toBe(
      cached,
    );

    // Renewed: msal redeems the cached refresh token at the provider.
    const page = await browser.post(`${site.origin}/refresh-directory?force`, {});
    expect(viewerOf(page).isInLeadershipGroup).toBe(true);
    const after = await serverSession(browser);
    const renewed = await site.auth.sessions.store.get(site.auth.sessions.tokenCacheKey(after.id));
    expect(renewed).not.toBe(cached);
    expect(site.logs.filter((line) => line.includes('silent token acquisition'))).toEqual([]);
  });

  it('redirects to the provider when silent acquisition needs the user', async () => {
    const browser = new FakeBrowser();
    await signIn(browser, TEACHER);
    const session = await serverSession(browser);
    await site.auth.sessions.store.delete(site.auth.sessions.tokenCacheKey(session.id));
    const response = await browser.request(`${site.origin}/refresh-directory`, { method: 'POST' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toContain(`${site.auth.development?.issuer}/auth?`);
  });
});

describe('sign-out', () => {
  it('ends access, clears the token cache and lands on the signed-out page', async () => {
    const browser = new FakeBrowser();
    await signIn(browser, LEADER);
    const oldCookie = browser.cookieHeader(`${site.origin}/`);
    const session = await serverSession(browser);

    const endSession = await browser.request(`${site.origin}/auth/sign-out`, { method: 'POST' });
    const providerLogout = new URL(endSession.headers.get('location') ?? '');
    expect(providerLogout.origin).toBe(site.auth.development?.issuer);
    expect(providerLogout.searchParams.get('post_logout_redirect_uri')).toBe(
      `${site.origin}/auth?signedOut`,
    );
    expect(
      await site.auth.sessions.store.get(site.auth.sessions.tokenCacheKey(session.id)),
    ).toBeNull();

    const confirm = await browser.get(providerLogout.href);
    const logoutForm = readForm(confirm);
    const signedOut = await browser.post(logoutForm.action, {
      ...logoutForm.fields,
      logout: 'yes',
    });
    expect(signedOut.url).toBe(`${site.origin}/auth?signedOut`);
    expect(signedOut.body).toContain('You have signed out.');

    const replayed = await fetch(`${site.origin}/api/notifications`, {
      headers: { cookie: oldCookie },
    });
    expect(replayed.status).toBe(401);
    const home = await browser.request(`${site.origin}/`, { method: 'GET' });
    expect(home.headers.get('location')).toBe('/auth');
  });
});

describe('guarded requests', () => {
  it('answers 401 to API requests before sign-in and serves them after', async () => {
    const browser = new FakeBrowser();
    const before = await browser.request(`${site.origin}/api/notifications`, { method: 'GET' });
    expect(before.status).toBe(401);
    await signIn(browser, TEACHER);
    const after = await browser.request(`${site.origin}/api/notifications`, { method: 'GET' });
    expect(after.status).toBe(200);
  });

  it('sends a signed-in user from /auth to the home page', async () => {
    const browser = new FakeBrowser();
    await signIn(browser, TEACHER);
    const page = await browser.request(`${site.origin}/auth`, { method: 'GET' });
    expect(page.headers.get('location')).toBe('/');
  });

  it('treats a tampered session cookie as no session', async () => {
    const browser = new FakeBrowser();
    await signIn(browser, LEADER);
    const value = browser.cookie('mvsd-session') ?? '';
    const flipped = `${value.slice(0, 20)}${value[20] === 'A' ? 'B' : 'A'}${value.slice(21)}`;
    browser.setCookieValue('mvsd-session', flipped);
    const page = await browser.request(`${site.origin}/`, { method: 'GET' });
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe('/auth');
  });
});

describe('cookies and responses', () => {
  it('sets HttpOnly, SameSite=Lax session cookies holding no token or profile', async () => {
    const browser = new FakeBrowser();
    const landing = await signIn(browser, LEADER);
    const ours = browser.setCookieHeaders.filter((header) => header.startsWith('mvsd-session='));
    expect(ours.length).toBeGreaterThan(0);
    // Once signed in, the cookie holds an id alone (before, it holds the sign-in in progress).
    const signedIn = ours.at(-1)?.slice('mvsd-session='.length).split(';')[0] ?? '';
    expect(signedIn.length).toBeLessThan(200);
    for (const header of ours) {
      expect(header).toContain('HttpOnly');
      expect(header).toContain('SameSite=Lax');
      expect(header).toContain('Path=/');
      const value = header.slice('mvsd-session='.length).split(';')[0] ?? '';
      expect(value.length).toBeLessThan(1200);
      const decoded = Buffer.from(value, 'base64url').toString('latin1');
      for (const secret of ['Dana', 'Whitfield', 'leader', 'eyJ', 'Insider']) {
        expect(decoded).not.toContain(secret);
        expect(value).not.toContain(secret);
      }
    }
    // The page itself carries the viewer only: no token (JWTs start with eyJ), no e-mail.
    expect(landing.body).not.toContain('eyJ');
    expect(landing.body).not.toContain(LEADER);
  });

  it('serves provider pages without the third-party web font', async () => {
    const browser = new FakeBrowser();
    const loginPage = await browser.get(`${site.origin}/`);
    expect(loginPage.body).toContain('name="login"');
    expect(loginPage.body).not.toContain('fonts.googleapis.com');
  });
});
