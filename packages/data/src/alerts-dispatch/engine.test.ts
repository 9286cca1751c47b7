import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { createAlertMailer } from '../alerts-mail/alert-mailer';
import { type AlertsStore, openAlertsStore } from '../alerts-store/open-alerts-store';
import { createPgClient } from '../alerts-store/pg-client';
import { pushMessageSchema, pushTopicOf } from '../push/push-message';
import { createWebPushSender, type WebPushSender } from '../push/web-push-sender';
import { createMemoryLogger } from '../resilience/logger';
import { createManualClock, type ManualClock } from '../testing/manual-clock';
import { type PostgresServer, startPostgresServer } from '../testing/postgres-server';
import { type LocalPushService, startPushService } from '../testing/push-service';
import { startSmtpServer } from '../testing/smtp-server';
import type { Dispatcher } from './dispatcher';
import { createDispatcher } from './engine';
import { signSubscriptionToken } from './subscription-links';
import type { EngineChildSettings } from './testing/engine-child';
import {
  closureRevision,
  dispatchOf,
  FIXTURE_ORGANIZATION,
  FIXTURE_SITE,
  settableSource,
} from './testing/fixtures';

const SECRET = 'a-test-secret-of-at-least-32-characters';
const vapid = { ...webPush.generateVAPIDKeys(), subject: 'mailto:alerts@example.org' };

let postgres: PostgresServer | undefined;
let service: LocalPushService | undefined;
const pg = () => {
  if (!postgres) throw new Error('PostgreSQL did not start');
  return postgres;
};
const pushService = () => {
  if (!service) throw new Error('the push service did not start');
  return service;
};
const folders: string[] = [];
const children: ChildProcess[] = [];
const here = path.dirname(fileURLToPath(import.meta.url));

beforeAll(async () => {
  [postgres, service] = await Promise.all([startPostgresServer(), startPushService()]);
}, 60_000);
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await Promise.all([postgres?.stop(), service?.close()]);
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

let databases = 0;
/** A fresh database on the test server; its URL. */
async function freshDatabase(): Promise<string> {
  databases += 1;
  const name = `alerts_engine_${databases}`;
  const admin = createPgClient(pg().url);
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.close();
  }
  return pg().url.replace(/\/postgres$/, `/${name}`);
}

/** Items by key (Map.groupBy arrives in Node 21). */
function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

/** A fresh folder, removed after the tests. */
function folder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'alerts-engine-'));
  folders.push(dir);
  return dir;
}

/** An instance in a child process (testing/engine-child.ts): its output lines and its end. */
function spawnInstance(settings: EngineChildSettings) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(here, 'testing', 'engine-child.ts'), JSON.stringify(settings)],
    {
      cwd: path.resolve(here, '..', '..'),
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NODE_EXTRA_CA_CERTS: pushService().caFile },
    },
  );
  children.push(child);
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.once('exit', (_code, signal) => resolve(signal)),
  );
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  /** Resolves at the first line `accept` takes; rejects if the child ends first. */
  const line = (accept: (text: string) => boolean) =>
    new Promise<void>((resolve, reject) => {
      child.once('exit', () => reject(new Error(`the instance ended early: ${stderr}`)));
      lines.on('line', (text) => {
        if (accept(text)) resolve();
      });
    });
  return { child, exited, line, close: () => lines.close() };
}

/** Browsers of the local push service, not yet subscribed anywhere. */
function browsers(count: number) {
  return Array.from({ length: count }, () => {
    const browser = pushService().subscribe({ applicationServerKey: vapid.publicKey });
    return { endpoint: browser.endpoint, p256dh: browser.keys.p256dh, auth: browser.keys.auth };
  });
}

