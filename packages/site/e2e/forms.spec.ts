import {
  type LocalServer,
  sendJson,
  startLocalServer,
} from '@district/data/testing/local-http-server';
import { expect, test } from '@playwright/test';
import { type SiteServer, startSiteServer } from './spawn-site';

// The district with a local e-mail sender and accessibility form service that record what they
// receive: the forms are switched on only when their endpoints are configured.
const PORT = 3121;
// One server and one recording upstream for the whole file: its tests run in one worker, in order.
test.describe.configure({ mode: 'serial' });
let upstream: LocalServer;
let site: SiteServer;

test.beforeAll(async () => {
  upstream = await startLocalServer((_request, response) => sendJson(response, 200, { ok: true }));
  site = await startSiteServer('district', PORT, {
    SEND_EMAIL_ENDPOINT: `${upstream.url}/send-email`,
    ACCESSIBILITY_FORM_ENDPOINT: `${upstream.url}/accessibility-issue`,
  });
});

test.afterAll(async () => {
  site?.stop();
  await upstream?.close();
});

const RECIPIENT = 'person-1234';
const posted = (path: string) => upstream.requests.filter((r) => r.path === path);

for (const javaScriptEnabled of [true, false]) {
  test.describe(`with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('A parent who leaves fields empty sees what to fix, keeps what they typed, and nothing is sent', async ({
      page,
    }) => {
      const before = posted('/send-email').length;
      await page.goto(`${site.url}/contact?to=${RECIPIENT}`);
      await page.getByLabel('Your name').fill('Ana Flores');
      await page.getByRole('button', { name: 'Send message' }).click();
      await expect(page.getByRole('alert')).toContainText(
        'The emailMessage object is invalid, cannot not send email.',
      );
      await expect(page.getByLabel('Your e-mail address')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByLabel('Message')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByLabel('Your name')).toHaveValue('Ana Flores');
      expect(posted('/send-email').length).toBe(before);
    });

    test('A parent sends a message to a teacher and sees a confirmation', async ({ page }) => {
      const before = posted('/send-email').length;
      await page.goto(`${site.url}/contact?to=${RECIPIENT}`);
      await page.getByLabel('Your name').fill('Ana Flores');
      await page.getByLabel('Your e-mail address').fill('ana@example.org');
      await page.getByLabel('Message').fill('Could we meet after school on Thursday?');
      await page.getByRole('button', { name: 'Send message' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: 'Your message was sent.' }),
      ).toBeVisible();
      const sent = posted('/send-email').slice(before);
      expect(sent).toHaveLength(1);
      expect(JSON.parse(sent[0]?.body ?? '{}')).toEqual({
        recipientId: RECIPIENT,
        senderEmail: 'ana@example.org',
        senderName: 'Ana Flores',
        messageBody: 'Could we meet after school on Thursday?',
      });
    });

    test('A visitor reports an accessibility problem', async ({ page }) => {
      const before = posted('/accessibility-issue').length;
      await page.goto(`${site.url}/accessibility`);
      await page.getByLabel('Page with the problem').fill('/academics/assessment');
      await page
        .getByLabel('What went wrong?')
        .fill('The score table has no headers for my screen reader.');
      await page.getByRole('button', { name: 'Send report' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: 'Your report was received.' }),
      ).toBeVisible();
      const sent = posted('/accessibility-issue').slice(before);
      expect(sent).toHaveLength(1);
      expect(JSON.parse(sent[0]?.body ?? '{}')).toMatchObject({
        pageUrl: '/academics/assessment',
        description: 'The score table has no headers for my screen reader.',
      });
    });
  });
}

test('An editor previews a page: a visible banner, not indexed, never cached', async ({ page }) => {
  const response = await page.goto(`${site.url}/about-us?preview`);
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  await expect(page.getByText(/preview/i).first()).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const normal = await page.request.get(`${site.url}/about-us`);
  expect(normal.headers()['cache-control']).toContain('public');
});
