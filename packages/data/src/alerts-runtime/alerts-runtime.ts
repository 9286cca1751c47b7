/**
 * What one process holds for alerts (docs/alerts.md): the alert store and the VAPID keys, each
 * opened on first use and kept. Opened lazily because the embedded PGlite costs ~170 MB resident:
 * a site that nobody subscribes to and that has nothing to deliver never pays it.
 */

import type { AlertsStore } from '../alerts-store/open-alerts-store';
import type { ServerConfig } from '../config';
import type { VapidKeys } from '../push/vapid-keys';

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
  /** Closes the store if it was opened. */
  close(): Promise<void>;
}

/** A runtime for `config`; nothing is opened until asked for. */
export function createAlertsRuntime(
  config: AlertsConfig,
  options: { now?: () => Date; maxConnections?: number } = {},
): AlertsRuntime {
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
    async close() {
      const opened = store;
      store = null;
      if (opened) await (await opened.catch(() => null))?.close();
    },
  };
}
