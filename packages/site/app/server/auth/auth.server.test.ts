import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FakeBrowser, readForm } from '@district/auth/testing/fake-browser';
import { INTRANET_ORGANIZATION_ID } from '@district/core/org/org-config';
import { createDemoContent } from '@district/demo-content/content';
import { DEMO_INTRANET_ORGANIZATION } from '@district/demo-content/organizations';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const {
  assertIntranetSignInConfigured,
  authPageState,
  closeIntranetAuth,
  completeSignIn,
  getIntranetAuth,
  identityProviderOrigin,
  intranetOrigin,
  intranetViewer,
  startSignIn,
  needsDirectoryRefresh,
  returnPath,
  servicesForSignedOutVisitor,
  DIRECTORY_REFRESH_MS,
} = await import('./auth.server');
const { demoOrgConfig, embeddedContent, testServices } = await import('../testing/site-services');

/** The intranet's services, as `apps/intranet` makes them: its organization, the demo content. */
const SITE = testServices({
  org: demoOrgConfig(DEMO_INTRANET_ORGANIZATION.id, DEMO_INTRANET_ORGANIZATION.title),
  content: embeddedContent(createDemoContent({ now: new Date() })),
});
const INTRANET_ORG = SITE.org;

/**
 * A minimal site over node:http that calls this module the way the routes do: `POST /auth`
 * starts sign-in, `POST /auth/callback` completes it, and any other page answers its viewer.
 * The process's one sign-in is created with this server's origin, so the development provider
 * redirects back here.
 */
let server: Server;
let ORIGIN = '';

beforeAll(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = req.method === 'POST' ? Buffer.concat(chunks) : undefined;
    const request = new Request(new URL(req.url ?? '/', ORIGIN), {
      method: req.method,
      headers: req.headers as Record<string, string>,
      body,
    });
    let response: Response;
    try {
      const path = new URL(request.url).pathname;
      if (path === '/auth' && request.method === 'POST') {
        const form = await request.formData();
        response = await startSignIn(SITE, request, String(form.get('returnTo') ?? '/'));
      } else if (path === '/auth/callback' && request.method === 'POST') {
        response = await completeSignIn(SITE, request);
      } else {
        response = Response.json(
          await intranetViewer(SITE, request, { api: path.startsWith('/api/') }),
        );
      }
    } catch (thrownResponse) {
      response = thrownResponse as Response;
    }
    for (const [name, value] of response.headers) {
      if (name !== 'set-cookie') res.setHeader(name, value);
    }
    res.setHeader('set-cookie', response.headers.getSetCookie());
    res.writeHead(response.status);
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  ORIGIN = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await closeIntranetAuth();
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
  vi.restoreAllMocks();
});

/** A browser signed in as `login` on the home page, and the process's sign-in. */
async function signedIn(login: string) {
  const browser = new FakeBrowser();
  await signIn(browser, login, '/');
  return { browser, auth: await getIntranetAuth(SITE, new Request(ORIGIN)) };
}

/** Signs in at the development provider (any password) and returns the page landed on. */
async function signIn(browser: FakeBrowser, login: string, returnTo: string) {
  const loginPage = await browser.post(`${ORIGIN}/auth`, { returnTo });
  const loginForm = readForm(loginPage);
  const consent = await browser.post(loginForm.action, {
    ...loginForm.fields,
    login,
    password: 'x',
  });
  const consentForm = readForm(consent);
  const formPost = await browser.post(consentForm.action, consentForm.fields);
  const callback = readForm(formPost);
  return browser.post(callback.action, callback.fields);
}

/** What a loader throws, as the Response it is. */
async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error('expected the guard to throw a response');
}

