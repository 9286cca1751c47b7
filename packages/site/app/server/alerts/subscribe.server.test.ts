import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { verifySubscriptionToken } from '@district/data/alerts-dispatch/subscription-links';
import { createDemoContent } from '@district/demo-content/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_FIELD, csrfCookieName, issueCsrfToken } from '../http/csrf.server';
import type { RequestContext } from '../http/request-context.server';
import type { SiteServices } from '../http/services.server';
import {
  demoOrgConfig,
  embeddedContent,
  testContext,
  testServices,
} from '../testing/site-services';
import {
  changeSubscription,
  confirmSubscription,
  endSubscription,
  findManaged,
  isCrossOrigin,
  maskAddress,
  organizationChoices,
  SUBSCRIBE_LIMITS,
  subscribeByEmail,
  subscribeByPush,
} from './subscribe.server';

const ASPEN = '6f1b2c3d-0000-4000-8000-000000000101';
const DISTRICT = '6f1b2c3d-0000-4000-8000-000000000001';
const PUSH_SERVICE = 'https://push.example.test';
const bundle = createDemoContent({
  now: new Date('2025-03-01T12:00:00Z'),
  organizationIds: [ASPEN],
});
const school = (index: number) =>
  organizationChoices(bundle.organizations, ASPEN).filter((o) => o.id !== DISTRICT)[index]?.id ??
  '';

let dir: string;
let services: SiteServices;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'alerts-subscribe-'));
  services = testServices({
    org: demoOrgConfig(ASPEN, 'Aspen Elementary'),
    content: embeddedContent(bundle),
    env: {
      DATA_DIR: path.join(dir, 'data'),
      OUTBOX_DIR: path.join(dir, 'outbox'),
      PUSH_SERVICES: PUSH_SERVICE,
    },
  });
  // The embedded PostgreSQL takes seconds to start on a busy machine: opened before the tests.
  await services.alerts.store();
}, 60_000);

