/**
 * The alert store's schema as numbered migrations, applied at start-up in one transaction under
 * a transaction-level advisory lock, so instances starting together apply each migration once
 * and a failed migration leaves nothing half done. Append only: never edit an applied migration.
 */
import type { SqlClient } from './sql-client';

/** One schema change. */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** Every migration, in order. */
export const ALERT_STORE_MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'alert subscriptions, deliveries, delivery jobs',
    sql: `
CREATE TABLE alert_subscriptions (
  id uuid PRIMARY KEY,
  manage_token_hash text NOT NULL UNIQUE,
  channel text NOT NULL CHECK (channel IN ('push', 'email')),
  push_endpoint text UNIQUE,
  push_p256dh text,
  push_auth text,
  email_address text,
  email_confirmation_hash text UNIQUE,
  email_confirmed_at timestamptz,
  organizations text[] NOT NULL CHECK (cardinality(organizations) BETWEEN 1 AND 100),
  language text NOT NULL,
  topics text NOT NULL CHECK (topics IN ('closures', 'all')),
  created_at timestamptz NOT NULL,
  last_success_at timestamptz,
  failing_since timestamptz,
  ended_at timestamptz,
  CONSTRAINT alert_subscriptions_target CHECK (
    (channel = 'push' AND push_endpoint IS NOT NULL AND push_p256dh IS NOT NULL
      AND push_auth IS NOT NULL AND email_address IS NULL)
    OR (channel = 'email' AND email_address IS NOT NULL AND push_endpoint IS NULL))
);
CREATE INDEX alert_subscriptions_organizations ON alert_subscriptions USING gin (organizations);
CREATE UNIQUE INDEX alert_subscriptions_confirmed_address
  ON alert_subscriptions (lower(email_address)) WHERE email_confirmed_at IS NOT NULL;

CREATE TABLE alert_deliveries (
  revision_id text NOT NULL,
  subscription_id uuid NOT NULL REFERENCES alert_subscriptions (id) ON DELETE CASCADE,
  channel text NOT NULL CHECK (channel IN ('push', 'email')),
  state text NOT NULL CHECK (state IN ('sending', 'sent', 'failed')),
  claimed_at timestamptz NOT NULL,
  finished_at timestamptz,
  detail text,
  PRIMARY KEY (revision_id, subscription_id)
);
CREATE INDEX alert_deliveries_subscription ON alert_deliveries (subscription_id);

CREATE TABLE delivery_jobs (
  id bigserial PRIMARY KEY,
  revision_id text NOT NULL,
  subscription_id uuid NOT NULL REFERENCES alert_subscriptions (id) ON DELETE CASCADE,
  run_at timestamptz NOT NULL,
  locked_until timestamptz,
  attempts integer NOT NULL DEFAULT 0,
  UNIQUE (revision_id, subscription_id)
);
CREATE INDEX delivery_jobs_due ON delivery_jobs (run_at, id);
CREATE INDEX delivery_jobs_subscription ON delivery_jobs (subscription_id);
`,
  },
  {
    version: 2,
    name: 'dispatched revisions, job channels, e-mail refusals',
    sql: `
CREATE TABLE alert_dispatches (
  revision_id text PRIMARY KEY,
  notice_id text NOT NULL,
  topic text NOT NULL CHECK (topic IN ('closures', 'all')),
  organizations text[] NOT NULL,
  published_at timestamptz NOT NULL,
  expires_at timestamptz,
  claimed_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  enqueue_cursor uuid,
  enqueue_locked_until timestamptz,
  enqueued_at timestamptz,
  superseded_at timestamptz,
  queued integer NOT NULL DEFAULT 0
);
CREATE INDEX alert_dispatches_notice ON alert_dispatches (notice_id);
ALTER TABLE delivery_jobs ADD COLUMN channel text NOT NULL DEFAULT 'push'
  CHECK (channel IN ('push', 'email'));
ALTER TABLE alert_subscriptions ADD COLUMN email_refusals integer NOT NULL DEFAULT 0
`,
  },
];

/** The advisory lock's key: any constant the application uses for nothing else ("alerts" in ASCII). */
export const MIGRATION_LOCK_KEY = 0x616c65727473;

/** What a run did. */
export interface MigrationRun {
  /** Versions this run applied (empty when another instance, or an earlier start, had). */
  applied: number[];
}

/** Applies the migrations not yet in `schema_migrations`, all in one locked transaction. */
export async function migrate(
  client: SqlClient,
  migrations: readonly Migration[] = ALERT_STORE_MIGRATIONS,
): Promise<MigrationRun> {
  return client.transaction(async (tx) => {
    // Taken first: a second instance waits here until the first commits, then finds it all done.
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = await tx.query<{ version: number }>('SELECT version FROM schema_migrations');
    const have = new Set(done.rows.map((row) => Number(row.version)));
    const applied: number[] = [];
    for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
      if (have.has(migration.version)) continue;
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      applied.push(migration.version);
    }
    return { applied };
  });
}

/** The statements of a migration: ours hold no `;` inside strings or bodies, so splitting on it is safe. */
function splitStatements(sql: string): string[] {
  return sql
    .split(';')
    .map((statement) => statement.trim())
    .filter((statement) => statement.length > 0);
}
