import {
  type LocalServer,
  sendJson,
  startLocalServer,
} from '@district/data/testing/local-http-server';
import { type APIRequestContext, expect, request, test } from '@playwright/test';
import { openHydrated } from './browse';
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
    // Each test posts as its own client (x-forwarded-for): the forms allow 5 posts per client.
    TRUST_PROXY: '1',
    SEND_EMAIL_ENDPOINT: `${upstream.url}/send-email`,
    ACCESSIBILITY_FORM_ENDPOINT: `${upstream.url}/accessibility-issue`,
  });
});

test.afterAll(async () => {
  site?.stop();
  await upstream?.close();
});

const RECIPIENT = 'person-1234';
let clients = 0;
/** A client address of its own, for the rate limit. */
const nextClient = () => `198.51.100.${++clients}`;

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': nextClient() });
});
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

test.describe('in Spanish, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('A Spanish-reading parent is told in Spanish what to fix; SPEC’s message stays as SPEC has it', async ({
    page,
  }) => {
    const before = posted('/send-email').length;
    await page.goto(`${site.url}/contact?to=${RECIPIENT}&lang=es`);
    await page.getByLabel('Su nombre').fill('Ana Flores');
    await page.getByLabel('Su correo electrónico').fill('ana en example.org');
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    const spec = page
      .getByRole('alert')
      .getByText('The emailMessage object is invalid, cannot not send email.');
    await expect(spec).toBeVisible();
    // SPEC's message is English inside the Spanish form, and marked so.
    await expect(spec).toHaveAttribute('lang', 'en');
    const email = page.getByLabel('Su correo electrónico');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(
      'Error: Escriba un correo electrónico con el formato nombre@ejemplo.org.',
    );
    await expect(page.getByLabel('Mensaje')).toHaveAccessibleDescription(
      'Error: Escriba su mensaje.',
    );
    await expect(page.getByLabel('Su nombre')).toHaveValue('Ana Flores');
    await expect(email).toHaveValue('ana en example.org');
    // The form's words are Spanish (the page's content region is English: no translation service).
    const form = page.locator('form').filter({ has: page.getByLabel('Su nombre') });
    await expect(form.locator('xpath=ancestor::*[@lang][1]')).toHaveAttribute('lang', 'es');
    expect(posted('/send-email').length).toBe(before);
  });

  test('A Russian-reading visitor reports an accessibility problem and is thanked in Russian', async ({
    page,
  }) => {
    const before = posted('/accessibility-issue').length;
    await page.goto(`${site.url}/accessibility?lang=ru`);
    await expect(
      page.getByRole('heading', { name: 'Сообщить о проблеме доступности' }),
    ).toBeVisible();
    await page.getByLabel('Страница с проблемой').fill('/academics/assessment');
    await page.getByLabel('Что пошло не так?').fill('В таблице нет заголовков.');
    await page.getByRole('button', { name: 'Отправить' }).click();
    const thanks = page.getByRole('status').filter({ hasText: 'Мы получили ваше сообщение.' });
    await expect(thanks).toBeVisible();
    await expect(thanks.getByRole('heading', { name: 'Спасибо' })).toBeVisible();
    expect(posted('/accessibility-issue').slice(before)).toHaveLength(1);
  });
});

/** A client with its own address and cookie jar, holding the contact form's CSRF token. */
async function formClient(): Promise<{ api: APIRequestContext; token: string }> {
  const api = await request.newContext({ extraHTTPHeaders: { 'x-forwarded-for': nextClient() } });
  const html = await (await api.get(`${site.url}/contact?to=${RECIPIENT}`)).text();
  const token = /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
  expect(token).not.toBe('');
  return { api, token };
}

const MESSAGE = {
  recipientId: RECIPIENT,
  senderName: 'Ana Flores',
  senderEmail: 'ana@example.org',
  messageBody: 'Is there a bus on Friday?',
};

test('A parent whose form lost its token is told to send again, keeps the text, and nothing is sent until then', async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'x-forwarded-for': nextClient() },
  });
  const noJs = await context.newPage();
  const before = posted('/send-email').length;
  await noJs.goto(`${site.url}/contact?to=${RECIPIENT}`);
  const cookie = (await context.cookies()).find((c) => c.name === 'mvsd-csrf');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  await context.clearCookies();
  await noJs.getByLabel('Your name').fill('Ana Flores');
  await noJs.getByLabel('Your e-mail address').fill('ana@example.org');
  await noJs.getByLabel('Message').fill('Is there a bus on Friday?');
  const refused = noJs.waitForResponse((r) => r.request().method() === 'POST');
  await noJs.getByRole('button', { name: 'Send message' }).click();
  expect((await refused).status()).toBe(403);
  await expect(noJs.getByRole('alert')).toContainText('This form has expired');
  await expect(noJs.getByLabel('Message')).toHaveValue('Is there a bus on Friday?');
  expect(posted('/send-email').length).toBe(before);
  // The refusal page issued a fresh token: sending again works.
  await noJs.getByRole('button', { name: 'Send message' }).click();
  await expect(
    noJs.getByRole('status').filter({ hasText: 'Your message was sent.' }),
  ).toBeVisible();
  expect(posted('/send-email').length).toBe(before + 1);
  await context.close();
});

