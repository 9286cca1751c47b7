#!/usr/bin/env node
// `pnpm bench:push`: an alert's fan-out to browser push subscriptions (issue "Alert delivery
// holds on the worst morning": 10,000 within 30 s on this 2-core machine). A benchmark, not a
// timed test: it prints figures and the goal, and fails only when something is broken (a
// message not delivered, a payload the service could not decrypt to the alert).
//
// Two ways, each a row: `sender`, the push sender alone (@district/data's web-push-sender: VAPID
// signed once per origin, aes128gcm per message, bounded connections per push service) handed
// every delivery at once; and `engine` (the default's figure), the delivery engine
// (alerts-dispatch) as an instance runs it: the revision published, the scan claims it and
// queues one job per subscription in the alert store (embedded PGlite, or PostgreSQL with
// --database=postgres), the workers take the jobs, send and record each. The local push service
// (testing/push-service: HTTPS, VAPID check, decryption) runs in a child process and notes when
// each message arrives; a message's lag is from publication to its arrival.
//
//   node --import tsx push.mjs [--subscriptions=10000] [--concurrency=32]
//     [--through=sender,engine] [--database=pglite|postgres] [--json]
//   --json: the figures also as one JSON line last (run.mjs reads it for the full bench's table)
import { fork } from 'node:child_process';
import { createECDH } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createDispatcher } from '@district/data/alerts-dispatch/dispatcher';
import { openAlertsStore } from '@district/data/alerts-store/open-alerts-store';
import { pushNoticeOf } from '@district/data/push/push-message';
import { createWebPushSender } from '@district/data/push/web-push-sender';
import { ms, printTable } from './lib/table.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const found = args.find((a) => a.startsWith(`--${name}=`));
  return found ? found.slice(name.length + 3) : fallback;
};
const SUBSCRIPTIONS = Number(option('subscriptions', '10000'));
const CONCURRENCY = Number(option('concurrency', '32'));
const GOAL_MS = 30_000;
const TITLE = 'Schools closed today: snow';
const DEADLINE_MS = 5 * 60_000;
const THROUGH = option('through', 'sender,engine').split(',');
const DATABASE = option('database', 'pglite');
if (!['pglite', 'postgres'].includes(DATABASE)) throw new Error('--database is pglite or postgres');
const SCAN_EVERY_MS = 15_000;
const NOTICE_ID = '6b0e4a1c-0000-4000-8000-00000000a1e7';
const BODY = 'All Meadowlark Valley schools are closed today because of snow and ice on the roads.';
const DETAILS = 'https://www.meadowlarkvalley.org/announcements/snow-day';
const quiet = { info() {}, warn: console.warn, error: console.error };

function vapidKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    // 32 bytes, with the leading zero bytes OpenSSL leaves out.
    privateKey: Buffer.concat([Buffer.alloc(32), ecdh.getPrivateKey()])
      .subarray(-32)
      .toString('base64url'),
    subject: 'mailto:bench@example.org',
  };
}

const folder = mkdtempSync(path.join(tmpdir(), 'bench-push-'));
const vapid = vapidKeys();
console.error(`• local push service with ${SUBSCRIPTIONS} subscriptions`);
const child = fork(new URL('./lib/push-service.ts', import.meta.url).pathname, [], {
  execArgv: [
    '--import',
    import.meta.resolve('tsx/esm'),
    '--import',
    new URL('./lib/bounded.mjs', import.meta.url).href,
  ],
  env: {
    ...process.env,
    PUSH_SUBSCRIPTIONS: String(SUBSCRIPTIONS),
    VAPID_PUBLIC_KEY: vapid.publicKey,
    PUSH_TITLE: TITLE,
    PUSH_FOLDER: folder,
    BENCH_DEADLINE_MS: String(DEADLINE_MS),
  },
});
const messages = [];
const waiters = [];
child.on('message', (message) => {
  messages.push(message);
  for (const waiter of waiters.splice(0)) waiter();
});
child.once('exit', (code) => {
  if (code !== 0 && code !== null) console.error(`  ✗ the push service exited with ${code}`);
});
async function nextMessage(key) {
  for (;;) {
    const index = messages.findIndex((message) => key in message);
    if (index >= 0) return messages.splice(index, 1)[0][key];
    await new Promise((resolve, reject) => {
      waiters.push(resolve);
      child.once('exit', () => reject(new Error('the push service exited')));
    });
  }
}

