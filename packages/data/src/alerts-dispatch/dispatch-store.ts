/**
 * The delivery engine's statements over the alert store's tables (migration 2): which revisions
 * were claimed and queued (`alert_dispatches`), the queue taken in batches, and the delivery
 * records written before and after a send. Batched, so a fan-out costs a few statements per
 * few hundred messages rather than several per message.
 */
import { z } from 'zod';
import type { AlertChannel } from '../alerts-store/model';
import { type SqlClient, type SqlQueryable, sqlState } from '../alerts-store/sql-client';

/** PostgreSQL's SQLSTATE for a foreign key violation (a subscription deleted meanwhile). */
const FOREIGN_KEY_VIOLATION = '23503';

/** A revision as recorded when it was claimed. */
export interface DispatchRecord {
  revisionId: string;
  publishedAt: Date;
  expiresAt: Date | null;
  claimedAt: Date;
  supersededAt: Date | null;
}

/** A claimed job. */
export interface ClaimedJob {
  id: string;
  revisionId: string;
  subscriptionId: string;
  channel: AlertChannel;
  /** Including this claim. */
  attempts: number;
}

/** A subscription as a worker needs it. */
export interface JobSubscriber {
  id: string;
  language: string;
  deliverable: boolean;
  target:
    | { channel: 'push'; endpoint: string; p256dh: string; auth: string }
    | { channel: 'email'; address: string };
}

/** A delivery's end, written in a batch. */
export interface Finished {
  jobId: string;
  revisionId: string;
  subscriptionId: string;
  state: 'sent' | 'failed';
}

const revisionIds = z.array(z.string().min(1).max(200));