/** One instance: its own connections, sender and engine, on the shared clock. */
async function instance(
  url: string,
  clock: ManualClock,
  source: ReturnType<typeof settableSource>,
  options: {
    mailer?: ReturnType<typeof createAlertMailer>;
    logger?: ReturnType<typeof createMemoryLogger>;
  } = {},
): Promise<{
  store: AlertsStore;
  sender: WebPushSender;
  engine: Dispatcher;
  close(): Promise<void>;
}> {
  const dataDir = folder();
  const store = await openAlertsStore({
    databaseUrl: url,
    dataDir,
    now: () => new Date(clock.now()),
  });
  const sender = createWebPushSender({
    vapid,
    pushServices: [pushService().origin],
    ca: pushService().ca,
    clock,
    logger: createMemoryLogger(),
  });
  const engine = createDispatcher({
    store,
    push: sender,
    mailer: options.mailer ?? null,
    source,
    links: { siteUrl: FIXTURE_SITE, secret: SECRET },
    logger: options.logger ?? createMemoryLogger(),
    clock,
  });
  return {
    store,
    sender,
    engine,
    async close() {
      await engine.stop();
      sender.close();
      await store.close();
    },
  };
}

/** Subscribes `count` browsers of the local push service through `store`; their endpoints. */
async function subscribe(store: AlertsStore, count: number, language = 'es'): Promise<string[]> {
  const endpoints: string[] = [];
  for (let n = 0; n < count; n += 1) {
    const browser = pushService().subscribe({ applicationServerKey: vapid.publicKey });
    await store.subscriptions.create(
      {
        target: {
          channel: 'push',
          endpoint: browser.endpoint,
          p256dh: browser.keys.p256dh,
          auth: browser.keys.auth,
        },
        organizations: [FIXTURE_ORGANIZATION],
        language,
        topics: 'closures',
      },
      { manageToken: (id) => signSubscriptionToken(id, SECRET) },
    );
    endpoints.push(browser.endpoint);
  }
  return endpoints;
}

const messagesTo = (endpoints: string[]) => {
  const wanted = new Set(endpoints);
  return pushService().messages.filter((message) => wanted.has(message.endpoint));
};

