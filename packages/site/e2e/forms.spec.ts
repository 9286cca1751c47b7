import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Person } from '@district/core/entities/person';
import { startDemoCms } from '@district/data/testing/demo-cms';
import {
  type LocalServer,
  sendJson,
  startLocalServer,
} from '@district/data/testing/local-http-server';
import { createDemoContent } from '@district/demo-content/content';
import { type APIRequestContext, expect, type Page, request, test } from '@playwright/test';
import { axeViolations } from './axe';
import { openHydrated } from './browse';
import { siteUrl } from './sites';
import { type SiteServer, startSiteServer } from './spawn-site';

// The district with a local e-mail sender and accessibility form service that record what they
// receive: the forms are switched on only when their endpoints are configured.
const PORT = 3121;
// One server and one recording upstream for the whole file: its tests run in one worker, in order.
test.describe.configure({ mode: 'serial' });
let upstream: LocalServer;
let site: SiteServer;

test.beforeAll(async () => {
  // The sender answers like a gateway in front of a service that is down for a message that says
  // so (the failure test); every other message is accepted.
  upstream = await startLocalServer((request, response) =>
    request.body.includes(SENDER_DOWN)
      ? sendJson(response, 502, { error: 'upstream http://10.0.4.12:7071 ECONNREFUSED' })
      : sendJson(response, 200, { ok: true }),
  );
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

/** One of the demo district's public people: the contact form writes to the district's own only. */
const RECIPIENT = (
  createDemoContent({ now: new Date() }).people.find((person) => person.isPublic) as Person
).id;
/** A message the recording sender refuses with a 502. */
const SENDER_DOWN = 'while the sender is down';
let clients = 0;
/** A client address of its own, for the rate limit. */
const nextClient = () => `198.51.100.${++clients}`;

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': nextClient() });
});
const posted = (path: string) => upstream.requests.filter((r) => r.path === path);

/**
 * The sender's e-mail validation message (docs/behaviour.md#email-errors): the sender's words for
 * the log, never on a page.
 */
const SENDER_EMAIL_INVALID = 'The emailMessage object is invalid, cannot not send email.';

/** Where the final screens of these journeys are kept, to be looked at. */
const shot = (name: string) => `test-results/forms-${name}.png`;

/**
 * After an invalid post: the summary is focused and visible, the title starts "Error: ", each
 * listed problem links to its field, and no developer text is anywhere on the page.
 */
