/**
 * A test's child process (alerts-store.test.ts): opens the embedded store in the folder given as
 * its argument and creates push subscriptions one after another, printing `committed <id>` once
 * each create has returned, until it is killed.
 */
import { openAlertsStore } from './open-alerts-store';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: durability-child.ts <data dir>');
const store = await openAlertsStore({ databaseUrl: null, dataDir });
process.stdout.write('ready\n');
for (let n = 0; ; n += 1) {
  const created = await store.subscriptions.create({
    target: {
      channel: 'push',
      endpoint: `https://push.example.net/send/durable-${n}`,
      p256dh: `key${n}`,
      auth: `auth${n}`,
    },
    organizations: ['org-district'],
    language: 'en',
    topics: 'closures',
  });
  process.stdout.write(`committed ${created.id}\n`);
}
