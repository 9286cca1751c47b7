/**
 * The alert store an instance uses: PostgreSQL when `DATABASE_URL` is set, otherwise the embedded
 * PGlite kept on disk under `DATA_DIR` (docs/alerts.md, Where subscriptions live). Either way the
 * migrations run before it is handed out.
 */
import path from 'node:path';
import { type AlertSubscriptions, createSqlAlertSubscriptions } from './alert-subscriptions';
import { createSqlDeliveryJobs, type DeliveryJobs } from './delivery-jobs';
import { type MigrationRun, migrate } from './migrations';
import type { SqlClient } from './sql-client';

/** The folder under `DATA_DIR` that holds the embedded PostgreSQL cluster. */
export const EMBEDDED_DATABASE_FOLDER = 'alerts-pglite';

/** An open alert store. */
export interface AlertsStore {
  kind: 'postgres' | 'pglite';
  subscriptions: AlertSubscriptions;
  jobs: DeliveryJobs;
  /** What start-up migrated. */
  migrations: MigrationRun;
  /** The SQL underneath, for the dispatcher's own statements and tests. */
  client: SqlClient;
  close(): Promise<void>;
}

/** Opens the store configured by `databaseUrl` / `dataDir` (ServerConfig's), migrated. */
export async function openAlertsStore(options: {
  databaseUrl: string | null;
  dataDir: string;
  now?: () => Date;
  /** PostgreSQL pool size (default 10). */
  maxConnections?: number;
}): Promise<AlertsStore> {
  // Each adapter is loaded only when chosen: a PostgreSQL deployment never loads the WebAssembly.
  const client = options.databaseUrl
    ? (await import('./pg-client')).createPgClient(options.databaseUrl, {
        maxConnections: options.maxConnections,
      })
    : await (await import('./pglite-client')).createPgliteClient(
        path.resolve(options.dataDir, EMBEDDED_DATABASE_FOLDER),
      );
  try {
    const migrations = await migrate(client);
    return {
      kind: client.kind,
      subscriptions: createSqlAlertSubscriptions(client, { now: options.now }),
      jobs: createSqlDeliveryJobs(client, { now: options.now }),
      migrations,
      client,
      close: () => client.close(),
    };
  } catch (error) {
    await client.close().catch(() => {});
    throw error;
  }
}
