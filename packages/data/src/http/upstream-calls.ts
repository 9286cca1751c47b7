/**
 * Timing of upstream calls. Which service and operation a call belongs to, and who hears about
 * it, travel in an AsyncLocalStorage scope set once around each port method (remote-adapters.ts);
 * the one fetch wrapper and the GraphQL client time each call inside such a scope and report it.
 * Outside a scope nothing is measured, so adapters used on their own stay plain I/O.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

/** Why a call failed: no answer in time, no answer at all, a non-OK status, an unusable body. */
export type UpstreamErrorKind =
  | 'timeout'
  | 'network'
  | 'http'
  | 'bad-response'
  | 'graphql'
  | 'aborted';

/** One finished upstream call, as reported to the listener. */
export interface UpstreamCall {
  /** The service: `cms`, `search`, `translation`, `email`, `accessibility-form`, `graph`. */
  service: string;
  /** The port method (or GraphQL operation) the call serves. */
  operation: string;
  /** The HTTP method. */
  method: string;
  /** The HTTP status when there was an answer. */
  status: number | null;
  /** Absent when the call succeeded. */
  errorKind?: UpstreamErrorKind;
  durationMs: number;
  /** Why the resilient reader went upstream: nothing usable cached, or a stale entry refreshed. */
  cache?: 'miss' | 'stale';
}

/** Hears about each finished upstream call; must be cheap and never throw. */
export type UpstreamCallListener = (call: UpstreamCall) => void;

/** What the scope around a port method (and the reader inside it) knows about the calls. */
export interface UpstreamContext {
  service?: string;
  operation?: string;
  cache?: 'miss' | 'stale';
  listener?: UpstreamCallListener;
  /** The call being timed, for a status found deeper down (the GraphQL client's fetch). */
  record?: CallRecord;
}

const scope = new AsyncLocalStorage<UpstreamContext>();

/** Runs `work` with `context` added to the current upstream context. */
export function withUpstreamContext<T>(context: UpstreamContext, work: () => T): T {
  return scope.run({ ...scope.getStore(), ...context }, work);
}

// By name, not instanceof: fetch-json imports this module, and errors may cross copies of it.
const KIND_BY_NAME: Record<string, UpstreamErrorKind> = {
  TimeoutError: 'timeout',
  NetworkError: 'network',
  HttpError: 'http',
  ResponseFormatError: 'bad-response',
  GraphQLRequestError: 'graphql',
  AbortError: 'aborted',
};

/** The kind of failure an error stands for. */
export function upstreamErrorKind(error: unknown): UpstreamErrorKind {
  const name = error instanceof Error ? error.name : '';
  // Anything else thrown while reading an answer (a body that is not JSON, a schema mismatch).
  return KIND_BY_NAME[name] ?? 'bad-response';
}

/** Notes the HTTP status of the call being timed, when one is. */
export function recordUpstreamStatus(status: number): void {
  const record = scope.getStore()?.record;
  if (record) record.status = status;
}

/** What the timed work tells about its answer. */
export interface CallRecord {
  status: number | null;
}

/**
 * Times `work` as one upstream call and reports it to the scope's listener, with the status the
 * work recorded (or the failure's). Without a listener in scope, only runs `work`.
 */
export async function timeUpstreamCall<T>(
  method: string,
  work: (record: CallRecord) => Promise<T>,
  operation?: string,
): Promise<T> {
  const context = scope.getStore();
  const listener = context?.listener;
  const record: CallRecord = { status: null };
  if (!listener) return work(record);
  const started = performance.now();
  const report = (errorKind?: UpstreamErrorKind) => {
    const call: UpstreamCall = {
      service: context.service ?? 'unknown',
      operation: operation ?? context.operation ?? 'unknown',
      method,
      status: record.status,
      durationMs: Math.round(performance.now() - started),
      ...(errorKind ? { errorKind } : {}),
      ...(context.cache ? { cache: context.cache } : {}),
    };
    try {
      listener(call);
    } catch {
      // A failing listener must never turn a good answer into a failure.
    }
  };
  try {
    const value = await scope.run({ ...context, record }, () => work(record));
    report();
    return value;
  } catch (error) {
    const status = (error as { status?: unknown }).status;
    if (record.status === null && typeof status === 'number') record.status = status;
    const kind = upstreamErrorKind(error);
    // A GraphQL client error with a non-OK status is an HTTP failure like any other.
    report(kind === 'graphql' && (record.status ?? 200) >= 300 ? 'http' : kind);
    throw error;
  }
}