test('With JavaScript, a parent whose form lost its token is told to send again, and sending again works', async ({
  browser,
}) => {
  const context = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': nextClient() },
  });
  const page = await context.newPage();
  const before = posted('/send-email').length;
  await openHydrated(page, `${site.url}/contact?to=${RECIPIENT}`);
  const token = page.locator('input[name="csrf"]');
  const stale = await token.inputValue();
  await context.clearCookies({ name: 'mvsd-csrf' });
  await page.getByLabel('Your name').fill('Ana Flores');
  await page.getByLabel('Your e-mail address').fill('ana@example.org');
  await page.getByLabel('Message').fill('Is there a bus on Friday?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('alert')).toContainText('This form has expired');
  await expect(page.getByLabel('Message')).toHaveValue('Is there a bus on Friday?');
  expect(posted('/send-email').length).toBe(before);
  // Single fetch loads nothing again after a 4xx by itself: the route asks for it after a 403,
  // so the page holds a fresh token (and the browser its cookie).
  await expect(token).not.toHaveValue(stale);
  expect((await context.cookies()).some((c) => c.name === 'mvsd-csrf')).toBe(true);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your message was sent.' }),
  ).toBeVisible();
  expect(posted('/send-email').length).toBe(before + 1);
  await context.close();
});

test('A post from another site is refused: wrong Origin, or a token that is not the cookie', async () => {
  const { api, token } = await formClient();
  const before = posted('/send-email').length;
  const url = `${site.url}/contact?to=${RECIPIENT}`;
  const foreign = await api.post(url, {
    form: { ...MESSAGE, csrf: token },
    headers: { origin: 'https://evil.example' },
  });
  const forged = await api.post(url, { form: { ...MESSAGE, csrf: `${token}x` } });
  const missing = await api.post(url, { form: MESSAGE });
  // A foreign Origin is refused by the server layer, before Remix (whose own check would 500).
  expect([foreign.status(), await foreign.text()]).toEqual([
    403,
    'Forbidden: this form was sent from another site.',
  ]);
  for (const answer of [forged, missing]) {
    expect(answer.status()).toBe(403);
    expect(await answer.text()).toContain('This form has expired or was sent from another site.');
  }
  expect(posted('/send-email').length).toBe(before);
  const own = await api.post(url, {
    form: { ...MESSAGE, csrf: token },
    headers: { origin: site.url },
  });
  expect(own.status()).toBe(200);
  expect(posted('/send-email').length).toBe(before + 1);
  await api.dispose();
});

test('A client that posts a form more than 5 times in 10 minutes gets 429 and nothing is sent', async () => {
  const { api, token } = await formClient();
  const url = `${site.url}/contact?to=${RECIPIENT}`;
  // Five posts, refused or not, use up the window (these are invalid: nothing is sent).
  for (let i = 0; i < 5; i += 1) {
    const answer = await api.post(url, { form: { recipientId: RECIPIENT, csrf: token } });
    expect(answer.status()).toBe(200);
  }
  const before = posted('/send-email').length;
  const limited = await api.post(url, { form: { ...MESSAGE, csrf: token } });
  expect(limited.status()).toBe(429);
  expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0);
  expect(await limited.text()).toContain('Too many forms were sent from your connection');
  expect(posted('/send-email').length).toBe(before);
  // Another client, and the other form for this one, are not held back.
  const other = await formClient();
  const fine = await other.api.post(url, { form: { ...MESSAGE, csrf: other.token } });
  expect(fine.status()).toBe(200);
  expect(posted('/send-email').length).toBe(before + 1);
  const a11y = await api.post(`${site.url}/accessibility`, {
    form: { pageUrl: '/', description: 'Low contrast.', csrf: token },
  });
  expect(a11y.status()).toBe(200);
  await Promise.all([api.dispose(), other.api.dispose()]);
});

test('An editor previews a page: a visible banner, not indexed, never cached', async ({ page }) => {
  const response = await page.goto(`${site.url}/about-us?preview`);
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  await expect(page.getByText(/preview/i).first()).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const normal = await page.request.get(`${site.url}/about-us`);
  expect(normal.headers()['cache-control']).toContain('public');
});