describe('start-up check', () => {
  const configured = {
    AUTH_CLIENT_ID: 'client',
    AUTH_CLIENT_SECRET: 'secret',
    AUTH_AUTHORITY: 'https://login.microsoftonline.com/tenant',
    SESSION_SECRET: 'x'.repeat(32),
  };

  it('refuses a production intranet without AUTH_*, naming the missing variables', () => {
    expect(() => assertIntranetSignInConfigured({ NODE_ENV: 'production' }, INTRANET_ORG)).toThrow(
      'Intranet sign-in is not configured: missing AUTH_CLIENT_ID, AUTH_CLIENT_SECRET, AUTH_AUTHORITY, SESSION_SECRET (the bundled development identity provider is refused when NODE_ENV=production).',
    );
    expect(() =>
      assertIntranetSignInConfigured(
        { ...configured, SESSION_SECRET: '', NODE_ENV: 'production' },
        INTRANET_ORG,
      ),
    ).toThrow('missing SESSION_SECRET');
  });

  it('lets a configured production intranet and a development one start', () => {
    expect(() =>
      assertIntranetSignInConfigured({ ...configured, NODE_ENV: 'production' }, INTRANET_ORG),
    ).not.toThrow();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(() =>
      assertIntranetSignInConfigured({ NODE_ENV: 'development' }, INTRANET_ORG),
    ).not.toThrow();
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('DEVELOPMENT-ONLY identity provider'),
    );
    warn.mockRestore();
  });

  it('does not concern a public organization, whose build leaves the identity library out', () => {
    const publicSite = {
      NODE_ENV: 'production',
      ORGANIZATION_ID: '6f1b2c3d-0000-4000-8000-000000000101',
    };
    expect(() => assertIntranetSignInConfigured(publicSite, INTRANET_ORG)).not.toThrow();
    expect(() => assertIntranetSignInConfigured(publicSite, INTRANET_ORG, false)).not.toThrow();
  });

  it('refuses to run a build without the identity library as the intranet', () => {
    expect(() =>
      assertIntranetSignInConfigured(
        { ...configured, NODE_ENV: 'production' },
        INTRANET_ORG,
        false,
      ),
    ).toThrow(
      "This build leaves out the intranet's identity library (msal-node): build the intranet with districtSite({ intranet: true }) in its vite.config.ts.",
    );
  });
});

describe('return path', () => {
  it('keeps the path and query, without single-fetch parameters', () => {
    expect(returnPath(new URL(`${ORIGIN}/search?q=budget&_routes=routes%2Fsearch`))).toBe(
      '/search?q=budget',
    );
    expect(returnPath(new URL(`${ORIGIN}/stories`))).toBe('/stories');
  });
});

describe('directory refresh', () => {
  it('re-reads groups of a signed-in session once they are older than the refresh interval', () => {
    const now = 10 * DIRECTORY_REFRESH_MS;
    expect(needsDirectoryRefresh({ isAuthenticated: true, directoryReadAt: now - 1000 }, now)).toBe(
      false,
    );
    expect(
      needsDirectoryRefresh(
        { isAuthenticated: true, directoryReadAt: now - DIRECTORY_REFRESH_MS },
        now,
      ),
    ).toBe(true);
    expect(needsDirectoryRefresh({ isAuthenticated: true, directoryReadAt: null }, now)).toBe(true);
    expect(needsDirectoryRefresh({ isAuthenticated: false, directoryReadAt: null }, now)).toBe(
      false,
    );
  });

  it('waits out the back-off the library recorded after a failed refresh (Graph or provider down)', () => {
    const now = 10 * DIRECTORY_REFRESH_MS;
    const failed = {
      isAuthenticated: true,
      directoryReadAt: now - 2 * DIRECTORY_REFRESH_MS,
      directoryRetry: { failures: 1, notBefore: now + 60_000 },
    };
    expect(needsDirectoryRefresh(failed, now)).toBe(false);
    expect(needsDirectoryRefresh(failed, now + 59_999)).toBe(false);
    expect(needsDirectoryRefresh(failed, now + 60_000)).toBe(true);
  });
});

