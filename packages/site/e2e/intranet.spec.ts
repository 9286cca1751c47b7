import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Page,
  test,
} from '@playwright/test';

/**
 * The staff intranet's sign-in, through the real msal-node code flow against the bundled
 * development identity provider (the intranet runs with AUTH_* unset and NODE_ENV=development;
 * see playwright.config.ts). Accounts: packages/auth/src/dev/demo-accounts.ts; any password.
 */

const ORIGIN = 'http://127.0.0.1:3104';
const LEADER = {
  login: 'leader@meadowlarkvalley.org',
  displayName: 'Dana Whitfield',
  id: '6f1b2c3d-0000-4000-8000-00000000d001',
  jobTitle: 'Assistant Superintendent',
  insiderGroup: 'MVSD-Insider Leadership Team',
};
const TEACHER = {
  login: 'teacher@meadowlarkvalley.org',
  displayName: 'Sam Ortega',
  id: '6f1b2c3d-0000-4000-8000-00000000d002',
  jobTitle: 'Science Teacher',
};

/** Leadership messages of the demo intranet (packages/demo-content/src/messages.ts). */
const LEADERSHIP_ANNOUNCEMENT = {
  title: 'Principal meeting agenda: budget scenarios',
  path: '/announcements/principal-meeting-agenda-budget-scenarios',
};
const LEADERSHIP_STORY = {
  title: 'Leadership update: strategic framework mid-year review',
  path: '/stories/leadership-update-strategic-framework-mid-year-review',
};
const LEADERSHIP_NOTIFICATION = 'Leadership: budget work session materials posted';

/** Text that only the intranet's content carries: none of it may reach a signed-out visitor. */
const INTRANET_CONTENT = [
  'Open enrollment for benefits closes Friday',
  'New time entry system goes live',
  'night custodians',
  LEADERSHIP_ANNOUNCEMENT.title,
  LEADERSHIP_STORY.title,
  LEADERSHIP_NOTIFICATION,
  'human resources forms',
];

/** The provider's pages import a third-party web font; nothing here may leave the machine. */
async function blockThirdPartyFonts(context: BrowserContext): Promise<void> {
  await context.route(/fonts\.(googleapis|gstatic)\.com/, (route) => route.abort());
}

/** Signs in through the provider's login and consent pages, from wherever the site sent us. */
async function signInAtProvider(page: Page, login: string): Promise<void> {
  await page.getByRole('button', { name: 'Sign in with your district account' }).click();
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  // The development provider always asks for consent (offline access: packages/auth README).
  await page.getByRole('button', { name: 'Continue' }).click();
  // The provider's form_post page posts back to /auth/callback, which redirects into the site.
  await page.waitForURL((url) => url.origin === ORIGIN && !url.pathname.startsWith('/auth'));
}

async function signedInPage(context: BrowserContext, login: string, path = '/'): Promise<Page> {
  await blockThirdPartyFonts(context);
  const page = await context.newPage();
  await page.goto(`${ORIGIN}${path}`);
  await expect(page).toHaveURL(/\/auth(\?|$)/);
  await signInAtProvider(page, login);
  return page;
}

