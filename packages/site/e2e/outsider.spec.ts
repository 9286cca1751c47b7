import net from 'node:net';
import { expect, test } from '@playwright/test';
import { type SiteServer, startSiteServer } from './spawn-site';

// An outsider on the internet, with nothing but requests: none of them may make the site render
// page after page, echo their words into a cacheable page, turn preview on, make the site link
// elsewhere, or hold a connection for minutes. Each test prints what its flood cost.
// A site of its own, so the counts are this spec's alone (the suite's other tests share 127.0.0.1).
test.describe.configure({ mode: 'serial' });

const PORT = 3160;
const SITE_URL = 'https://www.meadowlarkvalley.org';
const PREVIEW_SECRET = 'a-preview-secret-of-at-least-32-characters';
let site: SiteServer;

test.beforeAll(async () => {
  site = await startSiteServer('district', PORT, {
    SITE_URL,
    PREVIEW_SECRET,
    REQUEST_TIMEOUT_MS: '1500',
  });
});

test.afterAll(() => site?.stop());

const random = () => Math.random().toString(36).slice(2, 10);

/**
 * Asks for `paths`, `concurrency` at a time (one at a time where a limit is counted, so the
 * count is exact); the X-Cache header of each answer, and its status.
 */
async function ask(
  paths: string[],
  concurrency = 10,
): Promise<{ status: number; cache: string | null }[]> {
  const answers: { status: number; cache: string | null }[] = [];
  for (let i = 0; i < paths.length; i += concurrency) {
    const batch = await Promise.all(
      paths.slice(i, i + concurrency).map(async (path) => {
        const response = await fetch(`${site.url}${path}`, { redirect: 'manual' });
        await response.arrayBuffer();
        return { status: response.status, cache: response.headers.get('x-cache') };
      }),
    );
    answers.push(...batch);
  }
  return answers;
}

test('made-up parameters no page reads are one cached page, however many values', async () => {
  const paths = Array.from(
    { length: 150 },
    () =>
      `/about-us?index=${random()}&_routes=${random()}&to=${random()}&path=${random()}&category=${random()}&lang=${random()}`,
  );
  await ask(['/about-us']);
  const answers = await ask(paths);
  const renders = answers.filter((answer) => answer.cache !== 'HIT').length;
  console.log(`made-up parameters: ${paths.length} requests, ${renders} render(s)`);
  expect(answers.every((answer) => answer.status === 200)).toBe(true);
  expect(renders).toBeLessThanOrEqual(2);
});

test('a made-up category is never echoed: the whole list, at its own address', async () => {
  const echo = await fetch(
    `${site.url}/announcements?category=${encodeURIComponent('School closed call 555-0199')}`,
    { redirect: 'manual' },
  );
  expect(echo.status).toBe(303);
  expect(echo.headers.get('location')).toBe('/announcements');
  expect(await echo.text()).not.toContain('555-0199');

  const flood = await ask(
    Array.from({ length: 100 }, () => `/announcements?category=${random()}&lang=es`),
  );
  const rendered = flood.filter((answer) => answer.status !== 303).length;
  console.log(`made-up categories: ${flood.length} requests, ${rendered} page(s) rendered`);
  expect(rendered).toBe(0);
});

test('one key per page: path variants redirect, and made-up cookies, forged sessions and ?lang=en are the cached page', async () => {
  await ask(['/about-us', '/', '/?lang=en']);
  // Each other form of a path is sent to the page's own address, with its query.
  for (const [variant, location] of [
    ['/about-us//', '/about-us'],
    ['/about-us/?lang=es', '/about-us?lang=es'],
    ['/ABOUT-US', '/about-us'],
    ['/ANNOUNCEMENTS?page=2', '/announcements?page=2'],
  ] as const) {
    const answer = await fetch(`${site.url}${variant}`, { redirect: 'manual' });
    await answer.arrayBuffer();
    expect([variant, answer.status, answer.headers.get('location')]).toEqual([
      variant,
      308,
      location,
    ]);
  }
  // A case the site has seen is redirected by the server itself, before any render.
  const again = await fetch(`${site.url}/About-Us`, { redirect: 'manual' });
  expect([again.status, again.headers.get('location')]).toEqual([308, '/about-us']);
  expect(again.headers.get('cache-control')).toBe('public, max-age=86400');
  const headers = (i: number): Record<string, string> =>
    [
      { cookie: `mvsd-website-state=${random()}` },
      { cookie: `mvsd-notifications-dismissed=${encodeURIComponent(`["${random()}"]`)}` },
      { cookie: `mvsd-session=${random()}` },
      { authorization: `Bearer ${random()}` },
    ][i % 4] ?? {};
  const answers = await Promise.all(
    Array.from({ length: 200 }, async (_, i) => {
      const path = ['/about-us', '/', '/?lang=en'][i % 3] ?? '/';
      const response = await fetch(`${site.url}${path}`, { headers: headers(i) });
      await response.arrayBuffer();
      return response.headers.get('x-cache');
    }),
  );
  const rendered = answers.filter((state) => state !== 'HIT').length;
  console.log(
    `made-up cookies, forged sessions, ?lang=en: ${answers.length} requests, ${rendered} rendered`,
  );
  expect(rendered).toBeLessThanOrEqual(3);
});