describe('services of a signed-out visitor', () => {
  it('give the organization and no intranet content', async () => {
    const services = SITE;
    const restricted = servicesForSignedOutVisitor(services);
    const organizations = await restricted.cms.getOrganizations();
    expect(organizations.some((o) => o.id === INTRANET_ORGANIZATION_ID)).toBe(true);
    // The unrestricted services do hold intranet content, so the comparison means something.
    expect((await services.cms.getMenus(INTRANET_ORGANIZATION_ID)).length).toBeGreaterThan(0);
    expect(await restricted.cms.getMenus(INTRANET_ORGANIZATION_ID)).toEqual([]);
    expect(await restricted.cms.getPageByPath(INTRANET_ORGANIZATION_ID, '/')).toBeNull();
    expect(await restricted.cms.listPages(INTRANET_ORGANIZATION_ID)).toEqual([]);
    const query = { index: 'messages', keywords: '*', top: 10 } as never;
    expect((await restricted.search.search(query)).hits).toEqual([]);
  });
});

describe('intranet guard', () => {
  it('redirects a page request without a session to /auth, with the page to come back to', async () => {
    const response = await thrown(
      intranetViewer(SITE, new Request(`${ORIGIN}/search?q=budget`), { api: false }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/auth?returnTo=%2Fsearch%3Fq%3Dbudget');
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('answers 401 to an API request without a session', async () => {
    const response = await thrown(
      intranetViewer(SITE, new Request(`${ORIGIN}/api/notifications`), { api: true }),
    );
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Sign-in required' });
  });

  it('lets a signed-out visitor reach /auth, and only /auth, as signed out', async () => {
    const viewer = await intranetViewer(SITE, new Request(`${ORIGIN}/auth?returnTo=%2F`), {
      api: false,
    });
    expect(viewer).toEqual({
      isAuthenticated: false,
      authProcessComplete: false,
      isInLeadershipGroup: false,
      displayName: null,
    });
    const below = await thrown(
      intranetViewer(SITE, new Request(`${ORIGIN}/auth/anything`), { api: false }),
    );
    expect(below.headers.get('Location')).toBe('/auth?returnTo=%2Fauth%2Fanything');
  });

  it('ignores a forged session cookie', async () => {
    const request = new Request(`${ORIGIN}/`, { headers: { Cookie: 'mvsd-session=forged' } });
    const response = await thrown(intranetViewer(SITE, request, { api: false }));
    expect(response.headers.get('Location')).toBe('/auth');
  });

  it('answers a signed-in viewer, with the leadership flag from the directory groups', {
    timeout: 20_000,
  }, async () => {
    const leader = new FakeBrowser();
    const landed = await signIn(leader, 'leader@meadowlarkvalley.org', '/stories?page=1');
    expect(landed.url).toBe(`${ORIGIN}/stories?page=1`);
    expect(JSON.parse(landed.body)).toEqual({
      isAuthenticated: true,
      authProcessComplete: true,
      isInLeadershipGroup: true,
      displayName: 'Dana Whitfield',
    });
    const teacher = new FakeBrowser();
    const teacherPage = await signIn(teacher, 'teacher@meadowlarkvalley.org', '/');
    expect(JSON.parse(teacherPage.body)).toMatchObject({
      isAuthenticated: true,
      isInLeadershipGroup: false,
      displayName: 'Sam Ortega',
    });
    // Signed in, `/auth` sends the visitor home.
    const auth = await leader.request(`${ORIGIN}/auth`, { method: 'GET' });
    expect(auth.status).toBe(302);
    expect(auth.headers.get('location')).toBe('/');
  });

  it('reads the session once for all the loaders of a request, each with its own Request copy', {
    timeout: 20_000,
  }, async () => {
    const { browser, auth } = await signedIn('teacher@meadowlarkvalley.org');
    const load = vi.spyOn(auth.sessions, 'load');
    try {
      // As Remix calls the root and the page loader: two copies of the Request, one load context.
      const loadContext = {};
      const copy = () =>
        new Request(`${ORIGIN}/`, { headers: { Cookie: browser.cookieHeader(`${ORIGIN}/`) } });
      const [root, page] = await Promise.all([
        intranetViewer(SITE, copy(), { api: false, loadContext }),
        intranetViewer(SITE, copy(), { api: false, loadContext }),
      ]);
      expect(root).toMatchObject({ isAuthenticated: true, displayName: 'Sam Ortega' });
      expect(page).toEqual(root);
      expect(load).toHaveBeenCalledTimes(1);
      // Another request reads it again.
      await intranetViewer(SITE, copy(), { api: false, loadContext: {} });
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      load.mockRestore();
    }
  });

  it('reads the groups again, silently, once they are older than the refresh interval', {
    timeout: 20_000,
  }, async () => {
    const { browser, auth } = await signedIn('leader@meadowlarkvalley.org');
    const readAt = async () =>
      (await auth.sessions.load(browser.cookieHeader(`${ORIGIN}/`))).data.directoryReadAt;
    const first = await readAt();
    expect(first).not.toBeNull();

    await browser.get(`${ORIGIN}/`);
    expect(await readAt()).toBe(first);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + DIRECTORY_REFRESH_MS + 1000 });
    try {
      const page = await browser.get(`${ORIGIN}/`);
      expect(JSON.parse(page.body)).toMatchObject({
        isAuthenticated: true,
        isInLeadershipGroup: true,
      });
      expect(await readAt()).toBeGreaterThan(first as number);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('sign-in callback', () => {
  const MISMATCH = 'The sign-in response does not match a sign-in started in this browser.';

  it('sets no cookie for a callback that belongs to no sign-in, and names the error by a fixed code', async () => {
    const response = await completeSignIn(
      SITE,
      new Request(`${ORIGIN}/auth/callback`, {
        method: 'POST',
        body: new URLSearchParams({ code: 'forged', state: 'forged' }),
      }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/auth?error=sign-in-mismatch');
    expect(response.headers.getSetCookie()).toEqual([]);
    const state = await authPageState(SITE, new Request(`${ORIGIN}/auth?error=sign-in-mismatch`));
    expect(state).toMatchObject({ view: 'error', error: { message: MISMATCH, retryable: true } });
    // Only known codes, in our words: nothing of the address is ever shown.
    const unknown = await authPageState(
      SITE,
      new Request(`${ORIGIN}/auth?error=%3Cb%3Ehi%3C%2Fb%3E`),
    );
    expect(unknown).toMatchObject({ view: 'sign-in', error: null });
  });

  it('keeps a signed-in session when another site posts a callback (no forced sign-out)', {
    timeout: 20_000,
  }, async () => {
    const { browser } = await signedIn('teacher@meadowlarkvalley.org');
    const cookie = browser.cookie('mvsd-session');
    const page = await browser.post(
      `${ORIGIN}/auth/callback`,
      { code: 'forged', state: 'forged' },
      { crossSite: true },
    );
    expect(browser.cookie('mvsd-session')).toBe(cookie);
    expect(page.url).toBe(`${ORIGIN}/`);
    expect(JSON.parse(page.body)).toMatchObject({
      isAuthenticated: true,
      displayName: 'Sam Ortega',
    });
  });
});

const INTRANET = DEMO_INTRANET_ORGANIZATION;

function services(content = embeddedContent(createDemoContent({ now: new Date() }))) {
  return testServices({ org: demoOrgConfig(INTRANET.id, INTRANET.title), content });
}

describe('the intranet’s origin for sign-in', () => {
  it('is the organization’s website, whatever host the first request names', async () => {
    const site = services();
    for (const asked of ['https://evil.example/', 'http://insider.meadowlarkvalley.org/auth']) {
      expect(await intranetOrigin(site, new Request(asked))).toBe(INTRANET.website);
    }
  });

  it('is the request’s own on a loopback host, for development and tests', async () => {
    const site = services();
    expect(await intranetOrigin(site, new Request('http://127.0.0.1:3004/auth'))).toBe(
      'http://127.0.0.1:3004',
    );
    expect(await intranetOrigin(site, new Request('http://localhost:3004/'))).toBe(
      'http://localhost:3004',
    );
  });

  it('is the organization’s website in production, even for a request naming a loopback host', async () => {
    const site = testServices({
      org: demoOrgConfig(INTRANET.id, INTRANET.title),
      content: embeddedContent(createDemoContent({ now: new Date() })),
      env: { NODE_ENV: 'production' },
    });
    // `Host: localhost` is the client's to write: in production it must not pin every sign-in's
    // redirect address to https://localhost/ for the life of the process.
    for (const asked of ['https://localhost/auth', 'http://127.0.0.1:3004/', 'http://[::1]/']) {
      expect(await intranetOrigin(site, new Request(asked))).toBe(INTRANET.website);
    }
  });

  it('falls back to the request’s, and says so, when the CMS cannot tell', async () => {
    const content = embeddedContent(createDemoContent({ now: new Date() }));
    const site = services({
      ...content,
      cms: { ...content.cms, getOrganizations: () => Promise.reject(new Error('CMS down')) },
    });
    expect(await intranetOrigin(site, new Request('https://insider.example.org/'))).toBe(
      'https://insider.example.org',
    );
    expect(site.logger.entries.some((e) => e.level === 'warn')).toBe(true);
  });
});

describe('the identity provider’s origin (the form-action of intranet documents)', () => {
  it('is the configured authority’s', () => {
    expect(
      identityProviderOrigin({
        authority: 'https://login.microsoftonline.com/contoso.onmicrosoft.com/v2.0',
      }),
    ).toBe('https://login.microsoftonline.com');
  });

  it('is the development provider’s once it has started, where the sign-in post redirects', async () => {
    const auth = await getIntranetAuth(SITE, new Request(ORIGIN));
    const origin = identityProviderOrigin(null);
    expect(origin).toBe(new URL(auth.development?.issuer ?? 'http://missing.invalid').origin);
    const start = await startSignIn(SITE, new Request(`${ORIGIN}/auth`, { method: 'POST' }), '/');
    expect(new URL(start.headers.get('location') ?? '', ORIGIN).origin).toBe(origin);
  });
});

describe('directory outage', () => {
  it('makes one page view of the process wait on the failing directory, not one per session', {
    timeout: 20_000,
  }, async () => {
    const first = await signedIn('staff1@meadowlarkvalley.org');
    const second = await signedIn('staff2@meadowlarkvalley.org');
    const { auth } = first;
    const session = (browser: FakeBrowser) =>
      auth.sessions.load(browser.cookieHeader(`${ORIGIN}/`));
    const readAt = (await session(second.browser)).data.directoryReadAt;
    // The services' logger is the one every sign-in line goes through.
    const { logger } = SITE;
    const errors = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const warned = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    // The development Graph stand-in (and provider) stop answering.
    await auth.close();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + DIRECTORY_REFRESH_MS + 1000 });
    try {
      for (const browser of [first.browser, second.browser, second.browser]) {
        const page = await browser.get(`${ORIGIN}/`);
        expect(JSON.parse(page.body)).toMatchObject({ isAuthenticated: true });
      }
      expect((await session(first.browser)).data.directoryRetry).not.toBeNull();
      // Nothing was called for the second session: nothing failed, and nothing was read.
      expect((await session(second.browser)).data).toMatchObject({
        directoryRetry: null,
        directoryReadAt: readAt,
      });
      const breakerOpened = warned.mock.calls.filter(([, message]) =>
        String(message).includes('circuit breaker open'),
      );
      expect(breakerOpened).toEqual([
        [expect.objectContaining({ section: 'Intranet sign-in' }), expect.any(String)],
      ]);
    } finally {
      vi.useRealTimers();
      errors.mockRestore();
      warned.mockRestore();
      // Its servers are stopped already (the second stop fails); the next test starts afresh.
      await closeIntranetAuth().catch(() => undefined);
    }
  });
});