describe('the delivery engine on PostgreSQL', { timeout: 120_000 }, () => {
  it('delivers one closure from three instances exactly once to each of 1,000 subscriptions, then its revision once more, with one Topic', async () => {
    const url = await freshDatabase();
    const clock = createManualClock();
    const source = settableSource();
    const instances = await Promise.all([0, 1, 2].map(() => instance(url, clock, source)));
    try {
      const first = instances[0];
      if (!first) throw new Error('no instance');
      const endpoints = await subscribe(first.store, 1_000);
      const published = Date.now();
      const renders = new Map<string, number>();
      const closure = closureRevision({
        noticeId: 'snow-day',
        text: 'Schools closed today',
        sent: new Date(clock.now()),
      });
      source.set([dispatchOf(closure, renders)]);

      await Promise.all(instances.map(({ engine }) => engine.scanOnce()));
      await Promise.all(instances.map(({ engine }) => engine.drain()));

      const received = messagesTo(endpoints);
      expect(received).toHaveLength(1_000);
      expect(new Set(received.map((message) => message.endpoint)).size).toBe(1_000);
      const topic = pushTopicOf('snow-day');
      expect(new Set(received.map((message) => message.topic))).toEqual(new Set([topic]));
      expect(Math.max(...received.map((message) => message.receivedAt)) - published).toBeLessThan(
        60_000,
      );
      const payload = pushMessageSchema.parse(JSON.parse(received[0]?.payload ?? ''));
      expect(payload).toMatchObject({
        tag: 'snow-day',
        title: '[es] Schools closed today',
        lang: 'es',
      });
      expect(received.every((message) => message.urgency === 'high')).toBe(true);
      const stats = instances.map(({ engine }) => engine.stats());
      expect(stats.reduce((sum, each) => sum + each.sent, 0)).toBe(1_000);
      expect(stats.reduce((sum, each) => sum + each.revisionsDispatched, 0)).toBe(1);
      expect(stats.filter((each) => each.sent > 0).length).toBeGreaterThanOrEqual(2);
      // Asked once per language per revision in each instance that delivered.
      expect(renders.get('es')).toBeLessThanOrEqual(3);
      const records = await first.store.client.query<{ state: string; n: number }>(
        'SELECT state, count(*)::int AS n FROM alert_deliveries GROUP BY state',
      );
      expect(records.rows).toEqual([{ state: 'sent', n: 1_000 }]);
      const depth = await first.store.client.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM delivery_jobs',
      );
      expect(depth.rows[0]?.n).toBe(0);

      // The revision: 1,000 more, each replacing the first on its device.
      clock.advance(60_000);
      const revised = closureRevision({
        noticeId: 'snow-day',
        text: 'Schools closed today and tomorrow',
        sent: new Date(clock.now()),
      });
      source.set([dispatchOf(revised)]);
      await Promise.all(instances.map(({ engine }) => engine.scanOnce()));
      await Promise.all(instances.map(({ engine }) => engine.drain()));
      const all = messagesTo(endpoints);
      expect(all).toHaveLength(2_000);
      expect(new Set(all.map((message) => message.topic))).toEqual(new Set([topic]));
      for (const endpoint of endpoints.slice(0, 20)) {
        const queued = pushService().queued(endpoint);
        expect(queued).toHaveLength(1);
        expect(JSON.parse(queued[0]?.payload ?? '').title).toBe(
          '[es] Schools closed today and tomorrow',
        );
      }
    } finally {
      await Promise.all(instances.map((each) => each.close()));
    }
  });

  it('deletes a subscription whose push service answers 410 Gone, at once', async () => {
    const url = await freshDatabase();
    const clock = createManualClock();
    const source = settableSource();
    const one = await instance(url, clock, source);
    try {
      const [gone = '', kept = ''] = await subscribe(one.store, 2);
      pushService().unsubscribe(gone);
      source.set([
        dispatchOf(
          closureRevision({ noticeId: 'gone', text: 'Closed', sent: new Date(clock.now()) }),
        ),
      ]);
      await one.engine.scanOnce();
      await one.engine.drain();
      const left = await one.store.client.query<{ push_endpoint: string }>(
        'SELECT push_endpoint FROM alert_subscriptions',
      );
      expect(left.rows.map((row) => row.push_endpoint)).toEqual([kept]);
      expect(messagesTo([kept])).toHaveLength(1);
      expect(one.engine.stats()).toMatchObject({ sent: 1, removed: 1, queueDepth: 0 });
      expect(one.engine.stats().answers).toEqual(
        expect.arrayContaining([
          { service: pushService().origin, status: '4xx', count: 1 },
          { service: pushService().origin, status: '2xx', count: 1 },
        ]),
      );
    } finally {
      await one.close();
    }
  });

  it('retries a 429 with Retry-After: 2 two seconds later on the injected clock, not before', async () => {
    const url = await freshDatabase();
    const clock = createManualClock();
    const source = settableSource();
    const one = await instance(url, clock, source);
    try {
      const [busy = ''] = await subscribe(one.store, 1);
      pushService().respond(busy, { status: 429, retryAfter: '2', times: 1 });
      source.set([
        dispatchOf(
          closureRevision({ noticeId: 'busy', text: 'Closed', sent: new Date(clock.now()) }),
        ),
      ]);
      await one.engine.scanOnce();
      await one.engine.drain();
      expect(messagesTo([busy])).toHaveLength(0);
      expect(one.engine.stats()).toMatchObject({ sent: 0, retried: 1, queueDepth: 1 });

      clock.advance(1_900);
      await one.engine.drain();
      expect(messagesTo([busy])).toHaveLength(0);

      clock.advance(100);
      await one.engine.drain();
      expect(messagesTo([busy])).toHaveLength(1);
      expect(one.engine.stats()).toMatchObject({ sent: 1, retried: 1, queueDepth: 0 });
      // Publication to sent: the two seconds the service asked for, on the injected clock.
      expect(one.engine.stats().lag).toEqual({ p50Ms: 2_000, p99Ms: 2_000, samples: 1 });
      expect(one.engine.stats().lagHistogram).toMatchObject({ count: 1, sumMs: 2_000 });
      const attempts = pushService().attempts.filter((attempt) => attempt.endpoint === busy);
      expect(attempts.map((attempt) => attempt.status)).toEqual([429, 201]);
    } finally {
      await one.close();
    }
  });

  it('after an instance is killed with SIGKILL halfway through 5,000, another reaches every subscription: repeats carry the same Topic and tag, no e-mail goes twice', async () => {
    const url = await freshDatabase();
    const smtp = await startSmtpServer({ maxRecords: 1_000 });
    const setup = await openAlertsStore({ databaseUrl: url, dataDir: folder() });
    let rescuer: Awaited<ReturnType<typeof instance>> | undefined;
    try {
      const pushes = browsers(4_800);
      const addresses = Array.from({ length: 200 }, (_, n) => `family-${n}@example.org`);
      for (let start = 0; start < pushes.length; start += 50) {
        await Promise.all(
          pushes.slice(start, start + 50).map((browser) =>
            setup.subscriptions.create({
              target: { channel: 'push', ...browser },
              organizations: [FIXTURE_ORGANIZATION],
              language: 'es',
              topics: 'closures',
            }),
          ),
        );
      }
      for (const address of addresses) {
        const created = await setup.subscriptions.create({
          target: { channel: 'email', address },
          organizations: [FIXTURE_ORGANIZATION],
          language: 'vi',
          topics: 'closures',
        });
        await setup.subscriptions.confirm(created.confirmationToken ?? '');
      }
      const endpoints = pushes.map((browser) => browser.endpoint);
      const revision = {
        noticeId: 'storm',
        text: 'Schools closed: ice storm',
        sent: new Date().toISOString(),
      };
      const before = pushService().counts.attempts;
      const doomed = spawnInstance({
        databaseUrl: url,
        dataDir: folder(),
        vapid,
        pushServices: [pushService().origin],
        smtpUrl: smtp.url,
        secret: SECRET,
        revision,
      });
      await doomed.line((text) => text === 'started');
      await pushService().waitForAttempts(before + 2_400);
      doomed.child.kill('SIGKILL');
      expect(await doomed.exited).toBe('SIGKILL');
      doomed.close();
      const reachedBefore = new Set(messagesTo(endpoints).map((message) => message.endpoint)).size;
      expect(reachedBefore).toBeGreaterThanOrEqual(2_000);
      expect(reachedBefore).toBeLessThan(4_800);

      // Another instance, once the dead one's leases have run out (its clock two leases ahead).
      const clock = createManualClock(Date.now() + 120_000);
      const source = settableSource([
        dispatchOf(closureRevision({ ...revision, sent: new Date(revision.sent) })),
      ]);
      rescuer = await instance(url, clock, source, {
        mailer: createAlertMailer({
          smtpUrl: smtp.url,
          from: 'alerts@example.org',
          outboxDir: null,
          logger: createMemoryLogger(),
        }),
      });
      await rescuer.engine.scanOnce();
      await rescuer.engine.drain();

      const received = messagesTo(endpoints);
      const byEndpoint = groupBy(received, (message) => message.endpoint);
      expect(byEndpoint.size).toBe(4_800);
      const topic = pushTopicOf('storm');
      for (const messages of byEndpoint.values()) {
        for (const message of messages) {
          expect(message.topic).toBe(topic);
          expect(JSON.parse(message.payload).tag).toBe('storm');
        }
      }
      const mailed = groupBy(smtp.messages, (mail) => mail.envelope.to.join(','));
      expect([...mailed.values()].filter((mails) => mails.length > 1)).toEqual([]);
      // An e-mail whose 'sending' the crash left is never sent again: the crash may have come
      // before the SMTP server took it or after, so it reached the family at most once.
      const skipped = rescuer.engine.stats().skipped;
      expect(mailed.size).toBeLessThanOrEqual(200);
      expect(200 - mailed.size).toBeLessThanOrEqual(skipped);
      expect(skipped).toBeLessThanOrEqual(4);
      const records = await setup.client.query<{ channel: string; state: string; n: number }>(
        `SELECT channel, state, count(*)::int AS n FROM alert_deliveries
         GROUP BY channel, state ORDER BY channel, state`,
      );
      expect(records.rows).toEqual(
        [
          { channel: 'email', state: 'sending', n: skipped },
          { channel: 'email', state: 'sent', n: 200 - skipped },
          { channel: 'push', state: 'sent', n: 4_800 },
        ].filter((row) => row.n > 0),
      );
      const depth = await setup.client.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM delivery_jobs',
      );
      expect(depth.rows[0]?.n).toBe(0);
    } finally {
      await rescuer?.close();
      await setup.close();
      await smtp.close();
    }
  });
});

