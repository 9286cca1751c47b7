import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { createMemoryLogger, type MemoryLogger } from '../resilience/logger';
import { createManualClock, type ManualClock } from '../testing/manual-clock';
import {
  type LocalPushService,
  type LocalPushSubscription,
  startPushService,
} from '../testing/push-service';
import { type PushNotice, pushNoticeOf, pushTopicOf } from './push-message';
import type { VapidKeys } from './vapid-keys';
import {
  createWebPushSender,
  type WebPushSender,
  type WebPushSenderOptions,
} from './web-push-sender';

const vapid: VapidKeys = { ...webPush.generateVAPIDKeys(), subject: 'mailto:alerts@example.org' };
const NOTICE = '6b0e4a1c-0000-4000-8000-00000000a1e7';
const TIMEOUT_MS = 5_000;

let service: LocalPushService;
let other: LocalPushService;
const senders: WebPushSender[] = [];

beforeAll(async () => {
  [service, other] = await Promise.all([startPushService(), startPushService()]);
});
afterAll(async () => {
  await Promise.all([service.close(), other.close()]);
});
afterEach(() => {
  for (const sender of senders.splice(0)) sender.close();
});

function setup(options: Partial<WebPushSenderOptions> = {}): {
  sender: WebPushSender;
  clock: ManualClock;
  logger: MemoryLogger;
} {
  const clock = createManualClock();
  const logger = createMemoryLogger();
  const sender = createWebPushSender({
    vapid,
    pushServices: [service.origin, other.origin],
    ca: service.ca,
    clock,
    logger,
    timeoutMs: TIMEOUT_MS,
    ...options,
  });
  senders.push(sender);
  return { sender, clock, logger };
}

function notice(
  clock: ManualClock,
  {
    title = 'Schools closed today',
    tone = 'closed' as const,
    expiresInS = 3_600,
    noticeId = NOTICE,
  } = {},
): PushNotice {
  return pushNoticeOf(
    { noticeId, tone, expires: new Date(clock.now() + expiresInS * 1000).toISOString() },
    {
      title,
      body: 'All Meadowlark Valley schools are closed because of snow.',
      importance: 'Closed',
      organization: 'Meadowlark Valley School District',
      url: 'https://www.meadowlarkvalley.org/announcements/snow-day',
      lang: 'en',
      dir: 'ltr',
    },
  );
}

const attemptsAt = (subscription: LocalPushSubscription, on = service) =>
  on.attempts.filter((attempt) => attempt.endpoint === subscription.endpoint);

