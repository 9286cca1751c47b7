import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type FakeAzureSearch,
  startFakeAzureSearch,
} from '@district/data/search/testing/fake-azure-search';
import {
  type LocalPushService,
  type LocalPushSubscription,
  startPushService,
} from '@district/data/testing/push-service';
import { type LocalSmtpServer, startSmtpServer } from '@district/data/testing/smtp-server';
import {
  type FakeTranslator,
  startFakeTranslator,
} from '@district/data/translation/testing/fake-translator';
import { createDemoContent } from '@district/demo-content/content';
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { axeViolations } from './axe';
import { nuErrors, vnuJar } from './nu-checker';
import { type SiteServer, startSiteServer } from './spawn-site';

// Families ask for alerts on a school's site (docs/alerts.md#the-alerts-page): the built Aspen
// Grove site on the embedded demo content and store, against the test's local push service
// (Chromium cannot reach a real one offline) and its outbox for e-mail.
// The embedded store opens in seconds on a busy machine, and each page without scripts is scanned
// again in a browser of its own.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const PORT = 4171;
const SCREENSHOTS = 'test-results/screenshots';
const WIDTHS = [
  { name: '360', viewport: { width: 360, height: 740 } },
  { name: '1366', viewport: { width: 1366, height: 768 } },
] as const;

let push: LocalPushService;
let site: SiteServer;
let dir: string;

test.beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'alerts-e2e-'));
  push = await startPushService();
  site = await startSiteServer(
    'aspen-grove-elementary',
    PORT,
    {
      DATA_DIR: path.join(dir, 'data'),
      OUTBOX_DIR: path.join(dir, 'outbox'),
      PUSH_SERVICES: push.origin,
      NODE_EXTRA_CA_CERTS: push.caFile,
      DISABLE_PAGE_CACHE: '1',
    },
    { captureOutput: true },
  );
});

test.afterAll(async () => {
  site?.stop();
  await push?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/**
 * Chromium offline has no push service: the page's `pushManager.subscribe` hands back a
 * subscription the local push service made for the site's key, as a browser's service would.
 */
async function withLocalPushService(context: BrowserContext, subscription: LocalPushSubscription) {
  await context.grantPermissions(['notifications'], { origin: site.url });
  await context.addInitScript((json) => {
    const made = { ...json, toJSON: () => json };
    PushManager.prototype.subscribe = async () => made as unknown as PushSubscription;
    PushManager.prototype.getSubscription = async () => null;
  }, subscription);
}

/** Hands `payload` to this site's service worker as its push service would (DevTools protocol). */
async function deliverPush(page: Page, payload: object) {
  return deliverPushTo(page, site.url, payload);
}

async function deliverPushTo(page: Page, origin: string, payload: object) {
  const cdp = await page.context().newCDPSession(page);
  const registrations = new Promise<{ registrationId: string; scopeURL: string }[]>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => resolve(event.registrations)),
  );
  await cdp.send('ServiceWorker.enable');
  const registration = (await registrations).find((r) => r.scopeURL === `${origin}/`);
  expect(registration, 'the alerts service worker is registered at the root').toBeTruthy();
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: registration?.registrationId ?? '',
    data: JSON.stringify(payload),
  });
}

async function shownNotifications(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      lang: n.lang,
      url: (n.data as { url?: string } | null)?.url ?? null,
    }));
  });
}

