/**
 * Sends one alert push to one browser subscription (Web Push: RFC 8030 delivery, RFC 8291
 * encryption, RFC 8292 VAPID) on the `web-push` library, and says what became of it
 * (docs/alerts.md#browser-push):
 *
 * - `sent`: the push service took it (201);
 * - `gone`: 404 or 410, the subscription has ended and the caller deletes it;
 * - `dropped`: 400, 413 or another refusal that asking again will not change (logged);
 * - `expired`: 429, 5xx, time-outs and network errors are retried with backoff, honouring
 *   `Retry-After`, until the alert's TTL runs out;
 * - `refused`: the endpoint is not on one of `PUSH_SERVICES` (nothing is sent).
 *
 * The VAPID token is signed once per push service origin and reused for most of its life;
 * the payload is encrypted anew for every message. Each origin has its own connections and a
 * bound on requests in flight, and every request its own time limit, so a hanging service holds
 * only its own messages.
 */
import { Agent, request } from 'node:https';
import { createSecureContext, rootCertificates, type SecureContext } from 'node:tls';
import { LRUCache } from 'lru-cache';
import pLimit, { type LimitFunction } from 'p-limit';
import webPush from 'web-push';
import { z } from 'zod';
import { type Clock, systemClock } from '../resilience/clock';
import { consoleLogger, type Logger } from '../resilience/logger';
import { backoffDelay, parseRetryAfter, type RetryPolicy } from '../resilience/retry';
import {
  checkPushEndpoint,
  endpointLabel,
  MAX_ENDPOINT_LENGTH,
  parsePushServiceOrigin,
} from './push-endpoint';
import {
  MAX_PUSH_TTL_SECONDS,
  type PushMessage,
  type PushNotice,
  pushTtlSeconds,
} from './push-message';
import type { VapidKeys } from './vapid-keys';

export { checkPushEndpoint, endpointLabel } from './push-endpoint';

/** A browser's `PushSubscription.toJSON()`, as the subscription form posts and the store keeps it. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.string().min(1).max(MAX_ENDPOINT_LENGTH),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    // Length and form only: whether it is a curve point shows when encrypting (dropped then).
    p256dh: z
      .string()
      .regex(/^[A-Za-z0-9_-]+$/, 'must be base64url')
      .refine(
        (value) => {
          const raw = Buffer.from(value, 'base64url');
          return raw.length === 65 && raw[0] === 4;
        },
        { error: 'must be a 65-byte uncompressed P-256 public key' },
      ),
    auth: z
      .string()
      .regex(/^[A-Za-z0-9_-]+$/, 'must be base64url')
      .refine((value) => Buffer.from(value, 'base64url').length === 16, {
        error: 'must be 16 bytes',
      }),
  }),
});

/** A push subscription. */
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

/** One message to one subscription. */
export interface PushDelivery extends PushNotice {
  subscription: PushSubscriptionJson;
}

/** What became of a delivery. */
export type PushOutcome =
  | { kind: 'sent'; status: number; attempts: number }
  | { kind: 'gone'; status: number; attempts: number }
  | { kind: 'dropped'; status: number | null; attempts: number; reason: string }
  | { kind: 'expired'; status: number | null; attempts: number; reason: string }
  | { kind: 'refused'; attempts: 0; reason: string };

/** A transient refusal (429, 5xx, no answer): try again at `at`, still within the TTL. */
export interface PushRetry {
  kind: 'retry';
  /** When, in ms since the epoch on the sender's clock. */
  at: number;
  status: number | null;
  attempts: number;
  reason: string;
}

/** Options of {@link WebPushSender.attempt}. */
export interface AttemptOptions {
  /** This attempt's number, 1 for the first (the backoff doubles with it). */
  attempt?: number;
  /** When the first attempt was made: TTL runs at most a day from it (default now). */
  since?: number;
  signal?: AbortSignal;
}

/** Counters for the operators' metrics. */
export interface PushSenderStats {
  /** VAPID tokens signed (one per push service origin per token lifetime, when all is well). */
  signatures: number;
  /** HTTP requests made, retries included. */
  requests: number;
  timeouts: number;
  sent: number;
  gone: number;
  dropped: number;
  expired: number;
  refused: number;
}