test('a notification poll for a path no page has is answered, never stored', async () => {
  const answer = await fetch(
    `${site.url}/api/notifications?path=${encodeURIComponent(`/${random()}`)}`,
  );
  expect(answer.status).toBe(200);
  expect(answer.headers.get('cache-control')).toMatch(/no-store/);
  expect(answer.headers.get('x-cache')).toBe('MISS');
});

test('a page past the end of a list is not found', async () => {
  const answer = await fetch(`${site.url}/announcements?page=999`);
  expect(answer.status).toBe(404);
});

test('preview needs a link signed with PREVIEW_SECRET, and is limited per client either way', async ({
  page,
}) => {
  await page.goto(`${site.url}/about-us?preview`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);

  const { createHmac } = await import('node:crypto');
  const expires = Math.floor(Date.now() / 1000) + 600;
  const signature = createHmac('sha256', PREVIEW_SECRET)
    .update(`/about-us\n${expires}`)
    .digest('base64url');
  await page.goto(`${site.url}/about-us?preview=${expires}.${signature}`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  // The bound is 30 a minute (two were asked for above).
  const preview = await untilRefused((i) => `/about-us?preview=${i}-${random()}`, 30);
  console.log(`preview flood: ${preview.allowed} rendered before the first 429`);
  expect(preview.allowed).toBeLessThanOrEqual(2 * 30);
});

test('site search is limited per client: past 60 renders a minute, 429', async () => {
  const search = await untilRefused((i) => `/search?q=bus+${i}+${random()}`, 60);
  console.log(`search flood: ${search.allowed} rendered before the first 429`);
  expect(search.allowed).toBeGreaterThanOrEqual(60);
  expect(search.allowed).toBeLessThanOrEqual(2 * 60);
});

/**
 * Asks for `path(i)` one at a time until the site answers 429, at most
 * twice the bound and once more: the limits count in fixed one-minute windows, and the flood may
 * straddle the start of one (then up to twice the bound pass). How many were answered before.
 */
async function untilRefused(
  path: (i: number) => string,
  bound: number,
): Promise<{ allowed: number }> {
  for (let i = 0; i <= 2 * bound; i += 1) {
    const response = await fetch(`${site.url}${path(i)}`, { redirect: 'manual' });
    await response.arrayBuffer();
    if (response.status === 429) return { allowed: i };
    expect(response.status).toBe(200);
  }
  throw new Error(`no 429 after ${2 * bound + 1} requests`);
}

test("links come from SITE_URL, never from a client's Host", async () => {
  const text = await raw(
    'GET /about-us HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n',
  );
  expect(text.startsWith('HTTP/1.1 200')).toBe(true);
  expect(text).toContain(`href="${SITE_URL}/about-us"`);
  expect(text).not.toContain('evil.example');
});

test('a request with two Host headers is refused', async () => {
  const text = await raw(
    'GET /about-us HTTP/1.1\r\nHost: www.meadowlarkvalley.org\r\nHost: evil.example\r\nConnection: close\r\n\r\n',
  );
  expect(text.startsWith('HTTP/1.1 400')).toBe(true);
});

test('a body sent slowly is cut off, not held for minutes', async () => {
  const started = Date.now();
  const text = await raw(
    'POST /contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\nsenderName=A',
    { keepOpen: true },
  );
  const heldMs = Date.now() - started;
  console.log(`slow body: answered "${text.split('\r\n')[0]}" after ${heldMs} ms`);
  expect(text.startsWith('HTTP/1.1 408')).toBe(true);
  expect(heldMs).toBeLessThan(15_000);
});

/** Sends `request` as written and reads the answer until the server closes the connection. */
function raw(request: string, { keepOpen = false } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(PORT, '127.0.0.1', () => {
      // A slow client writes and waits; the others say all they have to say.
      if (keepOpen) socket.write(request);
      else socket.end(request);
    });
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      text += chunk;
    });
    socket.on('close', () => resolve(text));
    socket.on('error', reject);
  });
}
