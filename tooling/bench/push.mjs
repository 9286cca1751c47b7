#!/usr/bin/env node
// `pnpm bench:push`: an alert's fan-out to browser push subscriptions (issue "Alert delivery
// holds on the worst morning": 10,000 within 30 s on this 2-core machine). A benchmark, not a
// timed test: it prints figures and the goal, and fails only when something is broken (a
// message not delivered, a payload the service could not decrypt to the alert).
//
// The sender (@district/data's web-push-sender: VAPID signed once per origin, aes128gcm per
// message, bounded connections per push service) runs here; the local push service
// (@district/data's testing/push-service: HTTPS, VAPID check, decryption) in a child process.
// The clock starts when the sender is handed every delivery ("publication" as the dispatcher
// sees it), and each message's lag is the time to its 201.
//
//   node --import tsx push.mjs [--subscriptions=10000] [--concurrency=32] [--json]
//   --json: the figures also as one JSON line last (run.mjs reads it for the full bench's table)
import { fork } from 'node:child_process';
import { createECDH } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
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
    const found = messages.find((message) => key in message);
    if (found) return found[key];
    await new Promise((resolve, reject) => {
      waiters.push(resolve);
      child.once('exit', () => reject(new Error('the push service exited')));
    });
  }
}

let failed = false;
try {
  const ready = await nextMessage('ready');
  const subscriptions = JSON.parse(readFileSync(ready.subscriptionsFile, 'utf8'));
  const sender = createWebPushSender({
    vapid,
    pushServices: [ready.origin],
    ca: readFileSync(ready.caFile, 'utf8'),
    concurrencyPerService: CONCURRENCY,
    logger: { info() {}, warn: console.warn, error: console.error },
  });
  const notice = pushNoticeOf(
    {
      noticeId: '6b0e4a1c-0000-4000-8000-00000000a1e7',
      tone: 'closed',
      expires: new Date(Date.now() + 6 * 3_600_000).toISOString(),
    },
    {
      title: TITLE,
      body: 'All Meadowlark Valley schools are closed today because of snow and ice on the roads.',
      importance: 'Closed',
      organization: 'Meadowlark Valley School District',
      url: 'https://www.meadowlarkvalley.org/announcements/snow-day',
      lang: 'en',
      dir: 'ltr',
    },
  );

  console.error(`• sending to ${SUBSCRIPTIONS} subscriptions, ${CONCURRENCY} at a time`);
  const cpuBefore = process.cpuUsage();
  const start = performance.now();
  const lags = [];
  const outcomes = await Promise.all(
    subscriptions.map((subscription) =>
      sender.send({ ...notice, subscription }).then((outcome) => {
        if (outcome.kind === 'sent') lags.push(performance.now() - start);
        return outcome;
      }),
    ),
  );
  const total = performance.now() - start;
  const cpu = process.cpuUsage(cpuBefore);
  sender.close();

  child.send('report');
  const report = await nextMessage('report');
  lags.sort((a, b) => a - b);
  const at = (q) => lags[Math.min(lags.length - 1, Math.floor(q * lags.length))];
  const kinds = {};
  for (const outcome of outcomes) kinds[outcome.kind] = (kinds[outcome.kind] ?? 0) + 1;
  const stats = sender.stats();

  printTable('Alert fan-out to browser push (local push service on loopback, HTTPS)', [
    {
      scenario: `${SUBSCRIPTIONS.toLocaleString('en-US')} subscriptions`,
      total: ms(total),
      'per second': Math.round((lags.length / total) * 1000).toLocaleString('en-US'),
      'lag p50': ms(at(0.5)),
      'lag p99': ms(at(0.99)),
      'lag max': ms(lags.at(-1)),
      figures: `${lags.length} sent (201), ${stats.signatures} VAPID signature(s), ${stats.requests} requests; sender CPU ${Math.round((cpu.user + cpu.system) / 1000)} ms; service: ${report.messages} decrypted, ${report.tokens} token(s), ${report.connections} connection(s)`,
      goal: `all within ${GOAL_MS / 1000} s`,
      'met?': lags.length === SUBSCRIPTIONS && total <= GOAL_MS ? 'yes' : 'NO',
    },
  ]);
  if (args.includes('--json')) {
    const figures = { subscriptions: SUBSCRIPTIONS, sent: lags.length, totalMs: total };
    Object.assign(figures, { p50Ms: at(0.5), p99Ms: at(0.99), signatures: stats.signatures });
    console.log(JSON.stringify({ pushFanOut: { ...figures, goalMs: GOAL_MS } }));
  }
  if (lags.length !== SUBSCRIPTIONS) {
    failed = true;
    console.error(`  ✗ not every message was sent: ${JSON.stringify(kinds)}`);
  }
  if (report.endpoints !== SUBSCRIPTIONS || report.wrongPayload !== 0) {
    failed = true;
    console.error(
      `  ✗ the push service received ${report.endpoints} subscriptions' messages, ${report.wrongPayload} not decrypted to the alert`,
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
