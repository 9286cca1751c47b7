/**
 * The alert store contract: one suite every database under the store must pass, run against a
 * real PostgreSQL server and the embedded PGlite (alerts-store.test.ts), so the one SQL means the
 * same on both.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  signSubscriptionToken,
  verifySubscriptionToken,
} from '../alerts-dispatch/subscription-links';
import { createSqlAlertSubscriptions, RETENTION } from './alert-subscriptions';
import { createSqlDeliveryJobs } from './delivery-jobs';
import { migrate } from './migrations';
import { hashToken, type NewAlertSubscription } from './model';
import type { SqlClient } from './sql-client';

/** How the suite reaches one database. */
export interface ContractDatabase {
  /** Opens the database (fresh, empty); called once. */
  open(): Promise<SqlClient>;
  /**
   * A second client on the same database, as another instance would hold: a new pool on
   * PostgreSQL; on PGlite, which one process opens at a time, the same client.
   */
  another(first: SqlClient): Promise<SqlClient>;
  /** Releases what `open` made. */
  close(first: SqlClient): Promise<void>;
}

const T0 = new Date('2026-01-12T06:00:00Z');
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

const ORG_A = 'org-district';
const ORG_B = 'org-lincoln-elementary';
const ORG_C = 'org-riverside-middle';

const p256dhOf = (n: number | string) =>
  `BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM${n}`;
const authOf = (n: number | string) => `tBHItJI5svbpez7KI4CCXg${n}`;

const push = (n: number | string, overrides: Partial<NewAlertSubscription> = {}) =>
  ({
    target: {
      channel: 'push',
      endpoint: `https://push.example.net/send/endpoint-${n}`,
      p256dh: p256dhOf(n),
      auth: authOf(n),
    },
    organizations: [ORG_B],
    language: 'es',
    topics: 'closures',
    ...overrides,
  }) satisfies NewAlertSubscription;

const email = (address: string, overrides: Partial<NewAlertSubscription> = {}) =>
  ({
    target: { channel: 'email', address },
    organizations: [ORG_B],
    language: 'vi',
    topics: 'closures',
    ...overrides,
  }) satisfies NewAlertSubscription;

