/**
 * The server configuration (ARCHITECTURE.md, Configuration contract), validated once with zod.
 * This is the only module that reads environment variables, and it does not read `process.env`
 * itself: the server passes it in. Unset (or empty) means the embedded default; a bad value throws
 * an Error naming the variable (never echoing its value, which may be a secret).
 */
import {
  searchApiKeyRequiredMessage,
  searchEndpointRequiredMessage,
} from '@district/core/errors/catalogue';
import { DEFAULT_SEARCH_API_VERSION } from '@district/core/search/builders';
import { z } from 'zod';
import { DEFAULT_TIMEOUT_MS } from './http/fetch-json';
import { DEFAULT_PUSH_SERVICES, parsePushServices } from './push/push-endpoint';
import {
  vapidPairProblem,
  vapidPrivateKeySchema,
  vapidPublicKeySchema,
  vapidSubjectSchema,
} from './push/vapid-schemas';

/** The translation function's time limit when `TRANSLATION_TIMEOUT_MS` is unset. */
export const DEFAULT_TRANSLATION_TIMEOUT_MS = 15_000;

/** The Graph endpoint used when `GRAPH_ENDPOINT` is unset. */
export const DEFAULT_GRAPH_ENDPOINT = 'https://graph.microsoft.com';

const url = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });
const text = z.string().trim().min(1, 'must not be blank');

/** A count of store entries. */
const entries = () =>
  z.coerce
    .number({ error: 'must be a number of entries' })
    .int('must be a whole number of entries')
    .min(100, 'must be at least 100')
    .max(10_000_000, 'must be at most 10000000');

/**
 * The memory budgets of the shared store's spaces (entries), when `STORE_*_ENTRIES` are unset:
 * intranet sessions and their token caches (two entries a signed-in person), form rate-limit
 * counters, the translation memory (one entry a translated fragment).
 */
export const DEFAULT_STORE_BUDGETS = {
  sessions: 20_000,
  counters: 50_000,
  translations: 50_000,
} as const;

/** Each variable's rule, by name. */
const variables = {
  ORGANIZATION_ID: text,
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a port number')
    .min(1, 'must be from 1 to 65535')
    .max(65_535, 'must be from 1 to 65535'),
  HOST: text,
  SEARCH_ENDPOINT: url,
  SEARCH_API_KEY: text,
  SEARCH_API_VERSION: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}(-preview)?$/, 'must look like 2019-05-06'),
  GRAPHQL_ENDPOINT: url,
  GRAPHQL_TOKEN: text,
  FUNCTIONS_ENDPOINT: url,
  SEND_EMAIL_ENDPOINT: url,
  ACCESSIBILITY_FORM_ENDPOINT: url,
  OUTBOX_DIR: text,
  AUTH_CLIENT_ID: text,
  AUTH_CLIENT_SECRET: text,
  AUTH_AUTHORITY: url,
  GRAPH_ENDPOINT: url,
  GRAPH_MEMBERSHIP: z.enum(['direct', 'transitive'], { error: 'must be direct or transitive' }),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters'),
  ANALYTICS_ID: text,
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }),
  DATABASE_URL: z.url({
    protocol: /^postgres(ql)?$/,
    error: 'must be a postgres:// or postgresql:// URL',
  }),
  DATA_DIR: text,
  VAPID_PUBLIC_KEY: vapidPublicKeySchema,
  VAPID_PRIVATE_KEY: vapidPrivateKeySchema,
  VAPID_SUBJECT: vapidSubjectSchema,
  ALERTS_SECRET: z.string().trim().min(32, 'must be at least 32 characters'),
  PUSH_SERVICES: z.string().transform((value, context) => {
    try {
      return parsePushServices(value);
    } catch (error) {
      context.addIssue({ code: 'custom', message: (error as Error).message });
      return z.NEVER;
    }
  }),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })
    .refine((value) => new URL(value).hostname !== '', 'must name a host'),
  ALERTS_FROM: z
    .string()
    .regex(
      /^(?:[^<>@]*<[^<>\s@]+@[^<>\s@]+\.[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+\.[^<>\s@]+)$/,
      'must be an address or "Name <address>"',
    ),
  UPSTREAM_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(1, 'must be at least 1')
    .max(120_000, 'must be at most 120000'),
  TRANSLATION_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(1, 'must be at least 1')
    .max(120_000, 'must be at most 120000'),
  STORE_SESSION_ENTRIES: entries(),
  STORE_COUNTER_ENTRIES: entries(),
  STORE_TRANSLATION_ENTRIES: entries(),
  SITE_URL: url,
  CSRF_SECRET: z.string().trim().min(16, 'must be at least 16 characters'),
  PREVIEW_SECRET: z.string().trim().min(32, 'must be at least 32 characters'),
  REQUEST_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(1_000, 'must be at least 1000')
    .max(300_000, 'must be at most 300000'),
  NODE_ENV: z.enum(['development', 'production', 'test'], {
    error: 'must be development, production or test',
  }),
} as const;

