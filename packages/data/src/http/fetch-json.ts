/**
 * The one fetch wrapper of the data layer (STYLE.md: one way to do each thing). Every outgoing
 * HTTP call goes through `fetchWithTimeout`, so every call has a timeout combined with the
 * caller's `AbortSignal`, and a non-OK answer always rejects the same way:
 * `{status}: {message or statusText}` (docs/behaviour.md#fetch-errors).
 */
import { fetchErrorMessage } from '@district/core/errors/catalogue';
import type { z } from 'zod';
import { timeUpstreamCall } from './upstream-calls';

/** Default upstream timeout; `UPSTREAM_TIMEOUT_MS` overrides it (config.ts). */
export const DEFAULT_TIMEOUT_MS = 5_000;

/** A non-OK HTTP answer. `data` is the parsed JSON body, else its text. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    message: string,
    readonly status: number,
    readonly statusText: string,
    readonly data: unknown,
    /** The raw `Retry-After` header, read by the retry policy. */
    readonly retryAfter: string | null,
  ) {
    super(message);
  }
}

/** The upstream did not answer within the timeout. */
export class TimeoutError extends Error {
  override readonly name = 'TimeoutError';
  constructor(
    readonly target: string,
    readonly timeoutMs: number,
  ) {
    super(`Request to ${target} timed out after ${timeoutMs} ms`);
  }
}

/** The request never got an answer (connection refused, reset, DNS…). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
}

/** A 2xx answer whose body is not what the protocol promises. */
export class ResponseFormatError extends Error {
  override readonly name = 'ResponseFormatError';
}

/** Options of {@link fetchWithTimeout}. */
export interface FetchOptions extends Omit<RequestInit, 'signal'> {
  signal?: AbortSignal | null;
  /** Defaults to {@link DEFAULT_TIMEOUT_MS}. */
  timeoutMs?: number;
}

/** Where a request goes, without its query string (which may carry tokens), for messages. */
export function describeTarget(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return '(invalid URL)';
  }
}

/** Runs `work` with a signal that aborts on the caller's signal or after `timeoutMs`. */
async function withTimeout<T>(
  url: string,
  options: { signal?: AbortSignal | null; timeoutMs?: number },
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), timeoutMs);
  const signal = options.signal
    ? AbortSignal.any([options.signal, timeout.signal])
    : timeout.signal;
  try {
    return await work(signal);
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason ?? error;
    if (timeout.signal.aborted) throw new TimeoutError(describeTarget(url), timeoutMs);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

function networkError(url: string, error: unknown): Error {
  if (error instanceof HttpError || error instanceof TimeoutError) return error;
  if (error instanceof Error && error.name === 'AbortError') return error;
  const cause =
    error instanceof Error ? (error.cause as { code?: string; message?: string }) : null;
  const detail =
    cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
  return new NetworkError(`Request to ${describeTarget(url)} failed: ${detail}`, { cause: error });
}

/**
 * `fetch` with the timeout and signal rules of this module; the response body must be read by
 * `read` so that the timeout also bounds a body that never ends. Used as graphql-request's fetch.
 */
export async function fetchWithTimeout(url: string, options: FetchOptions = {}): Promise<Response> {
  const { timeoutMs, signal: callerSignal, ...init } = options;
  return withTimeout(url, { signal: callerSignal, timeoutMs }, async (signal) => {
    try {
      const response = await fetch(url, { ...init, signal });
      // Buffer the body inside the timeout, then hand back an equivalent response.
      const body = await response.arrayBuffer();
      return new Response(response.status === 204 || response.status === 304 ? null : body, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    } catch (error) {
      throw networkError(url, error);
    }
  });
}

/** Parses a body as JSON when it is JSON, else keeps the text; empty is `null`. */
function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The `message` (or `error.message`) of a JSON error body, when present. */
function messageOf(data: unknown): string | null {
  if (!data || typeof data !== 'object') return null;
  const record = data as { message?: unknown; error?: unknown };
  if (typeof record.message === 'string' && record.message) return record.message;
  const nested = record.error as { message?: unknown } | undefined;
  if (nested && typeof nested === 'object' && typeof nested.message === 'string') {
    return nested.message || null;
  }
  return null;
}

/** Options of {@link fetchJson}. */
export interface FetchJsonOptions<T> extends Omit<FetchOptions, 'body'> {
  /** Serialised as JSON with `content-type: application/json`. */
  json?: unknown;
  /** Validates a 2xx body; a mismatch rejects with a {@link ResponseFormatError}. */
  schema?: z.ZodType<T>;
  /** Names the service in format errors ("Azure AI Search"). */
  service?: string;
}

/**
 * Sends a request and returns the parsed body of a 2xx answer (validated by `schema` when given).
 * Non-OK rejects with an {@link HttpError} `{status}: {message or statusText}`; no answer rejects
 * with a {@link NetworkError} or a {@link TimeoutError}.
 */
export async function fetchJson<T = unknown>(
  url: string,
  options: FetchJsonOptions<T> = {},
): Promise<T> {
  const { json, schema, service, headers, ...rest } = options;
  const requestHeaders = new Headers(headers);
  if (!requestHeaders.has('accept')) requestHeaders.set('accept', 'application/json');
  let body: string | undefined;
  if (json !== undefined) {
    body = JSON.stringify(json);
    requestHeaders.set('content-type', 'application/json');
  }
  // Timed as one call (answer, body and validation) when an upstream scope is listening.
  return timeUpstreamCall(rest.method ?? 'GET', async (record) => {
    const response = await fetchWithTimeout(url, { ...rest, headers: requestHeaders, body });
    record.status = response.status;
    return readAnswer(url, response, schema, service);
  });
}

async function readAnswer<T>(
  url: string,
  response: Response,
  schema: z.ZodType<T> | undefined,
  service: string | undefined,
): Promise<T> {
  const data = parseBody(await response.text());
  if (!response.ok) {
    throw new HttpError(
      fetchErrorMessage(response.status, response.statusText, messageOf(data)),
      response.status,
      response.statusText,
      data,
      response.headers.get('retry-after'),
    );
  }
  if (!schema) return data as T;
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .slice(0, 3)
      .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
      .join('; ');
    throw new ResponseFormatError(
      `Unexpected response from ${service ?? describeTarget(url)}: ${issues}`,
    );
  }
  return parsed.data;
}
