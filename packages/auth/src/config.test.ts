import { describe, expect, it } from 'vitest';
import { resolveAuthConfig } from './config';

const configured = {
  AUTH_CLIENT_ID: 'client',
  AUTH_CLIENT_SECRET: 'secret',
  AUTH_AUTHORITY: 'https://login.microsoftonline.com/contoso.onmicrosoft.com',
  SESSION_SECRET: 'x'.repeat(32),
};

describe('auth configuration', () => {
  it('uses the development provider when AUTH_* is unset outside production', () => {
    const config = resolveAuthConfig({ env: {}, nodeEnv: 'development' });
    expect(config.mode).toBe('development');
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('refuses production without AUTH_*, naming every missing variable', () => {
    expect(() => resolveAuthConfig({ env: {}, nodeEnv: 'production' })).toThrow(
      'Intranet sign-in is not configured: missing AUTH_CLIENT_ID, AUTH_CLIENT_SECRET, AUTH_AUTHORITY, SESSION_SECRET (the bundled development identity provider is refused when NODE_ENV=production).',
    );
  });

  it('names only the variables that are missing', () => {
    expect(() =>
      resolveAuthConfig({ env: { ...configured, SESSION_SECRET: ' ' }, nodeEnv: 'production' }),
    ).toThrow('missing SESSION_SECRET (');
  });

  it('refuses a partial configuration in development too', () => {
    expect(() =>
      resolveAuthConfig({ env: { AUTH_CLIENT_ID: 'client' }, nodeEnv: 'development' }),
    ).toThrow(
      'missing AUTH_CLIENT_SECRET, AUTH_AUTHORITY, SESSION_SECRET (set all of them, or none',
    );
  });

  it('speaks msal AAD to Entra ID and defaults Graph', () => {
    const config = resolveAuthConfig({ env: configured, nodeEnv: 'production' });
    expect(config).toMatchObject({
      mode: 'provider',
      clientId: 'client',
      protocolMode: 'AAD',
      graphEndpoint: 'https://graph.microsoft.com',
    });
  });

  it('speaks OIDC to any other provider and takes GRAPH_ENDPOINT', () => {
    const config = resolveAuthConfig({
      env: {
        ...configured,
        AUTH_AUTHORITY: 'https://id.example.org/realms/staff',
        GRAPH_ENDPOINT: 'https://graph.example.org/',
      },
      nodeEnv: 'production',
    });
    expect(config).toMatchObject({
      protocolMode: 'OIDC',
      graphEndpoint: 'https://graph.example.org',
    });
  });

  it('refuses an http authority and a short session secret', () => {
    expect(() =>
      resolveAuthConfig({
        env: { ...configured, AUTH_AUTHORITY: 'http://id.example.org' },
        nodeEnv: 'production',
      }),
    ).toThrow('AUTH_AUTHORITY must be an https URL');
    expect(() =>
      resolveAuthConfig({ env: { ...configured, SESSION_SECRET: 'short' }, nodeEnv: 'production' }),
    ).toThrow('SESSION_SECRET must be at least 32 characters long.');
  });
});