type Variables = typeof variables;
type Parsed = { [K in keyof Variables]: z.infer<Variables[K]> | undefined };

/** The validated configuration the server wires its adapters from. */
export interface ServerConfig {
  /** Overrides the app's organization id; null means the app's own. */
  organizationId: string | null;
  port: number;
  host: string;
  /** Azure AI Search; null means the embedded search. */
  search: { endpoint: string; apiKey: string; apiVersion: string } | null;
  /** CMS GraphQL; null means the embedded CMS content. */
  graphql: { endpoint: string; token: string | null } | null;
  /** Base of the translation function; null turns translation off. */
  functionsEndpoint: string | null;
  /** Contact e-mail sender; null turns the contact form off (unless there is an outbox). */
  sendEmailEndpoint: string | null;
  /** Accessibility issue form; null turns the form off (unless there is an outbox). */
  accessibilityFormEndpoint: string | null;
  /**
   * Where the forms keep what they send when no endpoint is configured (outbox/outbox.ts), a
   * folder relative to the working directory unless absolute; null: no outbox, and a form with no
   * endpoint is off. See {@link outboxDirOf}.
   */
  outboxDir: string | null;
  /** Intranet sign-in; null means the bundled local development identity provider. */
  auth: { clientId: string; clientSecret: string; authority: string } | null;
  graphEndpoint: string;
  /**
   * Which group memberships decide leadership: `direct` (memberOf, docs/behaviour.md#directory-api)
   * or `transitive` (nested groups too, from transitiveMemberOf).
   */
  graphMembership: 'direct' | 'transitive';
  sessionSecret: string | null;
  analyticsId: string | null;
  /** For a shared cache later; unused today. */
  redisUrl: string | null;
  /** PostgreSQL for the alert subscriptions (docs/alerts.md); null: the embedded PGlite in `dataDir`. */
  databaseUrl: string | null;
  /**
   * Where the embedded default keeps its data (the alert store's PGlite cluster), a folder
   * relative to the working directory unless absolute; `.data` when `DATA_DIR` is unset.
   */
  dataDir: string;
  /**
   * The VAPID key pair browser push signs with (docs/alerts.md#browser-push); null: the embedded
   * default's pair in `dataDir` (push/vapid-keys.ts), refused in production on a real CMS.
   */
  vapid: { publicKey: string; privateKey: string } | null;
  /** `VAPID_SUBJECT` (mailto: or https:); null: the site's address or a placeholder. */
  vapidSubject: string | null;
  /** The push service origins a subscription's endpoint must belong to (`PUSH_SERVICES`). */
  pushServices: readonly string[];
  /**
   * The SMTP server alert e-mail leaves through (`SMTP_URL`, credentials in the URL allowed);
   * null: alert e-mail is kept in `outboxDir` (alerts-mail/), or off where there is none.
   */
  smtp: { url: string } | null;
  /** The sender of alert e-mail (`ALERTS_FROM`): an address or `Name <address>`. */
  alertsFrom: string;
  /**
   * Signs alert manage and unsubscribe links (`ALERTS_SECRET`, alerts-dispatch/subscription-links.ts);
   * null: the embedded default's secret in `dataDir`, refused in production on a real CMS.
   */
  alertsSecret: string | null;
  upstreamTimeoutMs: number;
  /**
   * Longest wait for the translation function: its own, since the translation service's
   * documented latency for a long page reaches 15 s, three times the other upstreams'.
   */
  translationTimeoutMs: number;
  /**
   * The deployment's public origin (`https://www.example.org`), the source of every absolute link
   * when set; null: the request's own (Host, or what TRUST_PROXY's proxies say).
   */
  siteUrl: string | null;
  /** Signs the forms' CSRF tokens, the same on every instance; null: a secret per process. */
  csrfSecret: string | null;
  /** Signs preview links; null: any `?preview` turns preview on (limited per client). */
  previewSecret: string | null;
  /** Entries the shared store's memory keeps for each use (see DEFAULT_STORE_BUDGETS). */
  storeBudgets: { sessions: number; counters: number; translations: number };
  nodeEnv: 'development' | 'production' | 'test';
}