/** Runs the contract against `database`. */
export function describeAlertStoreContract(label: string, database: ContractDatabase) {
  describe(`the alert store on ${label}`, { timeout: 30_000 }, () => {
    let client: SqlClient;
    let clock = T0;
    const now = () => clock;
    const store = () => createSqlAlertSubscriptions(client, { now });

    // Starting PGlite compiles its WebAssembly: seconds on a busy machine.
    beforeAll(async () => {
      client = await database.open();
      await migrate(client);
    }, 60_000);
    afterAll(async () => {
      await database.close(client);
    });
    beforeEach(async () => {
      clock = T0;
      await client.query('TRUNCATE alert_subscriptions, alert_deliveries, delivery_jobs');
    });

    describe('migrations', () => {
      it('apply once: a second run changes nothing', async () => {
        expect((await migrate(client)).applied).toEqual([]);
        const rows = await client.query<{ version: number }>(
          'SELECT version FROM schema_migrations ORDER BY version',
        );
        expect(rows.rows.map((row) => Number(row.version))).toEqual([1, 2]);
      });
    });

    describe('subscriptions', () => {
      it('lists a new push subscription for its organizations and hands back its keys', async () => {
        const created = await store().create(push(1, { organizations: [ORG_B, ORG_C] }));
        const page = await store().listDeliverable({ organizations: [ORG_C], topic: 'closures' });
        expect(page).toEqual({
          subscribers: [
            {
              id: created.id,
              language: 'es',
              organizations: [ORG_B, ORG_C],
              target: {
                channel: 'push',
                endpoint: 'https://push.example.net/send/endpoint-1',
                p256dh: p256dhOf(1),
                auth: authOf(1),
              },
            },
          ],
          next: null,
        });
        expect(created.confirmationToken).toBeNull();
        const elsewhere = await store().listDeliverable({
          organizations: [ORG_A],
          topic: 'closures',
        });
        expect(elsewhere.subscribers).toEqual([]);
      });

      it('sends an ordinary notice only to those who asked for every notice', async () => {
        const closuresOnly = await store().create(push(1, { topics: 'closures' }));
        const everything = await store().create(push(2, { topics: 'all' }));
        const ids = async (topic: 'closures' | 'all') =>
          (await store().listDeliverable({ organizations: [ORG_B], topic })).subscribers
            .map((s) => s.id)
            .sort();
        expect(await ids('closures')).toEqual([closuresOnly.id, everything.id].sort());
        expect(await ids('all')).toEqual([everything.id]);
      });

      it('does not deliver e-mail until its confirmation link is followed', async () => {
        const created = await store().create(email('parent@example.org'));
        const listed = async () =>
          (await store().listDeliverable({ organizations: [ORG_B], topic: 'closures' }))
            .subscribers;
        expect(await listed()).toEqual([]);
        expect(created.confirmationToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(await store().confirm(created.manageToken)).toBe(false);
        expect(await store().confirm('not-a-token')).toBe(false);
        expect(await store().confirm(created.confirmationToken ?? '')).toBe(true);
        expect(await store().confirm(created.confirmationToken ?? '')).toBe(true);
        expect(await listed()).toEqual([
          {
            id: created.id,
            language: 'vi',
            organizations: [ORG_B],
            target: { channel: 'email', address: 'parent@example.org' },
          },
        ]);
        const found = await store().findByManageToken(created.manageToken);
        expect(found?.target).toEqual({
          channel: 'email',
          address: 'parent@example.org',
          confirmedAt: T0,
        });
      });

      it('finds a subscription by its manage token, never by a wrong one, and keeps only hashes', async () => {
        const created = await store().create(email('family@example.org'));
        const found = await store().findByManageToken(created.manageToken);
        expect(found).toMatchObject({
          id: created.id,
          organizations: [ORG_B],
          language: 'vi',
          topics: 'closures',
          createdAt: T0,
          lastSuccessAt: null,
          failingSince: null,
          endedAt: null,
        });
        const wrong = `${created.manageToken.slice(0, -1)}${created.manageToken.endsWith('A') ? 'B' : 'A'}`;
        expect(await store().findByManageToken(wrong)).toBeNull();
        expect(await store().findByManageToken('')).toBeNull();
        expect(await store().findByManageToken("' OR 1=1 --")).toBeNull();

        const table = await client.query('SELECT * FROM alert_subscriptions');
        const stored = JSON.stringify(table.rows);
        expect(stored).not.toContain(created.manageToken);
        expect(stored).not.toContain(created.confirmationToken);
        expect(table.rows[0]).toMatchObject({
          manage_token_hash: hashToken(created.manageToken),
          email_confirmation_hash: hashToken(created.confirmationToken ?? ''),
        });
      });

      it('takes a manage token signed over the new id, so messages can link it', async () => {
        const secret = 'a-test-secret-of-at-least-32-characters';
        const created = await store().create(push(1), {
          manageToken: (id) => signSubscriptionToken(id, secret),
        });
        expect(created.manageToken).toBe(signSubscriptionToken(created.id, secret));
        expect(verifySubscriptionToken(created.manageToken, secret)).toBe(created.id);
        expect((await store().findByManageToken(created.manageToken))?.id).toBe(created.id);
        const table = await client.query('SELECT manage_token_hash FROM alert_subscriptions');
        expect(table.rows).toEqual([{ manage_token_hash: hashToken(created.manageToken) }]);
        expect(
          await store().findByManageToken(signSubscriptionToken(created.id, `${secret}!`)),
        ).toBeNull();
        await expect(store().create(push(2), { manageToken: () => 'short' })).rejects.toThrow(
          /must be a manage token/,
        );
        expect(await store().end(created.manageToken)).toBe(true);
      });

      it('changes preferences from the manage token', async () => {
        const created = await store().create(push(1));
        expect(
          await store().updatePreferences(created.manageToken, {
            organizations: [ORG_A, ORG_C],
            language: 'so',
            topics: 'all',
          }),
        ).toBe(true);
        expect(await store().findByManageToken(created.manageToken)).toMatchObject({
          organizations: [ORG_A, ORG_C],
          language: 'so',
          topics: 'all',
        });
        const listedForB = await store().listDeliverable({
          organizations: [ORG_B],
          topic: 'closures',
        });
        expect(listedForB.subscribers).toEqual([]);
        await expect(
          store().updatePreferences(created.manageToken, {
            organizations: [],
            language: 'so',
            topics: 'all',
          }),
        ).rejects.toThrow(/organizations must name at least one/);
      });

      it('ends a subscription from its manage link: gone at once, with its records', async () => {
        const created = await store().create(push(1));
        await store().claimDelivery('rev-1', created.id, 'push');
        expect(await store().end(created.manageToken)).toBe(true);
        expect(await store().findByManageToken(created.manageToken)).toBeNull();
        expect(
          (await store().listDeliverable({ organizations: [ORG_B], topic: 'closures' }))
            .subscribers,
        ).toEqual([]);
        expect(await store().delivery('rev-1', created.id)).toBeNull();
        const rows = await client.query('SELECT 1 FROM alert_subscriptions');
        expect(rows.rows).toHaveLength(0);
        expect(await store().end(created.manageToken)).toBe(false);
      });

      it('removes by id (a push service’s 410) and stops delivering ended subscriptions', async () => {
        const gone = await store().create(push(1));
        const bounced = await store().create(push(2));
        const kept = await store().create(push(3));
        expect(await store().remove(gone.id)).toBe(true);
        expect(await store().remove(gone.id)).toBe(false);
        expect(await store().markEnded(bounced.id)).toBe(true);
        const listed = await store().listDeliverable({ organizations: [ORG_B], topic: 'closures' });
        expect(listed.subscribers.map((s) => s.id)).toEqual([kept.id]);
      });

      it('replaces a push endpoint subscribed again, and an address confirmed again', async () => {
        const first = await store().create(push(1, { language: 'en' }));
        const second = await store().create(push(1, { language: 'ar' }));
        expect(await store().findByManageToken(first.manageToken)).toBeNull();
        expect((await store().findByManageToken(second.manageToken))?.language).toBe('ar');

        const old = await store().create(email('Parent@Example.org'));
        await store().confirm(old.confirmationToken ?? '');
        const again = await store().create(email('parent@example.org', { language: 'es' }));
        // Until the new link is followed the confirmed one keeps receiving: nobody can unsubscribe
        // a neighbour by typing their address.
        expect(await store().findByManageToken(old.manageToken)).not.toBeNull();
        await store().confirm(again.confirmationToken ?? '');
        expect(await store().findByManageToken(old.manageToken)).toBeNull();
        const listed = await store().listDeliverable({ organizations: [ORG_B], topic: 'closures' });
        expect(listed.subscribers.map((s) => s.id).sort()).toEqual([second.id, again.id].sort());
      });

      it('refuses bad input naming the field', async () => {
        await expect(
          store().create(
            push(1, { target: { channel: 'push', endpoint: 'ftp://x', p256dh: 'a', auth: 'b' } }),
          ),
        ).rejects.toThrow(/endpoint must be an http\(s\) URL/);
        await expect(store().create(email('not an address'))).rejects.toThrow(
          /address must be an e-mail address/,
        );
        await expect(store().create(push(1, { language: 'Spanish!' }))).rejects.toThrow(
          /language must be a language code/,
        );
        const rows = await client.query('SELECT 1 FROM alert_subscriptions');
        expect(rows.rows).toHaveLength(0);
      });

      it('pages through subscribers by id, each once, for several organizations', async () => {
        const ids = new Set<string>();
        for (let n = 0; n < 25; n += 1) {
          const organizations = n % 2 === 0 ? [ORG_B] : [ORG_B, ORG_C];
          ids.add((await store().create(push(n, { organizations }))).id);
        }
        await store().create(push('other', { organizations: [ORG_A] }));
        const seen: string[] = [];
        let after: string | null = null;
        let pages = 0;
        do {
          const page: Awaited<ReturnType<ReturnType<typeof store>['listDeliverable']>> =
            await store().listDeliverable({
              organizations: [ORG_B, ORG_C],
              topic: 'closures',
              after,
              limit: 10,
            });
          seen.push(...page.subscribers.map((s) => s.id));
          after = page.next;
          pages += 1;
        } while (after);
        expect(pages).toBe(3);
        expect(seen).toHaveLength(25);
        expect(new Set(seen)).toEqual(ids);
        expect([...seen].sort()).toEqual(seen);
      });
    });

    describe('privacy', () => {
      it('deletes unconfirmed after 48 hours, ended, and failing for 90 days', async () => {
        const unconfirmedOld = await store().create(email('old@example.org'));
        clock = new Date(T0.getTime() + 2 * HOUR);
        const unconfirmedNew = await store().create(email('new@example.org'));
        const confirmed = await store().create(email('yes@example.org'));
        await store().confirm(confirmed.confirmationToken ?? '');
        const ended = await store().create(push('ended'));
        await store().markEnded(ended.id);
        const failing = await store().create(push('failing'));
        const recovered = await store().create(push('recovered'));
        await store().noteOutcome(failing.id, 'failure');
        await store().noteOutcome(recovered.id, 'failure');

        clock = new Date(T0.getTime() + RETENTION.unconfirmedMs + HOUR);
        expect(await store().deleteExpired()).toEqual({ unconfirmed: 1, ended: 1, failing: 0 });
        expect(await store().findByManageToken(unconfirmedOld.manageToken)).toBeNull();
        expect(await store().findByManageToken(unconfirmedNew.manageToken)).not.toBeNull();

        // A later failure keeps the first failure's time; a success clears it.
        clock = new Date(T0.getTime() + 60 * DAY);
        await store().noteOutcome(failing.id, 'failure');
        await store().noteOutcome(recovered.id, 'success');
        clock = new Date(T0.getTime() + 2 * HOUR + 89 * DAY);
        expect((await store().deleteExpired()).failing).toBe(0);
        clock = new Date(T0.getTime() + 2 * HOUR + 90 * DAY + 1);
        expect(await store().deleteExpired()).toEqual({ unconfirmed: 0, ended: 0, failing: 1 });
        expect(await store().findByManageToken(failing.manageToken)).toBeNull();
        expect(await store().findByManageToken(recovered.manageToken)).toMatchObject({
          failingSince: null,
          lastSuccessAt: new Date(T0.getTime() + 60 * DAY),
        });
        expect(await store().findByManageToken(confirmed.manageToken)).not.toBeNull();
      });

      it('counts per organization, language and channel, never an address or endpoint', async () => {
        await store().create(push(1, { organizations: [ORG_B, ORG_C], language: 'es' }));
        await store().create(push(2, { organizations: [ORG_B], language: 'es' }));
        const confirmed = await store().create(email('a@example.org', { language: 'es' }));
        await store().confirm(confirmed.confirmationToken ?? '');
        await store().create(email('b@example.org', { language: 'es' }));
        const counts = await store().counts();
        expect(counts).toEqual([
          { organizationId: ORG_B, language: 'es', channel: 'email', active: 1, unconfirmed: 1 },
          { organizationId: ORG_B, language: 'es', channel: 'push', active: 2, unconfirmed: 0 },
          { organizationId: ORG_C, language: 'es', channel: 'push', active: 1, unconfirmed: 0 },
        ]);
        const text = JSON.stringify(counts);
        expect(text).not.toMatch(/@|https?:|endpoint/);
      });
    });

    describe('deliveries', () => {
      it('records a delivery once: a second claim is refused, then it is marked sent', async () => {
        const created = await store().create(email('once@example.org'));
        expect(await store().claimDelivery('rev-1', created.id, 'email')).toBe(true);
        expect(await store().claimDelivery('rev-1', created.id, 'email')).toBe(false);
        expect(await store().delivery('rev-1', created.id)).toMatchObject({ state: 'sending' });
        clock = new Date(T0.getTime() + 1_000);
        await store().finishDelivery('rev-1', created.id, 'sent');
        expect(await store().delivery('rev-1', created.id)).toEqual({
          revisionId: 'rev-1',
          subscriptionId: created.id,
          channel: 'email',
          state: 'sent',
          claimedAt: T0,
          finishedAt: new Date(T0.getTime() + 1_000),
          detail: null,
        });
        expect(await store().claimDelivery('rev-1', created.id, 'email')).toBe(false);
        // A new revision is a new delivery.
        expect(await store().claimDelivery('rev-2', created.id, 'email')).toBe(true);
        await expect(store().finishDelivery('rev-9', created.id, 'failed')).rejects.toThrow(
          /No claimed delivery/,
        );
      });

      it('gives one of 50 concurrent claims from two instances the delivery', async () => {
        const other = await database.another(client);
        try {
          const created = await store().create(email('race@example.org'));
          const stores = [store(), createSqlAlertSubscriptions(other, { now })];
          const results = await Promise.all(
            Array.from({ length: 50 }, (_, n) =>
              stores[n % 2]?.claimDelivery('rev-race', created.id, 'email'),
            ),
          );
          expect(results.filter((won) => won === true)).toHaveLength(1);
          expect(results.filter((won) => won === false)).toHaveLength(49);
        } finally {
          if (other !== client) await other.close();
        }
      });
    });

    describe('deliveries in batches', () => {
      it('claims only what no one recorded, and no subscription twice across two instances', async () => {
        const ids: string[] = [];
        for (let n = 0; n < 60; n += 1) ids.push((await store().create(push(n))).id);
        const already = ids[0] ?? '';
        expect(await store().claimDelivery('rev-batch', already, 'push')).toBe(true);
        const other = await database.another(client);
        try {
          const stores = [store(), createSqlAlertSubscriptions(other, { now })];
          // Overlapping batches: each instance asks for 40 of the 60.
          const batches = [
            ids.slice(0, 40),
            ids.slice(20, 60),
            ids.slice(10, 50),
            ids.slice(0, 40),
          ];
          const won = await Promise.all(
            batches.map((batch, n) =>
              stores[n % 2]?.claimDeliveries(
                'rev-batch',
                batch.map((id) => ({ id, channel: 'push' as const })),
              ),
            ),
          );
          const all = won.flatMap((batch) => batch ?? []);
          expect(all).toHaveLength(59);
          expect(new Set(all)).toEqual(new Set(ids.slice(1)));
        } finally {
          if (other !== client) await other.close();
        }
        clock = new Date(T0.getTime() + 5_000);
        await store().finishDeliveries('rev-batch', ids.slice(1, 3), 'sent');
        expect(await store().delivery('rev-batch', ids[1] ?? '')).toMatchObject({
          state: 'sent',
          finishedAt: new Date(T0.getTime() + 5_000),
        });
        expect(await store().delivery('rev-batch', ids[3] ?? '')).toMatchObject({
          state: 'sending',
        });
        expect(await store().claimDeliveries('rev-batch', [])).toEqual([]);
      });
    });

    describe('delivery jobs', () => {
      it('hands each queued job to one of two instances claiming at once', async () => {
        const subscriptionIds: string[] = [];
        for (let n = 0; n < 40; n += 1) subscriptionIds.push((await store().create(push(n))).id);
        const jobs = createSqlDeliveryJobs(client, { now });
        expect(await jobs.enqueue('rev-1', subscriptionIds)).toBe(40);
        expect(await jobs.enqueue('rev-1', subscriptionIds.slice(0, 5))).toBe(0);
        const other = await database.another(client);
        try {
          const queues = [jobs, createSqlDeliveryJobs(other, { now })];
          const claimed = (
            await Promise.all(Array.from({ length: 10 }, (_, n) => queues[n % 2]?.claim(7, 30_000)))
          ).flatMap((batch) => batch ?? []);
          expect(claimed).toHaveLength(40);
          expect(new Set(claimed.map((job) => job.subscriptionId))).toEqual(
            new Set(subscriptionIds),
          );
          expect(await jobs.claim(10, 30_000)).toEqual([]);
        } finally {
          if (other !== client) await other.close();
        }
      });

      it('gives a job back when its lease runs out, and waits for a retry time', async () => {
        const a = await store().create(push(1));
        const b = await store().create(push(2));
        const jobs = createSqlDeliveryJobs(client, { now });
        await jobs.enqueue('rev-1', [a.id, b.id]);
        const [first, second] = await jobs.claim(10, 60_000);
        if (!first || !second) throw new Error('expected two jobs');
        await jobs.complete(first.id);
        await jobs.retryAt(second.id, new Date(T0.getTime() + 2_000));
        clock = new Date(T0.getTime() + 1_999);
        expect(await jobs.claim(10, 60_000)).toEqual([]);
        clock = new Date(T0.getTime() + 2_000);
        const [retried] = await jobs.claim(10, 60_000);
        expect(retried).toMatchObject({ id: second.id, attempts: 2 });
        // Its holder died: after the lease another instance takes it.
        clock = new Date(T0.getTime() + 2_000 + 59_999);
        expect(await jobs.claim(10, 60_000)).toEqual([]);
        clock = new Date(T0.getTime() + 2_000 + 60_000);
        expect(await jobs.claim(10, 60_000)).toMatchObject([{ id: second.id, attempts: 3 }]);
        expect(await jobs.depth()).toBe(1);
      });

      it('drops a superseded revision’s queued jobs', async () => {
        const a = await store().create(push(1));
        const jobs = createSqlDeliveryJobs(client, { now });
        await jobs.enqueue('rev-1', [a.id]);
        await jobs.enqueue('rev-2', [a.id]);
        expect(await jobs.dropRevisions(['rev-1'])).toBe(1);
        expect(await jobs.claim(10, 1_000)).toMatchObject([{ revisionId: 'rev-2' }]);
      });
    });
  });
}