let failed = false;
const rows = [];
const json = {};

/** Percentile of sorted numbers. */
const at = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/** The service's report since the last reset, checked; the lags of its arrivals from `publishedAt`. */
async function serviceReport(publishedAt, label) {
  child.send('report');
  const report = await nextMessage('report');
  if (report.endpoints !== SUBSCRIPTIONS || report.wrongPayload !== 0) {
    failed = true;
    console.error(
      `  ✗ ${label}: the push service received ${report.endpoints} subscriptions' messages, ${report.wrongPayload} not decrypted to the alert`,
    );
  }
  const lags = report.receivedAt.map((time) => time - publishedAt).sort((a, b) => a - b);
  child.send('reset');
  await nextMessage('reset');
  return { report, lags };
}

/** The sender alone, handed every delivery at once. */
async function senderPhase(ready, subscriptions, notice) {
  const sender = createWebPushSender({
    vapid,
    pushServices: [ready.origin],
    ca: readFileSync(ready.caFile, 'utf8'),
    concurrencyPerService: CONCURRENCY,
    logger: quiet,
  });
  console.error(`• sender: ${SUBSCRIPTIONS} subscriptions, ${CONCURRENCY} at a time`);
  const cpuBefore = process.cpuUsage();
  const publishedAt = Date.now();
  const start = performance.now();
  const outcomes = await Promise.all(
    subscriptions.map((subscription) => sender.send({ ...notice, subscription })),
  );
  const total = performance.now() - start;
  const cpu = process.cpuUsage(cpuBefore);
  const stats = sender.stats();
  sender.close();
  const { report, lags } = await serviceReport(publishedAt, 'sender');
  const kinds = {};
  for (const outcome of outcomes) kinds[outcome.kind] = (kinds[outcome.kind] ?? 0) + 1;
  const sent = kinds.sent ?? 0;
  if (sent !== SUBSCRIPTIONS) {
    failed = true;
    console.error(`  ✗ sender: not every message was sent: ${JSON.stringify(kinds)}`);
  }
  rows.push({
    scenario: `sender alone, ${SUBSCRIPTIONS.toLocaleString('en-US')}`,
    total: ms(total),
    'per second': Math.round((sent / total) * 1000).toLocaleString('en-US'),
    'lag p50': ms(at(lags, 0.5)),
    'lag p99': ms(at(lags, 0.99)),
    'lag max': ms(lags.at(-1)),
    figures: `${sent} sent (201), ${stats.signatures} VAPID signature(s), ${stats.requests} requests; sender CPU ${Math.round((cpu.user + cpu.system) / 1000)} ms; service: ${report.messages} decrypted, ${report.tokens} token(s), ${report.connections} connection(s)`,
    goal: `all within ${GOAL_MS / 1000} s`,
    'met?': sent === SUBSCRIPTIONS && total <= GOAL_MS ? 'yes' : 'NO',
  });
  json.sender = {
    sent,
    totalMs: total,
    p50Ms: at(lags, 0.5),
    p99Ms: at(lags, 0.99),
    signatures: stats.signatures,
  };
}

/** CPU time (ms) of a PostgreSQL server: the postmaster's reaped children and its live ones. */
function postgresCpuMs(postmaster) {
  const tick = 10; // USER_HZ is 100 on Linux: 10 ms a tick.
  const fields = (pid) => {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  };
  // After the command name: [1] ppid, [11] utime, [12] stime, [13] cutime, [14] cstime.
  const own = fields(postmaster);
  let ticks = Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14]);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const child = fields(entry);
      if (Number(child[1]) === postmaster) ticks += Number(child[11]) + Number(child[12]);
    } catch {
      // Gone meanwhile.
    }
  }
  return ticks * tick;
}