async function expectErrorSummary(page: Page, links: [string, string][]) {
  const summary = page.getByRole('region', { name: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary).toBeInViewport();
  await expect(page).toHaveTitle(/^Error: /);
  for (const [message, label] of links) {
    const link = summary.getByRole('link', { name: message });
    const id = (await link.getAttribute('href'))?.slice(1) ?? '';
    await expect(page.getByLabel(label)).toHaveAttribute('id', id);
  }
  await expect(summary.getByRole('link')).toHaveCount(links.length);
  await expect(page.locator('body')).not.toContainText(SENDER_EMAIL_INVALID);
}

const VIEWPORTS = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1366, height: 768 },
] as const;

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width}x${viewport.height}, with JavaScript`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('A parent who submits the contact form empty is told what to fix and taken there', async ({
      page,
    }) => {
      const before = posted('/send-email').length;
      await openHydrated(page, `${site.url}/contact?to=${RECIPIENT}`);
      await page.getByLabel('Your e-mail address').fill('ana@');
      await page.getByRole('button', { name: 'Send message' }).click();
      await expectErrorSummary(page, [
        ['Enter your name.', 'Your name'],
        ['Enter an e-mail address in the form name@example.org.', 'Your e-mail address'],
        ['Enter your message.', 'Message'],
      ]);
      // Each field keeps its own message and what was typed.
      await expect(page.getByLabel('Your name')).toHaveAccessibleDescription(
        'Error: Enter your name.',
      );
      await expect(page.getByLabel('Your e-mail address')).toHaveValue('ana@');
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: shot(`contact-summary-${viewport.name}`), fullPage: true });
      // The summary's link takes the parent to the field, its label in view.
      await page.getByRole('link', { name: 'Enter your message.' }).click();
      await expect(page.getByLabel('Message')).toBeFocused();
      await expect(page.getByText('Message', { exact: true })).toBeInViewport();
      expect(posted('/send-email').length).toBe(before);
    });

    test('A visitor who sends an empty accessibility report is told what to fix and taken there', async ({
      page,
    }) => {
      const before = posted('/accessibility-issue').length;
      await openHydrated(page, `${site.url}/accessibility`);
      await page.getByLabel('Your name (optional)').fill('Sam');
      await page.getByLabel('Page with the problem').fill('');
      await page.getByRole('button', { name: 'Send report' }).click();
      await expectErrorSummary(page, [
        ['Tell us which page has the problem.', 'Page with the problem'],
        ['Describe the problem.', 'What went wrong?'],
      ]);
      await expect(page.getByLabel('Your name (optional)')).toHaveValue('Sam');
      await expect(page.getByLabel('What went wrong?')).toHaveAttribute('aria-invalid', 'true');
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: shot(`a11y-summary-${viewport.name}`) });
      // Corrected, the report is sent, and the title no longer says "Error".
      await page.getByLabel('Page with the problem').fill('/calendar');
      await page.getByLabel('What went wrong?').fill('The date picker traps my keyboard.');
      await page.getByRole('button', { name: 'Send report' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: 'Your report was received.' }),
      ).toBeVisible();
      await expect(page).not.toHaveTitle(/^Error/);
      expect(posted('/accessibility-issue').slice(before)).toHaveLength(1);
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });

  test('A parent whose script failed submits the contact form empty and is told what to fix at the top', async ({
    page,
  }) => {
    const before = posted('/send-email').length;
    await page.goto(`${site.url}/contact?to=${RECIPIENT}`);
    await page.getByLabel('Your name').fill('Ana Flores');
    await page.getByRole('button', { name: 'Send message' }).click();
    const summary = page.getByRole('region', { name: 'There is a problem' });
    await expect(summary).toBeVisible();
    await expect(page).toHaveTitle(/^Error: Send a message \| /);
    // First in main, before the page's heading.
    const main = page.getByRole('main');
    const first = await main.evaluate((el) => {
      const summary = el.querySelector('section[aria-labelledby$="-errors-title"]');
      const heading = el.querySelector('h1');
      return Boolean(
        summary &&
          heading &&
          summary.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING,
      );
    });
    expect(first).toBe(true);
    await expect(summary.getByRole('link', { name: 'Enter your e-mail address.' })).toHaveAttribute(
      'href',
      '#contact-senderEmail',
    );
    await expect(page.getByLabel('Message')).toHaveAccessibleDescription(
      'Error: Enter your message.',
    );
    await expect(page.getByLabel('Your name')).toHaveValue('Ana Flores');
    await expect(page.locator('body')).not.toContainText(SENDER_EMAIL_INVALID);
    // The link is a plain jump to the field.
    await summary.getByRole('link', { name: 'Enter your message.' }).click();
    await expect(page).toHaveURL(/#contact-messageBody$/);
    await page.screenshot({ path: shot('contact-summary-no-js-phone') });
    expect(posted('/send-email').length).toBe(before);
  });
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

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

  test('A Spanish-reading parent is told in Spanish what to fix, with no developer text', async ({
    page,
  }) => {
    const before = posted('/send-email').length;
    await page.goto(`${site.url}/contact?to=${RECIPIENT}&lang=es`);
    await page.getByLabel('Su nombre').fill('Ana Flores');
    await page.getByLabel('Su correo electrónico').fill('ana en example.org');
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    const summary = page.getByRole('region', { name: 'Hay un problema' });
    await expect(summary).toBeVisible();
    await expect(
      summary.getByRole('link', {
        name: 'Escriba un correo electrónico con el formato nombre@ejemplo.org.',
      }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/^Error: Enviar un mensaje/);
    await expect(page.locator('body')).not.toContainText(SENDER_EMAIL_INVALID);
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

/** A browser (its own cookie jar) at an address of its own or `address`, holding the contact form's CSRF token. */
async function formClient(
  address = nextClient(),
): Promise<{ api: APIRequestContext; token: string }> {
  const api = await request.newContext({ extraHTTPHeaders: { 'x-forwarded-for': address } });
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

test('A family whose first five tries were rejected still sends its message; a browser’s sixth message in 10 minutes gets 429, a neighbour’s on the same address does not', async () => {
  const address = nextClient();
  const { api, token } = await formClient(address);
  const url = `${site.url}/contact?to=${RECIPIENT}`;
  const before = posted('/send-email').length;
  // Five rejected attempts (invalid: nothing is sent) count for nothing.
  for (let i = 0; i < 5; i += 1) {
    const answer = await api.post(url, { form: { recipientId: RECIPIENT, csrf: token } });
    expect(answer.status()).toBe(200);
  }
  // Five messages sent from this browser, then a sixth: refused, nothing sent.
  for (let i = 0; i < 5; i += 1) {
    const sent = await api.post(url, { form: { ...MESSAGE, csrf: token } });
    expect(sent.status()).toBe(200);
  }
  expect(posted('/send-email').length).toBe(before + 5);
  const limited = await api.post(url, { form: { ...MESSAGE, csrf: token } });
  expect(limited.status()).toBe(429);
  expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0);
  expect(await limited.text()).toContain('Too many messages were sent from your browser');
  expect(posted('/send-email').length).toBe(before + 5);
  // Another family's browser behind the same address (a school's, a library's) is not held back,
  // nor is this browser's other form.
  const neighbour = await formClient(address);
  const fine = await neighbour.api.post(url, { form: { ...MESSAGE, csrf: neighbour.token } });
  expect(fine.status()).toBe(200);
  expect(posted('/send-email').length).toBe(before + 6);
  const a11y = await api.post(`${site.url}/accessibility`, {
    form: { pageUrl: '/', description: 'Low contrast.', csrf: token },
  });
  expect(a11y.status()).toBe(200);
  await Promise.all([api.dispose(), neighbour.api.dispose()]);
});

test('A parent whose message could not be sent is told so plainly, keeps the text, and is given the address to write to', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  // A real staff member, from a card.
  await page.goto(`${site.url}/buses-and-transportation`);
  await page
    .getByRole('link', { name: /^Send .+ a message$/ })
    .first()
    .click();
  await page.getByLabel('Your name').fill('Ana Flores');
  await page.getByLabel('Your e-mail address').fill('ana@example.org');
  await page.getByLabel('Message').fill(`Is the bus late ${SENDER_DOWN}?`);
  await page.getByRole('button', { name: 'Send message' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(
    'Your message could not be sent. Please try again in a few minutes.',
  );
  // On a phone the message is above the button, off screen: the parent is taken to it.
  await expect(alert).toBeFocused();
  await expect(alert).toBeInViewport();
  await expect(alert.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:.+@.+/);
  await expect(page.locator('body')).not.toContainText(/10\.0\.4\.12|ECONNREFUSED|A 502 error/);
  await expect(page.getByLabel('Message')).toHaveValue(`Is the bus late ${SENDER_DOWN}?`);
  await page.screenshot({ path: shot('contact-failed-phone') });
});

test('An editor previews a page: a visible banner, not indexed, never cached', async ({ page }) => {
  const response = await page.goto(`${site.url}/about-us?preview`);
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  await expect(page.getByText(/preview/i).first()).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const normal = await page.request.get(`${site.url}/about-us`);
  expect(normal.headers()['cache-control']).toContain('public');
});

test.describe('the default set-up (no configuration)', () => {
  // The suite's own district site: NODE_ENV=production, no sender, the embedded demo content.
  const here = path.dirname(fileURLToPath(import.meta.url));
  const outbox = path.resolve(here, '..', '..', '..', 'apps', 'district', '.outbox');

  test('A parent follows a staff card’s “Send a message” link, and the message lands in the outbox', async ({
    page,
  }) => {
    await page.goto(siteUrl('district', '/buses-and-transportation'));
    const link = page.getByRole('link', { name: /^Send .+ a message$/ }).first();
    const name = /^Send (.+) a message$/.exec((await link.textContent()) ?? '')?.[1] ?? '';
    expect(name).not.toBe('');
    await link.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Send a message to ${name}`);
    const body = `Is the 7:10 bus running tomorrow? (${Date.now()}-${Math.random()})`;
    await page.getByLabel('Your name').fill('Ana Flores');
    await page.getByLabel('Your e-mail address').fill('ana@example.org');
    await page.getByLabel('Message').fill(body);
    await page.getByRole('button', { name: 'Send message' }).click();
    const thanks = page.getByRole('status').filter({ hasText: 'Your message was sent.' });
    await expect(thanks).toBeFocused();
    await expect(thanks).toBeInViewport();
    await page.screenshot({ path: shot('default-sent-desktop') });
    const recipientId = new URL(page.url()).searchParams.get('to');
    const entries = await Promise.all(
      (await readdir(outbox))
        .filter((file) => file.endsWith('.json'))
        .map(async (file) => ({
          file,
          ...JSON.parse(await readFile(path.join(outbox, file), 'utf8')),
        })),
    );
    const mine = entries.filter((entry) => entry.message?.messageBody === body);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      kind: 'email',
      message: { recipientId, senderName: 'Ana Flores', senderEmail: 'ana@example.org' },
    });
    expect(mine[0]?.file).toMatch(/^[\w-]+-email-[0-9a-f-]{36}\.json$/);
  });
});

