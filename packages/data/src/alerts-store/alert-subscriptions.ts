/**
 * The alert subscription store (docs/alerts.md, Where subscriptions live): the port the routes and
 * the dispatcher use, and its one SQL implementation, which runs unchanged on PostgreSQL and on
 * the embedded PGlite. Every input is parsed with zod; time comes from the injected clock.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  type AlertChannel,
  type AlertPreferences,
  type AlertSubscription,
  type AlertTopics,
  alertChannelSchema,
  alertPreferencesSchema,
  alertSubscriptionSchema,
  alertTopicsSchema,
  type DeliveryState,
  hashToken,
  manageTokenSchema,
  type NewAlertSubscription,
  newAlertSubscriptionSchema,
  newSecretToken,
  revisionIdSchema,
  type SubscriptionCount,
} from './model';
import { type SqlClient, type SqlQueryable, sqlState, UNIQUE_VIOLATION } from './sql-client';

/** How long each kind of subscription is kept (docs/alerts.md, Where subscriptions live). */
export const RETENTION = {
  /** An e-mail subscription whose confirmation link was not followed. */
  unconfirmedMs: 48 * 60 * 60_000,
  /** A subscription whose every delivery has failed since. */
  failingMs: 90 * 24 * 60 * 60_000,
} as const;

/** What `create` hands back once: the id and the secrets, which the store keeps only hashed. */
export interface CreatedSubscription {
  id: string;
  /** The manage link's secret. */
  manageToken: string;
  /** E-mail only: the confirmation link's secret; null for push. */
  confirmationToken: string | null;
}

/** How `create` makes the manage token. */
export interface CreateOptions {
  /**
   * The manage token for the new id (`signSubscriptionToken(id, secret)`), so messages can link
   * it; default a random token, which only the subscriber ever holds.
   */
  manageToken?: (id: string) => string;
}

/** A subscriber as the dispatcher needs it. */
export interface DeliverableSubscriber {
  id: string;
  language: string;
  organizations: string[];
  target:
    | { channel: 'push'; endpoint: string; p256dh: string; auth: string }
    | { channel: 'email'; address: string };
}

/** A page of subscribers; `next` is the cursor for the following page, null after the last. */
export interface SubscriberPage {
  subscribers: DeliverableSubscriber[];
  next: string | null;
}

/** A recorded delivery. */
export interface DeliveryRecord {
  revisionId: string;
  subscriptionId: string;
  channel: AlertChannel;
  state: DeliveryState;
  claimedAt: Date;
  finishedAt: Date | null;
  detail: string | null;
}

/** What the privacy clean-up removed. */
export interface CleanupResult {
  unconfirmed: number;
  ended: number;
  failing: number;
}

