// The local Web Push service of `pnpm bench:push`, in a process of its own (one core for it, one
// for the sender): it makes PUSH_SUBSCRIPTIONS subscriptions bound to VAPID_PUBLIC_KEY, writes
// them to a file, and over IPC says where it listens, then answers `report` with what it received
// (every message decrypted; those whose payload is not the expected title are counted apart,
// and when each arrived), and `reset` by forgetting them for the next phase of the run.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startPushService } from '@district/data/testing/push-service';

const count = Number(process.env.PUSH_SUBSCRIPTIONS);
const applicationServerKey = process.env.VAPID_PUBLIC_KEY;
const expectedTitle = process.env.PUSH_TITLE;
const folder = process.env.PUSH_FOLDER;
if (!Number.isInteger(count) || count < 1 || !applicationServerKey || !expectedTitle || !folder) {
  throw new Error('PUSH_SUBSCRIPTIONS, VAPID_PUBLIC_KEY, PUSH_TITLE and PUSH_FOLDER are required');
}
const send = (message: unknown) => process.send?.(message);

const service = await startPushService({
  lifetimeMs: 10 * 60_000,
  maxRecords: 2 * count + 1_000,
  maxSubscriptions: count,
});
const subscriptions = Array.from({ length: count }, () =>
  service.subscribe({ applicationServerKey }),
);
const subscriptionsFile = join(folder, 'subscriptions.json');
writeFileSync(subscriptionsFile, JSON.stringify(subscriptions));

let base = { ...service.counts };
process.on('message', (message) => {
  if (message === 'reset') {
    service.messages.splice(0);
    service.attempts.splice(0);
    base = { ...service.counts };
    send({ reset: true });
    return;
  }
  if (message !== 'report') return;
  const endpoints = new Set<string>();
  let wrongPayload = 0;
  for (const received of service.messages) {
    endpoints.add(received.endpoint);
    try {
      if (JSON.parse(received.payload).title !== expectedTitle) wrongPayload += 1;
    } catch {
      wrongPayload += 1;
    }
  }
  send({
    report: {
      messages: service.counts.messages - base.messages,
      attempts: service.counts.attempts - base.attempts,
      refused: service.counts.refused - base.refused,
      connections: service.counts.connections - base.connections,
      receivedAt: service.messages.map((received) => received.receivedAt),
      endpoints: endpoints.size,
      wrongPayload,
      tokens: new Set(service.messages.map((received) => received.vapid.token)).size,
    },
  });
});
process.on('SIGTERM', () => void service.close().then(() => process.exit(0)));
send({ ready: { origin: service.origin, caFile: service.caFile, subscriptionsFile } });