/** The environment as the server passes it (`process.env`). */
export type Environment = Record<string, string | undefined>;

function parseVariables(env: Environment): Parsed {
  const parsed: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(variables)) {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') continue;
    const result = (schema as z.ZodType).safeParse(raw.trim());
    if (!result.success) {
      throw new Error(
        `Invalid environment variable ${name}: ${result.error.issues[0]?.message ?? 'invalid'}`,
      );
    }
    parsed[name] = result.data;
  }
  return parsed as Parsed;
}

function requireTogether(parsed: Parsed, names: (keyof Variables)[]): void {
  const set = names.filter((name) => parsed[name] !== undefined);
  if (set.length > 0 && set.length < names.length) {
    const missing = names.filter((name) => parsed[name] === undefined);
    throw new Error(
      `Missing environment variable ${missing.join(', ')}: required with ${set.join(', ')}`,
    );
  }
}

/** The embedded default's data folder when `DATA_DIR` is unset. */
export const DEFAULT_DATA_DIR = '.data';

/** The sender of alert e-mail when `ALERTS_FROM` is unset (not a deliverable domain). */
export const DEFAULT_ALERTS_FROM = 'no-reply@example.invalid';

/** The outbox folder when `OUTBOX_DIR` is unset. */
export const DEFAULT_OUTBOX_DIR = '.outbox';

/**
 * The outbox folder: `OUTBOX_DIR` when set; otherwise `.outbox` for a site that is not in
 * production or runs on the embedded demo content (no GRAPHQL_ENDPOINT: nobody real is written
 * to, and the demo's forms work end to end with no configuration); otherwise none. A real
 * district in production with no sender configured does not fill a folder no one reads: its
 * forms are off and the contact cards show the e-mail address and phone instead.
 */
function outboxDirOf(parsed: Parsed): string | null {
  if (parsed.OUTBOX_DIR) return parsed.OUTBOX_DIR;
  const production = (parsed.NODE_ENV ?? 'development') === 'production';
  return !production || !parsed.GRAPHQL_ENDPOINT ? DEFAULT_OUTBOX_DIR : null;
}

