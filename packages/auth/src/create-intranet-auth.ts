/**
 * Wires the intranet sign-in from a resolved configuration: sessions, msal, the directory and,
 * when no provider is configured outside production, the development identity provider and its
 * Graph stand-in. The site calls this once at start-up, and never for a public organization.
 */
import { createGraphDirectory } from '@district/data/graph/graph-directory';
import type { DirectoryPort } from '@district/data/ports';
import { createMemorySharedStore } from '@district/data/shared-store/create-shared-store';
import { type AuthService, createAuthService } from './auth-service';
import type { AuthConfig } from './config';
import type { DevGraphServer } from './dev/graph-server';
import { AUTH_CALLBACK_PATH, AUTH_PATH } from './guard';
import { type AuthLogger, createMsalClient, type MsalClientSettings } from './msal-client';
import { createSessionManager, type SessionManager } from './session';
import type { SessionStore } from './session-store';

/** Options of {@link createIntranetAuth}. */
export interface IntranetAuthOptions {
  config: AuthConfig;
  /** The organization's brand prefix (`mvsd`): cookie name and `{brand}-insider` groups. */
  brand: string;
  /** The site's public origin (`https://intranet.meadowlarkvalley.org`). */
  appOrigin: string;
  /** Server-side session state; an in-memory LRU store by default. */
  store?: SessionStore;
  /** Builds the Graph adapter for an endpoint; the data layer's, without retry, by default. */
  directory?: (graphEndpoint: string) => DirectoryPort;
  logger?: AuthLogger;
  /** The sign-in service's clock (sign-in timeout, directory back-off, breaker); tests set it. */
  now?: () => number;
}

/** The wired sign-in. */
export interface IntranetAuth {
  service: AuthService;
  sessions: SessionManager;
  /** Set in development mode: where the local provider and Graph stand-in listen. */
  development: { issuer: string; graphEndpoint: string; graph: DevGraphServer } | null;
  /** Stops the development servers, if any. */
  close(): Promise<void>;
}

/** Creates the intranet sign-in for one site. */
export async function createIntranetAuth(options: IntranetAuthOptions): Promise<IntranetAuth> {
  const { config, logger = console } = options;
  const origin = new URL(options.appOrigin);
  const redirectUri = new URL(AUTH_CALLBACK_PATH, origin).href;
  const postLogoutRedirectUri = new URL(`${AUTH_PATH}?signedOut`, origin).href;
  const store = options.store ?? createMemorySharedStore();
  const sessions = createSessionManager(store, {
    secret: config.sessionSecret,
    cookieName: `${options.brand}-session`,
    // Only local http development may run without Secure cookies (and their __Host-/__Secure-
    // name prefixes, which browsers refuse on http).
    secure: origin.protocol === 'https:',
  });
  const makeDirectory =
    options.directory ?? ((graphEndpoint: string) => createGraphDirectory({ graphEndpoint }));

  let settings: MsalClientSettings;
  let graphEndpoint: string;
  let development: IntranetAuth['development'] = null;
  const closers: (() => Promise<void>)[] = [];

  if (config.mode === 'development') {
    // Loaded only here, so a configured deployment never loads oidc-provider.
    const { startDevIdentityProvider } = await import('./dev/oidc-provider');
    const { startDevGraphServer } = await import('./dev/graph-server');
    const provider = await startDevIdentityProvider({
      clientId: config.clientId,
      clientSecret: config.clientSecret,
      redirectUris: [redirectUri],
      postLogoutRedirectUris: [postLogoutRedirectUri],
      logger,
    });
    closers.push(provider.close);
    const graph = await startDevGraphServer({
      issuer: provider.issuer,
      jwksUri: provider.jwksUri,
      logger,
    });
    closers.push(graph.close);
    settings = {
      clientId: config.clientId,
      clientSecret: config.clientSecret,
      redirectUri,
      ...provider.msalSettings,
    };
    graphEndpoint = graph.endpoint;
    development = { issuer: provider.issuer, graphEndpoint, graph };
  } else {
    settings = {
      clientId: config.clientId,
      clientSecret: config.clientSecret,
      authority: config.authority,
      protocolMode: config.protocolMode,
      redirectUri,
    };
    graphEndpoint = config.graphEndpoint;
  }

  const msal = createMsalClient(
    settings,
    { store, key: sessions.tokenCacheKey, ttlSeconds: sessions.maxAgeSeconds },
    logger,
  );
  const service = createAuthService({
    sessions,
    msal,
    directory: makeDirectory(graphEndpoint),
    brand: options.brand,
    postLogoutRedirectUri,
    logger,
    ...(options.now ? { now: options.now } : {}),
  });
  return {
    service,
    sessions,
    development,
    async close() {
      for (const close of closers.reverse()) await close();
    },
  };
}
