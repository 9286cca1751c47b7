import { execFile } from 'node:child_process';
import { createPrivateKey, sign } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Agent, request } from 'node:https';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import {
  type LocalPushService,
  type LocalPushSubscription,
  startPushService,
} from './push-service';

const keys = webPush.generateVAPIDKeys();
const otherKeys = webPush.generateVAPIDKeys();
const SUBJECT = 'mailto:alerts@example.org';
let now = Date.now();
let service: LocalPushService;
let agent: Agent;

beforeAll(async () => {
  service = await startPushService({ now: () => now });
  agent = new Agent({ ca: service.ca, keepAlive: true });
});
afterAll(async () => {
  agent.destroy();
  await service.close();
});

/** An ES256 JWT signed with `privateKey` (base64url, 32 bytes) over any claims. */
function jwt(claims: Record<string, unknown>, signer = keys): string {
  const raw = Buffer.from(signer.publicKey, 'base64url');
  const key = createPrivateKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      d: signer.privateKey,
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const data = `${part({ typ: 'JWT', alg: 'ES256' })}.${part(claims)}`;
  const signature = sign('sha256', Buffer.from(data), { key, dsaEncoding: 'ieee-p1363' });
  return `${data}.${signature.toString('base64url')}`;
}

const claims = (extra: Record<string, unknown> = {}) => ({
  aud: service.origin,
  exp: Math.floor(now / 1000) + 3_600,
  sub: SUBJECT,
  ...extra,
});