/** The subscription store port. */
export interface AlertSubscriptions {
  /**
   * Stores a new subscription. A push endpoint already subscribed is replaced (the browser has one
   * endpoint per site: the newest choice wins). An e-mail subscription waits for its confirmation.
   */
  create(input: NewAlertSubscription, options?: CreateOptions): Promise<CreatedSubscription>;
  /**
   * Follows an e-mail confirmation link: true once confirmed (again true if already), false for
   * an unknown token. A confirmed address replaces that address's earlier subscription.
   */
  confirm(confirmationToken: string): Promise<boolean>;
  /** The subscription a manage link names, or null (a wrong or malformed token included). */
  findByManageToken(manageToken: string): Promise<AlertSubscription | null>;
  /** Changes what a subscription asks for; false for an unknown token. */
  updatePreferences(manageToken: string, preferences: AlertPreferences): Promise<boolean>;
  /** Ends a subscription from its manage link: deleted at once, with its records. */
  end(manageToken: string): Promise<boolean>;
  /** Deletes a subscription by id (a push service's 404/410). */
  remove(subscriptionId: string): Promise<boolean>;
  /** Marks a subscription ended (e.g. an address that bounced for good): no longer delivered, deleted at the next clean-up. */
  markEnded(subscriptionId: string): Promise<boolean>;
  /** Notes a delivery's outcome: success clears `failing_since`, a failure sets it if unset. */
  noteOutcome(subscriptionId: string, outcome: 'success' | 'failure'): Promise<void>;
  /**
   * Subscribers an alert reaches, ordered by id, `limit` at a time from `after` (keyset). An alert
   * of topic `closures` reaches every subscriber of its organizations; one of topic `all` (any
   * other notice) only those who asked for every notice. Unconfirmed e-mail and ended
   * subscriptions are never listed.
   */
  listDeliverable(query: {
    organizations: string[];
    topic: AlertTopics;
    after?: string | null;
    limit?: number;
  }): Promise<SubscriberPage>;
  /** Deletes what the privacy rules say must go, as of the clock's now. */
  deleteExpired(): Promise<CleanupResult>;
  /** Counts per organization, language and channel: never an address or endpoint. */
  counts(): Promise<SubscriptionCount[]>;
  /**
   * Records that `revisionId` is being sent to `subscriptionId` ('sending'): true for the one
   * caller that inserted the record, false when it already exists (sent, failed, or in flight
   * elsewhere), so an e-mail is never sent twice.
   */
  claimDelivery(
    revisionId: string,
    subscriptionId: string,
    channel: AlertChannel,
  ): Promise<boolean>;
  /**
   * `claimDelivery` for many subscriptions in one statement: answers the ids this caller claimed
   * (those already recorded are left out).
   */
  claimDeliveries(
    revisionId: string,
    subscriptions: { id: string; channel: AlertChannel }[],
  ): Promise<string[]>;
  /** `finishDelivery` for many subscriptions in one statement. */
  finishDeliveries(
    revisionId: string,
    subscriptionIds: string[],
    state: 'sent' | 'failed',
  ): Promise<void>;
  /** Records a claimed delivery's end: 'sent' or 'failed'. */
  finishDelivery(
    revisionId: string,
    subscriptionId: string,
    state: 'sent' | 'failed',
    detail?: string,
  ): Promise<void>;
  /** The record of one delivery, or null. */
  delivery(revisionId: string, subscriptionId: string): Promise<DeliveryRecord | null>;
}

/** The dispatcher's page size when none is asked for. */
export const DEFAULT_PAGE_SIZE = 500;

interface SubscriptionRow {
  id: string;
  channel: string;
  push_endpoint: string | null;
  push_p256dh: string | null;
  push_auth: string | null;
  email_address: string | null;
  email_confirmed_at: Date | null;
  organizations: string[];
  language: string;
  topics: string;
  created_at: Date;
  last_success_at: Date | null;
  failing_since: Date | null;
  ended_at: Date | null;
}

const SUBSCRIPTION_COLUMNS = `id, channel, push_endpoint, push_p256dh, push_auth, email_address,
  email_confirmed_at, organizations, language, topics, created_at, last_success_at,
  failing_since, ended_at`;

function subscriptionOf(row: SubscriptionRow): AlertSubscription {
  const target =
    row.channel === 'push'
      ? {
          channel: 'push',
          endpoint: row.push_endpoint,
          p256dh: row.push_p256dh,
          auth: row.push_auth,
        }
      : { channel: 'email', address: row.email_address, confirmedAt: row.email_confirmed_at };
  return alertSubscriptionSchema.parse({
    id: row.id,
    target,
    organizations: row.organizations,
    language: row.language,
    topics: row.topics,
    createdAt: row.created_at,
    lastSuccessAt: row.last_success_at,
    failingSince: row.failing_since,
    endedAt: row.ended_at,
  });
}

/** A token's hash, or null when it is not even shaped like one of ours (no query then). */
function tokenHashOf(token: string): string | null {
  return manageTokenSchema.safeParse(token).success ? hashToken(token) : null;
}

