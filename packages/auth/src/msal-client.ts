/**
 * The confidential-client authorization-code flow with PKCE over @azure/msal-node: the only
 * module that talks to msal. Each session's token cache lives in the SessionStore through msal's
 * distributed cache plugin, partitioned by session id, so no token ever leaves the server.
 */
import {
  type AuthenticationResult,
  ConfidentialClientApplication,
  type Configuration,
  CryptoProvider,
  DistributedCachePlugin,
  type ICacheClient,
  InteractionRequiredAuthError,
  type IPartitionManager,
  LogLevel,
  ProtocolMode,
  ResponseMode,
} from '@azure/msal-node';
import type { SessionStore } from './session-store';

/**
 * The Graph scopes the intranet asks for (docs/behaviour.md#intranet); msal adds openid, profile,
 * offline_access.
 */
export const GRAPH_SCOPES = ['User.Read', 'GroupMember.Read.All'];

/** Everything msal needs to know about the client and its identity provider. */
export interface MsalClientSettings {
  clientId: string;
  clientSecret: string;
  authority: string;
  protocolMode: 'AAD' | 'OIDC';
  /** Absolute URL of the site's `/auth/callback`. */
  redirectUri: string;
  /** Hosts msal may trust without asking Microsoft's instance discovery. */
  knownAuthorities?: string[];
  /** The provider's OpenID metadata as JSON, so msal needs no discovery call. */
  authorityMetadata?: string;
  /** Where to send the browser to end the provider's session; derived for Entra ID. */
  endSessionEndpoint?: string | null;
}

/** Where the per-session token caches are kept. */
export interface TokenCacheStorage {
  store: SessionStore;
  /** Store key of a session's cache. */
  key(sessionId: string): string;
  ttlSeconds: number;
}

/** The minimal logger this package writes to. */
export type AuthLogger = Pick<Console, 'error' | 'warn' | 'info'>;

/** The outcome of a silent token request. */
export type SilentTokenResult =
  | { kind: 'token'; accessToken: string }
  | { kind: 'interaction-required'; reason: string };

/** The msal operations the auth service uses. */
export interface MsalClient {
  /** PKCE verifier and its S256 challenge. */
  createPkcePair(): Promise<{ verifier: string; challenge: string }>;
  /** The provider's authorization URL (response_mode=form_post). */
  authorizationUrl(input: { state: string; nonce: string; codeChallenge: string }): Promise<string>;
  /** Redeems the authorization code; tokens go to the session's cache, never to the caller's client. */
  redeemCode(
    sessionId: string,
    input: { code: string; state: string; nonce: string; codeVerifier: string },
  ): Promise<{ accessToken: string; homeAccountId: string }>;
  /** A Graph access token from the session's cache, refreshed with its refresh token if needed. */
  acquireTokenSilent(
    sessionId: string,
    homeAccountId: string,
    options?: { forceRefresh?: boolean },
  ): Promise<SilentTokenResult>;
  /** Forgets every token of the session. */
  clearTokenCache(sessionId: string): Promise<void>;
  /** The provider's end-session URL for this client, or null when it has none. */
  endSessionUrl(postLogoutRedirectUri: string): string | null;
}

/** Creates the msal client over per-session token caches. */
export function createMsalClient(
  settings: MsalClientSettings,
  caches: TokenCacheStorage,
  logger: AuthLogger = console,
): MsalClient {
  const crypto = new CryptoProvider();

  // One msal application per session operation: msal keeps its token cache in memory on the
  // application object, so sharing one across concurrent requests of different sessions would
  // mix their caches. Construction is cheap and does no I/O.
  function application(sessionId: string | null): ConfidentialClientApplication {
    const configuration: Configuration = {
      auth: {
        clientId: settings.clientId,
        clientSecret: settings.clientSecret,
        authority: settings.authority,
        ...(settings.knownAuthorities ? { knownAuthorities: settings.knownAuthorities } : {}),
        ...(settings.authorityMetadata ? { authorityMetadata: settings.authorityMetadata } : {}),
      },
      system: {
        protocolMode: settings.protocolMode === 'OIDC' ? ProtocolMode.OIDC : ProtocolMode.AAD,
        loggerOptions: {
          logLevel: LogLevel.Error,
          piiLoggingEnabled: false,
          loggerCallback: (_level, message) => logger.error(`[msal] ${message}`),
        },
      },
    };
    if (sessionId !== null) {
      configuration.cache = {
        cachePlugin: new DistributedCachePlugin(
          cacheClient(caches),
          partitionFor(caches.key(sessionId)),
        ),
      };
    }
    return new ConfidentialClientApplication(configuration);
  }

  return {
    async createPkcePair() {
      return crypto.generatePkceCodes();
    },

    async authorizationUrl({ state, nonce, codeChallenge }) {
      return application(null).getAuthCodeUrl({
        scopes: GRAPH_SCOPES,
        redirectUri: settings.redirectUri,
        responseMode: ResponseMode.FORM_POST,
        codeChallenge,
        codeChallengeMethod: 'S256',
        state,
        nonce,
      });
    },

    async redeemCode(sessionId, { code, state, nonce, codeVerifier }) {
      const result: AuthenticationResult = await application(sessionId).acquireTokenByCode(
        {
          code,
          scopes: GRAPH_SCOPES,
          redirectUri: settings.redirectUri,
          codeVerifier,
          state,
          nonce,
        },
        // msal checks the state once more and the id token's nonce.
        { code, state, nonce },
      );
      if (!result.account) throw new Error('The identity provider returned no account.');
      return { accessToken: result.accessToken, homeAccountId: result.account.homeAccountId };
    },

    async acquireTokenSilent(sessionId, homeAccountId, options = {}) {
      const app = application(sessionId);
      const account = await app.getTokenCache().getAccountByHomeId(homeAccountId);
      if (!account) return { kind: 'interaction-required', reason: 'no_account_in_cache' };
      try {
        const result = await app.acquireTokenSilent({
          account,
          scopes: GRAPH_SCOPES,
          forceRefresh: options.forceRefresh ?? false,
        });
        return { kind: 'token', accessToken: result.accessToken };
      } catch (error) {
        if (error instanceof InteractionRequiredAuthError) {
          return { kind: 'interaction-required', reason: error.errorCode };
        }
        throw error;
      }
    },

    async clearTokenCache(sessionId) {
      await caches.store.delete(caches.key(sessionId));
    },

    endSessionUrl(postLogoutRedirectUri) {
      const endpoint =
        settings.endSessionEndpoint ??
        (settings.protocolMode === 'AAD'
          ? `${settings.authority.replace(/\/$/, '')}/oauth2/v2.0/logout`
          : null);
      if (!endpoint) return null;
      const url = new URL(endpoint);
      url.searchParams.set('client_id', settings.clientId);
      url.searchParams.set('post_logout_redirect_uri', postLogoutRedirectUri);
      return url.href;
    },
  };
}

/** msal's cache client over the SessionStore (msal serializes the cache to one string). */
function cacheClient(caches: TokenCacheStorage): ICacheClient {
  return {
    async get(key) {
      return (await caches.store.get(key)) ?? '';
    },
    async set(key, value) {
      await caches.store.set(key, value, caches.ttlSeconds);
      return value;
    },
  };
}

/** Every read and write of this application goes to the one session's partition. */
function partitionFor(key: string): IPartitionManager {
  return {
    async getKey() {
      return key;
    },
    async extractKey() {
      return key;
    },
  };
}