/** Posts an encrypted message; `headers` override what web-push would send. */
async function post(
  subscription: LocalPushSubscription,
  {
    payload = 'hello',
    headers = {},
    encryptFor = subscription,
  }: {
    payload?: string;
    headers?: Record<string, string | undefined>;
    encryptFor?: LocalPushSubscription;
  } = {},
): Promise<{ status: number; body: string }> {
  const details = webPush.generateRequestDetails(encryptFor, payload, {
    TTL: 60,
    vapidDetails: null as unknown as undefined,
    headers: { Authorization: `vapid t=${jwt(claims())}, k=${keys.publicKey}` },
  });
  const merged: Record<string, string | number> = {};
  for (const [name, value] of Object.entries({ ...details.headers, ...headers })) {
    if (value !== undefined) merged[name] = value as string | number;
  }
  return new Promise((resolve, reject) => {
    const outgoing = request(
      subscription.endpoint,
      { method: 'POST', headers: merged, agent },
      (incoming) => {
        let body = '';
        incoming.on('data', (chunk) => {
          body += chunk;
        });
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(details.body);
  });
}

const vapid = (token: string, k = keys.publicKey) => ({
  Authorization: `vapid t=${token}, k=${k}`,
});

describe('local push service', () => {
  it('accepts a well-signed message, decrypts it and records its headers', async () => {
    const subscription = service.subscribe({ applicationServerKey: keys.publicKey });
    const answer = await post(subscription, {
      payload: 'Schools closed',
      headers: { Topic: 'snow' },
    });
    expect(answer.status).toBe(201);
    const received = service.messages.at(-1)!;
    expect(received).toMatchObject({
      endpoint: subscription.endpoint,
      payload: 'Schools closed',
      ttl: 60,
      topic: 'snow',
      vapid: { publicKey: keys.publicKey, aud: service.origin, sub: SUBJECT },
    });
    expect(await readFile(service.caFile, 'utf8')).toBe(service.ca);
  });

  it('answers 401 without VAPID and 403 for a token it cannot accept', async () => {
    const subscription = service.subscribe();
    expect((await post(subscription, { headers: { Authorization: undefined } })).status).toBe(401);
    expect((await post(subscription, { headers: { Authorization: 'WebPush abc' } })).status).toBe(
      401,
    );
    const refusals: [Record<string, string>, RegExp][] = [
      [vapid(jwt(claims({ aud: 'https://fcm.googleapis.com' }))), /aud is not/],
      [vapid(jwt(claims({ exp: Math.floor(now / 1000) - 1 }))), /expired/],
      [vapid(jwt(claims({ exp: Math.floor(now / 1000) + 25 * 3_600 }))), /24 hours/],
      [vapid(jwt(claims({ sub: 'alerts@example.org' }))), /sub is not/],
      [vapid(jwt(claims(), otherKeys)), /signature does not verify/],
      [vapid('not.a.jwt'), /not a JWT/],
    ];
    for (const [headers, reason] of refusals) {
      const answer = await post(subscription, { headers });
      expect(answer.status).toBe(403);
      expect(answer.body).toMatch(reason);
    }
  });

  it('refuses a key other than the one a restricted subscription was made with', async () => {
    const subscription = service.subscribe({ applicationServerKey: otherKeys.publicKey });
    const answer = await post(subscription);
    expect(answer).toMatchObject({ status: 403 });
    expect(answer.body).toMatch(/application server key/);
  });

  it('requires TTL and checks Urgency and Topic', async () => {
    const subscription = service.subscribe();
    expect(await post(subscription, { headers: { TTL: undefined } })).toMatchObject({
      status: 400,
    });
    expect(await post(subscription, { headers: { Urgency: 'urgent' } })).toMatchObject({
      status: 400,
    });
    expect(await post(subscription, { headers: { Topic: 'a'.repeat(33) } })).toMatchObject({
      status: 400,
    });
    expect(await post(subscription, { headers: { Topic: 'not/safe' } })).toMatchObject({
      status: 400,
    });
  });

  it('refuses a payload encrypted for another subscription, and one over 4096 bytes', async () => {
    const subscription = service.subscribe();
    const answer = await post(subscription, { encryptFor: service.subscribe() });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatch(/cannot decrypt/);
    expect((await post(subscription, { payload: 'x'.repeat(4_100) })).status).toBe(413);
  });

  it('keeps the newest queued message per topic until its TTL runs out', async () => {
    const subscription = service.subscribe();
    await post(subscription, { payload: 'first', headers: { Topic: 'notice1' } });
    await post(subscription, { payload: 'other', headers: { Topic: 'notice2' } });
    await post(subscription, { payload: 'revised', headers: { Topic: 'notice1' } });
    expect(service.queued(subscription.endpoint).map((m) => m.payload)).toEqual([
      'other',
      'revised',
    ]);
    now += 61_000;
    expect(service.queued(subscription.endpoint)).toEqual([]);
  });

  it('answers as the test asks, then as usual; 410 once unsubscribed; 404 for no subscription', async () => {
    const subscription = service.subscribe();
    service.respond(subscription.endpoint, { status: 429, retryAfter: '7', times: 1 });
    const limited = await post(subscription);
    expect(limited.status).toBe(429);
    expect((await post(subscription)).status).toBe(201);
    service.unsubscribe(subscription.endpoint);
    expect((await post(subscription)).status).toBe(410);
    const unknown = { ...subscription, endpoint: `${service.origin}/push/${'A'.repeat(32)}` };
    expect((await post(unknown)).status).toBe(404);
  });

  it('is trusted by a child process through NODE_EXTRA_CA_CERTS', async () => {
    const subscription = service.subscribe();
    // A bare https POST (no TTL): any HTTP answer, here 400, proves the TLS handshake was trusted.
    const script = `require('node:https').request(process.argv[1], { method: 'POST' }, (r) => {
      console.log(r.statusCode); r.resume();
    }).on('error', (e) => { console.log(e.code); }).end();`;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['-e', script, subscription.endpoint],
      { env: { PATH: process.env.PATH, NODE_EXTRA_CA_CERTS: service.caFile }, timeout: 20_000 },
    );
    expect(stdout.trim()).toBe('400');
    const { stdout: untrusted } = await promisify(execFile)(
      process.execPath,
      ['-e', script, subscription.endpoint],
      { env: { PATH: process.env.PATH }, timeout: 20_000 },
    );
    expect(untrusted.trim()).toBe('DEPTH_ZERO_SELF_SIGNED_CERT');
  });
});
