import {
  AuthError,
  ClientAuthError,
  InteractionRequiredAuthError,
  ServerError,
} from '@azure/msal-node';
import {
  HttpError,
  NetworkError,
  ResponseFormatError,
  TimeoutError,
} from '@district/data/http/fetch-json';
import { describe, expect, it } from 'vitest';
import {
  createDirectoryBreaker,
  DIRECTORY_PROBE_LEASE_MS,
  DIRECTORY_RETRY_AFTER_MAX_MS,
  type DirectoryBreaker,
  isDirectoryOutage,
  retryAfterMs,
} from './directory-breaker';

const MINUTE = 60_000;

function httpError(status: number, retryAfter: string | null = null): HttpError {
  return new HttpError(`${status}: refused`, status, 'refused', null, retryAfter);
}

const GRAPH_DOWN = new NetworkError('Request to http://127.0.0.1:1/v1.0/me failed: ECONNREFUSED');

/** A breaker on a clock the test moves, and what it logged. */
function breakerOnClock() {
  let clock = 1_000_000;
  const logs: { level: string; message: string }[] = [];
  const log = (level: string) => (message: unknown) =>
    logs.push({ level, message: String(message) });
  const breaker = createDirectoryBreaker({
    now: () => clock,
    logger: { error: log('error'), warn: log('warn'), info: log('info') },
  });
  return {
    breaker,
    logs,
    now: () => clock,
    advance(ms: number) {
      clock += ms;
    },
  };
}

/** One call through the breaker, failing with `error`; false when the breaker let none through. */
function failOnce(breaker: DirectoryBreaker, error: unknown): boolean {
  const attempt = breaker.attempt();
  attempt?.failed(error);
  return attempt !== null;
}

describe('directory outage', () => {
  it('is no answer, no answer in time, or an answer that is not the protocol', () => {
    expect(isDirectoryOutage(GRAPH_DOWN)).toBe(true);
    expect(isDirectoryOutage(new TimeoutError('http://127.0.0.1:1/v1.0/me', 5000))).toBe(true);
    expect(isDirectoryOutage(new ResponseFormatError('Unexpected response'))).toBe(true);
    // AbortSignal.timeout's own error, and undici's when a plain fetch gets no answer.
    expect(isDirectoryOutage(new DOMException('timed out', 'TimeoutError'))).toBe(true);
    expect(isDirectoryOutage(new TypeError('fetch failed'))).toBe(true);
  });

  it('is a 5xx, a 429 or a 408, and no other status', () => {
    for (const status of [500, 502, 503, 504, 429, 408]) {
      expect(isDirectoryOutage(httpError(status))).toBe(true);
    }
    for (const status of [400, 401, 403, 404]) {
      expect(isDirectoryOutage(httpError(status))).toBe(false);
    }
  });

  it('is a provider that does not answer or says it is in trouble, as msal reports it', () => {
    // What msal-node 7 throws when the token endpoint refuses the connection (seen in the tests).
    expect(isDirectoryOutage(new AuthError('network_error', 'Network request failed'))).toBe(true);
    expect(isDirectoryOutage(new ClientAuthError('token_parsing_error', ''))).toBe(true);
    expect(isDirectoryOutage(new ServerError('temporarily_unavailable', ''))).toBe(true);
    expect(isDirectoryOutage(new ServerError('', '', 'AADSTS…', '', '', 503))).toBe(true);
  });

  it('is not what one user or one token causes, nor an error of our own', () => {
    expect(isDirectoryOutage(new InteractionRequiredAuthError('invalid_grant', ''))).toBe(false);
    expect(isDirectoryOutage(new ServerError('invalid_client', '', '', '', '', 401))).toBe(false);
    expect(isDirectoryOutage(new DOMException('the request was aborted', 'AbortError'))).toBe(
      false,
    );
    expect(isDirectoryOutage(new Error('Refusing to follow an @odata.nextLink'))).toBe(false);
    expect(isDirectoryOutage('down')).toBe(false);
    expect(isDirectoryOutage(null)).toBe(false);
  });
});

describe('Retry-After of a failure', () => {
  it('is read from the HTTP error, in seconds or as a date, and bounded', () => {
    const now = Date.parse('2030-01-07T08:00:00Z');
    expect(retryAfterMs(httpError(503, '120'), now)).toBe(2 * MINUTE);
    expect(retryAfterMs(httpError(429, 'Mon, 07 Jan 2030 08:05:00 GMT'), now)).toBe(5 * MINUTE);
    expect(retryAfterMs(httpError(503, '86400'), now)).toBe(DIRECTORY_RETRY_AFTER_MAX_MS);
    expect(retryAfterMs(httpError(503), now)).toBeNull();
    expect(retryAfterMs(GRAPH_DOWN, now)).toBeNull();
  });
});

