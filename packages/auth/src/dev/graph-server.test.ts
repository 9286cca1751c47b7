import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DevGraphServer, startDevGraphServer } from './graph-server';
import {
  type DevIdentityProvider,
  startDevIdentityProvider,
  withConsentPrompt,
} from './oidc-provider';

const quiet = { error: () => {}, warn: () => {}, info: () => {} };
let provider: DevIdentityProvider;
let graph: DevGraphServer;

beforeAll(async () => {
  provider = await startDevIdentityProvider({
    clientId: 'test-client',
    clientSecret: 'test-secret',
    redirectUris: ['http://127.0.0.1:1/auth/callback'],
    logger: quiet,
  });
  graph = await startDevGraphServer({
    issuer: provider.issuer,
    jwksUri: provider.jwksUri,
    logger: quiet,
  });
});

afterAll(async () => {
  await graph?.close();
  await provider?.close();
});

describe('development Graph endpoint', () => {
  it('answers 401 without a bearer token', async () => {
    const response = await fetch(`${graph.endpoint}/v1.0/me`);
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe('InvalidAuthenticationToken');
  });

  it('answers 401 to a token not signed by the provider', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT({ scope: 'User.Read GroupMember.Read.All' })
      .setProtectedHeader({ alg: 'RS256', kid: 'dev-rs256' })
      .setIssuer(provider.issuer)
      .setAudience('https://graph.microsoft.com')
      .setSubject('leader@meadowlarkvalley.org')
      .setExpirationTime('5m')
      .sign(privateKey);
    const response = await fetch(`${graph.endpoint}/v1.0/me/memberOf`, {
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(response.status).toBe(401);
  });

  it('answers 404 to other Graph paths', async () => {
    const response = await fetch(`${graph.endpoint}/v1.0/users`);
    expect(response.status).toBe(404);
  });
});

describe('development identity provider', () => {
  it('publishes http loopback endpoints behind an https label authority for msal', async () => {
    const metadata = JSON.parse(provider.msalSettings.authorityMetadata ?? '{}');
    expect(provider.issuer).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(metadata.token_endpoint).toBe(`${provider.issuer}/token`);
    expect(provider.msalSettings.authority).toBe(`${provider.issuer.replace('http:', 'https:')}/`);
    expect(provider.msalSettings.knownAuthorities).toEqual([new URL(provider.issuer).host]);
    const jwks = await (await fetch(provider.jwksUri)).json();
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0].d).toBeUndefined();
  });

  it('refuses an authorization request without PKCE', async () => {
    const url = new URL(`${provider.issuer}/auth`);
    url.search = new URLSearchParams({
      client_id: 'test-client',
      response_type: 'code',
      scope: 'openid',
      redirect_uri: 'http://127.0.0.1:1/auth/callback',
      state: 'x',
    }).toString();
    const response = await fetch(url, { redirect: 'manual' });
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('error_description')).toContain('requires PKCE');
  });
});

describe('consent prompt for offline access', () => {
  it('adds consent when offline_access is asked for', () => {
    const query = withConsentPrompt('scope=openid+offline_access&state=x');
    expect(new URLSearchParams(query).get('prompt')).toBe('consent');
  });

  it('leaves other requests alone', () => {
    expect(withConsentPrompt('scope=openid')).toBe('scope=openid');
    expect(withConsentPrompt('scope=openid+offline_access&prompt=none')).toBe(
      'scope=openid+offline_access&prompt=none',
    );
    expect(
      new URLSearchParams(withConsentPrompt('scope=offline_access&prompt=login')).get('prompt'),
    ).toBe('login consent');
  });
});