for (const { name, viewport } of WIDTHS) {
  test(`A Spanish-reading parent opens /alerts from the home page, picks two schools and gets notifications on this device (${name} px)`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport, locale: 'es-ES' });
    const key = (await (await fetch(`${site.url}/api/alerts/push-key`)).json()) as {
      publicKey: string;
    };
    expect(key.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const subscription = push.subscribe({ applicationServerKey: key.publicKey });
    await withLocalPushService(context, subscription);
    const page = await context.newPage();

    await page.goto(`${site.url}/`);
    await page.getByRole('link', { name: 'Recibir avisos de cierres' }).click();
    await expect(page).toHaveURL(`${site.url}/alerts`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Avisos de cierres y emergencias',
    );
    const schools = page.getByRole('group', { name: 'Qué escuelas' });
    // This site's school comes chosen; the parent adds a second.
    await expect(schools.getByRole('checkbox', { name: 'Aspen Grove Elementary' })).toBeChecked();
    // The other schools wait behind a disclosure, so the channels stay near on a phone.
    await schools.getByText('Otras escuelas del distrito').click();
    const second = schools.getByRole('checkbox').nth(3);
    const secondName = (await second.evaluate((box) => box.closest('label')?.textContent)) ?? '';
    await second.check();
    await expect(
      page.getByRole('radio', { name: 'Cierres, retrasos y emergencias' }),
    ).toBeChecked();
    await expect(page.getByLabel('Idioma de los avisos')).toHaveValue('es');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/alerts-${name}.png`, fullPage: true });
    await page.getByRole('heading', { level: 1 }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOTS}/alerts-${name}-screen.png` });

    await page.getByRole('button', { name: 'Activar las notificaciones' }).click();
    const status = page.locator('#alerts-push-status');
    // The first subscription opens the embedded store: seconds on a busy machine.
    await expect(status).toContainText('Las notificaciones están activadas en este dispositivo.', {
      timeout: 30_000,
    });
    expect(await axeViolations(page)).toEqual([]);

    // The manage link names what was stored: both schools, Spanish, closures.
    await status.getByRole('link', { name: 'Cambiar o terminar estos avisos' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sus avisos');
    await expect(page.getByRole('checkbox', { name: 'Aspen Grove Elementary' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: secondName })).toBeChecked();
    await expect(page.getByLabel('Idioma de los avisos')).toHaveValue('es');
    expect(await axeViolations(page)).toEqual([]);

    // A push handed to the service worker shows one notification; a revision replaces it.
    const alert = {
      title: 'Escuelas cerradas hoy por la nieve',
      body: 'Todas las escuelas del distrito están cerradas el jueves.',
      tag: 'notice-snow-1',
      url: `${site.url}/announcements/snow?lang=es`,
      importance: 'Cerrado',
      organization: 'Aspen Grove Elementary',
      lang: 'es',
      dir: 'ltr',
    };
    await deliverPush(page, alert);
    await expect
      .poll(() => shownNotifications(page))
      .toEqual([
        {
          title: alert.title,
          body: `Cerrado · Aspen Grove Elementary\n${alert.body}`,
          tag: alert.tag,
          lang: 'es',
          url: alert.url,
        },
      ]);
    const revision = { ...alert, title: 'Escuelas cerradas hoy y mañana por la nieve' };
    await deliverPush(page, revision);
    await expect
      .poll(async () => (await shownNotifications(page)).map((n) => [n.tag, n.title]))
      .toEqual([[alert.tag, revision.title]]);
    // An address on another site is never opened from a notification.
    await deliverPush(page, { ...alert, tag: 'elsewhere', url: 'https://evil.example/' });
    await expect
      .poll(async () => (await shownNotifications(page)).find((n) => n.tag === 'elsewhere')?.url)
      .toBe(`${site.url}/`);
    await context.close();
  });
}

