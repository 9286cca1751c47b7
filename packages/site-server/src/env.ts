/**
 * The server process's environment, validated once (the server's only reader of `process.env`);
 * a bad value stops it before it listens. The app validates its own variables.
 */
import path from 'node:path';
import { z } from 'zod';

/** How often the summary line is written by default, when there was traffic. */
export const DEFAULT_SUMMARY_INTERVAL_MS = 60_000;

const wholeNumber = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a whole number from ${min} to ${max}` })
    .int(`${name} must be a whole number from ${min} to ${max}`)
    .min(min, `${name} must be a whole number from ${min} to ${max}`)
    .max(max, `${name} must be a whole number from ${min} to ${max}`);

// An empty variable counts as unset (a Docker `-e NAME=` or a blank line in a .env file).
const unsetIfEmpty = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optionalWholeNumber = (name: string, min: number, max: number) =>
  z.preprocess(unsetIfEmpty, wholeNumber(name, min, max).optional());

const schema = z.object({
  PORT: z.preprocess(
    unsetIfEmpty,
    z.coerce
      .number({ error: 'PORT must be a port number' })
      .int('PORT must be a port number')
      .min(0, 'PORT must be a port number')
      .max(65_535, 'PORT must be a port number')
      .default(3000),
  ),
  HOST: z.preprocess(unsetIfEmpty, z.string().default('0.0.0.0')),
  BUILD_DIRECTORY: z.preprocess(unsetIfEmpty, z.string().default('build')),
  DISABLE_PAGE_CACHE: z.preprocess(
    unsetIfEmpty,
    z.enum(['0', '1'], { error: 'DISABLE_PAGE_CACHE must be 1 or 0' }).optional(),
  ),
  ACCESS_LOG: z.preprocess(
    unsetIfEmpty,
    z.enum(['0', '1'], { error: 'ACCESS_LOG must be 1 or 0' }).optional(),
  ),
  // 0 keeps the default: the environment never turns the summary off.
  LOG_SUMMARY_INTERVAL_MS: optionalWholeNumber('LOG_SUMMARY_INTERVAL_MS', 0, 86_400_000),
  TRUST_PROXY: z.preprocess(unsetIfEmpty, wholeNumber('TRUST_PROXY', 0, 99).default(0)),
  SITE_URL: z.preprocess(
    unsetIfEmpty,
    z
      .url({ protocol: /^https?$/, error: 'SITE_URL must be an http:// or https:// URL' })
      .optional(),
  ),
  REQUEST_TIMEOUT_MS: z.preprocess(
    unsetIfEmpty,
    wholeNumber('REQUEST_TIMEOUT_MS', 1_000, 300_000).default(30_000),
  ),
  // The Prometheus endpoint (docs/operations.md): its own port, or the main one behind the token.
  METRICS_PORT: optionalWholeNumber('METRICS_PORT', 0, 65_535),
  METRICS_HOST: z.preprocess(unsetIfEmpty, z.string().default('127.0.0.1')),
  METRICS_TOKEN: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .regex(
        /^[\x21-\x7e]{16,}$/,
        'METRICS_TOKEN must be 16 or more printable characters, no spaces',
      )
      .optional(),
  ),
  // Connection limits (docs/deploy.md#connection-limits): unset, each is derived.
  MAX_CONNECTIONS: optionalWholeNumber('MAX_CONNECTIONS', 1, 1_000_000),
  MAX_CONNECTIONS_PER_ADDRESS: optionalWholeNumber('MAX_CONNECTIONS_PER_ADDRESS', 0, 1_000_000),
  HEADERS_TIMEOUT_MS: optionalWholeNumber('HEADERS_TIMEOUT_MS', 1_000, 300_000),
  KEEP_ALIVE_TIMEOUT_MS: optionalWholeNumber('KEEP_ALIVE_TIMEOUT_MS', 1_000, 300_000),
  MAX_REQUESTS_PER_SOCKET: optionalWholeNumber('MAX_REQUESTS_PER_SOCKET', 0, 1_000_000),
  // Whether this web instance delivers alerts beside its requests (docs/alerts.md#how-dispatch-runs).
  ALERTS_DISPATCH: z.preprocess(
    unsetIfEmpty,
    z.enum(['on', 'off'], { error: 'ALERTS_DISPATCH must be on or off' }).default('on'),
  ),
});

/** Where the site's links and cache keys come from when the operator names it (SITE_URL). */
export interface SiteOrigin {
  protocol: 'http' | 'https';
  host: string;
}

/** The server's validated configuration. */
export interface ServerEnv {
  port: number;
  host: string;
  buildDirectory: string;
  pageCache: boolean;
  accessLog: boolean;
  summaryIntervalMs: number;
  /** How many proxies in front append to the forwarded headers (0: none is trusted). */
  trustProxy: number;
  siteOrigin: SiteOrigin | null;
  requestTimeoutMs: number;
  /** Where the Prometheus endpoint is served: its own port (null: none) and the bearer token. */
  metrics: { port: number | null; host: string; token: string | null };
  /** The connection limits the operator set (null: derived, see connection-limits.ts). */
  connections: ConnectionSettings;
  /** Whether the web server runs the alert dispatcher (`ALERTS_DISPATCH`, default on). */
  alertsDispatch: boolean;
}

/** The connection limits as set in the environment; null where the server derives its own. */
export interface ConnectionSettings {
  maxConnections: number | null;
  /** 0 turns the bound off. */
  maxConnectionsPerAddress: number | null;
  headersTimeoutMs: number | null;
  keepAliveTimeoutMs: number | null;
  /** 0: no limit. */
  maxRequestsPerSocket: number | null;
}

/** Thrown for an environment the server cannot start with; its message names the variable. */
export class ServerEnvError extends Error {}

/** Parses `env` (default: this process's) into the server's configuration. */
export function parseServerEnv(
  env: Record<string, string | undefined> = process.env,
  cwd = process.cwd(),
): ServerEnv {
  const result = schema.safeParse(env);
  if (!result.success) {
    // The message names the variable and never echoes its value (docs/deploy.md).
    throw new ServerEnvError(result.error.issues[0]?.message ?? 'invalid environment');
  }
  const parsed = result.data;
  if (parsed.METRICS_PORT === parsed.PORT && parsed.PORT !== 0) {
    throw new ServerEnvError('METRICS_PORT must differ from PORT');
  }
  if (
    parsed.HEADERS_TIMEOUT_MS !== undefined &&
    parsed.HEADERS_TIMEOUT_MS > parsed.REQUEST_TIMEOUT_MS
  ) {
    throw new ServerEnvError('HEADERS_TIMEOUT_MS must not exceed REQUEST_TIMEOUT_MS');
  }
  // Behind a proxy every connection comes from the proxy: a bound per address would bound the site.
  if (parsed.TRUST_PROXY > 0 && (parsed.MAX_CONNECTIONS_PER_ADDRESS ?? 0) > 0) {
    throw new ServerEnvError(
      'MAX_CONNECTIONS_PER_ADDRESS cannot be set with TRUST_PROXY: the proxy bounds each client',
    );
  }
  const site = parsed.SITE_URL ? new URL(parsed.SITE_URL) : null;
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    buildDirectory: path.resolve(cwd, parsed.BUILD_DIRECTORY),
    pageCache: parsed.DISABLE_PAGE_CACHE !== '1',
    accessLog: parsed.ACCESS_LOG !== '0',
    summaryIntervalMs: parsed.LOG_SUMMARY_INTERVAL_MS || DEFAULT_SUMMARY_INTERVAL_MS,
    trustProxy: parsed.TRUST_PROXY,
    siteOrigin: site
      ? { protocol: site.protocol === 'https:' ? 'https' : 'http', host: site.host }
      : null,
    requestTimeoutMs: parsed.REQUEST_TIMEOUT_MS,
    metrics: {
      port: parsed.METRICS_PORT ?? null,
      host: parsed.METRICS_HOST,
      token: parsed.METRICS_TOKEN ?? null,
    },
    connections: {
      maxConnections: parsed.MAX_CONNECTIONS ?? null,
      maxConnectionsPerAddress: parsed.MAX_CONNECTIONS_PER_ADDRESS ?? null,
      headersTimeoutMs: parsed.HEADERS_TIMEOUT_MS ?? null,
      keepAliveTimeoutMs: parsed.KEEP_ALIVE_TIMEOUT_MS ?? null,
      maxRequestsPerSocket: parsed.MAX_REQUESTS_PER_SOCKET ?? null,
    },
    alertsDispatch: parsed.ALERTS_DISPATCH === 'on',
  };
}

/** Makes a deployed server production unless told otherwise (the app's config reads NODE_ENV). */
export function defaultToProduction(env: Record<string, string | undefined> = process.env): void {
  env.NODE_ENV ??= 'production';
}

/** Makes the development server development unless told otherwise (dev.ts). */
export function defaultToDevelopment(env: Record<string, string | undefined> = process.env): void {
  env.NODE_ENV ??= 'development';
}

// Development defaults (docs/contributing.md): loopback only, page cache off, no access log.
const DEVELOPMENT_DEFAULTS = { HOST: '127.0.0.1', DISABLE_PAGE_CACHE: '1', ACCESS_LOG: '0' };

/** The development server's configuration: the production variables, with its own defaults. */
export function parseDevelopmentEnv(
  env: Record<string, string | undefined> = process.env,
  cwd = process.cwd(),
): ServerEnv {
  const defaults = Object.entries(DEVELOPMENT_DEFAULTS).filter(
    ([name]) => unsetIfEmpty(env[name]) === undefined,
  );
  return parseServerEnv({ ...env, ...Object.fromEntries(defaults) }, cwd);
}
