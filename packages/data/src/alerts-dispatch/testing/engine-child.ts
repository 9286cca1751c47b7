/**
 * A test's instance in its own process (engine.test.ts), so the test can kill it with SIGKILL in
 * the middle of a fan-out. Given its settings as JSON in its first argument, it opens the store,
 * optionally subscribes the browsers it is handed (printing `committed <id>` after each), then
 * runs the engine on real time with the one revision it is given, printing `started`.
 * It trusts the test's push service through `NODE_EXTRA_CA_CERTS`.
 */
import { z } from 'zod';
import { createAlertMailer } from '../../alerts-mail/alert-mailer';
import { openAlertsStore } from '../../alerts-store/open-alerts-store';
import { createWebPushSender } from '../../push/web-push-sender';
import { createMemoryLogger } from '../../resilience/logger';
import { createDispatcher } from '../engine';
import { signSubscriptionToken } from '../subscription-links';
import {
  closureRevision,
  dispatchOf,
  FIXTURE_ORGANIZATION,
  FIXTURE_SITE,
  settableSource,
} from './fixtures';

/** The child's settings. */
export const engineChildSettingsSchema = z.object({
  databaseUrl: z.string().nullable(),
  dataDir: z.string(),
  vapid: z.object({ publicKey: z.string(), privateKey: z.string(), subject: z.string() }),
  pushServices: z.array(z.string()),
  smtpUrl: z.string().nullable(),
  secret: z.string(),
  revision: z.object({ noticeId: z.string(), text: z.string(), sent: z.string() }),
  subscribe: z
    .array(z.object({ endpoint: z.string(), p256dh: z.string(), auth: z.string() }))
    .default([]),
});
export type EngineChildSettings = z.input<typeof engineChildSettingsSchema>;

const settings = engineChildSettingsSchema.parse(JSON.parse(process.argv[2] ?? 'null'));
const store = await openAlertsStore({
  databaseUrl: settings.databaseUrl,
  dataDir: settings.dataDir,
});
for (const browser of settings.subscribe) {
  const created = await store.subscriptions.create(
    {
      target: { channel: 'push', ...browser },
      organizations: [FIXTURE_ORGANIZATION],
      language: 'es',
      topics: 'closures',
    },
    { manageToken: (id) => signSubscriptionToken(id, settings.secret) },
  );
  process.stdout.write(`committed ${created.id}\n`);
}
const logger = createMemoryLogger();
const engine = createDispatcher({
  store,
  push: createWebPushSender({ vapid: settings.vapid, pushServices: settings.pushServices, logger }),
  mailer: settings.smtpUrl
    ? createAlertMailer({
        smtpUrl: settings.smtpUrl,
        from: 'alerts@example.org',
        outboxDir: null,
        logger,
      })
    : null,
  source: settableSource([
    dispatchOf(
      closureRevision({
        noticeId: settings.revision.noticeId,
        text: settings.revision.text,
        sent: new Date(settings.revision.sent),
      }),
    ),
  ]),
  links: { siteUrl: FIXTURE_SITE, secret: settings.secret },
  logger,
  scanEveryMs: 500,
  pollEveryMs: 50,
});
engine.start();
process.stdout.write('started\n');
