import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { type AlertsStore, openAlertsStore } from '../alerts-store/open-alerts-store';
import { createPgClient } from '../alerts-store/pg-client';
import { pushMessageSchema, pushTopicOf } from '../push/push-message';
import { createWebPushSender, type WebPushSender } from '../push/web-push-sender';
import { createMemoryLogger } from '../resilience/logger';
import { createManualClock, type ManualClock } from '../testing/manual-clock';
import { type PostgresServer, startPostgresServer } from '../testing/postgres-server';
import { type LocalPushService, startPushService } from '../testing/push-service';
import type { Dispatcher } from './dispatcher';
import { createDispatcher } from './engine';
import { signSubscriptionToken } from './subscription-links';
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

beforeAll(async () => {
  [postgres, service] = await Promise.all([startPostgresServer(), startPushService()]);
}, 60_000);
afterAll(async () => {
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

/** One instance: its own connections, sender and engine, on the shared clock. */
async function instance(
  url: string,
  clock: ManualClock,
  source: ReturnType<typeof settableSource>,
): Promise<{
  store: AlertsStore;
  sender: WebPushSender;
  engine: Dispatcher;
  close(): Promise<void>;
}> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'alerts-engine-'));
  folders.push(dataDir);
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
    mailer: null,
    source,
    links: { siteUrl: FIXTURE_SITE, secret: SECRET },
    logger: createMemoryLogger(),
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
      const attempts = pushService().attempts.filter((attempt) => attempt.endpoint === busy);
      expect(attempts.map((attempt) => attempt.status)).toEqual([429, 201]);
    } finally {
      await one.close();
    }
  });
});