describe('what the engine sends, and when it stops', { timeout: 120_000 }, () => {
  it('drops a revision’s queued deliveries when a newer one of the notice comes: each family gets only the newer', async () => {
    const url = await freshDatabase();
    const clock = createManualClock();
    const source = settableSource();
    const one = await instance(url, clock, source);
    try {
      const endpoints = await subscribe(one.store, 50);
      const sent = new Date(clock.now());
      source.set([
        dispatchOf(closureRevision({ noticeId: 'late-bus', text: 'Two-hour delay', sent })),
      ]);
      await one.engine.scanOnce();
      expect(one.engine.stats().queueDepth).toBe(50);
      source.set([
        dispatchOf(closureRevision({ noticeId: 'late-bus', text: 'Closed after all', sent })),
      ]);
      await one.engine.scanOnce();
      expect(one.engine.stats()).toMatchObject({ queueDepth: 50, dropped: 50 });
      await one.engine.drain();
      const received = messagesTo(endpoints);
      expect(received).toHaveLength(50);
      expect(new Set(received.map((message) => JSON.parse(message.payload).title))).toEqual(
        new Set(['[es] Closed after all']),
      );
    } finally {
      await one.close();
    }
  });

  it('finishes the queueing of an instance that died after claiming a revision, from its cursor, once its lease ends', async () => {
    const url = await freshDatabase();
    const clock = createManualClock();
    const source = settableSource();
    const one = await instance(url, clock, source);
    try {
      const endpoints = await subscribe(one.store, 30);
      const revision = closureRevision({
        noticeId: 'orphan',
        text: 'Closed',
        sent: new Date(clock.now()),
      });
      const ids = (
        await one.store.client.query<{ id: string }>(
          'SELECT id FROM alert_subscriptions ORDER BY id',
        )
      ).rows.map((row) => row.id);
      // What a crash leaves: the revision claimed, the first ten queued, the cursor after them,
      // the queueing's lease still running.
      await one.store.client.query(
        `INSERT INTO alert_dispatches (revision_id, notice_id, topic, organizations, published_at,
           expires_at, claimed_at, last_seen_at, enqueue_cursor, enqueue_locked_until)
         VALUES ($1, 'orphan', 'closures', $2, $3, $4, $3, $3, $5, $6)`,
        [
          revision.identifier,
          [FIXTURE_ORGANIZATION],
          new Date(clock.now()),
          revision.expires,
          ids[9],
          new Date(clock.now() + 60_000),
        ],
      );
      await one.store.jobs.enqueue(revision.identifier, ids.slice(0, 10));
      source.set([dispatchOf(revision)]);

      await one.engine.scanOnce();
      expect(one.engine.stats()).toMatchObject({ revisionsDispatched: 0, queueDepth: 10 });
      clock.advance(60_000);
      await one.engine.scanOnce();
      expect(one.engine.stats().queueDepth).toBe(30);
      await one.engine.drain();
      const received = messagesTo(endpoints);
      expect(received).toHaveLength(30);
      expect(new Set(received.map((message) => message.endpoint)).size).toBe(30);
    } finally {
      await one.close();
    }
  });

  it('never sends after expiry, and sends nothing more of a withdrawn notice', async () => {
    const url = await freshDatabase();
    const clock = createManualClock();
    const source = settableSource();
    const one = await instance(url, clock, source);
    try {
      const endpoints = await subscribe(one.store, 20);
      const at = new Date(clock.now());
      // Expired before it was ever seen: not claimed.
      source.set([
        dispatchOf(
          closureRevision({
            noticeId: 'old',
            text: 'Closed',
            sent: new Date(at.getTime() - 7_200_000),
            expires: at,
          }),
        ),
      ]);
      await one.engine.scanOnce();
      expect(one.engine.stats()).toMatchObject({ revisionsDispatched: 0, queueDepth: 0 });

      // Queued, then expired before the workers came to it.
      source.set([
        dispatchOf(
          closureRevision({
            noticeId: 'short',
            text: 'Closed until 7',
            sent: at,
            expires: new Date(at.getTime() + 60_000),
          }),
        ),
      ]);
      await one.engine.scanOnce();
      expect(one.engine.stats().queueDepth).toBe(20);
      clock.advance(60_000);
      await one.engine.drain();
      await one.engine.scanOnce();
      expect(one.engine.stats().queueDepth).toBe(0);

      // Queued, then withdrawn: the jobs wait for no one and are dropped once no instance lists it.
      source.set([
        dispatchOf(
          closureRevision({
            noticeId: 'oops',
            text: 'Closed (posted by mistake)',
            sent: new Date(clock.now()),
          }),
        ),
      ]);
      await one.engine.scanOnce();
      expect(one.engine.stats().queueDepth).toBe(20);
      source.set([]);
      await one.engine.scanOnce();
      await one.engine.drain();
      expect(one.engine.stats().queueDepth).toBe(20);
      clock.advance(61_000);
      await one.engine.scanOnce();
      expect(one.engine.stats().queueDepth).toBe(0);
      expect(messagesTo(endpoints)).toHaveLength(0);
    } finally {
      await one.close();
    }
  });

  it('e-mails confirmed families with their links, retries a temporary refusal, ends an address refused three times, and logs no address', async () => {
    const url = await freshDatabase();
    const clock = createManualClock();
    const source = settableSource();
    const smtp = await startSmtpServer();
    const logger = createMemoryLogger();
    const mailer = createAlertMailer({
      smtpUrl: smtp.url,
      from: 'alerts@example.org',
      outboxDir: null,
      logger,
    });
    const one = await instance(url, clock, source, { mailer, logger });
    try {
      const ids: Record<string, string> = {};
      for (const address of [
        'ok@example.org',
        'busy@example.org',
        'gone@example.org',
        'unconfirmed@example.org',
      ]) {
        const created = await one.store.subscriptions.create({
          target: { channel: 'email', address },
          organizations: [FIXTURE_ORGANIZATION],
          language: 'vi',
          topics: 'closures',
        });
        ids[address] = created.id;
        if (address !== 'unconfirmed@example.org') {
          await one.store.subscriptions.confirm(created.confirmationToken ?? '');
        }
      }
      const [pushed = ''] = await subscribe(one.store, 1, 'ar');
      smtp.refuseRecipient('busy@example.org', { code: 451, times: 1 });
      smtp.refuseRecipient('gone@example.org', { code: 550 });
      const renders = new Map<string, number>();
      const publish = (noticeId: string) =>
        source.set([
          dispatchOf(
            closureRevision({ noticeId, text: `Closed: ${noticeId}`, sent: new Date(clock.now()) }),
            renders,
          ),
        ]);

      publish('ice-1');
      await one.engine.scanOnce();
      await one.engine.drain();
      const to = (address: string) =>
        smtp.messages.filter((mail) => mail.envelope.to.includes(address));
      expect(to('ok@example.org')).toHaveLength(1);
      expect(to('busy@example.org')).toHaveLength(0);
      expect(to('unconfirmed@example.org')).toHaveLength(0);
      expect(messagesTo([pushed])).toHaveLength(1);
      expect(JSON.parse(messagesTo([pushed])[0]?.payload ?? '')).toMatchObject({
        lang: 'ar',
        dir: 'rtl',
      });
      const mail = to('ok@example.org')[0];
      const token = signSubscriptionToken(ids['ok@example.org'] ?? '', SECRET);
      expect(mail?.subject).toContain('[vi] Closed: ice-1');
      expect(mail?.text).toContain(`${FIXTURE_SITE}/alerts/manage/${token}`);
      expect(mail?.headers['list-unsubscribe']).toBe(
        `<${FIXTURE_SITE}/alerts/unsubscribe/${token}>`,
      );
      expect(Object.fromEntries(renders)).toEqual({ vi: 1, ar: 1 });

      // The temporary refusal: tried again after its backoff, once.
      expect(one.engine.stats().queueDepth).toBe(1);
      clock.advance(20 * 60_000);
      await one.engine.drain();
      expect(to('busy@example.org')).toHaveLength(1);

      // Refused for good three times: the subscription ends and nothing more goes to it.
      publish('ice-2');
      await one.engine.scanOnce();
      await one.engine.drain();
      publish('ice-3');
      await one.engine.scanOnce();
      await one.engine.drain();
      const gone = await one.store.client.query<{ ended_at: Date | null; email_refusals: number }>(
        'SELECT ended_at, email_refusals FROM alert_subscriptions WHERE id = $1',
        [ids['gone@example.org']],
      );
      expect(gone.rows[0]?.email_refusals).toBe(3);
      expect(gone.rows[0]?.ended_at).not.toBeNull();
      expect(one.engine.stats().removed).toBe(1);
      expect(to('ok@example.org')).toHaveLength(3);
      expect(to('busy@example.org')).toHaveLength(3);

      const logged = JSON.stringify(logger.entries);
      expect(logged).toContain('alert revision queued for delivery');
      for (const secret of ['ok@example.org', 'busy@example.org', 'gone@example.org', pushed]) {
        expect(logged).not.toContain(secret);
      }
    } finally {
      await one.close();
      await mailer.close();
      await smtp.close();
    }
  });

  it('does not send an e-mail again when the SMTP server went silent after taking it', async () => {
    const url = await freshDatabase();
    const clock = createManualClock();
    const source = settableSource();
    const smtp = await startSmtpServer();
    const logger = createMemoryLogger();
    const mailer = createAlertMailer({
      smtpUrl: smtp.url,
      from: 'alerts@example.org',
      outboxDir: null,
      logger,
      timeouts: { socketMs: 300 },
    });
    const one = await instance(url, clock, source, { mailer, logger });
    try {
      const created = await one.store.subscriptions.create({
        target: { channel: 'email', address: 'family@example.org' },
        organizations: [FIXTURE_ORGANIZATION],
        language: 'en',
        topics: 'closures',
      });
      await one.store.subscriptions.confirm(created.confirmationToken ?? '');
      smtp.hangAfterMessages(true);
      source.set([
        dispatchOf(
          closureRevision({ noticeId: 'silent', text: 'Closed', sent: new Date(clock.now()) }),
        ),
      ]);
      await one.engine.scanOnce();
      await one.engine.drain();
      expect(smtp.messages).toHaveLength(1);
      expect(one.engine.stats()).toMatchObject({ sent: 0, skipped: 1, retried: 0, queueDepth: 0 });
      smtp.hangAfterMessages(false);
      clock.advance(60 * 60_000);
      await one.engine.scanOnce();
      await one.engine.drain();
      expect(smtp.messages).toHaveLength(1);
      const record = await one.store.client.query<{ state: string }>(
        'SELECT state FROM alert_deliveries WHERE subscription_id = $1',
        [created.id],
      );
      expect(record.rows).toEqual([{ state: 'sending' }]);
    } finally {
      await one.close();
      await mailer.close();
      await smtp.close();
    }
  });

  it('leaves e-mail queued for an instance with a mailer when it has none, and delivers push', async () => {
    const url = await freshDatabase();
    const clock = createManualClock();
    const source = settableSource();
    const one = await instance(url, clock, source);
    try {
      const created = await one.store.subscriptions.create({
        target: { channel: 'email', address: 'family@example.org' },
        organizations: [FIXTURE_ORGANIZATION],
        language: 'en',
        topics: 'closures',
      });
      await one.store.subscriptions.confirm(created.confirmationToken ?? '');
      const endpoints = await subscribe(one.store, 3);
      source.set([
        dispatchOf(
          closureRevision({ noticeId: 'no-mailer', text: 'Closed', sent: new Date(clock.now()) }),
        ),
      ]);
      await one.engine.scanOnce();
      await one.engine.drain();
      expect(messagesTo(endpoints)).toHaveLength(3);
      expect(one.engine.stats()).toMatchObject({ sent: 3, queueDepth: 1 });
      const records = await one.store.client.query(
        "SELECT 1 FROM alert_deliveries WHERE channel = 'email'",
      );
      expect(records.rows).toEqual([]);
    } finally {
      await one.close();
    }
  });

  it('runs the privacy clean-up from its scan, hourly: an e-mail unconfirmed for 48 hours goes', async () => {
    const url = await freshDatabase();
    const clock = createManualClock();
    const source = settableSource();
    const one = await instance(url, clock, source);
    try {
      await one.store.subscriptions.create({
        target: { channel: 'email', address: 'never-confirmed@example.org' },
        organizations: [FIXTURE_ORGANIZATION],
        language: 'en',
        topics: 'closures',
      });
      const count = async () =>
        (await one.store.client.query('SELECT 1 FROM alert_subscriptions')).rows.length;
      await one.engine.scanOnce();
      expect(await count()).toBe(1);
      clock.advance(48 * 3_600_000 + 1_000);
      await one.engine.scanOnce();
      expect(await count()).toBe(0);
    } finally {
      await one.close();
    }
  });
});