/** Whether the search results page lists a title. */
async function searchFinds(page: Page, query: string, title: string): Promise<boolean> {
  await page.goto(`${ORIGIN}/search?q=${encodeURIComponent(query)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  return (await page.getByRole('link', { name: title }).count()) > 0;
}

test.describe('intranet sign-in', () => {
  test('a signed-out visitor is sent to /auth, signs in at the provider and comes back signed in', async ({
    context,
  }) => {
    await blockThirdPartyFonts(context);
    const page = await context.newPage();
    const signInPage = await page.goto(`${ORIGIN}/stories`);
    await expect(page).toHaveURL(`${ORIGIN}/auth?returnTo=%2Fstories`);
    await expect(page.getByText('Development only:')).toBeVisible();
    const formAction = (signInPage?.headers()['content-security-policy'] ?? '')
      .split(';')
      .map((directive) => directive.trim())
      .find((directive) => directive.startsWith('form-action '));

    await page.getByRole('button', { name: 'Sign in with your district account' }).click();
    // The real authorization request: the development provider, code flow with PKCE, form_post.
    await expect(page.getByPlaceholder('Enter any login')).toBeVisible();
    const authorize = new URL(page.url());
    expect(authorize.origin).not.toBe(ORIGIN);
    // The sign-in post's redirect may reach the provider, and no other site (not `https:`).
    expect(formAction).toBe(`form-action 'self' ${authorize.origin}`);
    await page.getByPlaceholder('Enter any login').fill(TEACHER.login);
    await page.getByPlaceholder('and password').fill('any password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(`${ORIGIN}/stories`);
    await expect(page.getByRole('heading', { level: 1, name: 'Stories' })).toBeVisible();
    // Signed in, /auth sends the visitor home instead of showing the sign-in page.
    await page.goto(`${ORIGIN}/auth`);
    await expect(page).toHaveURL(`${ORIGIN}/`);
  });

  test('a leader sees Leadership messages in feeds, search, notifications and by direct link', async ({
    context,
  }) => {
    const page = await signedInPage(context, LEADER.login, '/announcements');
    await expect(page.getByRole('link', { name: LEADERSHIP_ANNOUNCEMENT.title })).toBeVisible();

    expect(await searchFinds(page, 'budget scenarios', LEADERSHIP_ANNOUNCEMENT.title)).toBe(true);

    const detail = await page.goto(`${ORIGIN}${LEADERSHIP_ANNOUNCEMENT.path}`);
    expect(detail?.status()).toBe(200);
    await expect(
      page.getByRole('heading', { level: 1, name: LEADERSHIP_ANNOUNCEMENT.title }),
    ).toBeVisible();
    const story = await page.goto(`${ORIGIN}${LEADERSHIP_STORY.path}`);
    expect(story?.status()).toBe(200);

    const poll = await context.request.get(`${ORIGIN}/api/notifications`);
    expect(poll.status()).toBe(200);
    expect(await poll.text()).toContain(LEADERSHIP_NOTIFICATION);
  });

  test('a staff member outside the leadership group never gets a Leadership message', async ({
    context,
  }) => {
    const page = await signedInPage(context, TEACHER.login, '/announcements');
    await expect(page.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();
    // The feed is there (other intranet announcements), without the Leadership one.
    await expect(
      page.getByRole('link', { name: 'Open enrollment for benefits closes Friday' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: LEADERSHIP_ANNOUNCEMENT.title })).toHaveCount(0);

    await page.goto(`${ORIGIN}/stories`);
    await expect(page.getByRole('heading', { level: 1, name: 'Stories' })).toBeVisible();
    await expect(page.getByRole('link', { name: LEADERSHIP_STORY.title })).toHaveCount(0);

    expect(await searchFinds(page, 'budget scenarios', LEADERSHIP_ANNOUNCEMENT.title)).toBe(false);

    for (const path of [LEADERSHIP_ANNOUNCEMENT.path, LEADERSHIP_STORY.path]) {
      const response = await page.goto(`${ORIGIN}${path}`);
      expect(response?.status(), path).toBe(404);
      // What one member of staff may not see is never kept for another.
      expect(response?.headers()['cache-control'], path).toBe('private, no-store');
      await expect(page.getByText(LEADERSHIP_ANNOUNCEMENT.title)).toHaveCount(0);
    }

    for (const path of ['/api/notifications', '/api/feeds/announcements', '/api/feeds/stories']) {
      const response = await context.request.get(`${ORIGIN}${path}`);
      expect(response.status(), path).toBe(200);
      const body = await response.text();
      for (const text of [
        LEADERSHIP_ANNOUNCEMENT.title,
        LEADERSHIP_STORY.title,
        LEADERSHIP_NOTIFICATION,
      ]) {
        expect(body, `${path} leaks "${text}"`).not.toContain(text);
      }
    }
  });

  test('signing out ends access', async ({ context }) => {
    const page = await signedInPage(context, TEACHER.login);
    // The chrome's "Sign out" control is a plain form posting to /auth/sign-out; this form is the
    // same request, so the test does not depend on where the chrome places it.
    await page.evaluate(() => {
      const form = document.createElement('form');
      form.method = 'post';
      form.action = '/auth/sign-out';
      document.body.append(form);
      form.submit();
    });
    // The development provider asks whether to end its own session too.
    await page.getByRole('button', { name: 'Yes, sign me out' }).click();
    await expect(page).toHaveURL(`${ORIGIN}/auth?signedOut`);
    await expect(page.getByRole('status')).toHaveText('You have signed out.');

    await page.goto(`${ORIGIN}/announcements`);
    await expect(page).toHaveURL(`${ORIGIN}/auth?returnTo=%2Fannouncements`);
    const poll = await context.request.get(`${ORIGIN}/api/notifications`, { maxRedirects: 0 });
    expect(poll.status()).toBe(401);
  });

  test('tokens and the profile reach no HTML, script, data response or readable cookie', async ({
    context,
  }) => {
    const bodies: { url: string; body: string }[] = [];
    context.on('response', async (response) => {
      // The development sign-in page names the demo logins on purpose; everything else is checked.
      if (!response.url().startsWith(ORIGIN) || new URL(response.url()).pathname === '/auth')
        return;
      const type = response.headers()['content-type'] ?? '';
      if (!/html|javascript|json|x-script|text\/plain/.test(type)) return;
      try {
        bodies.push({ url: response.url(), body: await response.text() });
      } catch {
        // Redirects have no body to read.
      }
    });
    const page = await signedInPage(context, LEADER.login);
    await page.goto(`${ORIGIN}/search?q=budget`);
    await page.goto(`${ORIGIN}${LEADERSHIP_ANNOUNCEMENT.path}`);
    await page.waitForLoadState('networkidle');
    // Single-fetch data (client-side navigations) and the JSON routes, with the session cookie.
    for (const path of ['/_root.data', '/announcements.data', '/api/notifications']) {
      const response = await context.request.get(`${ORIGIN}${path}`);
      expect(response.status(), path).toBe(200);
      bodies.push({ url: path, body: await response.text() });
    }

    expect(bodies.length).toBeGreaterThan(3);
    const secrets = [LEADER.login, LEADER.id, LEADER.jobTitle, LEADER.insiderGroup];
    for (const { url, body } of bodies) {
      // A JWT (access or ID token) is three base64url parts, the first starting with `eyJ`.
      expect(body, url).not.toMatch(/eyJ[\w-]{10,}\.[\w-]{10,}\.[\w-]{10,}/);
      for (const secret of secrets) expect(body, `${url} holds "${secret}"`).not.toContain(secret);
    }
    const html = await page.content();
    for (const secret of secrets) expect(html).not.toContain(secret);

    const cookies = await context.cookies(ORIGIN);
    const session = cookies.find((cookie) => cookie.name === 'mvsd-session');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    for (const cookie of cookies.filter((c) => !c.httpOnly)) {
      const value = decodeURIComponent(cookie.value);
      expect(value, cookie.name).not.toMatch(/eyJ[\w-]{10,}/);
      for (const secret of [...secrets, LEADER.displayName])
        expect(value, cookie.name).not.toContain(secret);
    }
    expect(await page.evaluate(() => document.cookie)).not.toContain('mvsd-session');
  });

  test('an error at the provider is shown with a retry, and never loops', async ({ context }) => {
    await blockThirdPartyFonts(context);
    const page = await context.newPage();
    const redirects: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) redirects.push(request.url());
    });
    await page.goto(`${ORIGIN}/`);
    await page.getByRole('button', { name: 'Sign in with your district account' }).click();
    await expect(page.getByPlaceholder('Enter any login')).toBeVisible();
    // A callback that belongs to no sign-in of this browser (a forged or replayed response).
    await page.evaluate((origin) => {
      const form = document.createElement('form');
      form.method = 'post';
      form.action = `${origin}/auth/callback`;
      for (const [name, value] of [
        ['code', 'forged'],
        ['state', 'not-the-state'],
      ]) {
        const input = document.createElement('input');
        input.name = name as string;
        input.value = value as string;
        form.append(input);
      }
      document.body.append(form);
      form.submit();
    }, ORIGIN);
    await expect(page).toHaveURL(`${ORIGIN}/auth`);
    await expect(page.getByRole('alert')).toContainText(
      'The sign-in response does not match a sign-in started in this browser.',
    );
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    // Reloading shows the same page: the sign-in is not restarted by itself.
    const count = redirects.length;
    await page.reload();
    await expect(page.getByRole('alert')).toBeVisible();
    expect(redirects.length).toBe(count + 1);

    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByPlaceholder('Enter any login')).toBeVisible();
  });
});

test.describe('intranet sign-in without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a Spanish-reading staff member signs in from a page in Spanish', async ({ context }) => {
    await blockThirdPartyFonts(context);
    const page = await context.newPage();
    await page.goto(`${ORIGIN}/auth?lang=es`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page).toHaveTitle('Iniciar sesión');
    await expect(
      page.getByText('El personal inicia sesión con su cuenta del distrito.'),
    ).toBeVisible();
    // The development notice is for developers: English, and marked so.
    await expect(page.getByRole('complementary', { name: 'Development only' })).toHaveAttribute(
      'lang',
      'en',
    );
    await page.getByRole('button', { name: 'Iniciar sesión con su cuenta del distrito' }).click();
    await expect(page.getByPlaceholder('Enter any login')).toBeVisible();
  });

  test('works end to end with plain forms, and the leader sees the Leadership story', async ({
    context,
  }) => {
    await blockThirdPartyFonts(context);
    const page = await context.newPage();
    await page.goto(`${ORIGIN}${LEADERSHIP_STORY.path}`);
    await expect(page).toHaveURL(/\/auth\?returnTo=/);
    await page.getByRole('button', { name: 'Sign in with your district account' }).click();
    await page.getByPlaceholder('Enter any login').fill(LEADER.login);
    await page.getByPlaceholder('and password').fill('any password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    // The provider's form_post page: without JavaScript its own button posts to /auth/callback.
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(`${ORIGIN}${LEADERSHIP_STORY.path}`);
    await expect(
      page.getByRole('heading', { level: 1, name: LEADERSHIP_STORY.title }),
    ).toBeVisible();
  });
});

/** Every route of the intranet app, with a path that reaches it. */
const EVERY_ROUTE: { path: string; api: boolean }[] = [
  { path: '/', api: false },
  { path: '/about-us', api: false },
  { path: '/announcements', api: false },
  { path: '/stories', api: false },
  { path: LEADERSHIP_ANNOUNCEMENT.path, api: false },
  { path: LEADERSHIP_STORY.path, api: false },
  { path: '/announcements/open-enrollment-for-benefits-closes-friday', api: false },
  { path: '/search?q=x', api: false },
  { path: '/search?q=budget', api: false },
  { path: '/contact', api: false },
  { path: '/accessibility', api: false },
  { path: '/no-such-page', api: false },
  { path: '/auth/anything-else', api: false },
  { path: '/_root.data', api: false },
  { path: '/announcements.data', api: false },
  { path: '/api/notifications', api: true },
  { path: '/api/feeds/announcements', api: true },
  { path: '/api/feeds/stories', api: true },
  { path: '/announcements.rss', api: true },
  { path: '/stories.rss', api: true },
  { path: '/events.ics', api: true },
  { path: '/sitemap.xml', api: true },
];

async function expectNoIntranetContent(body: string, what: string): Promise<void> {
  for (const text of INTRANET_CONTENT) {
    expect(body.toLowerCase(), `${what} shows "${text}"`).not.toContain(text.toLowerCase());
  }
}

test.describe('intranet guard without a session', () => {
  let request: APIRequestContext;
  test.beforeAll(async ({ playwright }) => {
    request = await playwright.request.newContext({ baseURL: ORIGIN });
  });
  test.afterAll(async () => {
    await request.dispose();
  });

  for (const route of EVERY_ROUTE) {
    test(`${route.path} answers ${route.api ? '401' : 'a redirect to /auth'} with no intranet content`, async () => {
      const response = await request.get(route.path, { maxRedirects: 0 });
      const body = await response.text();
      await expectNoIntranetContent(body, route.path);
      expect(response.headers()['cache-control']).toContain('no-store');
      if (route.api) {
        expect(response.status()).toBe(401);
      } else if (route.path.endsWith('.data')) {
        // Single fetch answers a redirect as data (status 202) naming /auth.
        expect([202, 302, 303]).toContain(response.status());
        expect(body + (response.headers().location ?? '')).toContain('/auth');
      } else {
        expect(response.status()).toBe(302);
        expect(response.headers().location).toMatch(/^\/auth(\?returnTo=|$)/);
      }
    });
  }

  test('the sign-in page itself carries no intranet content, and /healthz stays open', async () => {
    const auth = await request.get('/auth');
    expect(auth.status()).toBe(200);
    const html = await auth.text();
    await expectNoIntranetContent(html, '/auth');
    expect(html).toContain('Sign in with your district account');
    const health = await request.get('/healthz');
    expect(health.status()).toBe(200);
  });

  test('a POST to a form route is refused the same way', async () => {
    const response = await request.post('/contact', {
      form: { name: 'x' },
      maxRedirects: 0,
      headers: { Origin: ORIGIN },
    });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toMatch(/^\/auth/);
    await expectNoIntranetContent(await response.text(), 'POST /contact');
  });
});
