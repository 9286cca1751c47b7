/**
 * The alert delivery engine (docs/alerts.md, Delivery). Every instance runs one against the same
 * database:
 *
 * - a scan reads the source every `scanEveryMs`; a revision nobody has claimed is claimed by one
 *   instance (`INSERT … ON CONFLICT DO NOTHING`), which queues one job per subscriber page by
 *   page, and drops the queued jobs of the notice's older revisions;
 * - workers take due jobs of the revisions their own source lists (`SKIP LOCKED`, with a lease),
 *   write the delivery record ('sending') and send: push through the sender's `attempt()`,
 *   e-mail through the mailer; then the record ('sent'/'failed') and the job's end, batched.
 *
 * After a crash a push found 'sending' is sent again (same `Topic` and tag: the device shows it
 * once); an e-mail found 'sending' is never sent again.
 */
import { isRevisionLive } from '@district/core/alerts/revision';
import pLimit from 'p-limit';
import type { AlertChannel } from '../alerts-store/model';
import { type PushNotice, pushNoticeOf } from '../push/push-message';
import type { PushOutcome, PushRetry } from '../push/web-push-sender';
import { systemClock } from '../resilience/clock';
import { backoffDelay, type RetryPolicy } from '../resilience/retry';
import {
  type ClaimedJob,
  createDispatchStore,
  type Finished,
  type JobSubscriber,
} from './dispatch-store';
import type {
  Dispatcher,
  DispatcherOptions,
  DispatchRevision,
  DispatchStats,
  RenderedAlert,
} from './dispatcher';
import { subscriptionLinks } from './subscription-links';

const SECOND = 1_000;
const HOUR = 3_600 * SECOND;
const DAY = 24 * HOUR;

/** An address refused this many times in a row (SMTP 5xx) ends its subscription. */
export const MAX_EMAIL_REFUSALS = 3;
/** Revisions no instance has seen for this long are forgotten, with their delivery records. */
export const FORGET_REVISIONS_AFTER_MS = 7 * DAY;
/** Bounds (ms) of the lag histogram. */
export const LAG_BUCKETS_MS: readonly number[] = [
  250, 500, 1_000, 2_500, 5_000, 10_000, 15_000, 30_000, 60_000, 120_000, 300_000,
];
const RESERVOIR = 4_096;
/** Finished deliveries written at once. */
const FLUSH_AT = 128;
/** Longest a finished delivery waits for its batch. */
const FLUSH_AFTER_MS = 200;
/** Retry of a job whose words could not be made (the translator down). */
const RENDER_RETRY_MS = 30 * SECOND;

const mailBackoff: RetryPolicy = {
  maxAttempts: Number.POSITIVE_INFINITY,
  baseDelayMs: 30 * SECOND,
  maxDelayMs: 15 * 60 * SECOND,
  maxTotalDelayMs: DAY,
  retryStatuses: [],
};

/** A revision this instance's source lists, with its record. */
interface Known {
  dispatch: DispatchRevision;
  publishedAt: number;
  /** When it was claimed: a push's TTL runs at most a day from it. */
  since: number;
  /** The end of its TTL: its expiry, at most a day after it was claimed. */
  deadline: number;
  words: Map<string, Promise<Words>>;
}

interface Words {
  rendered: RenderedAlert;
  push: PushNotice;
}

/** What this instance did to one revision since the last progress line. */
interface Progress {
  sent: number;
  retried: number;
  dropped: number;
  removed: number;
  skipped: number;
}