/** Lets pending I/O callbacks and promise jobs run (not a wait for time). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('web push sender', () => {
  it('delivers a message the push service decrypts to the payload, with VAPID, TTL, Urgency and Topic', async () => {
    const { sender, clock } = setup();
    const subscription = service.subscribe({ applicationServerKey: vapid.publicKey });
    const push = notice(clock, { expiresInS: 3_600 });

    const outcome = await sender.send({ ...push, subscription });

    expect(outcome).toEqual({ kind: 'sent', status: 201, attempts: 1 });
    const [received] = service.messages.filter((m) => m.endpoint === subscription.endpoint);
    expect(JSON.parse(received!.payload)).toEqual({
      title: 'Schools closed today',
      body: 'All Meadowlark Valley schools are closed because of snow.',
      tag: NOTICE,
      url: 'https://www.meadowlarkvalley.org/announcements/snow-day',
      importance: 'Closed',
      organization: 'Meadowlark Valley School District',
      lang: 'en',
      dir: 'ltr',
    });
    expect(received!.ttl).toBe(3_600);
    expect(received!.urgency).toBe('high');
    expect(received!.topic).toBe(pushTopicOf(NOTICE));
    expect(received!.topic).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(received!.headers['content-encoding']).toBe('aes128gcm');
    expect(received!.vapid).toMatchObject({
      publicKey: vapid.publicKey,
      aud: service.origin,
      sub: 'mailto:alerts@example.org',
    });
    expect(received!.vapid.exp).toBe(Math.floor(clock.now() / 1000) + 12 * 3_600);
  });

  it('sends Urgency normal for an ordinary urgent notice and caps TTL at a day', async () => {
    const { sender, clock } = setup();
    const subscription = service.subscribe();
    const push = notice(clock, { tone: 'alert' as never, expiresInS: 3 * 86_400 });
    expect(await sender.send({ ...push, subscription })).toMatchObject({ kind: 'sent' });
    const received = service.messages.find((m) => m.endpoint === subscription.endpoint);
    expect(received).toMatchObject({ urgency: 'normal', ttl: 86_400 });
  });

  it('has a revision replace the queued message of the same notice (same Topic)', async () => {
    const { sender, clock } = setup();
    const subscription = service.subscribe();
    await sender.send({ ...notice(clock, { title: 'Schools open two hours late' }), subscription });
    await sender.send({ ...notice(clock, { title: 'Schools closed today' }), subscription });
    await sender.send({
      ...notice(clock, { title: 'Bus 12 is late', noticeId: 'another-notice' }),
      subscription,
    });

    const titles = service
      .queued(subscription.endpoint)
      .map((message) => JSON.parse(message.payload).title);
    expect(titles).toEqual(['Schools closed today', 'Bus 12 is late']);
    expect(attemptsAt(subscription).map((attempt) => attempt.status)).toEqual([201, 201, 201]);
  });

  it('reports gone on 410 (an ended subscription) and on 404, without retrying', async () => {
    const { sender, clock, logger } = setup();
    const ended = service.subscribe();
    service.unsubscribe(ended.endpoint);
    const unknown = service.subscribe();
    service.respond(unknown.endpoint, { status: 404 });

    expect(await sender.send({ ...notice(clock), subscription: ended })).toEqual({
      kind: 'gone',
      status: 410,
      attempts: 1,
    });
    expect(await sender.send({ ...notice(clock), subscription: unknown })).toEqual({
      kind: 'gone',
      status: 404,
      attempts: 1,
    });
    expect(attemptsAt(ended)).toHaveLength(1);
    expect(attemptsAt(unknown)).toHaveLength(1);
    expect(
      logger.entries.filter((entry) => entry.message === 'push subscription gone'),
    ).toHaveLength(2);
  });

  it('drops a message the service finds too large (413), logs it without the endpoint', async () => {
    const { sender, clock, logger } = setup();
    const subscription = service.subscribe();
    service.respond(subscription.endpoint, { status: 413 });

    const outcome = await sender.send({ ...notice(clock), subscription });

    expect(outcome).toMatchObject({ kind: 'dropped', status: 413, attempts: 1 });
    expect(attemptsAt(subscription)).toHaveLength(1);
    const [entry] = logger.entries;
    expect(entry).toMatchObject({ level: 'warn', message: 'push message dropped' });
    expect(entry!.context).toMatchObject({ service: service.origin, status: 413 });
    const path = new URL(subscription.endpoint).pathname;
    expect(JSON.stringify(logger.entries)).not.toContain(path.slice('/push/'.length));
  });

  it('retries a 429 with Retry-After: 2 after two seconds of the clock, not before', async () => {
    const { sender, clock } = setup();
    const subscription = service.subscribe();
    service.respond(subscription.endpoint, { status: 429, retryAfter: '2', times: 1 });

    const sending = sender.send({ ...notice(clock), subscription });
    const backoff = await clock.sleeping((ms) => ms !== TIMEOUT_MS);
    expect(backoff.ms).toBe(2_000);
    expect(attemptsAt(subscription).map((attempt) => attempt.status)).toEqual([429]);

    clock.advance(1_999);
    await settle();
    expect(attemptsAt(subscription)).toHaveLength(1);

    clock.advance(1);
    expect(await sending).toEqual({ kind: 'sent', status: 201, attempts: 2 });
    expect(attemptsAt(subscription).map((attempt) => attempt.status)).toEqual([429, 201]);
  });

  it('honours a Retry-After given as an HTTP date', async () => {
    const { sender, clock } = setup();
    const subscription = service.subscribe();
    const at = new Date(Math.ceil(clock.now() / 1000) * 1000 + 30_000);
    service.respond(subscription.endpoint, { status: 503, retryAfter: at.toUTCString(), times: 1 });

    const sending = sender.send({ ...notice(clock), subscription });
    const backoff = await clock.sleeping((ms) => ms !== TIMEOUT_MS);
    expect(backoff.due).toBe(at.getTime());
    clock.advance(backoff.due - clock.now());
    expect(await sending).toMatchObject({ kind: 'sent', attempts: 2 });
  });

  it('retries a 500 with growing backoff and gives up at the alert’s TTL', async () => {
    const { sender, clock } = setup();
    const subscription = service.subscribe();
    service.respond(subscription.endpoint, { status: 500 });
    const start = clock.now();
    const expiresAt = start + 60_000;

    let finished = false;
    const sending = sender
      .send({ ...notice(clock, { expiresInS: 60 }), subscription })
      .finally(() => {
        finished = true;
      });
    const waits: number[] = [];
    for (;;) {
      const next = await Promise.race([sending, clock.sleeping((ms) => ms !== TIMEOUT_MS)]);
      if (finished) break;
      const { ms } = next as { ms: number };
      waits.push(ms);
      clock.advance(ms);
    }
    const outcome = await sending;

    expect(outcome).toMatchObject({ kind: 'expired', status: 500 });
    expect(outcome.attempts).toBe(waits.length + 1);
    expect(attemptsAt(subscription)).toHaveLength(outcome.attempts);
    // Equal jitter over doubling steps: each wait longer than the one before.
    expect(waits.length).toBeGreaterThanOrEqual(4);
    for (let i = 1; i < waits.length; i += 1) expect(waits[i]!).toBeGreaterThan(waits[i - 1]!);
    // Every attempt within the TTL, and the last wait would have crossed it.
    for (const attempt of attemptsAt(subscription)) expect(attempt.at).toBeLessThan(expiresAt);
    expect(clock.now()).toBeLessThan(expiresAt);
  });

  it('times out a hanging push service without holding the messages for another one', async () => {
    const { sender, clock } = setup({ concurrencyPerService: 2 });
    const stuck = service.subscribe();
    service.respond(stuck.endpoint, { hang: true });
    const healthy = other.subscribe();
    const before = service.counts.attempts;

    const outcomes: string[] = [];
    const hung = Array.from({ length: 3 }, () =>
      sender
        .send({ ...notice(clock, { expiresInS: 5.5 }), subscription: stuck })
        .then((outcome) => {
          outcomes.push(outcome.kind);
          return outcome;
        }),
    );
    await service.waitForAttempts(before + 2);

    expect(await sender.send({ ...notice(clock), subscription: healthy })).toMatchObject({
      kind: 'sent',
    });
    expect(outcomes).toEqual([]);

    clock.advance(TIMEOUT_MS);
    const results = await Promise.all(hung);
    expect(results.map((result) => result.kind)).toEqual(['expired', 'expired', 'expired']);
    expect(results.map((result) => result.attempts)).toEqual([1, 1, 0]);
    expect(results[0]).toMatchObject({ reason: `no answer within ${TIMEOUT_MS} ms` });
    expect(sender.stats().timeouts).toBe(2);
  });

  it('refuses endpoints outside PUSH_SERVICES and sends them nothing', async () => {
    const { sender, clock } = setup();
    const { keys } = service.subscribe();
    const before = service.counts.attempts + other.counts.attempts;
    const endpoints = [
      'http://10.0.0.1/x',
      'http://127.0.0.1/x',
      'https://fcm.googleapis.com.evil.example/x',
      'https://evil.example/?https://fcm.googleapis.com',
    ];
    for (const endpoint of endpoints) {
      const outcome = await sender.send({ ...notice(clock), subscription: { endpoint, keys } });
      expect(outcome).toMatchObject({ kind: 'refused', attempts: 0 });
    }
    expect(service.counts.attempts + other.counts.attempts).toBe(before);
    expect(sender.stats().refused).toBe(4);
  });

  it('signs the VAPID token once per push service origin across 100 messages', async () => {
    const { sender, clock } = setup({ concurrencyPerService: 8 });
    const subscriptions = Array.from({ length: 50 }, () => [
      service.subscribe(),
      other.subscribe(),
    ]).flat();
    const firstMessage = service.counts.messages + other.counts.messages;

    const outcomes = await Promise.all(
      subscriptions.map((subscription) => sender.send({ ...notice(clock), subscription })),
    );

    expect(outcomes.every((outcome) => outcome.kind === 'sent')).toBe(true);
    expect(sender.stats().signatures).toBe(2);
    const ours = new Set(subscriptions.map((subscription) => subscription.endpoint));
    const tokens = (on: LocalPushService) =>
      new Set(on.messages.filter((m) => ours.has(m.endpoint)).map((m) => m.vapid.token));
    expect(tokens(service).size).toBe(1);
    expect(tokens(other).size).toBe(1);
    expect(service.counts.messages + other.counts.messages - firstMessage).toBe(100);

    // An hour before the token's 12 h end, the next message carries a new one.
    clock.advance(11 * 3_600_000 + 1_000);
    await sender.send({ ...notice(clock), subscription: subscriptions[0]! });
    expect(sender.stats().signatures).toBe(3);
    expect(tokens(service).size).toBe(2);
  });

  it('answers a single attempt with when to retry, for a queue that keeps the retry itself', async () => {
    const { sender, clock } = setup();
    const subscription = service.subscribe();
    service.respond(subscription.endpoint, { status: 429, retryAfter: '120', times: 1 });
    service.respond(subscription.endpoint, { status: 503, times: 1 });
    const push = { ...notice(clock), subscription };
    const since = clock.now();

    expect(await sender.attempt(push, { since })).toEqual({
      kind: 'retry',
      at: since + 120_000,
      status: 429,
      attempts: 1,
      reason: 'the push service answered 429',
    });
    clock.advance(120_000);
    const second = await sender.attempt(push, { attempt: 2, since });
    // Equal jitter over the second step (2 s): between 1 and 2 s, 1.5 s at random() = 0.5.
    expect(second).toMatchObject({ kind: 'retry', at: clock.now() + 1_500, status: 503 });
    clock.advance(1_500);
    expect(await sender.attempt(push, { attempt: 3, since })).toEqual({
      kind: 'sent',
      status: 201,
      attempts: 3,
    });
    expect(clock.pending()).toEqual([]);
  });

  it('drops a message whose VAPID the service refuses (403), and signs a new token next', async () => {
    const { sender, clock, logger } = setup();
    const restricted = service.subscribe({
      applicationServerKey: webPush.generateVAPIDKeys().publicKey,
    });

    const outcome = await sender.send({ ...notice(clock), subscription: restricted });

    expect(outcome).toMatchObject({ kind: 'dropped', status: 403, attempts: 1 });
    expect(logger.entries[0]).toMatchObject({ level: 'error', message: 'push message dropped' });
    await sender.send({ ...notice(clock), subscription: service.subscribe() });
    expect(sender.stats().signatures).toBe(2);
  });

  it('does not send an alert that has already expired', async () => {
    const { sender, clock } = setup();
    const subscription = service.subscribe();
    const outcome = await sender.send({ ...notice(clock, { expiresInS: -1 }), subscription });
    expect(outcome).toMatchObject({ kind: 'expired', attempts: 0 });
    expect(attemptsAt(subscription)).toHaveLength(0);
  });
});
