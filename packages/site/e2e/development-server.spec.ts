import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@district/data/testing/redis-server';
import { expect, test } from '@playwright/test';
import { siteUrl } from './sites';
import { type DevelopmentSite, devScript, startDevelopmentSite } from './spawn-development-site';

const here = path.dirname(fileURLToPath(import.meta.url));
// A small component every page shows: the footer of the shared components.
const FOOTER = path.resolve(here, '..', '..', 'ui', 'src', 'footer', 'footer.tsx');
const FOOTER_END = '    </footer>';
// Set by the site server on every answer (server/security-headers.ts).
const SECURITY_HEADERS = [
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'x-frame-options',
];

/** A Content-Security-Policy's directives by name, each response's nonce written as `'nonce'`. */
function directives(csp: string | undefined): Map<string, string> {
  const entries = (csp ?? '')
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .filter(([name]) => name)
    .map(([name = '', ...values]): [string, string] => [
      name,
      values.map((value) => (value.startsWith("'nonce-") ? "'nonce'" : value)).join(' '),
    ]);
  return new Map(entries);
}

test.describe('Development server', () => {
  // Vite transforms the app for the server, then for the browser, on first use: on a busy
  // two-core machine that takes minutes, not seconds.
  test.describe.configure({ timeout: 600_000 });

  test('A contributor changes a component and sees it on the page the development server serves', async ({
    page,
    request,
  }, testInfo) => {
    // What the test starts is what `pnpm --filter @district/app-district dev` runs.
    expect(devScript('district')).toBe('district-site-dev');
    // The page cache on, as in production, to show an edit reaches past it.
    let site: DevelopmentSite | undefined;
    try {
      site = await startDevelopmentSite('district', await freePort(), { DISABLE_PAGE_CACHE: '0' });
      const dev = site;
      const policyErrors: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) policyErrors.push(message.text());
      });

      await test.step('opens the home page: the district, with the production headers', async () => {
        const connected = page.waitForEvent('console', {
          predicate: (message) => message.text().includes('[vite] connected'),
          timeout: 240_000,
        });
        const response = await page.goto(`${dev.url}/`, { timeout: 240_000 });
        expect(response?.status()).toBe(200);
        await expect(
          page.getByRole('heading', { level: 1, name: 'Meadowlark Valley School District' }),
        ).toBeVisible();

        const headers = (await response?.allHeaders()) ?? {};
        const production = (await request.get(siteUrl('district', '/'))).headers();
        for (const name of SECURITY_HEADERS) {
          expect(production[name], name).toBeTruthy();
          expect(headers[name], name).toBe(production[name]);
        }
        expect(headers['x-request-id']).toMatch(/^[A-Za-z0-9._:-]{8,128}$/);
        expect(headers['x-cache']).toMatch(/^(MISS|HIT|STALE)$/);
        // The document's policy is production's; only styles may be inline (Vite injects them).
        const policy = directives(headers['content-security-policy']);
        const productionPolicy = directives(production['content-security-policy']);
        expect([...policy.keys()]).toEqual([...productionPolicy.keys()]);
        for (const [name, value] of productionPolicy) {
          expect(policy.get(name), name).toBe(
            name === 'style-src' ? `${value} 'unsafe-inline'` : value,
          );
        }
        // The request rules are production's too.
        expect((await request.fetch(`${dev.url}/`, { method: 'DELETE' })).status()).toBe(405);

        // Hot reload connected and the page hydrated: an edit now updates this very page.
        await connected;
        await expect(page.locator('header button[aria-controls]').first()).toBeVisible({
          timeout: 120_000,
        });
      });

      await test.step('edits the footer and sees the page change, the server still running', async () => {
        const original = readFileSync(FOOTER, 'utf8');
        expect(original.split(FOOTER_END)).toHaveLength(2);
        const marker = `Edited while the server ran ${Date.now()}`;
        try {
          writeFileSync(
            FOOTER,
            original.replace(FOOTER_END, `      <p>${marker}</p>\n${FOOTER_END}`),
          );
          await expect(page.getByRole('contentinfo').getByText(marker)).toBeVisible({
            timeout: 120_000,
          });
          // A new visitor gets it from the server too: rendered again, not the page kept before.
          await expect
            .poll(async () => (await request.get(`${dev.url}/`)).text(), { timeout: 120_000 })
            .toContain(marker);
        } finally {
          writeFileSync(FOOTER, original);
        }
        // The file restored is another edit: the server renders it again, and the page shows it
        // (hot reload was shown above; a reload here keeps a slow second update from deciding).
        await expect
          .poll(async () => (await request.get(`${dev.url}/`)).text(), { timeout: 120_000 })
          .not.toContain(marker);
        await page.reload();
        await expect(page.getByRole('contentinfo')).toBeVisible();
        await expect(page.getByText(marker)).toHaveCount(0);
        expect(dev.running()).toBe(true);
      });
      expect(policyErrors).toEqual([]);
    } finally {
      await site?.stop();
      if (site) await testInfo.attach('development server output', { body: site.output() });
    }
  });
});