test('Without JavaScript a parent asks for e-mail alerts, confirms them with a button, and one click ends them', async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    locale: 'es-ES',
    viewport: { width: 360, height: 740 },
  });
  const page = await context.newPage();
  await page.goto(`${site.url}/alerts`);
  await expect(page.getByText(/necesitan JavaScript/)).toBeVisible();
  // Nothing chosen and a bad address: each problem named, in Spanish.
  await page.getByRole('checkbox', { name: 'Aspen Grove Elementary' }).uncheck();
  await page.getByLabel('Su correo electrónico').fill('no es un correo');
  await page.getByRole('button', { name: 'Enviar la confirmación' }).click();
  await expect(page).toHaveTitle(/^Error:/);
  const summary = page.getByRole('region', { name: 'Hay un problema' });
  await expect(summary.getByRole('link')).toHaveText([
    'Elija al menos una escuela o el distrito',
    'Escriba un correo electrónico como nombre@ejemplo.com',
  ]);
  expect(await axeWithoutScripts(browser, page)).toEqual([]);
  await page.screenshot({ path: `${SCREENSHOTS}/alerts-invalid-360.png`, fullPage: true });

  await page.getByRole('checkbox', { name: 'Aspen Grove Elementary' }).check();
  await page.getByLabel('Su correo electrónico').fill('madre@example.org');
  await page.getByRole('button', { name: 'Enviar la confirmación' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Revise su correo' })).toBeVisible();
  expect(await axeWithoutScripts(browser, page)).toEqual([]);

  const mail = await lastMail();
  expect(mail).toContain('To: madre@example.org');
  expect(mail).toContain('Subject: Confirme sus avisos escolares');
  const confirm = /http:\/\/127\.0\.0\.1:\d+\/alerts\/confirm\/[A-Za-z0-9_-]+/.exec(mail)?.[0];
  const manage = /http:\/\/127\.0\.0\.1:\d+\/alerts\/manage\/[A-Za-z0-9_.-]+/.exec(mail)?.[0];
  expect(confirm).toBeTruthy();
  expect(manage).toBeTruthy();

  // Following the link shows a button; a link scanner's GET confirms nothing.
  await page.goto(confirm ?? '');
  expect(await axeWithoutScripts(browser, page)).toEqual([]);
  await page.goto(manage ?? '');
  await expect(page.getByText(/aún no está confirmado/)).toBeVisible();
  await page.goto(confirm ?? '');
  await page.getByRole('button', { name: 'Empezar mis avisos' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Sus avisos por correo están activados.' }),
  ).toBeVisible();
  await page.goto(manage ?? '');
  await expect(page.getByText('Correo a m…@example.org')).toBeVisible();
  await expect(page.getByText(/aún no está confirmado/)).toHaveCount(0);
  expect(await axeWithoutScripts(browser, page)).toEqual([]);
  await page.screenshot({ path: `${SCREENSHOTS}/alerts-manage-360.png`, fullPage: true });

  // RFC 8058: a mail client posts once to the unsubscribe URL; no cookie, no form token.
  const token = new URL(manage ?? '').pathname.split('/').at(-1);
  const oneClick = await fetch(`${site.url}/alerts/unsubscribe/${token}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
  expect(oneClick.status).toBe(200);
  await page.goto(manage ?? '');
  await expect(page.getByRole('alert')).toContainText('no corresponde a ningún aviso');
  await context.close();
});

/**
 * axe-core runs as a script, which a page without JavaScript does not: the page as the server
 * drew it is scanned again in a browser that fetches its styles but none of its scripts.
 */
async function axeWithoutScripts(browser: Browser, page: Page): Promise<string[]> {
  const html = await page.content();
  const url = page.url();
  const context = await browser.newContext({ viewport: page.viewportSize(), locale: 'es-ES' });
  const scan = await context.newPage();
  await scan.route('**/*', (route) => {
    const request = route.request();
    if (request.resourceType() === 'script') return route.abort();
    if (request.isNavigationRequest())
      return route.fulfill({ body: html, contentType: 'text/html; charset=utf-8' });
    return route.continue();
  });
  await scan.goto(url);
  const violations = await axeViolations(scan);
  await context.close();
  return violations;
}

async function lastMail(): Promise<string> {
  const folder = path.join(dir, 'outbox', 'alerts');
  await expect.poll(async () => (await readdir(folder).catch(() => [])).length).toBeGreaterThan(0);
  const files = (await readdir(folder)).sort();
  const text = await readFile(path.join(folder, files.at(-1) ?? ''), 'utf8');
  // Quoted-printable soft line breaks joined, so links read whole.
  return text.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}

test('Refused endpoints and another site’s post answer 400 and 403 and store nothing', async () => {
  const good = push.subscribe();
  const post = (body: object, origin = site.url) =>
    fetch(`${site.url}/api/alerts/subscriptions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ language: 'es', topics: 'closures', ...body }),
    });
  const organizations = ['6f1b2c3d-0000-4000-8000-000000000101'];
  const before = site.output().split('Alert subscription made').length;
  for (const endpoint of ['http://10.0.0.1/push/1', 'https://127.0.0.1/push/1']) {
    const answer = await post({ push: { ...good, endpoint }, organizations });
    expect(answer.status, endpoint).toBe(400);
    expect(((await answer.json()) as { field: string }).field).toBe('push.endpoint');
  }
  const crossOrigin = await post({ push: good, organizations }, 'https://evil.example');
  expect(crossOrigin.status).toBe(403);
  expect(site.output().split('Alert subscription made').length).toBe(before);
  // The same subscription from the site's own page is taken: the refusals were the checks'.
  expect((await post({ push: good, organizations })).status).toBe(201);
  expect(site.output()).not.toContain(good.endpoint);
});