/** The statements, over `client`. */
export function createDispatchStore(client: SqlClient) {
  return {
    /** Records a revision as claimed: true for the one instance whose insert made the row. */
    async claimRevision(input: {
      revisionId: string;
      noticeId: string;
      topic: 'closures' | 'all';
      organizations: string[];
      publishedAt: Date;
      expiresAt: Date | null;
      now: Date;
      leaseMs: number;
    }): Promise<boolean> {
      const inserted = await client.query(
        `INSERT INTO alert_dispatches (revision_id, notice_id, topic, organizations, published_at,
           expires_at, claimed_at, last_seen_at, enqueue_locked_until)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8)
         ON CONFLICT (revision_id) DO NOTHING
         RETURNING revision_id`,
        [
          input.revisionId,
          input.noticeId,
          input.topic,
          input.organizations,
          input.publishedAt,
          input.expiresAt,
          input.now,
          new Date(input.now.getTime() + input.leaseMs),
        ],
      );
      return inserted.rows.length === 1;
    },

    /** Marks the notice's other revisions superseded and drops their queued jobs. */
    supersedeOlder(
      noticeId: string,
      revisionId: string,
      now: Date,
    ): Promise<{ revisions: string[]; dropped: number }> {
      return client.transaction(async (tx) => {
        // The row lock taken here waits for an older revision's page being queued, then deletes it too.
        const older = await tx.query<{ revision_id: string }>(
          `UPDATE alert_dispatches SET superseded_at = $3
           WHERE notice_id = $1 AND revision_id <> $2 AND superseded_at IS NULL
           RETURNING revision_id`,
          [noticeId, revisionId, now],
        );
        const revisions = older.rows.map((row) => row.revision_id);
        if (revisions.length === 0) return { revisions, dropped: 0 };
        const dropped = await tx.query(
          'DELETE FROM delivery_jobs WHERE revision_id = ANY($1::text[])',
          [revisions],
        );
        return { revisions, dropped: dropped.rowCount };
      });
    },

    /** Notes that this instance still sees these revisions, and answers their records. */
    async seen(ids: string[], now: Date): Promise<DispatchRecord[]> {
      if (ids.length === 0) return [];
      const found = await client.query<{
        revision_id: string;
        published_at: Date;
        expires_at: Date | null;
        claimed_at: Date;
        superseded_at: Date | null;
      }>(
        `UPDATE alert_dispatches SET last_seen_at = greatest(last_seen_at, $2)
         WHERE revision_id = ANY($1::text[])
         RETURNING revision_id, published_at, expires_at, claimed_at, superseded_at`,
        [revisionIds.parse(ids), now],
      );
      return found.rows.map((row) => ({
        revisionId: row.revision_id,
        publishedAt: row.published_at,
        expiresAt: row.expires_at,
        claimedAt: row.claimed_at,
        supersededAt: row.superseded_at,
      }));
    },

    /**
     * Takes the queueing of revisions not fully queued whose lease ran out (the winner died while
     * paging), answering where each stopped.
     */
    async takeEnqueue(
      ids: string[],
      now: Date,
      leaseMs: number,
    ): Promise<{ revisionId: string; cursor: string | null }[]> {
      if (ids.length === 0) return [];
      const taken = await client.query<{ revision_id: string; enqueue_cursor: string | null }>(
        `UPDATE alert_dispatches SET enqueue_locked_until = $3
         WHERE revision_id = ANY($1::text[]) AND enqueued_at IS NULL AND superseded_at IS NULL
           AND (enqueue_locked_until IS NULL OR enqueue_locked_until <= $2)
         RETURNING revision_id, enqueue_cursor`,
        [revisionIds.parse(ids), now, new Date(now.getTime() + leaseMs)],
      );
      return taken.rows.map((row) => ({ revisionId: row.revision_id, cursor: row.enqueue_cursor }));
    },

    /**
     * Queues one page of subscribers and moves the revision's cursor past it, in one transaction;
     * null when the revision was superseded meanwhile (nothing queued), else how many were new.
     */
    async enqueuePage(input: {
      revisionId: string;
      subscribers: { id: string; channel: AlertChannel }[];
      cursor: string | null;
      done: boolean;
      now: Date;
      leaseMs: number;
    }): Promise<number | null> {
      const page = (tx: SqlQueryable) => enqueuePageIn(tx, input);
      try {
        return await client.transaction(page);
      } catch (error) {
        // A subscription ended between the listing and the insert: the page again, without it.
        if (sqlState(error) !== FOREIGN_KEY_VIOLATION) throw error;
        return client.transaction(page);
      }
    },

    /** Takes up to `limit` due jobs of these revisions and channels for `leaseMs`. */
    async claimJobs(input: {
      limit: number;
      leaseMs: number;
      now: Date;
      revisionIds: string[];
      channels: AlertChannel[];
    }): Promise<ClaimedJob[]> {
      if (input.revisionIds.length === 0 || input.channels.length === 0) return [];
      const claimed = await client.query<{
        id: string | number;
        revision_id: string;
        subscription_id: string;
        channel: AlertChannel;
        attempts: number;
      }>(
        `UPDATE delivery_jobs SET locked_until = $2, attempts = attempts + 1
         WHERE id IN (
           SELECT id FROM delivery_jobs
           WHERE run_at <= $1 AND (locked_until IS NULL OR locked_until <= $1)
             AND revision_id = ANY($4::text[]) AND channel = ANY($5::text[])
           ORDER BY run_at, id
           LIMIT $3
           FOR UPDATE SKIP LOCKED)
         RETURNING id, revision_id, subscription_id, channel, attempts`,
        [
          input.now,
          new Date(input.now.getTime() + input.leaseMs),
          input.limit,
          revisionIds.parse(input.revisionIds),
          input.channels,
        ],
      );
      return claimed.rows.map((row) => ({
        id: String(row.id),
        revisionId: row.revision_id,
        subscriptionId: row.subscription_id,
        channel: row.channel,
        attempts: Number(row.attempts),
      }));
    },

    /** The subscriptions of a batch of jobs, by id (those deleted meanwhile are missing). */
    async subscribers(ids: string[]): Promise<Map<string, JobSubscriber>> {
      const found = await client.query<{
        id: string;
        channel: AlertChannel;
        push_endpoint: string | null;
        push_p256dh: string | null;
        push_auth: string | null;
        email_address: string | null;
        email_confirmed_at: Date | null;
        language: string;
        ended_at: Date | null;
      }>(
        `SELECT id, channel, push_endpoint, push_p256dh, push_auth, email_address,
           email_confirmed_at, language, ended_at
         FROM alert_subscriptions WHERE id = ANY($1::uuid[])`,
        [ids],
      );
      return new Map(
        found.rows.map((row) => [
          row.id,
          {
            id: row.id,
            language: row.language,
            deliverable:
              row.ended_at === null && (row.channel === 'push' || row.email_confirmed_at !== null),
            target:
              row.channel === 'push'
                ? {
                    channel: 'push',
                    endpoint: row.push_endpoint ?? '',
                    p256dh: row.push_p256dh ?? '',
                    auth: row.push_auth ?? '',
                  }
                : { channel: 'email', address: row.email_address ?? '' },
          },
        ]),
      );
    },

    /**
     * Writes 'sending' records for these deliveries where none exists; answers, per
     * `<revision> <subscription>`, 'claimed' for the new ones and the found state for the rest.
     */
    async claimDeliveries(
      items: { revisionId: string; subscriptionId: string; channel: AlertChannel }[],
      now: Date,
    ): Promise<Map<string, 'claimed' | 'sending' | 'sent' | 'failed'>> {
      const answer = new Map<string, 'claimed' | 'sending' | 'sent' | 'failed'>();
      if (items.length === 0) return answer;
      const revisions = items.map((item) => item.revisionId);
      const subscriptions = items.map((item) => item.subscriptionId);
      const inserted = await client.query<{ revision_id: string; subscription_id: string }>(
        `INSERT INTO alert_deliveries (revision_id, subscription_id, channel, state, claimed_at)
         SELECT d.revision_id, d.subscription_id, d.channel, 'sending', $4
         FROM unnest($1::text[], $2::uuid[], $3::text[]) AS d (revision_id, subscription_id, channel)
         ON CONFLICT (revision_id, subscription_id) DO NOTHING
         RETURNING revision_id, subscription_id`,
        [revisions, subscriptions, items.map((item) => item.channel), now],
      );
      for (const row of inserted.rows)
        answer.set(`${row.revision_id} ${row.subscription_id}`, 'claimed');
      if (answer.size === items.length) return answer;
      const existing = await client.query<{
        revision_id: string;
        subscription_id: string;
        state: 'sending' | 'sent' | 'failed';
      }>(
        `SELECT d.revision_id, d.subscription_id, d.state FROM alert_deliveries d
         JOIN unnest($1::text[], $2::uuid[]) AS k (revision_id, subscription_id)
           ON d.revision_id = k.revision_id AND d.subscription_id = k.subscription_id`,
        [revisions, subscriptions],
      );
      for (const row of existing.rows) {
        const key = `${row.revision_id} ${row.subscription_id}`;
        if (!answer.has(key)) answer.set(key, row.state);
      }
      return answer;
    },

    /**
     * Records deliveries' ends, notes each subscription's success or failure and takes the jobs
     * out of the queue, in one transaction (records first: a crash before the commit leaves the
     * jobs to be taken again, and their 'sending' records say what to do).
     */
    async finish(items: Finished[], now: Date): Promise<void> {
      if (items.length === 0) return;
      await client.transaction(async (tx) => {
        await tx.query(
          `UPDATE alert_deliveries d SET state = f.state, finished_at = $4
           FROM unnest($1::text[], $2::uuid[], $3::text[]) AS f (revision_id, subscription_id, state)
           WHERE d.revision_id = f.revision_id AND d.subscription_id = f.subscription_id`,
          [
            items.map((item) => item.revisionId),
            items.map((item) => item.subscriptionId),
            items.map((item) => item.state),
            now,
          ],
        );
        const sent = items
          .filter((item) => item.state === 'sent')
          .map((item) => item.subscriptionId);
        const failed = items
          .filter((item) => item.state === 'failed')
          .map((item) => item.subscriptionId);
        if (sent.length > 0) {
          await tx.query(
            `UPDATE alert_subscriptions SET last_success_at = $2, failing_since = NULL,
               email_refusals = 0
             WHERE id = ANY($1::uuid[])`,
            [sent, now],
          );
        }
        if (failed.length > 0) {
          await tx.query(
            `UPDATE alert_subscriptions SET failing_since = coalesce(failing_since, $2)
             WHERE id = ANY($1::uuid[])`,
            [failed, now],
          );
        }
        await tx.query('DELETE FROM delivery_jobs WHERE id = ANY($1::bigint[])', [
          items.map((item) => item.jobId),
        ]);
      });
    },

    /** Takes jobs out of the queue without a record (nothing was sent). */
    async complete(jobIds: string[]): Promise<void> {
      if (jobIds.length === 0) return;
      await client.query('DELETE FROM delivery_jobs WHERE id = ANY($1::bigint[])', [jobIds]);
    },

    /** Puts a job back for `runAt`. */
    async retryAt(jobId: string, runAt: Date): Promise<void> {
      await client.query(
        'UPDATE delivery_jobs SET run_at = $2, locked_until = NULL WHERE id = $1',
        [jobId, runAt],
      );
    },

    /** Forgets a 'sending' record whose e-mail was not taken (an SMTP temporary failure). */
    async forgetDelivery(revisionId: string, subscriptionId: string): Promise<void> {
      await client.query(
        `DELETE FROM alert_deliveries
         WHERE revision_id = $1 AND subscription_id = $2 AND state = 'sending'`,
        [revisionId, subscriptionId],
      );
    },

    /** Deletes subscriptions at once (a push service's 404/410); their jobs and records go with them. */
    async removeSubscriptions(ids: string[]): Promise<number> {
      if (ids.length === 0) return 0;
      const deleted = await client.query(
        'DELETE FROM alert_subscriptions WHERE id = ANY($1::uuid[])',
        [ids],
      );
      return deleted.rowCount;
    },

    /** Counts an address's permanent refusal; ends the subscription at `max`. True when ended. */
    async noteEmailRefusal(id: string, now: Date, max: number): Promise<boolean> {
      const updated = await client.query<{ ended: boolean }>(
        `UPDATE alert_subscriptions SET email_refusals = email_refusals + 1,
           failing_since = coalesce(failing_since, $2),
           ended_at = CASE WHEN email_refusals + 1 >= $3 THEN coalesce(ended_at, $2) ELSE ended_at END
         WHERE id = $1
         RETURNING ended_at IS NOT NULL AS ended`,
        [id, now, max],
      );
      return updated.rows[0]?.ended === true;
    },

    /**
     * Drops queued jobs of revisions that expired, or that no instance has seen since
     * `withdrawnBefore` (withdrawn): per revision, how many.
     */
    async dropStale(now: Date, withdrawnBefore: Date): Promise<Map<string, number>> {
      const dropped = await client.query<{ revision_id: string; n: number }>(
        `WITH gone AS (
           DELETE FROM delivery_jobs WHERE revision_id IN (
             SELECT revision_id FROM alert_dispatches
             WHERE (expires_at IS NOT NULL AND expires_at <= $1) OR last_seen_at < $2)
           RETURNING revision_id)
         SELECT revision_id, count(*)::int AS n FROM gone GROUP BY revision_id`,
        [now, withdrawnBefore],
      );
      return new Map(dropped.rows.map((row) => [row.revision_id, Number(row.n)]));
    },

    /** Forgets revisions no instance has seen since `before`, with their delivery records. */
    async forgetOld(before: Date): Promise<number> {
      return client.transaction(async (tx) => {
        await tx.query(
          `DELETE FROM alert_deliveries WHERE revision_id IN (
             SELECT revision_id FROM alert_dispatches WHERE last_seen_at < $1)`,
          [before],
        );
        const forgotten = await tx.query('DELETE FROM alert_dispatches WHERE last_seen_at < $1', [
          before,
        ]);
        return forgotten.rowCount;
      });
    },

    /** Jobs queued, due or not. */
    async depth(): Promise<number> {
      const found = await client.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM delivery_jobs',
      );
      return Number(found.rows[0]?.n ?? 0);
    },
  };
}

