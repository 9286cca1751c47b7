/**
 * A durable delivery queue in the same database: one job per (alert revision, subscription),
 * claimed with `SELECT … FOR UPDATE SKIP LOCKED` so every instance takes jobs from one table and
 * no two take the same one. A claimed job carries a lease: an instance that dies holding it lets
 * the lease run out and another instance takes the job again.
 */
import { z } from 'zod';
import { revisionIdSchema } from './model';
import type { SqlClient } from './sql-client';

/** A job an instance holds until `lockedUntil`. */
export interface DeliveryJob {
  id: string;
  revisionId: string;
  subscriptionId: string;
  /** Including this claim. */
  attempts: number;
  lockedUntil: Date;
}

/** The queue port. */
export interface DeliveryJobs {
  /** Queues `revisionId` for each subscription, due at `runAt` (default now); duplicates are ignored. Answers how many were new. */
  enqueue(revisionId: string, subscriptionIds: string[], runAt?: Date): Promise<number>;
  /** Takes up to `limit` due jobs no one holds, for `leaseMs`. */
  claim(limit: number, leaseMs: number): Promise<DeliveryJob[]>;
  /** A job done (delivered, or given up): it leaves the queue. */
  complete(jobId: string): Promise<void>;
  /** A job to try again at `runAt` (a 429's Retry-After, a backoff). */
  retryAt(jobId: string, runAt: Date): Promise<void>;
  /** Drops the queued jobs of revisions a newer one supersedes. Answers how many. */
  dropRevisions(revisionIds: string[]): Promise<number>;
  /** Jobs queued, due or not. */
  depth(): Promise<number>;
}

const uuid = z.uuid();
const jobId = z.string().regex(/^\d+$/, 'must be a job id');

/** The queue over `client`; `now` is the clock (injected for tests). */
export function createSqlDeliveryJobs(
  client: SqlClient,
  options: { now?: () => Date } = {},
): DeliveryJobs {
  const now = options.now ?? (() => new Date());
  return {
    async enqueue(revisionId, subscriptionIds, runAt) {
      const ids = z.array(uuid).parse(subscriptionIds);
      if (ids.length === 0) return 0;
      const inserted = await client.query(
        `INSERT INTO delivery_jobs (revision_id, subscription_id, run_at)
         SELECT $1, subscription_id, $3 FROM unnest($2::uuid[]) AS subscription_id
         ON CONFLICT (revision_id, subscription_id) DO NOTHING`,
        [revisionIdSchema.parse(revisionId), ids, runAt ?? now()],
      );
      return inserted.rowCount;
    },

    async claim(limit, leaseMs) {
      z.number().int().min(1).max(10_000).parse(limit);
      z.number().int().min(1).parse(leaseMs);
      const at = now();
      const claimed = await client.query<{
        id: string | number;
        revision_id: string;
        subscription_id: string;
        attempts: number;
        locked_until: Date;
      }>(
        `UPDATE delivery_jobs SET locked_until = $2, attempts = attempts + 1
         WHERE id IN (
           SELECT id FROM delivery_jobs
           WHERE run_at <= $1 AND (locked_until IS NULL OR locked_until <= $1)
           ORDER BY run_at, id
           LIMIT $3
           FOR UPDATE SKIP LOCKED)
         RETURNING id, revision_id, subscription_id, attempts, locked_until`,
        [at, new Date(at.getTime() + leaseMs), limit],
      );
      return claimed.rows.map((row) => ({
        id: String(row.id),
        revisionId: row.revision_id,
        subscriptionId: row.subscription_id,
        attempts: Number(row.attempts),
        lockedUntil: row.locked_until,
      }));
    },

    async complete(id) {
      await client.query('DELETE FROM delivery_jobs WHERE id = $1', [jobId.parse(id)]);
    },

    async retryAt(id, runAt) {
      await client.query(
        'UPDATE delivery_jobs SET run_at = $2, locked_until = NULL WHERE id = $1',
        [jobId.parse(id), runAt],
      );
    },

    async dropRevisions(revisionIds) {
      const ids = z.array(revisionIdSchema).parse(revisionIds);
      if (ids.length === 0) return 0;
      const deleted = await client.query(
        'DELETE FROM delivery_jobs WHERE revision_id = ANY($1::text[])',
        [ids],
      );
      return deleted.rowCount;
    },

    async depth() {
      const found = await client.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM delivery_jobs',
      );
      return Number(found.rows[0]?.n ?? 0);
    },
  };
}