/** Subscriptions straight into the store, one statement a thousand (set-up, not measured). */
async function insertSubscriptions(client, subscriptions) {
  for (let start = 0; start < subscriptions.length; start += 1_000) {
    const page = subscriptions.slice(start, start + 1_000);
    await client.query(
      `INSERT INTO alert_subscriptions (id, manage_token_hash, channel, push_endpoint, push_p256dh,
         push_auth, organizations, language, topics, created_at)
       SELECT gen_random_uuid(), gen_random_uuid()::text, 'push', s.endpoint, s.p256dh, s.auth,
         ARRAY['meadowlark-valley'], 'en', 'closures', now()
       FROM unnest($1::text[], $2::text[], $3::text[]) AS s (endpoint, p256dh, auth)`,
      [
        page.map((subscription) => subscription.endpoint),
        page.map((subscription) => subscription.keys.p256dh),
        page.map((subscription) => subscription.keys.auth),
      ],
    );
  }
}

/** The engine of one instance: publication, scan, jobs in the store, workers, records. */
async function enginePhase(ready, subscriptions) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-push-engine-'));
  let postgres = null;
  let store = null;
  try {
    if (DATABASE === 'postgres') {
      const { startPostgresServer } = await import('@district/data/testing/postgres-server');
      postgres = await startPostgresServer();
    }
    store = await openAlertsStore({ databaseUrl: postgres?.url ?? null, dataDir });
    await insertSubscriptions(store.client, subscriptions);
    const sender = createWebPushSender({
      vapid,
      pushServices: [ready.origin],
      ca: readFileSync(ready.caFile, 'utf8'),
      concurrencyPerService: CONCURRENCY,
      logger: quiet,
    });
    console.error(`• engine on ${store.kind}: ${SUBSCRIPTIONS} subscriptions`);
    const publishedAt = Date.now();
    const revision = {
      identifier: `${NOTICE_ID}-00000000000a1e71`,
      noticeId: NOTICE_ID,
      revision: '00000000000a1e71',
      organizationId: 'meadowlark-valley',
      sent: new Date(publishedAt).toISOString(),
      expires: new Date(publishedAt + 6 * 3_600_000).toISOString(),
      msgType: 'Alert',
      references: [],
      tone: 'closed',
      importance: 'emergency',
      title: TITLE,
      description: BODY,
      categories: ['Delays and Closures'],
      tags: [],
      detailUrl: DETAILS,
      destinations: ['*'],
    };
    const dispatch = {
      revision,
      topic: 'closures',
      organizations: ['meadowlark-valley'],
      render: async () => ({
        title: TITLE,
        body: BODY,
        importanceWord: 'Closed',
        organizationName: 'Meadowlark Valley School District',
        detailsUrl: DETAILS,
        englishUrl: null,
        dir: 'ltr',
        machineTranslated: false,
        mailWords: {},
      }),
    };
    const engine = createDispatcher({
      store,
      push: sender,
      mailer: null,
      source: { current: async () => [dispatch] },
      links: {
        siteUrl: 'https://www.meadowlarkvalley.org',
        secret: 'bench-link-secret-of-32-characters-or-more',
      },
      logger: quiet,
      scanEveryMs: SCAN_EVERY_MS,
    });
    // The database's share, on PostgreSQL: its CPU and the WAL it wrote during the run.
    let database = null;
    if (postgres) {
      const backend = await store.client.query(
        'SELECT pg_backend_pid() AS pid, pg_current_wal_lsn() AS lsn',
      );
      const ppid = Number(
        readFileSync(`/proc/${backend.rows[0].pid}/stat`, 'utf8').split(') ')[1].split(' ')[1],
      );
      database = { postmaster: ppid, lsn: backend.rows[0].lsn, cpuMs: postgresCpuMs(ppid) };
    }
    const cpuBefore = process.cpuUsage();
    const start = performance.now();
    engine.start();
    // A bench may poll: it watches the figure, nothing waits on it for correctness.
    while (engine.stats().sent + engine.stats().dropped + engine.stats().removed < SUBSCRIPTIONS) {
      if (performance.now() - start > DEADLINE_MS) throw new Error('the engine did not finish');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const total = performance.now() - start;
    const cpu = process.cpuUsage(cpuBefore);
    await engine.stop();
    let databaseFigures = '';
    if (database) {
      const wal = await store.client.query(
        'SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), $1)::bigint AS bytes',
        [database.lsn],
      );
      const cpuMs = postgresCpuMs(database.postmaster) - database.cpuMs;
      const walMb = Number(wal.rows[0].bytes) / 1024 / 1024;
      databaseFigures = `; PostgreSQL CPU ${cpuMs} ms, WAL ${walMb.toFixed(1)} MB`;
      json.database = { cpuMs, walBytes: Number(wal.rows[0].bytes) };
    }
    const stats = engine.stats();
    sender.close();
    const { report, lags } = await serviceReport(publishedAt, 'engine');
    const records = await store.client.query(
      "SELECT count(*)::int AS n FROM alert_deliveries WHERE state = 'sent'",
    );
    const recorded = Number(records.rows[0]?.n ?? 0);
    const left = await store.client.query('SELECT count(*)::int AS n FROM delivery_jobs');
    const queued = Number(left.rows[0]?.n ?? 0);
    if (stats.sent !== SUBSCRIPTIONS || recorded !== SUBSCRIPTIONS || queued !== 0) {
      failed = true;
      console.error(
        `  ✗ engine: ${stats.sent} sent, ${recorded} recorded sent, ${stats.dropped} dropped`,
      );
    }
    rows.push({
      scenario: `engine on ${store.kind}, ${SUBSCRIPTIONS.toLocaleString('en-US')}`,
      total: ms(total),
      'per second': Math.round((stats.sent / total) * 1000).toLocaleString('en-US'),
      'lag p50': ms(at(lags, 0.5)),
      'lag p99': ms(at(lags, 0.99)),
      'lag max': ms(lags.at(-1)),
      figures: `${stats.sent} sent, ${recorded} recorded 'sent', ${queued} job(s) left in the queue; CPU of this process ${Math.round((cpu.user + cpu.system) / 1000)} ms; service: ${report.messages} decrypted, ${report.connections} connection(s)${databaseFigures}; scanned at publication (a scan every ${SCAN_EVERY_MS / 1000} s adds at most that)`,
      goal: `all within ${GOAL_MS / 1000} s`,
      'met?': stats.sent === SUBSCRIPTIONS && total <= GOAL_MS ? 'yes' : 'NO',
    });
    json.engine = {
      database: store.kind,
      sent: stats.sent,
      totalMs: total,
      p50Ms: at(lags, 0.5),
      p99Ms: at(lags, 0.99),
      cpuMs: Math.round((cpu.user + cpu.system) / 1000),
      ...(json.database
        ? { databaseCpuMs: json.database.cpuMs, walBytes: json.database.walBytes }
        : {}),
    };
  } finally {
    await store?.close();
    await postgres?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

try {
  const ready = await nextMessage('ready');
  const subscriptions = JSON.parse(readFileSync(ready.subscriptionsFile, 'utf8'));
  const notice = pushNoticeOf(
    {
      noticeId: NOTICE_ID,
      tone: 'closed',
      expires: new Date(Date.now() + 6 * 3_600_000).toISOString(),
    },
    {
      title: TITLE,
      body: BODY,
      importance: 'Closed',
      organization: 'Meadowlark Valley School District',
      url: DETAILS,
      lang: 'en',
      dir: 'ltr',
    },
  );
  if (THROUGH.includes('sender')) await senderPhase(ready, subscriptions, notice);
  if (THROUGH.includes('engine')) await enginePhase(ready, subscriptions);

  printTable('Alert fan-out to browser push (local push service on loopback, HTTPS)', rows);
  if (args.includes('--json')) {
    const main = json.engine ?? json.sender;
    console.log(
      JSON.stringify({
        pushFanOut: {
          subscriptions: SUBSCRIPTIONS,
          ...main,
          signatures: json.sender?.signatures ?? null,
          through: json.engine ? 'engine' : 'sender',
          sender: json.sender ?? null,
          goalMs: GOAL_MS,
        },
      }),
    );
  }
} catch (error) {
  failed = true;
  console.error(`  ✗ ${error instanceof Error ? error.stack : error}`);
} finally {
  child.kill('SIGTERM');
  rmSync(folder, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
