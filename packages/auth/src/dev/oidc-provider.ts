/// <reference path="./oidc-provider-module.d.ts" />
/**
 * DEVELOPMENT ONLY: a local OpenID provider (oidc-provider 8.8.1, the newest that runs on
 * Node 20) standing in for Microsoft Entra ID when AUTH_* is unset outside production. What msal-node
 * needs of it, verified against msal-node 7.2: an http loopback issuer, PKCE S256 required, Graph
 * scopes carried by a `https://graph.microsoft.com` resource with JWT access tokens, and an https
 * *label* authority for msal that msal never calls.
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { errors } from 'oidc-provider';
import { z } from 'zod';
import type { AuthLogger, MsalClientSettings } from '../msal-client';
import { DEMO_ACCOUNTS, findDemoAccount } from './demo-accounts';

/** The resource (audience) of Graph access tokens, as Entra ID issues them. */
export const GRAPH_RESOURCE = 'https://graph.microsoft.com';
/** The Graph scopes the development provider grants. */
export const GRAPH_RESOURCE_SCOPES = 'User.Read GroupMember.Read.All';

/** Options of {@link startDevIdentityProvider}. */
export interface DevIdentityProviderOptions {
  /** Port on 127.0.0.1; 0 (the default) picks a free one. */
  port?: number;
  /** The site's `/auth/callback` URL(s). */
  redirectUris: string[];
  /** Where the provider may return after sign-out (the site's `/auth?signedOut`). */
  postLogoutRedirectUris?: string[];
  clientId: string;
  clientSecret: string;
  logger?: AuthLogger;
}

/** A running development provider. */
export interface DevIdentityProvider {
  /** `http://127.0.0.1:<port>`. */
  issuer: string;
  jwksUri: string;
  /** The msal settings that reach this provider without any discovery call. */
  msalSettings: Pick<
    MsalClientSettings,
    'authority' | 'protocolMode' | 'knownAuthorities' | 'authorityMetadata' | 'endSessionEndpoint'
  >;
  close(): Promise<void>;
}

const discoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.string(),
  token_endpoint: z.string(),
  jwks_uri: z.string(),
  end_session_endpoint: z.string(),
  userinfo_endpoint: z.string().optional(),
});

/** Starts the development identity provider on 127.0.0.1. */
export async function startDevIdentityProvider(
  options: DevIdentityProviderOptions,
): Promise<DevIdentityProvider> {
  const logger = options.logger ?? console;
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = {
    ...(await exportJWK(privateKey)),
    kid: 'dev-rs256',
    alg: 'RS256',
    use: 'sig',
  };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        post_logout_redirect_uris: options.postLogoutRedirectUris ?? [],
        response_types: ['code'],
        grant_types: ['authorization_code', 'refresh_token'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { methods: ['S256'], required: () => true },
    // Keys and cookie keys are random per start: the provider's state is in memory anyway.
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    scopes: ['openid', 'offline_access', 'profile'],
    ttl: {
      AccessToken: 60 * 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Session: 8 * 60 * 60,
      Grant: 14 * 24 * 60 * 60,
      RefreshToken: 14 * 24 * 60 * 60,
    },
    claims: { openid: ['sub'], profile: ['name', 'preferred_username', 'email'] },
    async findAccount(_ctx: unknown, id: string) {
      const account = findDemoAccount(id);
      if (!account) return undefined;
      return {
        accountId: id,
        async claims() {
          return {
            sub: id,
            name: account.displayName,
            preferred_username: account.login,
            email: account.login,
          };
        },
      };
    },
    features: {
      devInteractions: { enabled: true },
      rpInitiatedLogout: { enabled: true },
      resourceIndicators: {
        enabled: true,
        // Without a default resource carrying them, Graph-style scopes are silently dropped.
        defaultResource: async () => GRAPH_RESOURCE,
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx: unknown, resource: string) => {
          if (resource !== GRAPH_RESOURCE) throw new errors.InvalidTarget();
          return {
            scope: GRAPH_RESOURCE_SCOPES,
            audience: GRAPH_RESOURCE,
            accessTokenFormat: 'jwt',
            accessTokenTTL: 60 * 60,
          };
        },
      },
    },
  });

  provider.use(async (ctx, next) => {
    // oidc-provider drops `offline_access` unless the request carries prompt=consent, and msal
    // sends no prompt. Entra ID grants it without one, so this provider adds the prompt: the
    // dev sign-in always shows the consent step, and msal gets a refresh token.
    if (ctx.method === 'GET' && ctx.path === '/auth') {
      ctx.querystring = withConsentPrompt(ctx.querystring);
    }
    await next();
    // The built-in pages import a third-party web font; nothing here may reach the internet.
    if (typeof ctx.body === 'string' && ctx.type.includes('html')) {
      ctx.body = ctx.body.replace(/@import url\(https:\/\/fonts\.googleapis\.com[^)]*\);?/g, '');
    }
  });

  server.on('request', provider.callback());

  const discovery = discoverySchema.parse(
    await (await fetch(`${issuer}/.well-known/openid-configuration`)).json(),
  );
  // msal refuses http authorities: it gets an https label it never calls, and the real http
  // endpoints as metadata; knownAuthorities keeps it from asking Microsoft's discovery host.
  const label = `https://127.0.0.1:${port}/`;
  const authorityMetadata = JSON.stringify({
    issuer: discovery.issuer,
    authorization_endpoint: discovery.authorization_endpoint,
    token_endpoint: discovery.token_endpoint,
    jwks_uri: discovery.jwks_uri,
    end_session_endpoint: discovery.end_session_endpoint,
    ...(discovery.userinfo_endpoint ? { userinfo_endpoint: discovery.userinfo_endpoint } : {}),
  });

  logger.warn(
    `DEVELOPMENT ONLY: local identity provider at ${issuer} (never use in production). ` +
      `Sign in as ${DEMO_ACCOUNTS.map((account) => account.login).join(' or ')}, any password.`,
  );

  return {
    issuer,
    jwksUri: discovery.jwks_uri,
    msalSettings: {
      authority: label,
      protocolMode: 'OIDC',
      knownAuthorities: [new URL(label).host],
      authorityMetadata,
      endSessionEndpoint: discovery.end_session_endpoint,
    },
    close: () => closeServer(server),
  };
}

/** Adds `consent` to the prompt of an authorization request that asks for offline access. */
export function withConsentPrompt(querystring: string): string {
  const params = new URLSearchParams(querystring);
  const scopes = (params.get('scope') ?? '').split(' ');
  const prompts = (params.get('prompt') ?? '').split(' ').filter(Boolean);
  // prompt=none forbids any page, consent included: leave such a request alone.
  if (
    !scopes.includes('offline_access') ||
    prompts.includes('consent') ||
    prompts.includes('none')
  ) {
    return querystring;
  }
  params.set('prompt', [...prompts, 'consent'].join(' '));
  return params.toString();
}

/** Closes a server, dropping kept-alive connections so tests end promptly. */
export function closeServer(server: import('node:http').Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeAllConnections();
  });
}