/** Validates the environment once; throws an Error naming the first bad variable. */
export function loadServerConfig(env: Environment): ServerConfig {
  const parsed = parseVariables(env);
  // The configuration errors of docs/behaviour.md#search-configuration-errors, word for word.
  if (parsed.SEARCH_ENDPOINT && !parsed.SEARCH_API_KEY)
    throw new Error(searchApiKeyRequiredMessage());
  if (parsed.SEARCH_API_KEY && !parsed.SEARCH_ENDPOINT)
    throw new Error(searchEndpointRequiredMessage());
  if (parsed.GRAPHQL_TOKEN && !parsed.GRAPHQL_ENDPOINT) {
    throw new Error('Missing environment variable GRAPHQL_ENDPOINT: required with GRAPHQL_TOKEN');
  }
  requireTogether(parsed, ['AUTH_CLIENT_ID', 'AUTH_CLIENT_SECRET', 'AUTH_AUTHORITY']);
  requireTogether(parsed, ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY']);
  if (parsed.VAPID_PUBLIC_KEY && parsed.VAPID_PRIVATE_KEY) {
    const pair = vapidPairProblem(parsed.VAPID_PUBLIC_KEY, parsed.VAPID_PRIVATE_KEY);
    if (pair) throw new Error(`Invalid environment variable ${pair.variable}: ${pair.problem}`);
  }

  // A real server refuses mail from `example.invalid`: production names its own sender.
  if (parsed.SMTP_URL && !parsed.ALERTS_FROM && parsed.NODE_ENV === 'production') {
    throw new Error(
      'Missing environment variable ALERTS_FROM: required with SMTP_URL in production',
    );
  }

  const trimSlash = (value: string) => value.replace(/\/+$/, '');
  return {
    organizationId: parsed.ORGANIZATION_ID ?? null,
    port: parsed.PORT ?? 3000,
    host: parsed.HOST ?? '0.0.0.0',
    search:
      parsed.SEARCH_ENDPOINT && parsed.SEARCH_API_KEY
        ? {
            endpoint: trimSlash(parsed.SEARCH_ENDPOINT),
            apiKey: parsed.SEARCH_API_KEY,
            apiVersion: parsed.SEARCH_API_VERSION ?? DEFAULT_SEARCH_API_VERSION,
          }
        : null,
    graphql: parsed.GRAPHQL_ENDPOINT
      ? { endpoint: parsed.GRAPHQL_ENDPOINT, token: parsed.GRAPHQL_TOKEN ?? null }
      : null,
    functionsEndpoint: parsed.FUNCTIONS_ENDPOINT ? trimSlash(parsed.FUNCTIONS_ENDPOINT) : null,
    sendEmailEndpoint: parsed.SEND_EMAIL_ENDPOINT ?? null,
    accessibilityFormEndpoint: parsed.ACCESSIBILITY_FORM_ENDPOINT ?? null,
    outboxDir: outboxDirOf(parsed),
    auth:
      parsed.AUTH_CLIENT_ID && parsed.AUTH_CLIENT_SECRET && parsed.AUTH_AUTHORITY
        ? {
            clientId: parsed.AUTH_CLIENT_ID,
            clientSecret: parsed.AUTH_CLIENT_SECRET,
            authority: parsed.AUTH_AUTHORITY,
          }
        : null,
    graphEndpoint: trimSlash(parsed.GRAPH_ENDPOINT ?? DEFAULT_GRAPH_ENDPOINT),
    graphMembership: parsed.GRAPH_MEMBERSHIP ?? 'direct',
    sessionSecret: parsed.SESSION_SECRET ?? null,
    analyticsId: parsed.ANALYTICS_ID ?? null,
    redisUrl: parsed.REDIS_URL ?? null,
    databaseUrl: parsed.DATABASE_URL ?? null,
    dataDir: parsed.DATA_DIR ?? DEFAULT_DATA_DIR,
    vapid:
      parsed.VAPID_PUBLIC_KEY && parsed.VAPID_PRIVATE_KEY
        ? { publicKey: parsed.VAPID_PUBLIC_KEY, privateKey: parsed.VAPID_PRIVATE_KEY }
        : null,
    vapidSubject: parsed.VAPID_SUBJECT ?? null,
    pushServices: parsed.PUSH_SERVICES ?? DEFAULT_PUSH_SERVICES,
    smtp: parsed.SMTP_URL ? { url: parsed.SMTP_URL } : null,
    alertsFrom: parsed.ALERTS_FROM ?? DEFAULT_ALERTS_FROM,
    alertsSecret: parsed.ALERTS_SECRET ?? null,
    upstreamTimeoutMs: parsed.UPSTREAM_TIMEOUT_MS ?? DEFAULT_TIMEOUT_MS,
    translationTimeoutMs: parsed.TRANSLATION_TIMEOUT_MS ?? DEFAULT_TRANSLATION_TIMEOUT_MS,
    siteUrl: parsed.SITE_URL ? new URL(parsed.SITE_URL).origin : null,
    previewSecret: parsed.PREVIEW_SECRET ?? null,
    csrfSecret: parsed.CSRF_SECRET ?? null,
    storeBudgets: {
      sessions: parsed.STORE_SESSION_ENTRIES ?? DEFAULT_STORE_BUDGETS.sessions,
      counters: parsed.STORE_COUNTER_ENTRIES ?? DEFAULT_STORE_BUDGETS.counters,
      translations: parsed.STORE_TRANSLATION_ENTRIES ?? DEFAULT_STORE_BUDGETS.translations,
    },
    nodeEnv: parsed.NODE_ENV ?? 'development',
  };
}
