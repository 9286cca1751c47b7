/**
 * What one process holds for alerts (docs/alerts.md): the alert store and the VAPID keys, each
 * opened on first use and kept. Opened lazily because the embedded PGlite costs ~170 MB resident:
 * a site that nobody subscribes to and that has nothing to deliver never pays it.
 */

import { type AlertMailer, createAlertMailer } from '../alerts-mail/alert-mailer';
import type { AlertsStore } from '../alerts-store/open-alerts-store';
import type { ServerConfig } from '../config';
import type { VapidKeys } from '../push/vapid-keys';
import { consoleLogger, type Logger } from '../resilience/logger';

/** The configuration alerts read. */
export type AlertsConfig = Pick<
  ServerConfig,
  | 'databaseUrl'
  | 'dataDir'
  | 'vapid'
  | 'vapidSubject'
  | 'pushServices'
  | 'nodeEnv'
  | 'graphql'
  | 'siteUrl'
  | 'alertsSecret'
  | 'smtp'
  | 'alertsFrom'
  | 'outboxDir'
>;

/** The process's alert resources. */
export interface AlertsRuntime {
  config: AlertsConfig;
  /** The migrated store; the same promise on every call (a failed open is tried again). */
  store(): Promise<AlertsStore>;
  /** The keys pushes are signed with; the same promise on every call. */
  vapidKeys(): Promise<VapidKeys>;
  /** The secret manage and unsubscribe links are signed with; the same promise on every call. */
  linkSecret(): Promise<string>;
  /**
   * The alert mailer: SMTP at `SMTP_URL`, else `.eml` files in the outbox; null where there is
   * neither (e-mail alerts are then not offered). The same mailer on every call.
   */
  mailer(): AlertMailer | null;
  /** Closes the store and the mailer's connections if they were opened. */
  close(): Promise<void>;
}

/** A runtime for `config`; nothing is opened until asked for. */
export function createAlertsRuntime(
  config: AlertsConfig,
  options: { now?: () => Date; maxConnections?: number; logger?: Logger } = {},
): AlertsRuntime {
  let mailer: AlertMailer | null | undefined;
  let store: Promise<AlertsStore> | null = null;
  let keys: Promise<VapidKeys> | null = null;
  let linkSecret: Promise<string> | null = null;
  return {
    config,
    store() {
      store ??= import('../alerts-store/open-alerts-store')
        .then(({ openAlertsStore }) =>
          openAlertsStore({
            databaseUrl: config.databaseUrl,
            dataDir: config.dataDir,
            now: options.now,
            maxConnections: options.maxConnections,
          }),
        )
        .catch((error: unknown) => {
          store = null;
          throw error;
        });
      return store;
    },
    vapidKeys() {
      keys ??= import('../push/vapid-keys')
        .then(({ loadVapidKeys }) => loadVapidKeys(config))
        .catch((error: unknown) => {
          keys = null;
          throw error;
        });
      return keys;
    },
    linkSecret() {
      linkSecret ??= import('../alerts-dispatch/subscription-links')
        .then(({ loadLinkSecret }) => loadLinkSecret(config))
        .catch((error: unknown) => {
          linkSecret = null;
          throw error;
        });
      return linkSecret;
    },
    mailer() {
      if (mailer !== undefined) return mailer;
      mailer =
        config.smtp || config.outboxDir
          ? createAlertMailer({
              smtpUrl: config.smtp?.url ?? null,
              from: config.alertsFrom,
              outboxDir: config.outboxDir,
              logger: options.logger ?? consoleLogger,
              now: options.now,
            })
          : null;
      return mailer;
    },
    async close() {
      const sender = mailer;
      mailer = undefined;
      await sender?.close();
      const opened = store;
      store = null;
      if (opened) await (await opened.catch(() => null))?.close();
    },
  };
}
