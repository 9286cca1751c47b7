/**
 * Alert delivery in a site process (docs/alerts.md#how-dispatch-runs): the shared dispatch engine
 * fed by the site's alert source; instances share the queue, so any number may run. The embedded
 * store (~170 MB) is opened only once someone has subscribed.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  createDispatcher,
  type Dispatcher,
  type DispatchStats,
} from '@district/data/alerts-dispatch/dispatcher';
import { EMBEDDED_DATABASE_FOLDER } from '@district/data/alerts-store/open-alerts-store';
import { createWebPushSender, type WebPushSender } from '@district/data/push/web-push-sender';
import { describeError } from '../http/logger.server';
import type { SiteServices } from '../http/services.server';
import { createSiteAlertSource } from './alert-source.server';

/** What runs the dispatch: the web server beside its requests, or the worker alone. */
export type DispatchRole = 'web' | 'worker';

/** Options of {@link startAlertDispatch}. */
export interface AlertDispatchOptions {
  siteUrl: string;
  role: DispatchRole;
  /** How often to look again for a store to open, or retry a start that failed (default 15 s). */
  retryEveryMs?: number;
  scanEveryMs?: number;
}

/** Dispatch running in this process. */
export interface AlertDispatch {
  /** Stops the engine (deliveries in flight finish), then the push connections and the store. */
  stop(): Promise<void>;
  /** The engine's figures; null until it has started. */
  stats(): DispatchStats | null;
  /** Resolves once the engine runs (tests); rejects if stopped first. */
  started(): Promise<void>;
}

const DEFAULT_RETRY_MS = 15_000;

/** Whether the store holds anything to deliver to: always on PostgreSQL; once made, embedded. */
function storeExists(services: SiteServices): boolean {
  const { databaseUrl, dataDir } = services.config;
  return databaseUrl !== null || existsSync(path.resolve(dataDir, EMBEDDED_DATABASE_FOLDER));
}

/** Refuses a worker without PostgreSQL: only the web server opens the embedded store. */
export function checkDispatchRole(services: SiteServices, role: DispatchRole): void {
  if (role === 'worker' && services.config.databaseUrl === null) {
    throw new Error(
      'The alert worker needs DATABASE_URL: the embedded store (DATA_DIR) is opened by one process, the web server, which delivers its alerts itself.',
    );
  }
}

/** Starts delivering the site's alerts; never throws. */
export function startAlertDispatch(
  services: SiteServices,
  options: AlertDispatchOptions,
): AlertDispatch {
  const { logger } = services;
  const retryMs = options.retryEveryMs ?? DEFAULT_RETRY_MS;
  const siteUrl = services.config.siteUrl ?? options.siteUrl;
  let dispatcher: Dispatcher | null = null;
  let push: WebPushSender | null = null;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let markStarted: () => void = () => {};
  let markStopped: (error: Error) => void = () => {};
  const running = new Promise<void>((resolve, reject) => {
    markStarted = resolve;
    markStopped = reject;
  });
  // Nobody may be waiting: a stop before the start is no error of its own.
  running.catch(() => {});

  async function open(): Promise<void> {
    const [store, vapid, secret] = await Promise.all([
      services.alerts.store(),
      services.alerts.vapidKeys(),
      services.alerts.linkSecret(),
    ]);
    if (stopped) return;
    push = createWebPushSender({
      vapid,
      pushServices: services.config.pushServices,
      logger,
    });
    dispatcher = createDispatcher({
      store,
      push,
      mailer: services.alerts.mailer(),
      source: createSiteAlertSource({ services, siteUrl }),
      links: { siteUrl, secret },
      logger,
      ...(options.scanEveryMs ? { scanEveryMs: options.scanEveryMs } : {}),
    });
    dispatcher.start();
    logger.info(
      { role: options.role, store: store.kind, siteUrl, email: services.alerts.mailer() !== null },
      'Alert dispatch started',
    );
    markStarted();
  }

  function attempt(): void {
    timer = undefined;
    if (stopped) return;
    if (options.role === 'web' && !storeExists(services)) {
      // Checked again later: the first subscription makes the embedded store's folder.
      timer = setTimeout(attempt, retryMs);
      timer.unref();
      return;
    }
    open().catch((error: unknown) => {
      // A database not up yet, or production without VAPID keys: said, and tried again.
      logger.error(
        { role: options.role, retryInMs: retryMs, ...describeError(error) },
        'Alert dispatch could not start',
      );
      push?.close();
      push = null;
      if (!stopped) {
        timer = setTimeout(attempt, retryMs);
        timer.unref();
      }
    });
  }
  attempt();

  return {
    async stop() {
      if (stopped) return;
      stopped = true;
      clearTimeout(timer);
      markStopped(new Error('Alert dispatch stopped before it started'));
      await dispatcher?.stop();
      push?.close();
      await services.alerts.close();
      logger.info({ role: options.role }, 'Alert dispatch stopped');
    },
    stats: () => dispatcher?.stats() ?? null,
    started: () => running,
  };
}
