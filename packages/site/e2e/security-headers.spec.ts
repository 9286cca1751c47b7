import { expect, test } from '@playwright/test';
import { siteUrl } from './sites';

const DOCUMENTS = [
  '/',
  '/about-us',
  '/academics/assessment',
  '/announcements',
  '/search?q=bus',
  '/contact',
  '/this-page-does-not-exist',
];
const RESOURCES = [
  '/api/notifications',
  '/api/feeds/events',
  '/announcements.rss',
  '/events.ics',
  '/sitemap.xml',
  '/robots.txt',
  '/brand/mvsd-logo.svg',
  '/healthz',
];

function expectStaticHeaders(headers: Record<string, string>, path: string) {
  expect(headers['x-content-type-options'], path).toBe('nosniff');
  expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], path).toContain('camera=()');
  expect(headers['x-frame-options'], path).toBe('DENY');
}

test('Every document carries a strict Content-Security-Policy whose nonce its scripts use', async ({
  request,
}) => {
  for (const path of DOCUMENTS) {
    const response = await request.get(siteUrl('district', path));
    const headers = response.headers();
    expectStaticHeaders(headers, path);
    const csp = headers['content-security-policy'] ?? '';
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(csp, path).toContain("object-src 'none'");
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc, path).not.toContain('unsafe-inline');
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
    expect(nonce, path).toBeTruthy();
    const html = await response.text();
    // Every script element carries this response's nonce (JSON-LD data blocks do not run).
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1] ?? '');
    const executable = scripts.filter((attrs) => !/type="application\/ld\+json"/.test(attrs));
    expect(executable.length, path).toBeGreaterThan(0);
    for (const attrs of executable) expect(attrs, path).toContain(`nonce="${nonce}"`);
  }
});

test('Feeds, files and APIs carry the same protective headers', async ({ request }) => {
  for (const path of RESOURCES) {
    const response = await request.get(siteUrl('district', path));
    expect(response.status(), path).toBe(200);
    expectStaticHeaders(response.headers(), path);
  }
  // A hashed build asset: immutable, and protected the same way.
  const home = await (await request.get(siteUrl('district', '/'))).text();
  const asset = /\/assets\/[A-Za-z0-9._-]+\.js/.exec(home)?.[0];
  expect(asset).toBeTruthy();
  const response = await request.get(siteUrl('district', asset as string));
  expectStaticHeaders(response.headers(), asset as string);
  expect(response.headers()['cache-control']).toContain('immutable');
});

test('Hostile CMS-looking input in the search box renders inert', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const hostile =
    '<script>alert(1)</script><img src=x onerror=alert(2)>"><a href="javascript:alert(3)">x</a>';
  await page.goto(siteUrl('district', `/search?q=${encodeURIComponent(hostile)}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  expect(dialogs).toEqual([]);
  expect(await page.locator('a[href^="javascript:"]').count()).toBe(0);
});