describe('directory circuit breaker', () => {
  it('lets every call through while closed, and whatever one user causes keeps it closed', () => {
    const { breaker, logs } = breakerOnClock();
    breaker.attempt()?.succeeded();
    expect(failOnce(breaker, httpError(403))).toBe(true);
    breaker.attempt()?.released();
    expect(failOnce(breaker, new InteractionRequiredAuthError('invalid_grant', ''))).toBe(true);
    expect(breaker.attempt()).not.toBeNull();
    expect(logs).toEqual([]);
  });

  it('after an outage lets no call through until its wait has passed, then one probe at a time', () => {
    const { breaker, advance } = breakerOnClock();
    expect(failOnce(breaker, GRAPH_DOWN)).toBe(true);
    advance(MINUTE - 1);
    expect(breaker.attempt()).toBeNull();
    advance(1);
    const probe = breaker.attempt();
    expect(probe).not.toBeNull();
    expect(breaker.attempt()).toBeNull();
    expect(breaker.attempt()).toBeNull();
    probe?.succeeded();
    expect(breaker.attempt()).not.toBeNull();
    expect(breaker.attempt()).not.toBeNull();
  });

  it('doubles its wait with each failed probe up to fifteen minutes, and starts again after a success', () => {
    const { breaker, advance } = breakerOnClock();
    expect(failOnce(breaker, GRAPH_DOWN)).toBe(true);
    for (const minutes of [1, 2, 4, 8, 15, 15]) {
      advance(minutes * MINUTE - 1);
      expect(breaker.attempt()).toBeNull();
      advance(1);
      expect(failOnce(breaker, httpError(503))).toBe(true);
    }
    advance(15 * MINUTE);
    breaker.attempt()?.succeeded();
    expect(failOnce(breaker, new TimeoutError('graph', 5000))).toBe(true);
    advance(MINUTE);
    expect(breaker.attempt()).not.toBeNull();
  });

  it('waits as long as the service asked when that is longer than its own wait', () => {
    const { breaker, advance } = breakerOnClock();
    expect(failOnce(breaker, httpError(503, '300'))).toBe(true);
    advance(5 * MINUTE - 1);
    expect(breaker.attempt()).toBeNull();
    advance(1);
    // A shorter Retry-After than its own two minutes: the two minutes.
    expect(failOnce(breaker, httpError(429, '10'))).toBe(true);
    advance(2 * MINUTE - 1);
    expect(breaker.attempt()).toBeNull();
    advance(1);
    expect(breaker.attempt()).not.toBeNull();
  });

  it('does not count the failures of calls already out when it opened', () => {
    const { breaker, advance } = breakerOnClock();
    const calls = [breaker.attempt(), breaker.attempt(), breaker.attempt()];
    for (const call of calls) call?.failed(GRAPH_DOWN);
    // One outage, not three: a minute, not four.
    advance(MINUTE);
    expect(breaker.attempt()).not.toBeNull();
  });

  it('lets the next request probe when the probe ends with what the user causes', () => {
    const { breaker, advance } = breakerOnClock();
    failOnce(breaker, GRAPH_DOWN);
    advance(MINUTE);
    breaker.attempt()?.released();
    expect(failOnce(breaker, httpError(401))).toBe(true);
    const probe = breaker.attempt();
    expect(probe).not.toBeNull();
    expect(breaker.attempt()).toBeNull();
  });

  it('lets another request probe when a probe has not answered for its whole lease', () => {
    const { breaker, advance } = breakerOnClock();
    failOnce(breaker, GRAPH_DOWN);
    advance(MINUTE);
    const lost = breaker.attempt();
    advance(DIRECTORY_PROBE_LEASE_MS - 1);
    expect(breaker.attempt()).toBeNull();
    advance(1);
    const next = breaker.attempt();
    expect(next).not.toBeNull();
    // The lost probe's late answer no longer counts; the new one's does.
    lost?.succeeded();
    expect(breaker.attempt()).toBeNull();
    next?.succeeded();
    expect(breaker.attempt()).not.toBeNull();
  });

  it('logs once when it opens, with until when, and once when it closes', () => {
    const { breaker, logs, now, advance } = breakerOnClock();
    const opensAt = now();
    const calls = [breaker.attempt(), breaker.attempt()];
    for (const call of calls) call?.failed(GRAPH_DOWN);
    for (let skipped = 0; skipped < 5; skipped += 1) breaker.attempt();
    expect(logs).toEqual([
      {
        level: 'warn',
        message: expect.stringContaining(
          `until ${new Date(opensAt + MINUTE).toISOString()} (60 s)`,
        ),
      },
    ]);
    advance(MINUTE);
    breaker.attempt()?.succeeded();
    breaker.attempt()?.succeeded();
    expect(logs.slice(1)).toEqual([
      { level: 'info', message: expect.stringContaining('circuit breaker closed') },
    ]);
  });
});