/** The statements of a dispatch store. */
export type DispatchStore = ReturnType<typeof createDispatchStore>;

async function enqueuePageIn(
  tx: SqlQueryable,
  input: {
    revisionId: string;
    subscribers: { id: string; channel: AlertChannel }[];
    cursor: string | null;
    done: boolean;
    now: Date;
    leaseMs: number;
  },
): Promise<number | null> {
  // The revision's row first: its lock orders this page against a newer revision's supersede.
  const ours = await tx.query(
    `UPDATE alert_dispatches SET enqueue_cursor = coalesce($2::uuid, enqueue_cursor),
       enqueue_locked_until = $3,
       enqueued_at = CASE WHEN $4::boolean THEN $5::timestamptz ELSE NULL END
     WHERE revision_id = $1 AND superseded_at IS NULL AND enqueued_at IS NULL
     RETURNING revision_id`,
    [
      input.revisionId,
      input.cursor,
      new Date(input.now.getTime() + input.leaseMs),
      input.done,
      input.now,
    ],
  );
  if (ours.rows.length === 0) return null;
  if (input.subscribers.length === 0) return 0;
  const inserted = await tx.query(
    `INSERT INTO delivery_jobs (revision_id, subscription_id, channel, run_at)
     SELECT $1, s.id, s.channel, $4
     FROM unnest($2::uuid[], $3::text[]) AS s (id, channel)
     ON CONFLICT (revision_id, subscription_id) DO NOTHING`,
    [
      input.revisionId,
      input.subscribers.map((subscriber) => subscriber.id),
      input.subscribers.map((subscriber) => subscriber.channel),
      input.now,
    ],
  );
  await tx.query('UPDATE alert_dispatches SET queued = queued + $2 WHERE revision_id = $1', [
    input.revisionId,
    inserted.rowCount,
  ]);
  return inserted.rowCount;
}
