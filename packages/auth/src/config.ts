/**
 * Intranet sign-in configuration (ARCHITECTURE.md, configuration contract). This package never
 * reads `process.env`: the site's env module passes the values in.
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';

/** Graph's public endpoint, used when GRAPH_ENDPOINT is unset. */
export const DEFAULT_GRAPH_ENDPOINT = 'https://graph.microsoft.com';

/** The variables that switch the intranet from the development provider to a real one. */
export const REQUIRED_AUTH_VARIABLES = [
  'AUTH_CLIENT_ID',
  'AUTH_CLIENT_SECRET',
  'AUTH_AUTHORITY',
  'SESSION_SECRET',
] as const;

/** The environment values this package reads (all optional here; rules below). */
export const authEnvSchema = z.object({
  AUTH_CLIENT_ID: z.string().optional(),
  AUTH_CLIENT_SECRET: z.string().optional(),
  AUTH_AUTHORITY: z.string().optional(),
  GRAPH_ENDPOINT: z.string().optional(),
  SESSION_SECRET: z.string().optional(),
});
export type AuthEnv = z.infer<typeof authEnvSchema>;

/** Hosts of Microsoft Entra ID, where msal speaks its own (AAD) dialect. */
const ENTRA_HOSTS = [
  'login.microsoftonline.com',
  'login.microsoftonline.us',
  'login.chinacloudapi.cn',
  'login.partner.microsoftonline.cn',
];

/** A configured identity provider: Entra ID in production, or any OpenID provider. */
export interface ProviderAuthConfig {
  mode: 'provider';
  clientId: string;
  clientSecret: string;
  /** Tenant URL (`https://login.microsoftonline.com/<tenant>`) or an OpenID issuer. */
  authority: string;
  protocolMode: 'AAD' | 'OIDC';
  graphEndpoint: string;
  sessionSecret: string;
}

/** No provider configured outside production: the bundled development provider is started. */
export interface DevelopmentAuthConfig {
  mode: 'development';
  clientId: string;
  clientSecret: string;
  sessionSecret: string;
}

/** The resolved configuration. */
export type AuthConfig = ProviderAuthConfig | DevelopmentAuthConfig;

/**
 * Resolves the sign-in configuration. With every AUTH_* variable unset and NODE_ENV not
 * `production`, the development provider is used; in production they are required, and a
 * partial configuration is refused everywhere, each time with a message naming the variables.
 */
export function resolveAuthConfig(input: {
  env: AuthEnv;
  nodeEnv?: string | undefined;
}): AuthConfig {
  const env = authEnvSchema.parse(input.env);
  const value = (name: keyof AuthEnv) => {
    const raw = env[name]?.trim();
    return raw ? raw : undefined;
  };
  const isProduction = input.nodeEnv === 'production';
  const providerVariables = ['AUTH_CLIENT_ID', 'AUTH_CLIENT_SECRET', 'AUTH_AUTHORITY'] as const;
  const anyProviderValue = providerVariables.some((name) => value(name) !== undefined);

  if (!isProduction && !anyProviderValue) {
    return {
      mode: 'development',
      clientId: 'district-intranet-dev',
      // Random per process: the development provider starts fresh on every restart anyway.
      clientSecret: randomBytes(24).toString('base64url'),
      sessionSecret: value('SESSION_SECRET') ?? randomBytes(32).toString('base64url'),
    };
  }

  const missing = REQUIRED_AUTH_VARIABLES.filter((name) => value(name) === undefined);
  if (missing.length > 0) {
    const why = isProduction
      ? 'the bundled development identity provider is refused when NODE_ENV=production'
      : 'set all of them, or none to use the bundled development identity provider';
    throw new Error(`Intranet sign-in is not configured: missing ${missing.join(', ')} (${why}).`);
  }

  const sessionSecret = value('SESSION_SECRET')!;
  if (sessionSecret.length < 32) {
    throw new Error('SESSION_SECRET must be at least 32 characters long.');
  }
  const authority = parseHttpsUrl('AUTH_AUTHORITY', value('AUTH_AUTHORITY')!);
  const graphEndpoint = parseHttpsUrl(
    'GRAPH_ENDPOINT',
    value('GRAPH_ENDPOINT') ?? DEFAULT_GRAPH_ENDPOINT,
  );
  return {
    mode: 'provider',
    clientId: value('AUTH_CLIENT_ID')!,
    clientSecret: value('AUTH_CLIENT_SECRET')!,
    authority: authority.href,
    protocolMode: ENTRA_HOSTS.includes(authority.hostname) ? 'AAD' : 'OIDC',
    graphEndpoint: graphEndpoint.href.replace(/\/$/, ''),
    sessionSecret,
  };
}

/** msal refuses http authorities, and tokens must not travel in clear text. */
function parseHttpsUrl(name: string, raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an https URL, got "${raw}".`);
  }
  if (url.protocol !== 'https:') throw new Error(`${name} must be an https URL, got "${raw}".`);
  return url;
}