test('The manage URL ends a subscription with DELETE, and no route lists subscriptions', async () => {
  const made = await fetch(`${site.url}/api/alerts/subscriptions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.url },
    body: JSON.stringify({
      push: push.subscribe(),
      organizations: ['6f1b2c3d-0000-4000-8000-000000000101'],
      language: 'en',
      topics: 'all',
    }),
  });
  expect(made.status).toBe(201);
  const { manage } = (await made.json()) as { manage: string };
  expect((await fetch(manage, { method: 'DELETE' })).status).toBe(204);
  expect((await fetch(manage, { method: 'DELETE' })).status).toBe(404);
  expect((await fetch(manage)).status).toBe(404);
  expect((await fetch(`${site.url}/api/alerts/subscriptions`)).status).toBe(405);
});

test('The service worker and the web app manifest are served for the whole site', async ({
  request,
}) => {
  const worker = await request.get(`${site.url}/alerts-sw.js`);
  expect(worker.status()).toBe(200);
  expect(worker.headers()['content-type']).toBe('text/javascript; charset=utf-8');
  const manifest = await request.get(`${site.url}/manifest.webmanifest`);
  expect(manifest.headers()['content-type']).toBe('application/manifest+json; charset=utf-8');
  const body = (await manifest.json()) as {
    name: string;
    display: string;
    icons: { src: string }[];
  };
  expect(body).toMatchObject({ name: 'Aspen Grove Elementary', display: 'standalone' });
  for (const icon of body.icons)
    expect((await request.get(`${site.url}${icon.src}`)).status(), icon.src).toBe(200);
});

test('The alerts pages are valid HTML in Spanish and Arabic, blank, refused and managed (Nu HTML checker)', async ({
  request,
}) => {
  const jar = vnuJar();
  expect(jar, 'the vnu-jar package (or VNU_JAR) provides the Nu HTML checker').toBeTruthy();
  const created = await request.post(`${site.url}/api/alerts/subscriptions`, {
    headers: { origin: site.url },
    data: {
      push: push.subscribe(),
      organizations: ['6f1b2c3d-0000-4000-8000-000000000101'],
      language: 'ar',
      topics: 'all',
    },
  });
  expect(created.status()).toBe(201);
  const manage = new URL(((await created.json()) as { manage: string }).manage).pathname;
  const pages: { label: string; html: string }[] = [];
  for (const lang of ['es', 'ar']) {
    for (const [label, pathname, status] of [
      ['alerts', '/alerts', 200],
      ['confirm', `/alerts/confirm/${'A'.repeat(43)}`, 200],
      ['manage', manage, 200],
      ['manage, unknown', '/alerts/manage/nothing', 404],
    ] as const) {
      const response = await request.get(`${site.url}${pathname}?lang=${lang}`);
      expect(response.status(), pathname).toBe(status);
      pages.push({ label: `${label} (${lang})`, html: await response.text() });
    }
    // The form's answer to an invalid post, as a browser without JavaScript gets it.
    const token = /name="csrf" value="([^"]+)"/.exec(pages.at(-4)?.html ?? '')?.[1] ?? '';
    const invalid = await request.post(`${site.url}/alerts?lang=${lang}`, {
      headers: { origin: site.url },
      form: { csrf: token, email: 'nope', language: lang, topics: 'closures' },
    });
    expect(invalid.status()).toBe(200);
    pages.push({ label: `alerts, invalid (${lang})`, html: await invalid.text() });
  }
  expect(pages.filter((p) => p.label.startsWith('alerts, invalid')).map((p) => p.html)).toEqual([
    expect.stringContaining('Elija al menos una escuela o el distrito'),
    expect.stringContaining('اختر مدرسة واحدة على الأقل أو المنطقة التعليمية'),
  ]);
  const failures = await nuErrors(jar as string, pages);
  expect(failures, failures.join('\n')).toEqual([]);
});

test.describe('From publication to the family', () => {
  const DISTRICT_PORT = 4172;
  const bundle = createDemoContent({ now: new Date() });
  const isStatus = (m: { channels: string[]; categories: string[] }) =>
    m.channels.includes('Notifications') && m.categories.includes('Delays and Closures');
  const template = bundle.messages.find(isStatus);
  // The demo's own status notices are left out: the test publishes its own.
  const messages = bundle.messages.filter((m) => !isStatus(m));
  let search: FakeAzureSearch;
  let translator: FakeTranslator;
  let district: SiteServer;
  let smtp: LocalSmtpServer;

  test.beforeAll(async () => {
    [search, translator, smtp] = await Promise.all([
      startFakeAzureSearch({
        documents: {
          'messages-index': messages,
          'events-index': bundle.events,
          'files-index': bundle.files,
          'pages-index': bundle.pageDocuments,
        },
      }),
      startFakeTranslator(),
      startSmtpServer(),
    ]);
    district = await startSiteServer('district', DISTRICT_PORT, {
      SEARCH_ENDPOINT: search.endpoint,
      SEARCH_API_KEY: search.apiKey,
      FUNCTIONS_ENDPOINT: translator.url,
      SMTP_URL: smtp.url,
      ALERTS_FROM: 'Meadowlark Valley Alerts <alerts@meadowlarkvalley.example>',
      DATA_DIR: path.join(dir, 'district-data'),
      OUTBOX_DIR: path.join(dir, 'district-outbox'),
      PUSH_SERVICES: push.origin,
      NODE_EXTRA_CA_CERTS: push.caFile,
      DISABLE_PAGE_CACHE: '1',
    });
  });

  test.afterAll(async () => {
    district?.stop();
    await Promise.all([search?.close(), translator?.close(), smtp?.close()]);
  });

  let published = 0;
  /** Publishes a closure now, as an editor would: its document (to revise) and when. */
  function publishClosure(title: string) {
    published += 1;
    const at = Date.now();
    const doc = {
      ...(template as NonNullable<typeof template>),
      id: `00000000-0000-4000-8000-0000000a1f${String(published).padStart(2, '0')}`,
      slug: `alerts-journey-mail-${published}`,
      title,
      summary: 'All schools and offices are closed today.',
      publishDateTime: new Date(Math.floor(at / 1000) * 1000 - 1000).toISOString(),
      expireDateTime: new Date(at + 12 * 3_600_000).toISOString(),
      categories: ['Delays and Closures'],
      tags: ['Weather Status Closed'],
      links: '[]',
    };
    messages.push(doc);
    return { doc, at };
  }

  test('A Spanish-reading parent subscribed on the page gets the closure in Spanish within a minute, and its revision replaces it on the device (360 px)', async ({
    browser,
  }) => {
    expect(template, 'the demo content has a status notice to copy').toBeTruthy();
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      locale: 'es-ES',
    });
    const key = (await (await fetch(`${district.url}/api/alerts/push-key`)).json()) as {
      publicKey: string;
    };
    const device = push.subscribe({ applicationServerKey: key.publicKey });
    await context.grantPermissions(['notifications'], { origin: district.url });
    await context.addInitScript((json) => {
      const made = { ...json, toJSON: () => json };
      PushManager.prototype.subscribe = async () => made as unknown as PushSubscription;
      PushManager.prototype.getSubscription = async () => null;
    }, device);
    const page = await context.newPage();
    await page.goto(`${district.url}/`);
    await page.getByRole('link', { name: 'Recibir avisos de cierres' }).click();
    const schools = page.getByRole('group', { name: 'Qué escuelas' });
    await schools.getByText('Otras escuelas del distrito').click();
    await schools.getByRole('checkbox').nth(1).check();
    await schools.getByRole('checkbox').nth(2).check();
    await page.getByRole('button', { name: 'Activar las notificaciones' }).click();
    await expect(page.locator('#alerts-push-status')).toContainText(
      'Las notificaciones están activadas',
      { timeout: 30_000 },
    );

    // An editor publishes a closure now.
    const id = '00000000-0000-4000-8000-0000000a1e01';
    const published = Date.now();
    const doc = {
      ...(template as NonNullable<typeof template>),
      id,
      slug: 'alerts-journey-closure',
      title: 'Schools closed today for snow',
      summary: 'All schools and offices are closed today.',
      publishDateTime: new Date(Math.floor(published / 1000) * 1000 - 1000).toISOString(),
      expireDateTime: new Date(published + 12 * 3_600_000).toISOString(),
      categories: ['Delays and Closures'],
      tags: ['Weather Status Closed'],
      links: '[]',
    };
    messages.push(doc);
    const received = () =>
      push.messages.filter(
        (m) => m.endpoint === device.endpoint && JSON.parse(m.payload).tag === id,
      );
    await expect.poll(() => received().length, { timeout: 60_000, intervals: [500] }).toBe(1);
    const [first] = received();
    const lag = (first?.receivedAt ?? Number.POSITIVE_INFINITY) - published;
    console.log(`publication to the parent's push service: ${(lag / 1000).toFixed(1)} s`);
    expect(lag).toBeLessThan(60_000);
    const payload = JSON.parse(first?.payload ?? '{}') as { title: string; lang: string };
    // In Spanish: the stand-in translator marks each text with its language.
    expect(payload).toMatchObject({ lang: 'es', title: '[es] Schools closed today for snow' });
    expect(first?.urgency).toBe('high');

    // The service worker shows what the push service would hand the device.
    await page.goto(`${district.url}/alerts`);
    await deliverPushTo(page, district.url, JSON.parse(first?.payload ?? '{}'));
    await expect
      .poll(async () => (await shownNotifications(page)).map((n) => [n.tag, n.title]))
      .toEqual([[id, '[es] Schools closed today for snow']]);

    // The editor corrects it: the revision, with the same Topic, replaces it on the device.
    doc.title = 'Schools closed today and tomorrow for snow';
    await expect.poll(() => received().length, { timeout: 60_000, intervals: [500] }).toBe(2);
    const revision = received()[1];
    expect(revision?.topic).toBe(first?.topic);
    expect(push.queued(device.endpoint).map((m) => JSON.parse(m.payload).title)).toEqual([
      '[es] Schools closed today and tomorrow for snow',
    ]);
    await deliverPushTo(page, district.url, JSON.parse(revision?.payload ?? '{}'));
    await expect
      .poll(async () => (await shownNotifications(page)).map((n) => [n.tag, n.title]))
      .toEqual([[id, '[es] Schools closed today and tomorrow for snow']]);
    await page.screenshot({ path: `${SCREENSHOTS}/alerts-delivered-360.png` });
    expect(translator.violations).toEqual([]);
    await context.close();
  });
  test('Without JavaScript a parent asks for e-mail: the confirmation first, then the closure in Spanish, and one click stops the next', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'es-ES' });
    const page = await context.newPage();
    await page.goto(`${district.url}/alerts`);
    await page.getByLabel('Su correo electrónico').fill('padre@example.org');
    await page.getByRole('button', { name: 'Enviar la confirmación' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Revise su correo' })).toBeVisible({
      timeout: 30_000,
    });
    const toParent = () => smtp.messages.filter((m) => m.envelope.to.includes('padre@example.org'));
    await expect.poll(() => toParent().length).toBe(1);
    const confirmation = toParent()[0];
    expect(confirmation?.subject).toBe('Confirme sus avisos escolares');

    // A witness device shows when the engine has dealt with each closure.
    const witness = push.subscribe({
      applicationServerKey: (
        (await (await fetch(`${district.url}/api/alerts/push-key`)).json()) as {
          publicKey: string;
        }
      ).publicKey,
    });
    const made = await fetch(`${district.url}/api/alerts/subscriptions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: district.url },
      body: JSON.stringify({
        push: witness,
        organizations: ['6f1b2c3d-0000-4000-8000-000000000001'],
        language: 'en',
        topics: 'closures',
      }),
    });
    expect(made.status).toBe(201);
    const reached = (id: string) =>
      push.messages.some(
        (m) => m.endpoint === witness.endpoint && JSON.parse(m.payload).tag === id,
      );

    // Nothing is sent before the link is followed.
    const before = publishClosure('Schools closed today: ice');
    await expect
      .poll(() => reached(before.doc.id), { timeout: 60_000, intervals: [500] })
      .toBe(true);
    expect(toParent()).toHaveLength(1);

    const confirm = /https?:\/\/[^\s"<>]+\/alerts\/confirm\/[A-Za-z0-9_-]+/.exec(
      confirmation?.text ?? '',
    )?.[0];
    await page.goto(confirm ?? '');
    await page.getByRole('button', { name: 'Empezar mis avisos' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Sus avisos por correo están activados.' }),
    ).toBeVisible();

    const closure = publishClosure('Schools closed today for snow');
    await expect.poll(() => toParent().length, { timeout: 60_000, intervals: [500] }).toBe(2);
    const alert = toParent()[1];
    console.log(
      `publication to the parent's mailbox: ${(((alert?.receivedAt ?? 0) - closure.at) / 1000).toFixed(1)} s`,
    );
    expect((alert?.receivedAt ?? Number.POSITIVE_INFINITY) - closure.at).toBeLessThan(60_000);
    expect(alert?.subject).toContain('[es] Schools closed today for snow');
    const header = (name: string) =>
      Object.entries(alert?.headers ?? {}).find(([key]) => key.toLowerCase() === name)?.[1] ?? '';
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const unsubscribe = /<(https?:[^>]+\/alerts\/unsubscribe\/[^>]+)>/.exec(
      header('list-unsubscribe'),
    )?.[1];
    expect(unsubscribe).toBeTruthy();

    // RFC 8058: the mail client posts once; the next closure reaches the witness, not the parent.
    const oneClick = await fetch(unsubscribe ?? '', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    const after = publishClosure('Schools closed again tomorrow');
    await expect
      .poll(() => reached(after.doc.id), { timeout: 60_000, intervals: [500] })
      .toBe(true);
    expect(toParent()).toHaveLength(2);
    await context.close();
  });
});