const uuid = z.uuid();
const pageQuerySchema = z.object({
  organizations: alertPreferencesSchema.shape.organizations,
  topic: alertTopicsSchema,
  after: z.uuid().nullish(),
  limit: z.number().int().min(1).max(10_000).default(DEFAULT_PAGE_SIZE),
});

/** The store over `client`; `now` is the clock (injected for tests). */
export function createSqlAlertSubscriptions(
  client: SqlClient,
  options: { now?: () => Date } = {},
): AlertSubscriptions {
  const now = options.now ?? (() => new Date());

  const insert = async (
    tx: SqlQueryable,
    input: z.output<typeof newAlertSubscriptionSchema>,
    options: CreateOptions,
  ) => {
    const id = randomUUID();
    const manageToken = manageTokenSchema.parse(options.manageToken?.(id) ?? newSecretToken());
    const confirmationToken = input.target.channel === 'email' ? newSecretToken() : null;
    const push = input.target.channel === 'push' ? input.target : null;
    const email = input.target.channel === 'email' ? input.target : null;
    await tx.query(
      `INSERT INTO alert_subscriptions (id, manage_token_hash, channel, push_endpoint, push_p256dh,
         push_auth, email_address, email_confirmation_hash, organizations, language, topics, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        id,
        hashToken(manageToken),
        input.target.channel,
        push?.endpoint ?? null,
        push?.p256dh ?? null,
        push?.auth ?? null,
        email?.address ?? null,
        confirmationToken ? hashToken(confirmationToken) : null,
        input.organizations,
        input.language,
        input.topics,
        now(),
      ],
    );
    return { id, manageToken, confirmationToken };
  };

  return {
    async create(raw, options = {}) {
      const input = newAlertSubscriptionSchema.parse(raw);
      const { target } = input;
      if (target.channel === 'email') return insert(client, input, options);
      const replace = () =>
        client.transaction(async (tx) => {
          await tx.query('DELETE FROM alert_subscriptions WHERE push_endpoint = $1', [
            target.endpoint,
          ]);
          return insert(tx, input, options);
        });
      try {
        return await replace();
      } catch (error) {
        // The same endpoint subscribed at the same moment by another request: that one won the
        // insert, and replacing it now is what the newest choice asks for.
        if (sqlState(error) !== UNIQUE_VIOLATION) throw error;
        return replace();
      }
    },

    async confirm(token) {
      const hash = tokenHashOf(token);
      if (!hash) return false;
      return client.transaction(async (tx) => {
        const found = await tx.query<{
          id: string;
          email_address: string;
          email_confirmed_at: Date | null;
        }>(
          `SELECT id, email_address, email_confirmed_at FROM alert_subscriptions
           WHERE email_confirmation_hash = $1 FOR UPDATE`,
          [hash],
        );
        const row = found.rows[0];
        if (!row) return false;
        if (row.email_confirmed_at) return true;
        await tx.query(
          `DELETE FROM alert_subscriptions
           WHERE lower(email_address) = lower($1) AND email_confirmed_at IS NOT NULL AND id <> $2`,
          [row.email_address, row.id],
        );
        await tx.query('UPDATE alert_subscriptions SET email_confirmed_at = $2 WHERE id = $1', [
          row.id,
          now(),
        ]);
        return true;
      });
    },

    async findByManageToken(token) {
      const hash = tokenHashOf(token);
      if (!hash) return null;
      const found = await client.query<SubscriptionRow>(
        `SELECT ${SUBSCRIPTION_COLUMNS} FROM alert_subscriptions WHERE manage_token_hash = $1`,
        [hash],
      );
      const row = found.rows[0];
      return row ? subscriptionOf(row) : null;
    },

    async updatePreferences(token, raw) {
      const hash = tokenHashOf(token);
      const preferences = alertPreferencesSchema.parse(raw);
      if (!hash) return false;
      const updated = await client.query(
        `UPDATE alert_subscriptions SET organizations = $2, language = $3, topics = $4
         WHERE manage_token_hash = $1 AND ended_at IS NULL`,
        [hash, preferences.organizations, preferences.language, preferences.topics],
      );
      return updated.rowCount > 0;
    },

    async end(token) {
      const hash = tokenHashOf(token);
      if (!hash) return false;
      const deleted = await client.query(
        'DELETE FROM alert_subscriptions WHERE manage_token_hash = $1',
        [hash],
      );
      return deleted.rowCount > 0;
    },

    async remove(subscriptionId) {
      if (!uuid.safeParse(subscriptionId).success) return false;
      const deleted = await client.query('DELETE FROM alert_subscriptions WHERE id = $1', [
        subscriptionId,
      ]);
      return deleted.rowCount > 0;
    },

    async markEnded(subscriptionId) {
      if (!uuid.safeParse(subscriptionId).success) return false;
      const updated = await client.query(
        'UPDATE alert_subscriptions SET ended_at = $2 WHERE id = $1 AND ended_at IS NULL',
        [subscriptionId, now()],
      );
      return updated.rowCount > 0;
    },

    async noteOutcome(subscriptionId, outcome) {
      uuid.parse(subscriptionId);
      await client.query(
        outcome === 'success'
          ? 'UPDATE alert_subscriptions SET last_success_at = $2, failing_since = NULL WHERE id = $1'
          : 'UPDATE alert_subscriptions SET failing_since = coalesce(failing_since, $2) WHERE id = $1',
        [subscriptionId, now()],
      );
    },

    async listDeliverable(raw) {
      const query = pageQuerySchema.parse(raw);
      const found = await client.query<SubscriptionRow>(
        `SELECT ${SUBSCRIPTION_COLUMNS} FROM alert_subscriptions
         WHERE organizations && $1::text[]
           AND ended_at IS NULL
           AND (channel = 'push' OR email_confirmed_at IS NOT NULL)
           AND ($2 = 'closures' OR topics = 'all')
           AND ($3::uuid IS NULL OR id > $3::uuid)
         ORDER BY id
         LIMIT $4`,
        [query.organizations, query.topic, query.after ?? null, query.limit],
      );
      const subscribers = found.rows.map((row): DeliverableSubscriber => {
        const { id, target, language, organizations } = subscriptionOf(row);
        return {
          id,
          language,
          organizations,
          target:
            target.channel === 'push' ? target : { channel: 'email', address: target.address },
        };
      });
      const last = subscribers.at(-1);
      return {
        subscribers,
        next: subscribers.length === query.limit && last ? last.id : null,
      };
    },

    async deleteExpired() {
      const at = now().getTime();
      const count = async (sql: string, before: number) =>
        (await client.query(sql, [new Date(before)])).rowCount;
      return {
        unconfirmed: await count(
          `DELETE FROM alert_subscriptions
           WHERE channel = 'email' AND email_confirmed_at IS NULL AND created_at < $1`,
          at - RETENTION.unconfirmedMs,
        ),
        ended: await count(
          'DELETE FROM alert_subscriptions WHERE ended_at IS NOT NULL AND ended_at <= $1',
          at,
        ),
        failing: await count(
          'DELETE FROM alert_subscriptions WHERE failing_since IS NOT NULL AND failing_since < $1',
          at - RETENTION.failingMs,
        ),
      };
    },

    async counts() {
      const found = await client.query<{
        organization_id: string;
        language: string;
        channel: string;
        active: number;
        unconfirmed: number;
      }>(
        `SELECT organization_id, language, channel,
           count(*) FILTER (WHERE channel = 'push' OR email_confirmed_at IS NOT NULL)::int AS active,
           count(*) FILTER (WHERE channel = 'email' AND email_confirmed_at IS NULL)::int AS unconfirmed
         FROM alert_subscriptions, unnest(organizations) AS organization_id
         WHERE ended_at IS NULL
         GROUP BY organization_id, language, channel
         ORDER BY organization_id, language, channel`,
      );
      return found.rows.map((row) => ({
        organizationId: row.organization_id,
        language: row.language,
        channel: alertChannelSchema.parse(row.channel),
        active: Number(row.active),
        unconfirmed: Number(row.unconfirmed),
      }));
    },

    async claimDelivery(revisionId, subscriptionId, channel) {
      const inserted = await client.query(
        `INSERT INTO alert_deliveries (revision_id, subscription_id, channel, state, claimed_at)
         VALUES ($1, $2, $3, 'sending', $4)
         ON CONFLICT (revision_id, subscription_id) DO NOTHING`,
        [
          revisionIdSchema.parse(revisionId),
          uuid.parse(subscriptionId),
          alertChannelSchema.parse(channel),
          now(),
        ],
      );
      return inserted.rowCount === 1;
    },

    async claimDeliveries(revisionId, raw) {
      const subscriptions = z
        .array(z.object({ id: z.uuid(), channel: alertChannelSchema }))
        .max(10_000)
        .parse(raw);
      if (subscriptions.length === 0) return [];
      const inserted = await client.query<{ subscription_id: string }>(
        `INSERT INTO alert_deliveries (revision_id, subscription_id, channel, state, claimed_at)
         SELECT $1, claimed.id, claimed.channel, 'sending', $4
         FROM unnest($2::uuid[], $3::text[]) AS claimed (id, channel)
         ON CONFLICT (revision_id, subscription_id) DO NOTHING
         RETURNING subscription_id`,
        [
          revisionIdSchema.parse(revisionId),
          subscriptions.map((subscription) => subscription.id),
          subscriptions.map((subscription) => subscription.channel),
          now(),
        ],
      );
      return inserted.rows.map((row) => row.subscription_id);
    },

    async finishDeliveries(revisionId, subscriptionIds, state) {
      const ids = z.array(uuid).max(10_000).parse(subscriptionIds);
      if (ids.length === 0) return;
      await client.query(
        `UPDATE alert_deliveries SET state = $3, finished_at = $4
         WHERE revision_id = $1 AND subscription_id = ANY($2::uuid[])`,
        [revisionIdSchema.parse(revisionId), ids, z.enum(['sent', 'failed']).parse(state), now()],
      );
    },

    async finishDelivery(revisionId, subscriptionId, state, detail) {
      const updated = await client.query(
        `UPDATE alert_deliveries SET state = $3, finished_at = $4, detail = $5
         WHERE revision_id = $1 AND subscription_id = $2`,
        [
          revisionIdSchema.parse(revisionId),
          uuid.parse(subscriptionId),
          z.enum(['sent', 'failed']).parse(state),
          now(),
          detail === undefined ? null : z.string().max(500).parse(detail),
        ],
      );
      if (updated.rowCount !== 1) {
        throw new Error(`No claimed delivery of revision ${revisionId} to ${subscriptionId}`);
      }
    },

    async delivery(revisionId, subscriptionId) {
      if (!uuid.safeParse(subscriptionId).success) return null;
      const found = await client.query<{
        revision_id: string;
        subscription_id: string;
        channel: AlertChannel;
        state: DeliveryState;
        claimed_at: Date;
        finished_at: Date | null;
        detail: string | null;
      }>(
        `SELECT revision_id, subscription_id, channel, state, claimed_at, finished_at, detail
         FROM alert_deliveries WHERE revision_id = $1 AND subscription_id = $2`,
        [revisionId, subscriptionId],
      );
      const row = found.rows[0];
      return row
        ? {
            revisionId: row.revision_id,
            subscriptionId: row.subscription_id,
            channel: row.channel,
            state: row.state,
            claimedAt: row.claimed_at,
            finishedAt: row.finished_at,
            detail: row.detail,
          }
        : null;
    },
  };
}