test.describe('a district in production with no sender configured', () => {
  // A real district (its own CMS) with no SEND_EMAIL_ENDPOINT and no OUTBOX_DIR: no form.
  const OFF_PORT = 4201;
  let cms: Awaited<ReturnType<typeof startDemoCms>>;
  let off: SiteServer;
  test.beforeAll(async () => {
    cms = await startDemoCms({ organizationIds: ['6f1b2c3d-0000-4000-8000-000000000001'] });
    off = await startSiteServer('district', OFF_PORT, { GRAPHQL_ENDPOINT: cms.endpoint });
  });
  test.afterAll(async () => {
    off?.stop();
    await cms?.close();
  });

  for (const viewport of VIEWPORTS) {
    test(`A parent at ${viewport.width} px finds a staff member’s e-mail and phone on their card, not a link to a form that is off`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto(`${off.url}/buses-and-transportation`);
      const team = page.getByRole('region', { name: 'Transportation Team' });
      await expect(team.getByRole('link', { name: /a message$/ })).toHaveCount(0);
      const email = team.getByRole('link', { name: /@/ }).first();
      await expect(email).toHaveAttribute('href', /^mailto:[^@]+@[^@]+$/);
      await expect(team.getByRole('link', { name: /^\(?\d/ }).first()).toHaveAttribute(
        'href',
        /^tel:\+?\d+$/,
      );
      await email.scrollIntoViewIfNeeded();
      await page.screenshot({ path: shot(`cards-without-form-${viewport.name}`) });
    });
  }
});