describe('the delivery engine on the embedded PGlite', { timeout: 120_000 }, () => {
  it('keeps every subscription across a SIGKILL and delivers the next alert to each', async () => {
    const dataDir = folder();
    const handed = browsers(300);
    const committed: string[] = [];
    const before = pushService().counts.attempts;
    const doomed = spawnInstance({
      databaseUrl: null,
      dataDir,
      vapid,
      pushServices: [pushService().origin],
      smtpUrl: null,
      secret: SECRET,
      revision: { noticeId: 'first-snow', text: 'Closed for snow', sent: new Date().toISOString() },
      subscribe: handed,
    });
    const started = doomed.line((text) => {
      const [word, id] = text.split(' ');
      if (word === 'committed' && id) committed.push(id);
      return text === 'started';
    });
    await started;
    await pushService().waitForAttempts(before + 100);
    doomed.child.kill('SIGKILL');
    expect(await doomed.exited).toBe('SIGKILL');
    doomed.close();
    expect(committed).toHaveLength(300);

    const clock = createManualClock(Date.now() + 120_000);
    const store = await openAlertsStore({
      databaseUrl: null,
      dataDir,
      now: () => new Date(clock.now()),
    });
    const sender = createWebPushSender({
      vapid,
      pushServices: [pushService().origin],
      ca: pushService().ca,
      clock,
      logger: createMemoryLogger(),
    });
    const next = closureRevision({
      noticeId: 'second-snow',
      text: 'Closed again tomorrow',
      sent: new Date(clock.now()),
    });
    const engine = createDispatcher({
      store,
      push: sender,
      mailer: null,
      source: settableSource([dispatchOf(next)]),
      links: { siteUrl: FIXTURE_SITE, secret: SECRET },
      logger: createMemoryLogger(),
      clock,
    });
    try {
      expect(store.kind).toBe('pglite');
      const kept = await store.client.query<{ id: string }>('SELECT id FROM alert_subscriptions');
      expect(new Set(kept.rows.map((row) => row.id))).toEqual(new Set(committed));
      await engine.scanOnce();
      await engine.drain();
      const received = messagesTo(handed.map((browser) => browser.endpoint)).filter(
        (message) => message.topic === pushTopicOf('second-snow'),
      );
      expect(received).toHaveLength(300);
      expect(new Set(received.map((message) => message.endpoint)).size).toBe(300);
    } finally {
      await engine.stop();
      sender.close();
      await store.close();
    }
  });
});