/** Settings of {@link createWebPushSender}. */
export interface WebPushSenderOptions {
  vapid: VapidKeys;
  /** `PUSH_SERVICES` origins (config.pushServices), `https://*.` rules included. */
  pushServices: readonly string[];
  clock?: Clock;
  logger?: Logger;
  /** One request's time limit (default 10 s). */
  timeoutMs?: number;
  /** Requests in flight per push service origin (default 32). */
  concurrencyPerService?: number;
  /**
   * Certificates trusted besides the system's, for a test's local push service in this process
   * (child processes use Node's `NODE_EXTRA_CA_CERTS` instead).
   */
  ca?: string | readonly string[];
  /** VAPID token life (default 12 h; RFC 8292 allows at most 24 h). */
  vapidLifetimeSeconds?: number;
  /** First retry's backoff (default 1 s, doubled each time, jittered, at most 5 min). */
  baseBackoffMs?: number;
}

/** The sender. */
export interface WebPushSender {
  /**
   * Delivers one message, retrying in this process until an outcome; never throws for the
   * service's answers, only for `signal`.
   */
  send(delivery: PushDelivery, options?: { signal?: AbortSignal }): Promise<PushOutcome>;
  /**
   * One attempt, for a durable queue that keeps the retry itself: an outcome, or `retry` with
   * the time the service asked for (`Retry-After`) or the backoff gives.
   */
  attempt(delivery: PushDelivery, options?: AttemptOptions): Promise<PushOutcome | PushRetry>;
  stats(): PushSenderStats;
  /** Closes the kept-alive connections. */
  close(): void;
}

/** The default time limit of one request. */
export const DEFAULT_PUSH_TIMEOUT_MS = 10_000;
/** The default bound on requests in flight to one push service. */
export const DEFAULT_PUSH_CONCURRENCY = 32;
const DEFAULT_VAPID_LIFETIME_S = 12 * 3_600;
/** A token is replaced this long before it expires, so none expires during a request. */
const VAPID_RENEW_MARGIN_S = 3_600;
/** Push service origins with their own connections kept at once (WNS has many subdomains). */
const MAX_SERVICES = 256;

/** The answer of one attempt: a status, or why there was none. */
type Answer = { status: number; retryAfter: string | null } | { status: null; error: string };
/** A message that could not be encrypted (a subscription key that is not a curve point). */
type Unsendable = { status: 'unsendable'; error: string };

/** Ends a request's timer once it is answered (an abort without a reason costs a DOMException). */
const ANSWERED = Symbol('answered');

class RequestTimeout extends Error {
  constructor(ms: number) {
    super(`no answer within ${ms} ms`);
    this.name = 'RequestTimeout';
  }
}