/** The engine of one instance. */
export function createDispatcher(options: DispatcherOptions): Dispatcher {
  const clock = options.clock ?? systemClock;
  const now = () => new Date(clock.now());
  const { store, push, mailer, source, logger, links } = options;
  const scanEveryMs = options.scanEveryMs ?? 15 * SECOND;
  const pollEveryMs = options.pollEveryMs ?? SECOND;
  const leaseMs = options.leaseMs ?? 60 * SECOND;
  const maxInFlight = options.maxInFlight ?? 256;
  const pageSize = options.pageSize ?? 1_000;
  const cleanupEveryMs = options.cleanupEveryMs ?? HOUR;
  // Long enough that every instance's scan has seen a live revision again (sources can lag).
  const withdrawnAfterMs = Math.max(4 * scanEveryMs, 60 * SECOND);
  const channels: AlertChannel[] = mailer ? ['push', 'email'] : ['push'];
  const mails = pLimit(options.mailConcurrency ?? 4);
  // Claims wait for this much room: a claim costs a few statements, worth it for a batch, not one job.
  const claimAtRoom = Math.max(1, Math.min(64, Math.floor(maxInFlight / 4)));
  const sql = createDispatchStore(store.client);

  const known = new Map<string, Known>();
  const progress = new Map<string, Progress>();
  let lastCleanup = Number.NEGATIVE_INFINITY;
  let running = false;
  let loops: Promise<void>[] = [];
  let stopper = new AbortController();
  let wakeUp: (() => void) | null = null;

  const tasks = new Set<Promise<void>>();
  let inFlight = 0;
  let finished: Finished[] = [];
  let flushTimer: ReturnType<typeof setTimeout> | null = null;
  const flushes = new Set<Promise<void>>();

  const stats = {
    queueDepth: 0,
    sent: 0,
    retried: 0,
    dropped: 0,
    removed: 0,
    skipped: 0,
    revisionsDispatched: 0,
  };
  const lags: number[] = [];
  let lagNext = 0;
  const lagCounts = LAG_BUCKETS_MS.map(() => 0);
  let lagSum = 0;
  let lagCount = 0;
  const answers = new Map<string, number>();

  const count = (revisionId: string, what: keyof Progress, n = 1) => {
    let entry = progress.get(revisionId);
    if (!entry) {
      entry = { sent: 0, retried: 0, dropped: 0, removed: 0, skipped: 0 };
      progress.set(revisionId, entry);
    }
    entry[what] += n;
    stats[what] += n;
  };

  const noteLag = (known: Known) => {
    const lag = Math.max(0, clock.now() - known.publishedAt);
    if (lags.length < RESERVOIR) lags.push(lag);
    else lags[lagNext] = lag;
    lagNext = (lagNext + 1) % RESERVOIR;
    LAG_BUCKETS_MS.forEach((bound, index) => {
      if (lag <= bound) lagCounts[index] = (lagCounts[index] ?? 0) + 1;
    });
    lagSum += lag;
    lagCount += 1;
  };

  const noteAnswer = (endpoint: string, status: number | null) => {
    let service = 'unparsable';
    try {
      service = new URL(endpoint).origin;
    } catch {}
    const kind =
      status === null
        ? 'none'
        : status === 429
          ? '429'
          : `${Math.min(5, Math.max(1, Math.floor(status / 100)))}xx`;
    const key = `${service} ${kind}`;
    answers.set(key, (answers.get(key) ?? 0) + 1);
  };

  const wake = () => {
    const waiting = wakeUp;
    wakeUp = null;
    waiting?.();
  };

  /** Waits `ms` on the clock, or until stopped; a wakeable wait also ends when jobs are queued or done. */
  async function pause(ms: number, wakeable: boolean): Promise<void> {
    const timer = new AbortController();
    const woken = wakeable
      ? new Promise<void>((resolve) => {
          wakeUp = resolve;
        })
      : new Promise<void>(() => {});
    try {
      await Promise.race([
        clock.sleep(ms, AbortSignal.any([timer.signal, stopper.signal])).catch(() => {}),
        woken,
      ]);
    } finally {
      timer.abort();
    }
  }

  // ——— The scan ———

  async function scanOnce(): Promise<void> {
    const at = now();
    let current: DispatchRevision[];
    try {
      current = await source.current();
    } catch (error) {
      // The revisions seen last stay known: a source down for a moment stops no delivery.
      logger.warn(
        { error: (error as Error).message },
        'alert source unavailable; keeping the last revisions',
      );
      return;
    }
    const live = new Map<string, DispatchRevision>();
    for (const dispatch of current) {
      if (isRevisionLive(dispatch.revision, at) && dispatch.organizations.length > 0) {
        live.set(dispatch.revision.identifier, dispatch);
      }
    }

    const won: DispatchRevision[] = [];
    for (const [id, dispatch] of live) {
      if (!known.has(id) && (await claim(dispatch, at))) won.push(dispatch);
    }

    const records = await sql.seen([...live.keys()], at);
    const next = new Map<string, Known>();
    for (const record of records) {
      const dispatch = live.get(record.revisionId);
      if (!dispatch || record.supersededAt) continue;
      const previous = known.get(record.revisionId);
      const expires = record.expiresAt?.getTime() ?? Number.POSITIVE_INFINITY;
      next.set(record.revisionId, {
        dispatch,
        publishedAt: record.publishedAt.getTime(),
        since: record.claimedAt.getTime(),
        deadline: Math.min(expires, record.claimedAt.getTime() + DAY),
        words: previous?.words ?? new Map(),
      });
    }
    known.clear();
    for (const [id, entry] of next) known.set(id, entry);

    // Known before it is queued: this instance's workers take each page as it commits.
    for (const dispatch of won) await enqueueAll(dispatch, null);
    for (const { revisionId, cursor } of await sql.takeEnqueue([...known.keys()], at, leaseMs)) {
      const entry = known.get(revisionId);
      if (entry) await enqueueAll(entry.dispatch, cursor);
    }

    const dropped = await sql.dropStale(at, new Date(at.getTime() - withdrawnAfterMs));
    for (const [revisionId, n] of dropped) {
      stats.dropped += n;
      logger.info(
        { revision: revisionId, dropped: n },
        'alert revision expired or withdrawn: its queued deliveries dropped',
      );
    }
    stats.queueDepth = await sql.depth();
    logProgress();
    if (at.getTime() - lastCleanup >= cleanupEveryMs) await cleanup(at);
    wake();
  }

  /** Claims a revision for this instance to queue; true when it won. */
  async function claim(dispatch: DispatchRevision, at: Date): Promise<boolean> {
    const { revision } = dispatch;
    const sent = Date.parse(revision.sent);
    // Published at its `sent`, unless that is older than a scan: a revision of an old notice (or
    // one this engine was not running to see) is timed from when it could first have been seen.
    const publishedAt = new Date(
      Math.max(Number.isNaN(sent) ? 0 : sent, at.getTime() - scanEveryMs),
    );
    const won = await sql.claimRevision({
      revisionId: revision.identifier,
      noticeId: revision.noticeId,
      topic: dispatch.topic,
      organizations: dispatch.organizations,
      publishedAt: new Date(Math.min(publishedAt.getTime(), at.getTime())),
      expiresAt: revision.expires === null ? null : new Date(revision.expires),
      now: at,
      leaseMs,
    });
    if (!won) return false;
    stats.revisionsDispatched += 1;
    const superseded = await sql.supersedeOlder(revision.noticeId, revision.identifier, at);
    if (superseded.revisions.length > 0) {
      stats.dropped += superseded.dropped;
      logger.info(
        {
          revision: revision.identifier,
          superseded: superseded.revisions,
          dropped: superseded.dropped,
        },
        'alert revision supersedes earlier ones: their queued deliveries dropped',
      );
    }
    return true;
  }

  /** Queues every subscriber of a revision from `cursor` on, a page per transaction. */
  async function enqueueAll(dispatch: DispatchRevision, cursor: string | null) {
    const revisionId = dispatch.revision.identifier;
    let after = cursor;
    let queued = 0;
    for (;;) {
      const page = await store.subscriptions.listDeliverable({
        organizations: dispatch.organizations,
        topic: dispatch.topic,
        after,
        limit: pageSize,
      });
      const done = page.next === null;
      const last = page.subscribers.at(-1)?.id ?? null;
      const added = await sql.enqueuePage({
        revisionId,
        subscribers: page.subscribers.map((subscriber) => ({
          id: subscriber.id,
          channel: subscriber.target.channel,
        })),
        cursor: last,
        done,
        // Each page renews the lease: a long listing is not taken over while it progresses.
        now: now(),
        leaseMs,
      });
      if (added === null) {
        logger.info(
          { revision: revisionId, queued },
          'alert revision superseded while it was queued',
        );
        return;
      }
      queued += added;
      if (added > 0) wake();
      if (done) break;
      after = page.next;
    }
    logger.info(
      {
        revision: revisionId,
        notice: dispatch.revision.noticeId,
        topic: dispatch.topic,
        organizations: dispatch.organizations.length,
        queued,
        resumed: cursor !== null,
      },
      'alert revision queued for delivery',
    );
  }

  function logProgress() {
    for (const [revisionId, entry] of progress) {
      logger.info({ revision: revisionId, ...entry }, 'alert revision delivery progress');
    }
    progress.clear();
  }

  async function cleanup(at: Date) {
    lastCleanup = at.getTime();
    try {
      const removed = await store.subscriptions.deleteExpired();
      const forgotten = await sql.forgetOld(new Date(at.getTime() - FORGET_REVISIONS_AFTER_MS));
      logger.info({ ...removed, revisionsForgotten: forgotten }, 'alert subscriptions cleaned up');
    } catch (error) {
      logger.error({ error: (error as Error).message }, 'alert clean-up failed');
    }
  }

  // ——— The workers ———

  /** Claims as many due jobs as there is room for and starts them; answers how many. */
  async function claimBatch(): Promise<number> {
    const room = maxInFlight - inFlight;
    if (room <= 0 || known.size === 0) return 0;
    const jobs = await sql.claimJobs({
      limit: Math.min(room, 256),
      leaseMs,
      now: now(),
      revisionIds: [...known.keys()],
      channels,
    });
    if (jobs.length === 0) return 0;
    inFlight += jobs.length;
    let prepared: Map<string, () => Promise<void>>;
    try {
      prepared = await prepare(jobs);
    } catch (error) {
      inFlight -= jobs.length;
      // The lease runs out and the jobs are taken again.
      logger.error(
        { error: (error as Error).message, jobs: jobs.length },
        'alert jobs could not be prepared',
      );
      return jobs.length;
    }
    for (const job of jobs) {
      const run = prepared.get(job.id);
      const task = (async () => {
        try {
          if (run) await run();
        } catch (error) {
          logger.error(
            { revision: job.revisionId, error: (error as Error).message },
            'alert delivery failed unexpectedly; its job is taken again when its lease ends',
          );
        } finally {
          inFlight -= 1;
          wake();
        }
      })();
      tasks.add(task);
      void task.finally(() => tasks.delete(task));
    }
    return jobs.length;
  }

  /** Reads a batch's subscriptions, words and records; answers the work of each job still to send. */
  async function prepare(jobs: ClaimedJob[]): Promise<Map<string, () => Promise<void>>> {
    const at = now();
    const work = new Map<string, () => Promise<void>>();
    const subscribers = await sql.subscribers([...new Set(jobs.map((job) => job.subscriptionId))]);
    const nothing: string[] = [];
    const candidates: { job: ClaimedJob; subscriber: JobSubscriber; entry: Known }[] = [];
    for (const job of jobs) {
      const subscriber = subscribers.get(job.subscriptionId);
      const entry = known.get(job.revisionId);
      if (!subscriber?.deliverable) {
        nothing.push(job.id);
      } else if (!entry || !isRevisionLive(entry.dispatch.revision, at)) {
        nothing.push(job.id);
        count(job.revisionId, 'dropped');
      } else {
        candidates.push({ job, subscriber, entry });
      }
    }

    // Words first: a delivery is recorded only once there is something to send.
    const ready: { job: ClaimedJob; subscriber: JobSubscriber; entry: Known; words: Words }[] = [];
    await Promise.all(
      candidates.map(async (candidate) => {
        try {
          const words = await wordsFor(candidate.entry, candidate.subscriber.language);
          ready.push({ ...candidate, words });
        } catch (error) {
          logger.warn(
            {
              revision: candidate.job.revisionId,
              language: candidate.subscriber.language,
              error: (error as Error).message,
            },
            'alert words unavailable; delivery tried again later',
          );
          await sql.retryAt(candidate.job.id, new Date(clock.now() + RENDER_RETRY_MS));
          count(candidate.job.revisionId, 'retried');
        }
      }),
    );

    const pushes = ready.filter((item) => item.subscriber.target.channel === 'push');
    const states = await sql.claimDeliveries(
      pushes.map(({ job }) => ({
        revisionId: job.revisionId,
        subscriptionId: job.subscriptionId,
        channel: job.channel,
      })),
      at,
    );
    for (const item of ready) {
      const { job, subscriber } = item;
      const target = subscriber.target;
      if (target.channel === 'email') {
        // Recorded only once its turn at the SMTP connections comes: a crash leaves at most
        // `mailConcurrency` e-mails 'sending' (and so never sent again), not every queued one.
        work.set(job.id, () => mails(() => deliverEmail(item, target)));
        continue;
      }
      // 'sending' found: a crash (or a lease run out) in the middle; the same Topic and tag
      // make the device show it once.
      const state = states.get(`${job.revisionId} ${job.subscriptionId}`);
      if (state === 'claimed' || state === 'sending')
        work.set(job.id, () => deliverPush(item, target));
      else nothing.push(job.id);
    }
    await sql.complete(nothing);
    return work;
  }

  function wordsFor(entry: Known, language: string): Promise<Words> {
    let words = entry.words.get(language);
    if (!words) {
      words = entry.dispatch.render(language).then((rendered) => ({
        rendered,
        push: pushNoticeOf(entry.dispatch.revision, {
          title: rendered.title,
          body: rendered.body,
          importance: rendered.importanceWord,
          organization: rendered.organizationName,
          url: rendered.detailsUrl,
          lang: language,
          dir: rendered.dir,
        }),
      }));
      // A failure is asked again by the next job, not kept.
      words.catch(() => entry.words.delete(language));
      entry.words.set(language, words);
    }
    return words;
  }

  async function deliverPush(
    { job, entry, words }: { job: ClaimedJob; entry: Known; words: Words },
    target: { endpoint: string; p256dh: string; auth: string },
  ) {
    const result: PushOutcome | PushRetry = await push.attempt(
      {
        ...words.push,
        subscription: {
          endpoint: target.endpoint,
          expirationTime: null,
          keys: { p256dh: target.p256dh, auth: target.auth },
        },
      },
      { attempt: job.attempts, since: entry.since },
    );
    if (result.kind !== 'refused') noteAnswer(target.endpoint, result.status);
    switch (result.kind) {
      case 'sent':
        noteLag(entry);
        count(job.revisionId, 'sent');
        finish(job, 'sent');
        return;
      case 'gone':
        // At once, not batched: the subscription, its jobs and records go together.
        await sql.removeSubscriptions([job.subscriptionId]);
        count(job.revisionId, 'removed');
        return;
      case 'retry':
        await sql.retryAt(job.id, new Date(result.at));
        count(job.revisionId, 'retried');
        return;
      default:
        // 400/413 and other refusals, the TTL run out, an endpoint no longer allowed.
        count(job.revisionId, 'dropped');
        finish(job, 'failed');
    }
  }

  async function deliverEmail(
    { job, entry, words }: { job: ClaimedJob; entry: Known; words: Words },
    target: { address: string },
  ) {
    if (!mailer) return;
    const claimed = await store.subscriptions.claimDelivery(
      job.revisionId,
      job.subscriptionId,
      'email',
    );
    if (!claimed) {
      // Recorded already: sent, failed, or 'sending' when a crash came mid-send. Never again.
      const record = await store.subscriptions.delivery(job.revisionId, job.subscriptionId);
      if (record?.state === 'sending') count(job.revisionId, 'skipped');
      await sql.complete([job.id]);
      return;
    }
    const { rendered } = words;
    const link = subscriptionLinks(links.siteUrl, links.secret, job.subscriptionId);
    let outcome: Awaited<ReturnType<typeof mailer.sendAlert>>;
    try {
      outcome = await mailer.sendAlert({
        to: target.address,
        language: words.push.message.lang,
        dir: rendered.dir,
        messageId: `${job.revisionId}.${job.subscriptionId}`,
        title: rendered.title,
        body: rendered.body.trim() || rendered.title,
        importanceWord: rendered.importanceWord,
        organizationName: rendered.organizationName,
        detailsUrl: rendered.detailsUrl,
        englishUrl: rendered.englishUrl,
        manageUrl: link.manageUrl,
        unsubscribeUrl: link.unsubscribeUrl,
        machineTranslated: rendered.machineTranslated,
        words: rendered.mailWords,
      });
    } catch (error) {
      // Bad words or links from the caller: asking again sends nothing better.
      outcome = { ok: false, temporary: false, code: null, problem: (error as Error).message };
    }
    const at = now();
    if (outcome.ok) {
      noteLag(entry);
      count(job.revisionId, 'sent');
      await sql.finish(
        [
          {
            jobId: job.id,
            revisionId: job.revisionId,
            subscriptionId: job.subscriptionId,
            state: 'sent',
          },
        ],
        at,
      );
      return;
    }
    if (outcome.uncertain) {
      // The server may have taken it: like a crash mid-send, the 'sending' record stays and
      // nothing is sent again.
      logger.warn(
        { revision: job.revisionId, code: outcome.code },
        'alert e-mail may not have been delivered; not sent again',
      );
      count(job.revisionId, 'skipped');
      await sql.complete([job.id]);
      return;
    }
    if (outcome.temporary) {
      const retryAt = clock.now() + backoffDelay(job.attempts, mailBackoff, clock.random);
      if (retryAt < entry.deadline) {
        // Not taken by the server: the record goes, so the retry may claim it again.
        await sql.forgetDelivery(job.revisionId, job.subscriptionId);
        await sql.retryAt(job.id, new Date(retryAt));
        count(job.revisionId, 'retried');
        return;
      }
    } else if (await sql.noteEmailRefusal(job.subscriptionId, at, MAX_EMAIL_REFUSALS)) {
      count(job.revisionId, 'removed');
    }
    logger.warn(
      { revision: job.revisionId, code: outcome.code, temporary: outcome.temporary },
      'alert e-mail not delivered',
    );
    count(job.revisionId, 'dropped');
    await sql.finish(
      [
        {
          jobId: job.id,
          revisionId: job.revisionId,
          subscriptionId: job.subscriptionId,
          state: 'failed',
        },
      ],
      at,
    );
  }

  function finish(job: ClaimedJob, state: 'sent' | 'failed') {
    finished.push({
      jobId: job.id,
      revisionId: job.revisionId,
      subscriptionId: job.subscriptionId,
      state,
    });
    if (finished.length >= FLUSH_AT) void flush();
    else if (!flushTimer) {
      flushTimer = setTimeout(() => void flush(), FLUSH_AFTER_MS);
      flushTimer.unref();
    }
  }

  /** Writes the finished deliveries held so far. */
  function flush(): Promise<void> {
    if (flushTimer) clearTimeout(flushTimer);
    flushTimer = null;
    if (finished.length === 0) return Promise.all(flushes).then(() => {});
    const batch = finished;
    finished = [];
    const written = sql.finish(batch, now()).catch((error: unknown) => {
      // The jobs stay queued and are taken again when their leases end; push may repeat (same Topic).
      logger.error(
        { error: (error as Error).message, deliveries: batch.length },
        'alert deliveries not recorded',
      );
    });
    flushes.add(written);
    void written.finally(() => flushes.delete(written));
    return Promise.all(flushes).then(() => {});
  }

  async function drain(): Promise<void> {
    for (;;) {
      if (maxInFlight - inFlight < claimAtRoom && tasks.size > 0) {
        await Promise.race(tasks);
        continue;
      }
      if ((await claimBatch()) > 0) continue;
      if (tasks.size > 0) {
        await Promise.all([...tasks]);
        continue;
      }
      await flush();
      stats.queueDepth = await sql.depth();
      return;
    }
  }

  async function scanLoop() {
    while (running) {
      try {
        await scanOnce();
      } catch (error) {
        logger.error({ error: (error as Error).message }, 'alert scan failed');
      }
      await pause(scanEveryMs, false);
      if (!running) return;
    }
  }

  async function workLoop() {
    while (running) {
      let claimed = 0;
      try {
        claimed = await claimBatch();
      } catch (error) {
        logger.error({ error: (error as Error).message }, 'alert jobs could not be claimed');
      }
      if (!running) return;
      if (claimed === 0) await pause(pollEveryMs, true);
      while (running && maxInFlight - inFlight < claimAtRoom && tasks.size > 0) {
        await Promise.race(tasks);
      }
    }
  }

  return {
    start() {
      if (running) return;
      running = true;
      stopper = new AbortController();
      loops = [scanLoop(), workLoop()];
    },
    scanOnce,
    drain,
    async stop() {
      running = false;
      stopper.abort();
      wake();
      await Promise.all(loops);
      loops = [];
      await Promise.all([...tasks]);
      await flush();
      logProgress();
    },
    stats(): DispatchStats {
      const sorted = [...lags].sort((a, b) => a - b);
      const at = (q: number) =>
        sorted.length === 0
          ? null
          : (sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? null);
      return {
        queueDepth: stats.queueDepth,
        lag: { p50Ms: at(0.5), p99Ms: at(0.99), samples: sorted.length },
        lagHistogram: {
          bucketsMs: LAG_BUCKETS_MS,
          counts: [...lagCounts],
          sumMs: lagSum,
          count: lagCount,
        },
        answers: [...answers].map(([key, n]) => {
          const [service = '', status = ''] = key.split(' ');
          return { service, status, count: n };
        }),
        sent: stats.sent,
        retried: stats.retried,
        dropped: stats.dropped,
        removed: stats.removed,
        skipped: stats.skipped,
        revisionsDispatched: stats.revisionsDispatched,
      };
    },
  };
}
