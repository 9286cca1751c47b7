/**
 * The process-wide directory circuit breaker, on top of each session's own back-off
 * (`directoryRetry`). Without it, during a Graph or identity-provider outage every signed-in
 * session still makes one page view wait on a failing call before its own back-off starts:
 * hundreds of staff, hundreds of failing calls, hundreds of slow pages. After one failure that
 * says the service is in trouble (no answer, a timeout, 408, 429, 5xx, an answer that is not the
 * protocol), no session of this process calls the directory until `notBefore` (a minute, doubling
 * to fifteen, or the service's Retry-After when longer); then one request probes (half-open: the
 * others keep skipping until it answers), and its success closes the breaker.
 *
 * What the user causes never opens it: the provider needing the user (interaction required, which
 * msal-client returns as a value, not an error) and any other 4xx, which is about one account or
 * token, not about the service (one locked-out account must not stop everyone's refresh).
 *
 * In memory, per process: each instance of a multi-instance deployment learns of an outage by
 * its own first failure (a breaker in the shared store is out of scope).
 *
 * Not cockatiel's breaker: its half-open makes other calls wait for the probe, and a probe that
 * ends with a user's 401 closes it (decision 022).
 */
import { parseRetryAfter, statusOf } from '@district/data/resilience/retry';
import type { AuthLogger } from './msal-client';

/** The wait after a first failed directory refresh; it doubles with each failure in a row. */
export const DIRECTORY_RETRY_FIRST_MS = 60 * 1000;
/** The longest wait between directory refresh attempts during an outage. */
export const DIRECTORY_RETRY_MAX_MS = 15 * 60 * 1000;

/** The wait before the next directory refresh after `failures` failures in a row. */
export function directoryRetryDelayMs(failures: number): number {
  return Math.min(
    DIRECTORY_RETRY_FIRST_MS * 2 ** Math.max(0, failures - 1),
    DIRECTORY_RETRY_MAX_MS,
  );
}

/** The longest Retry-After honoured: a larger (or wrong) one must not stop refreshes for days. */
export const DIRECTORY_RETRY_AFTER_MAX_MS = 4 * DIRECTORY_RETRY_MAX_MS;

/**
 * How long a probe may stay unanswered before another request may probe. The adapters' timeouts
 * end a probe long before this; it only guards against a call that never settles, which would
 * otherwise keep the breaker half-open, and every refresh skipped, for the life of the process.
 */
export const DIRECTORY_PROBE_LEASE_MS = 60 * 1000;

// By name, as the data layer's upstream-calls.ts does: errors may cross copies of a module.
/** The data layer's (and fetch's own) errors for no answer, no answer in time, an unusable body. */
const OUTAGE_ERROR_NAMES = new Set(['NetworkError', 'TimeoutError', 'ResponseFormatError']);
/**
 * msal's error codes for a provider that did not answer, answered something that is not OAuth,
 * could not be discovered, or said it is in trouble (`server_error`, `temporarily_unavailable`:
 * RFC 6749 5.2 and 4.1.2.1).
 */
const MSAL_OUTAGE_CODES = new Set([
  'network_error',
  'token_parsing_error',
  'endpoints_resolution_error',
  'openid_config_error',
  'server_error',
  'temporarily_unavailable',
]);

/** Whether a refresh failure says the directory or the provider is in trouble, for everyone. */
export function isDirectoryOutage(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { errorCode, httpStatus } = error as { errorCode?: unknown; httpStatus?: unknown };
  if (typeof errorCode === 'string' && MSAL_OUTAGE_CODES.has(errorCode)) return true;
  const status = statusOf(error) ?? (typeof httpStatus === 'number' ? httpStatus : null);
  if (status !== null) return status === 408 || status === 429 || status >= 500;
  if (!(error instanceof Error)) return false;
  // undici's own wording when fetch gets no answer (an adapter that does not wrap it).
  if (error instanceof TypeError && error.message === 'fetch failed') return true;
  return OUTAGE_ERROR_NAMES.has(error.name);
}

/** The wait the service asked for (`Retry-After`) when the error lets us see it, else null. */
export function retryAfterMs(error: unknown, now: number): number | null {
  if (!error || typeof error !== 'object') return null;
  // The data layer's HttpError keeps the raw header; msal's NetworkError its response headers.
  const { retryAfter, responseHeaders } = error as {
    retryAfter?: unknown;
    responseHeaders?: Record<string, unknown>;
  };
  const header = typeof retryAfter === 'string' ? retryAfter : responseHeaders?.['retry-after'];
  const wait = parseRetryAfter(typeof header === 'string' ? header : null, now);
  return wait === null ? null : Math.min(wait, DIRECTORY_RETRY_AFTER_MAX_MS);
}

/** One directory call the breaker let through; the first of its three answers counts. */
export interface DirectoryAttempt {
  /** The directory answered. */
  succeeded(): void;
  /** The call failed; only an outage (see {@link isDirectoryOutage}) opens the breaker. */
  failed(error: unknown): void;
  /** The call ended saying nothing of the directory's health (the provider needs the user). */
  released(): void;
}

/** The breaker of one process. */
export interface DirectoryBreaker {
  /** A pass for one directory call, or null while the breaker is open or its probe is out. */
  attempt(): DirectoryAttempt | null;
}

type BreakerState =
  | { open: false }
  | {
      open: true;
      /** Outages in a row: the probes that failed, plus the failure that opened it. */
      failures: number;
      notBefore: number;
      /** When the probe now out was let through, else null. */
      probeSince: number | null;
    };

/** Creates a closed breaker. */
export function createDirectoryBreaker(options: {
  now: () => number;
  logger: AuthLogger;
}): DirectoryBreaker {
  const { now, logger } = options;
  let state: BreakerState = { open: false };
  // Bumped on every change of state: an attempt let through before it (a call already out when
  // another one opened the breaker, a probe whose lease ran out) no longer counts.
  let generation = 0;

  function open(error: unknown): void {
    const at = now();
    const failures = state.open ? state.failures + 1 : 1;
    const delay = Math.max(directoryRetryDelayMs(failures), retryAfterMs(error, at) ?? 0);
    const how = state.open ? 'open again (the probe failed)' : 'open';
    const until = new Date(at + delay).toISOString();
    state = { open: true, failures, notBefore: at + delay, probeSince: null };
    generation += 1;
    logger.warn(
      `Directory circuit breaker ${how}: no directory refresh in this process until ${until} (${Math.round(delay / 1000)} s); sessions keep the groups already read.`,
      error,
    );
  }

  return {
    attempt() {
      if (state.open) {
        const at = now();
        if (at < state.notBefore) return null;
        if (state.probeSince !== null && at - state.probeSince < DIRECTORY_PROBE_LEASE_MS) {
          return null;
        }
        state.probeSince = at;
        generation += 1;
      }
      const ticket = generation;
      let settled = false;
      const settle = (effect: () => void) => {
        if (settled) return;
        settled = true;
        if (ticket === generation) effect();
      };
      return {
        succeeded: () =>
          settle(() => {
            if (!state.open) return;
            state = { open: false };
            generation += 1;
            logger.info('Directory circuit breaker closed: the directory answers again.');
          }),
        failed: (error) =>
          settle(() => {
            if (isDirectoryOutage(error)) open(error);
            else if (state.open) state.probeSince = null;
          }),
        released: () =>
          settle(() => {
            // The next request probes instead.
            if (state.open) state.probeSince = null;
          }),
      };
    },
  };
}