/** Creates a sender; one per process is enough (it keeps a token and connections per service). */
export function createWebPushSender(options: WebPushSenderOptions): WebPushSender {
  // Canonical once (`https://FCM.googleapis.com/` is `https://fcm.googleapis.com`); a bad entry throws.
  const pushServices = [...new Set(options.pushServices.map(parsePushServiceOrigin))];
  const clock = options.clock ?? systemClock;
  const logger = options.logger ?? consoleLogger;
  const timeoutMs = options.timeoutMs ?? DEFAULT_PUSH_TIMEOUT_MS;
  const concurrency = options.concurrencyPerService ?? DEFAULT_PUSH_CONCURRENCY;
  const lifetime = options.vapidLifetimeSeconds ?? DEFAULT_VAPID_LIFETIME_S;
  if (lifetime <= VAPID_RENEW_MARGIN_S || lifetime > 86_400) {
    throw new Error('vapidLifetimeSeconds must be more than an hour and at most a day');
  }
  const backoff: RetryPolicy = {
    maxAttempts: Number.POSITIVE_INFINITY,
    baseDelayMs: options.baseBackoffMs ?? 1_000,
    maxDelayMs: 5 * 60_000,
    maxTotalDelayMs: MAX_PUSH_TTL_SECONDS * 1000,
    retryStatuses: [],
  };
  // One context for every connection: an agent given `ca` itself would rebuild the certificate
  // list into each request's connection-pool key (a fifth of the CPU of a fan-out).
  const secureContext: SecureContext | undefined =
    options.ca === undefined
      ? undefined
      : createSecureContext({ ca: [...rootCertificates, ...[options.ca].flat()] });
  const stats: PushSenderStats = {
    signatures: 0,
    requests: 0,
    timeouts: 0,
    sent: 0,
    gone: 0,
    dropped: 0,
    expired: 0,
    refused: 0,
  };

  const tokens = new LRUCache<string, { authorization: string; expires: number }>({
    max: MAX_SERVICES,
  });
  /** `vapid t=<JWT>, k=<public key>` for a push service origin, signed once per lifetime. */
  function authorizationFor(audience: string): string {
    const nowS = Math.floor(clock.now() / 1000);
    const kept = tokens.get(audience);
    if (kept && kept.expires - VAPID_RENEW_MARGIN_S > nowS) return kept.authorization;
    const expires = nowS + lifetime;
    const { Authorization } = webPush.getVapidHeaders(
      audience,
      options.vapid.subject,
      options.vapid.publicKey,
      options.vapid.privateKey,
      'aes128gcm',
      expires,
    );
    stats.signatures += 1;
    tokens.set(audience, { authorization: Authorization, expires });
    return Authorization;
  }

  const services = new Map<string, { agent: Agent; limit: LimitFunction }>();
  function serviceFor(origin: string) {
    let service = services.get(origin);
    if (service) return service;
    if (services.size >= MAX_SERVICES) {
      for (const [other, state] of services) {
        if (state.limit.activeCount + state.limit.pendingCount > 0) continue;
        state.agent.destroy();
        services.delete(other);
        break;
      }
    }
    service = {
      agent: new Agent({ keepAlive: true, maxSockets: concurrency, secureContext }),
      limit: pLimit(concurrency),
    };
    services.set(origin, service);
    return service;
  }

  /** One HTTP request with the time limit of the injected clock. */
  async function post(
    url: URL,
    agent: Agent,
    details: ReturnType<typeof webPush.generateRequestDetails>,
    signal: AbortSignal | undefined,
  ): Promise<Answer> {
    const timer = new AbortController();
    const aborter = new AbortController();
    clock.sleep(timeoutMs, timer.signal).then(
      () => aborter.abort(new RequestTimeout(timeoutMs)),
      () => {},
    );
    const requestSignal = signal ? AbortSignal.any([signal, aborter.signal]) : aborter.signal;
    stats.requests += 1;
    try {
      return await new Promise<Answer>((settle) => {
        let settled = false;
        // An aborted answer may report itself more than once (error, then close): counted once.
        const resolve = (answer: Answer) => {
          if (settled) return;
          settled = true;
          settle(answer);
        };
        const fail = (error: unknown) => {
          if (settled) return;
          const reason = aborter.signal.aborted ? aborter.signal.reason : error;
          if (reason instanceof RequestTimeout) stats.timeouts += 1;
          resolve({
            status: null,
            error: reason instanceof Error ? reason.message : String(reason),
          });
        };
        const outgoing = request(
          url,
          {
            method: 'POST',
            headers: details.headers as Record<string, string | number>,
            agent,
            signal: requestSignal,
          },
          (incoming) => {
            const status = incoming.statusCode ?? 0;
            const retryAfter = incoming.headers['retry-after'] ?? null;
            // The answer's body is read and dropped, so the connection can carry the next message.
            incoming.on('data', () => {});
            incoming.on('end', () => resolve({ status, retryAfter }));
            incoming.on('error', fail);
            incoming.on('close', () => {
              if (!incoming.complete) fail(new Error('the answer was cut short'));
            });
          },
        );
        outgoing.on('error', fail);
        outgoing.end(details.body ?? undefined);
      });
    } finally {
      timer.abort(ANSWERED);
    }
  }

  /**
   * One attempt, run inside the service's limit: null when the TTL ran out while it waited for
   * its turn; the payload is encrypted here, so at most `concurrency` bodies per service wait in
   * memory.
   */
  function sendOnce(
    subscription: PushSubscriptionJson,
    delivery: PushDelivery,
    payload: string,
    deadline: number,
    check: { url: URL; origin: string },
    agent: Agent,
    signal: AbortSignal | undefined,
  ): Promise<Answer | Unsendable> | null {
    const ttl = pushTtlSeconds(deadline, clock.now());
    if (ttl < 1) return null;
    let details: ReturnType<typeof webPush.generateRequestDetails>;
    try {
      details = webPush.generateRequestDetails(subscription, payload, {
        TTL: ttl,
        urgency: delivery.urgency,
        topic: delivery.topic,
        // No library-made VAPID header: ours, signed once per origin, is passed instead.
        vapidDetails: null as unknown as undefined,
        headers: { Authorization: authorizationFor(check.origin) },
      });
    } catch (error) {
      return Promise.resolve({ status: 'unsendable', error: (error as Error).message });
    }
    return post(check.url, agent, details, signal);
  }

  function outcome(
    result: PushOutcome,
    label: ReturnType<typeof endpointLabel>,
    topic: string,
  ): PushOutcome {
    stats[result.kind] += 1;
    const context = { ...label, topic, attempts: result.attempts };
    if (result.kind === 'gone') {
      logger.info({ ...context, status: result.status }, 'push subscription gone');
    } else if (result.kind === 'dropped') {
      const log = result.status === 401 || result.status === 403 ? logger.error : logger.warn;
      log({ ...context, status: result.status, reason: result.reason }, 'push message dropped');
    } else if (result.kind === 'expired') {
      logger.warn(
        { ...context, status: result.status, reason: result.reason },
        'push message given up at its TTL',
      );
    } else if (result.kind === 'refused') {
      logger.warn({ ...context, reason: result.reason }, 'push endpoint refused');
    }
    return result;
  }

  /** One attempt and what it tells: a final outcome, or when to try again. */
  async function attempt(
    delivery: PushDelivery,
    { attempt: number = 1, since = clock.now(), signal }: AttemptOptions = {},
  ): Promise<PushOutcome | PushRetry> {
    const label = endpointLabel(delivery.subscription.endpoint);
    const done = (result: PushOutcome) => outcome(result, label, delivery.topic);
    const check = checkPushEndpoint(delivery.subscription.endpoint, pushServices);
    if (!check.ok) return done({ kind: 'refused', attempts: 0, reason: check.problem });
    const subscription = pushSubscriptionSchema.safeParse(delivery.subscription);
    if (!subscription.success) {
      const issue = subscription.error.issues[0];
      const reason = `subscription ${issue?.path.join('.') ?? ''} ${issue?.message ?? 'is invalid'}`;
      return done({ kind: 'dropped', status: null, attempts: 0, reason });
    }
    const payload = JSON.stringify(delivery.message satisfies PushMessage);
    const service = serviceFor(check.origin);
    const deadline = Math.min(
      delivery.expiresAt ?? Number.POSITIVE_INFINITY,
      since + MAX_PUSH_TTL_SECONDS * 1000,
    );

    signal?.throwIfAborted();
    const answer = await service.limit(() =>
      sendOnce(subscription.data, delivery, payload, deadline, check, service.agent, signal),
    );
    signal?.throwIfAborted();
    if (answer === null) {
      const reason =
        number === 1 ? 'the alert expired before it was sent' : 'the alert expired before a retry';
      return done({ kind: 'expired', status: null, attempts: number - 1, reason });
    }
    if (answer.status === 'unsendable') {
      return done({ kind: 'dropped', status: null, attempts: number, reason: answer.error });
    }
    const { status } = answer;
    if (status !== null && status >= 200 && status < 300) {
      return done({ kind: 'sent', status, attempts: number });
    }
    if (status === 404 || status === 410) return done({ kind: 'gone', status, attempts: number });
    if (status === 401 || status === 403) {
      // The service refused our token: the next message signs a new one.
      tokens.delete(check.origin);
      const reason = 'the push service refused VAPID';
      return done({ kind: 'dropped', status, attempts: number, reason });
    }
    if (status !== null && status !== 429 && status < 500) {
      return done({ kind: 'dropped', status, attempts: number, reason: describe(answer) });
    }
    const retryAfter =
      'retryAfter' in answer ? parseRetryAfter(answer.retryAfter, clock.now()) : null;
    const at = clock.now() + (retryAfter ?? backoffDelay(number, backoff, clock.random));
    if (at >= deadline) {
      return done({ kind: 'expired', status, attempts: number, reason: describe(answer) });
    }
    return { kind: 'retry', at, status, attempts: number, reason: describe(answer) };
  }

  async function send(
    delivery: PushDelivery,
    { signal }: { signal?: AbortSignal } = {},
  ): Promise<PushOutcome> {
    const since = clock.now();
    for (let number = 1; ; number += 1) {
      const result = await attempt(delivery, { attempt: number, since, signal });
      if (result.kind !== 'retry') return result;
      await clock.sleep(result.at - clock.now(), signal);
    }
  }

  return {
    send,
    attempt,
    stats: () => ({ ...stats }),
    close() {
      for (const { agent } of services.values()) agent.destroy();
      services.clear();
    },
  };
}

function describe(answer: Answer): string {
  return answer.status === null ? answer.error : `the push service answered ${answer.status}`;
}
