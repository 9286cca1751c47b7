#!/usr/bin/env node
// `pnpm bench:alert-queue`: how long the delivery engine takes to queue one alert revision for a
// large district (one job per subscription, pages of 1,000, each page one transaction), and how
// big the queue and the subscriptions are. Nothing is sent: the push sender is never reached.
// For the on-paper sizing in docs/alerts.md (A district of 200,000 subscribers).
//
//   node --import tsx alert-queue.mjs [--subscriptions=200000] [--database=postgres|pglite]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createDispatcher } from '@district/data/alerts-dispatch/dispatcher';
import { openAlertsStore } from '@district/data/alerts-store/open-alerts-store';
import { startPostgresServer } from '@district/data/testing/postgres-server';
import { ms, printTable } from './lib/table.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const found = args.find((a) => a.startsWith(`--${name}=`));
  return found ? found.slice(name.length + 3) : fallback;
};
const SUBSCRIPTIONS = Number(option('subscriptions', '200000'));
const DATABASE = option('database', 'postgres');
if (!['pglite', 'postgres'].includes(DATABASE)) throw new Error('--database is pglite or postgres');
const ORGANIZATION = 'meadowlark-valley';
const quiet = { info() {}, warn: console.warn, error: console.error };

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-alert-queue-'));
const postgres = DATABASE === 'postgres' ? await startPostgresServer() : null;
const store = await openAlertsStore({ databaseUrl: postgres?.url ?? null, dataDir });
let failed = false;
try {
  console.error(`• ${SUBSCRIPTIONS} subscriptions into ${store.kind} (set-up, not measured)`);
  for (let start = 0; start < SUBSCRIPTIONS; start += 5_000) {
    // Endpoints of FCM's length (about 180 characters), keys of the real sizes.
    await store.client.query(
      `INSERT INTO alert_subscriptions (id, manage_token_hash, channel, push_endpoint, push_p256dh,
         push_auth, organizations, language, topics, created_at)
       SELECT gen_random_uuid(), md5(random()::text) || md5(random()::text), 'push',
         'https://fcm.googleapis.com/fcm/send/' || md5(random()::text) || ':' ||
           repeat(md5(random()::text), 4),
         'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
         'tBHItJI5svbpez7KI4CCXg', ARRAY[$2], 'en', 'closures', now()
       FROM generate_series(1, $1)`,
      [Math.min(5_000, SUBSCRIPTIONS - start), ORGANIZATION],
    );
  }
  const now = Date.now();
  const revision = {
    identifier: 'snow-day-00000000000a1e71',
    noticeId: 'snow-day',
    revision: '00000000000a1e71',
    organizationId: ORGANIZATION,
    sent: new Date(now).toISOString(),
    expires: new Date(now + 6 * 3_600_000).toISOString(),
    msgType: 'Alert',
    references: [],
    tone: 'closed',
    importance: 'emergency',
    title: 'Schools closed today: snow',
    description: null,
    categories: ['Delays and Closures'],
    tags: [],
    detailUrl: null,
    destinations: ['*'],
  };
  const engine = createDispatcher({
    store,
    push: {
      attempt: () => {
        throw new Error('nothing is sent here');
      },
    },
    mailer: null,
    source: {
      current: async () => [
        {
          revision,
          topic: 'closures',
          organizations: [ORGANIZATION],
          render: () => Promise.reject(new Error('nothing is sent here')),
        },
      ],
    },
    links: {
      siteUrl: 'https://www.meadowlarkvalley.org',
      secret: 'bench-link-secret-of-32-characters-or-more',
    },
    logger: quiet,
  });
  console.error('• queueing the revision (the scan of the instance that claims it)');
  const start = performance.now();
  await engine.scanOnce();
  const total = performance.now() - start;
  const sizes = await store.client.query(
    `SELECT pg_size_pretty(pg_total_relation_size('delivery_jobs')) AS jobs,
       pg_size_pretty(pg_total_relation_size('alert_subscriptions')) AS subscriptions`,
  );
  const queued = engine.stats().queueDepth;
  if (queued !== SUBSCRIPTIONS) {
    failed = true;
    console.error(`  ✗ ${queued} jobs queued for ${SUBSCRIPTIONS} subscriptions`);
  }
  printTable(`Queueing one alert revision (${store.kind})`, [
    {
      subscriptions: SUBSCRIPTIONS.toLocaleString('en-US'),
      queued: queued.toLocaleString('en-US'),
      time: ms(total),
      'per second': Math.round((queued / total) * 1000).toLocaleString('en-US'),
      'delivery_jobs size': sizes.rows[0].jobs,
      'alert_subscriptions size': sizes.rows[0].subscriptions,
    },
  ]);
} catch (error) {
  failed = true;
  console.error(`  ✗ ${error instanceof Error ? error.stack : error}`);
} finally {
  await store.close();
  await postgres?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
