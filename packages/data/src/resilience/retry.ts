/**
 * Retry of transient upstream refusals: 429 (too many requests) and 503 (unavailable), with
 * jittered exponential backoff that honours `Retry-After`, bounded both in attempts and in the
 * total time spent waiting. Other failures are not retried: they will not get better by asking
 * again, and retrying them would multiply load on a struggling service.
 * Not cockatiel: its waits take no clock and its backoff cannot give up (decision 022).
 */
import type { Clock } from './clock';

/** How hard to retry. */
export interface RetryPolicy {
  /** Total attempts, the first included. */
  maxAttempts: number;
  /** Backoff of the first retry, doubled for each further one. */
  baseDelayMs: number;
  /** Cap of one backoff step (and of an honoured `Retry-After`). */
  maxDelayMs: number;
  /** Cap of all waiting together; a retry that would exceed it is not made. */
  maxTotalDelayMs: number;
  /** HTTP statuses that are retried. */
  retryStatuses: readonly number[];
}

/** Defaults: 3 attempts, 200 ms doubling, at most 2 s per wait and 4 s in total. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 3,
  baseDelayMs: 200,
  maxDelayMs: 2_000,
  maxTotalDelayMs: 4_000,
  retryStatuses: [429, 503],
};

/** The HTTP status an error carries (`HttpError`, GraphQL transport errors), if any. */
export function statusOf(error: unknown): number | null {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : null;
}

/** Parses `Retry-After` (delta-seconds or an HTTP date) into a wait in ms, or null. */
export function parseRetryAfter(value: string | null | undefined, now: number): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return null;
  return Math.max(0, date - now);
}

/** The wait before retry number `retry` (1-based): equal jitter over an exponential step. */
export function backoffDelay(retry: number, policy: RetryPolicy, random: () => number): number {
  const step = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (retry - 1));
  return Math.round(step / 2 + random() * (step / 2));
}

/** Hooks of {@link withRetry}. */
export interface RetryHooks {
  clock: Clock;
  signal?: AbortSignal;
  onRetry?: (info: { attempt: number; delayMs: number; status: number }) => void;
}

/** Runs `attempt` until it succeeds, fails for good, or the policy's bounds are reached. */
export async function withRetry<T>(
  attempt: (attemptNumber: number) => Promise<T>,
  policy: RetryPolicy,
  hooks: RetryHooks,
): Promise<T> {
  let waited = 0;
  for (let attemptNumber = 1; ; attemptNumber += 1) {
    try {
      return await attempt(attemptNumber);
    } catch (error) {
      const status = statusOf(error);
      if (status === null || !policy.retryStatuses.includes(status)) throw error;
      if (attemptNumber >= policy.maxAttempts) throw error;
      const retryAfter = parseRetryAfter(
        (error as { retryAfter?: string | null }).retryAfter,
        hooks.clock.now(),
      );
      // A Retry-After longer than one step's cap means "not soon": give up rather than hang.
      if (retryAfter !== null && retryAfter > policy.maxDelayMs) throw error;
      const delayMs = retryAfter ?? backoffDelay(attemptNumber, policy, hooks.clock.random);
      if (waited + delayMs > policy.maxTotalDelayMs) throw error;
      waited += delayMs;
      hooks.onRetry?.({ attempt: attemptNumber, delayMs, status });
      await hooks.clock.sleep(delayMs, hooks.signal);
    }
  }
}