afterAll(async () => {
  await services?.alerts.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

let client = 0;
/** A POST of `body` as JSON from the site's own page, from a client of its own. */
function apiPost(
  body: unknown,
  headers: Record<string, string> = {},
  from = `198.51.100.${++client}`,
) {
  const base = testContext(services, { path: '/api/alerts/subscriptions' });
  const request = new Request(base.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base.url.origin, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { ...base, request, loadContext: { clientIp: from } } as RequestContext;
}

let endpointCount = 0;
function pushBody(overrides: Record<string, unknown> = {}) {
  return {
    push: {
      endpoint: `${PUSH_SERVICE}/push/${++endpointCount}`,
      expirationTime: null,
      keys: {
        p256dh:
          'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
    },
    organizations: [school(0), school(1)],
    language: 'es',
    topics: 'closures',
    ...overrides,
  };
}

async function storedCount(): Promise<number> {
  const store = await services.alerts.store();
  const counts = await store.subscriptions.counts();
  return counts.reduce((sum, row) => sum + row.active + row.unconfirmed, 0);
}

describe('POST /api/alerts/subscriptions', () => {
  it('stores a push subscription and answers 201 with its id and signed manage URL', async () => {
    const answer = await subscribeByPush(apiPost(pushBody()));
    expect(answer.status).toBe(201);
    const { id, manage } = answer.body as { id: string; manage: string };
    const token = new URL(manage).pathname.replace('/alerts/manage/', '');
    expect(manage).toBe(`http://127.0.0.1/alerts/manage/${token}`);
    expect(verifySubscriptionToken(token, await services.alerts.linkSecret())).toBe(id);
    const managed = await findManaged(apiPost({}), token);
    expect(managed).toEqual({
      channel: 'push',
      address: null,
      confirmed: true,
      organizations: [school(0), school(1)],
      language: 'es',
      topics: 'closures',
    });
  });

  it('refuses another origin with 403 and stores nothing', async () => {
    const before = await storedCount();
    const answer = await subscribeByPush(apiPost(pushBody(), { origin: 'https://evil.example' }));
    expect(answer.status).toBe(403);
    const fetched = await subscribeByPush(
      apiPost(pushBody(), { origin: '', 'sec-fetch-site': 'cross-site' }),
    );
    expect(fetched.status).toBe(403);
    expect(await storedCount()).toBe(before);
  });

  it.each([
    ['http://10.0.0.1/push/1', 'private'],
    ['https://127.0.0.1/push/1', 'loopback'],
    ['https://169.254.169.254/latest', 'link-local'],
    ['https://push.evil.example/push/1', 'not one of PUSH_SERVICES'],
    ['https://push.example.test.evil.example/push/1', 'not one of PUSH_SERVICES'],
  ])(
    'refuses the endpoint %s with 400 naming push.endpoint, storing nothing',
    async (endpoint, why) => {
      const before = await storedCount();
      const body = pushBody();
      body.push.endpoint = endpoint;
      const answer = await subscribeByPush(apiPost(body));
      expect(answer.status).toBe(400);
      expect(answer.body.field).toBe('push.endpoint');
      expect(String(answer.body.error)).toContain(why);
      expect(await storedCount()).toBe(before);
      // The refusal's log line names the host at most, never the endpoint's path.
      const logged = JSON.stringify((services.logger as unknown as { entries: unknown[] }).entries);
      expect(logged).not.toContain(endpoint);
    },
  );

  it.each([
    [{ topics: 'some' }, 'topics'],
    [{ language: 'xx' }, 'language'],
    [{ organizations: [] }, 'organizations'],
    [{ organizations: ['not-an-organization-of-this-district'] }, 'organizations'],
    [{ push: { endpoint: `${PUSH_SERVICE}/x`, keys: { p256dh: 'abc' } } }, 'push.keys.auth'],
    [{ push: undefined }, 'push'],
  ])('answers 400 naming the field for %j', async (overrides, field) => {
    const answer = await subscribeByPush(apiPost(pushBody(overrides)));
    expect(answer).toMatchObject({ status: 400, body: { field } });
  });

  it('answers 400 for a body that is not JSON', async () => {
    expect((await subscribeByPush(apiPost('{"push":'))).body.field).toBe('body');
    const form = apiPost(pushBody(), { 'content-type': 'application/x-www-form-urlencoded' });
    expect((await subscribeByPush(form)).status).toBe(400);
  });

  it('bounds the subscriptions one client makes in a window', async () => {
    const { limit } = SUBSCRIBE_LIMITS.subscriptionsPerClient;
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i++)
      statuses.push((await subscribeByPush(apiPost(pushBody(), {}, '203.0.113.9'))).status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(limit);
    expect(statuses.at(-1)).toBe(429);
  });
});

/** A page request that took a CSRF token, then posts `fields` with it. */
function formPost(fields: Record<string, string | string[]>, from = `192.0.2.${++client}`) {
  const page = testContext(services, { path: '/alerts' });
  const { token, cookie } = issueCsrfToken(page);
  const cookieValue = (cookie ?? '').split(';')[0] ?? '';
  const form = new FormData();
  form.set(CSRF_FIELD, token);
  for (const [name, value] of Object.entries(fields))
    for (const one of Array.isArray(value) ? value : [value]) form.append(name, one);
  const request = new Request(page.url, {
    method: 'POST',
    headers: { cookie: cookieValue, origin: page.url.origin },
  });
  expect(cookieValue.startsWith(`${csrfCookieName(services.org.brand)}=`)).toBe(true);
  return { ctx: { ...page, request, loadContext: { clientIp: from } } as RequestContext, form };
}

async function outbox(): Promise<string[]> {
  const folder = path.join(dir, 'outbox', 'alerts');
  const files = await readdir(folder).catch(() => [] as string[]);
  return Promise.all(files.sort().map((file) => readFile(path.join(folder, file), 'utf8')));
}

describe('the e-mail form', () => {
  const fields = (email: string) => ({
    email,
    organizations: [school(0), DISTRICT],
    language: 'es',
    topics: 'all',
  });

  it('stores the address unconfirmed, mails the confirmation in the chosen language, and confirms only by POST', async () => {
    const before = (await outbox()).length;
    const { ctx, form } = formPost(fields('parent@example.org'));
    const result = await subscribeByEmail(ctx, form);
    expect(result.status).toBe('sent');
    const mails = await outbox();
    expect(mails).toHaveLength(before + 1);
    // The text part, its quoted-printable soft line breaks joined.
    const mail = (mails.at(-1) ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(mail).toContain('To: parent@example.org');
    expect(mail).toContain('Subject: Confirme sus avisos escolares');
    const confirm = /\/alerts\/confirm\/([A-Za-z0-9_-]{43})/.exec(mail)?.[1] ?? '';
    const manage = /\/alerts\/manage\/([A-Za-z0-9_.-]+)/.exec(mail)?.[1] ?? '';
    expect(confirm).not.toBe('');
    expect((await findManaged(ctx, manage))?.confirmed).toBe(false);
    expect(await confirmSubscription(ctx, confirm)).toBe('confirmed');
    expect(await findManaged(ctx, manage)).toMatchObject({
      channel: 'email',
      address: 'p…@example.org',
      confirmed: true,
      topics: 'all',
      language: 'es',
    });
    expect(await confirmSubscription(ctx, 'A'.repeat(43))).toBe('unknown');
  });

  it('changes and ends a subscription from its manage token', async () => {
    const created = await subscribeByPush(apiPost(pushBody()));
    const token = new URL(String(created.body.manage)).pathname.split('/').at(-1) ?? '';
    const save = formPost({ organizations: [DISTRICT], language: 'vi', topics: 'all' });
    expect(await changeSubscription(save.ctx, token, save.form)).toEqual({ status: 'saved' });
    expect(await findManaged(save.ctx, token)).toMatchObject({
      organizations: [DISTRICT],
      language: 'vi',
      topics: 'all',
    });
    const none = formPost({ organizations: [], language: 'vi', topics: 'all' });
    expect((await changeSubscription(none.ctx, token, none.form)).status).toBe('invalid');
    expect(await endSubscription(save.ctx, token)).toEqual({ status: 'ended' });
    expect(await findManaged(save.ctx, token)).toBeNull();
    expect(await endSubscription(save.ctx, token)).toEqual({ status: 'unknown' });
  });

  it('refuses a post without the CSRF token and stores nothing', async () => {
    const before = await storedCount();
    const { ctx, form } = formPost(fields('someone@example.org'));
    form.delete(CSRF_FIELD);
    expect((await subscribeByEmail(ctx, form)).status).toBe('forbidden');
    expect(await storedCount()).toBe(before);
  });

  it('names each field that is wrong, in the reader’s words', async () => {
    const { ctx, form } = formPost({ email: 'not an address', language: 'es', topics: 'all' });
    const result = await subscribeByEmail(ctx, form);
    expect(result.status).toBe('invalid');
    expect(result.fieldErrors).toEqual({
      email: 'Enter an e-mail address such as name@example.com',
      organizations: 'Choose at least one school or the district',
    });
  });

  it('bounds the confirmations one address receives, whoever asks', async () => {
    const { limit } = SUBSCRIBE_LIMITS.confirmationsPerAddress;
    const statuses: string[] = [];
    for (let i = 0; i <= limit; i++) {
      const { ctx, form } = formPost(fields('Neighbour@Example.org'));
      statuses.push((await subscribeByEmail(ctx, form)).status);
    }
    expect(statuses).toEqual([...Array<string>(limit).fill('sent'), 'limited']);
    const { ctx, form } = formPost(fields('neighbour@example.org'));
    expect((await subscribeByEmail(ctx, form)).status).toBe('limited');
  });

  it('bounds the confirmations one client has sent, whatever the addresses', async () => {
    const { limit } = SUBSCRIBE_LIMITS.confirmationsPerClient;
    const statuses: string[] = [];
    for (let i = 0; i <= limit; i++) {
      const { ctx, form } = formPost(fields(`family${i}@example.org`), '192.0.2.250');
      statuses.push((await subscribeByEmail(ctx, form)).status);
    }
    expect(statuses.filter((s) => s === 'sent')).toHaveLength(limit);
    expect(statuses.at(-1)).toBe('limited');
  });
});

describe('subscription helpers', () => {
  it('masks an address to its first letter and domain', () => {
    expect(maskAddress('maria.lopez@example.org')).toBe('m…@example.org');
    expect(maskAddress('nonsense')).toBe('…');
  });

  it('offers the district first, then published schools by name', () => {
    const choices = organizationChoices(bundle.organizations, ASPEN);
    expect(choices[0]?.id).toBe(DISTRICT);
    const names = choices.slice(1).map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(choices.some((c) => c.id === ASPEN)).toBe(true);
  });

  it('tells a same-site request from another site’s', () => {
    const ctx = (headers: Record<string, string>) =>
      ({
        request: new Request('http://127.0.0.1/x', { headers }),
        url: new URL('http://127.0.0.1/x'),
      }) as RequestContext;
    expect(isCrossOrigin(ctx({ origin: 'http://127.0.0.1' }))).toBe(false);
    expect(isCrossOrigin(ctx({}))).toBe(false);
    expect(isCrossOrigin(ctx({ origin: 'http://127.0.0.1:8080' }))).toBe(true);
    expect(isCrossOrigin(ctx({ 'sec-fetch-site': 'same-site' }))).toBe(true);
  });
});
