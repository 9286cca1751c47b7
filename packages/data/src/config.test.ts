import { describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { loadServerConfig } from './config';
import { DEFAULT_PUSH_SERVICES } from './push/push-endpoint';

describe('server configuration', () => {
  it('uses the embedded defaults when nothing is set', () => {
    expect(loadServerConfig({})).toEqual({
      organizationId: null,
      port: 3000,
      host: '0.0.0.0',
      search: null,
      graphql: null,
      functionsEndpoint: null,
      sendEmailEndpoint: null,
      accessibilityFormEndpoint: null,
      outboxDir: '.outbox',
      auth: null,
      graphEndpoint: 'https://graph.microsoft.com',
      sessionSecret: null,
      analyticsId: null,
      redisUrl: null,
      databaseUrl: null,
      dataDir: '.data',
      vapid: null,
      vapidSubject: null,
      pushServices: DEFAULT_PUSH_SERVICES,
      alertsSecret: null,
      smtp: null,
      alertsFrom: 'no-reply@example.invalid',
      upstreamTimeoutMs: 5000,
      translationTimeoutMs: 15_000,
      graphMembership: 'direct',
      siteUrl: null,
      previewSecret: null,
      csrfSecret: null,
      storeBudgets: { sessions: 20_000, counters: 50_000, translations: 50_000 },
      nodeEnv: 'development',
    });
  });

  it('reads every remote service', () => {
    const config = loadServerConfig({
      ORGANIZATION_ID: '6f1b2c3d-0000-4000-8000-000000000101',
      PORT: '8080',
      HOST: '127.0.0.1',
      SEARCH_ENDPOINT: 'https://mvsd.search.windows.net/',
      SEARCH_API_KEY: 'key',
      GRAPHQL_ENDPOINT: 'https://cms.example.org/v1/graphql',
      GRAPHQL_TOKEN: 'cms-token',
      FUNCTIONS_ENDPOINT: 'https://functions.example.org/api/',
      SEND_EMAIL_ENDPOINT: 'https://functions.example.org/api/send-email',
      ACCESSIBILITY_FORM_ENDPOINT: 'https://forms.example.org/issues',
      AUTH_CLIENT_ID: 'client',
      AUTH_CLIENT_SECRET: 'secret',
      AUTH_AUTHORITY: 'https://login.microsoftonline.com/tenant',
      SESSION_SECRET: 'x'.repeat(32),
      ANALYTICS_ID: 'G-TEST',
      REDIS_URL: 'redis://127.0.0.1:6379',
      UPSTREAM_TIMEOUT_MS: '2500',
      NODE_ENV: 'production',
    });
    expect(config.search).toEqual({
      endpoint: 'https://mvsd.search.windows.net',
      apiKey: 'key',
      apiVersion: '2019-05-06',
    });
    expect(config.graphql).toEqual({
      endpoint: 'https://cms.example.org/v1/graphql',
      token: 'cms-token',
    });
    expect(config.functionsEndpoint).toBe('https://functions.example.org/api');
    expect(config.auth).toEqual({
      clientId: 'client',
      clientSecret: 'secret',
      authority: 'https://login.microsoftonline.com/tenant',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      upstreamTimeoutMs: 2500,
      translationTimeoutMs: 15_000,
      graphMembership: 'direct',
      siteUrl: null,
      previewSecret: null,
      csrfSecret: null,
      storeBudgets: { sessions: 20_000, counters: 50_000, translations: 50_000 },
      nodeEnv: 'production',
    });
  });

  it('reads the search api-version', () => {
    const config = loadServerConfig({
      SEARCH_ENDPOINT: 'https://s.example.org',
      SEARCH_API_KEY: 'k',
      SEARCH_API_VERSION: '2024-07-01',
    });
    expect(config.search?.apiVersion).toBe('2024-07-01');
  });

  it('treats empty values as unset', () => {
    expect(
      loadServerConfig({ SEARCH_ENDPOINT: '', SEARCH_API_KEY: '  ', PORT: '' }).search,
    ).toBeNull();
  });

  it('fails with the wording of docs/behaviour.md#search-configuration-errors when one half of the search settings is missing', () => {
    expect(() => loadServerConfig({ SEARCH_ENDPOINT: 'https://s.example.org' })).toThrow(
      'An Azure API Key must be provided.',
    );
    expect(() => loadServerConfig({ SEARCH_API_KEY: 'k' })).toThrow(
      'An Azure Search endpoint must be provided.',
    );
  });

  it('names the variable of a bad value without echoing it', () => {
    expect(() => loadServerConfig({ PORT: 'eighty' })).toThrow(
      /^Invalid environment variable PORT: /,
    );
    expect(() => loadServerConfig({ GRAPHQL_ENDPOINT: 'not a url' })).toThrow(
      /^Invalid environment variable GRAPHQL_ENDPOINT: /,
    );
    expect(() => loadServerConfig({ UPSTREAM_TIMEOUT_MS: '-5' })).toThrow(/UPSTREAM_TIMEOUT_MS/);
    expect(() => loadServerConfig({ TRANSLATION_TIMEOUT_MS: 'soon' })).toThrow(
      /TRANSLATION_TIMEOUT_MS/,
    );
    expect(() => loadServerConfig({ GRAPH_MEMBERSHIP: 'nested' })).toThrow(
      'Invalid environment variable GRAPH_MEMBERSHIP: must be direct or transitive',
    );
    const error = (() => {
      try {
        loadServerConfig({ SESSION_SECRET: 'short-secret' });
      } catch (e) {
        return e as Error;
      }
    })();
    expect(error?.message).toMatch(/SESSION_SECRET/);
    expect(error?.message).not.toContain('short-secret');
  });

  it('requires the sign-in settings together', () => {
    expect(() => loadServerConfig({ AUTH_CLIENT_ID: 'c' })).toThrow(
      'Missing environment variable AUTH_CLIENT_SECRET, AUTH_AUTHORITY: required with AUTH_CLIENT_ID',
    );
  });
});

describe('the alert store', () => {
  it('is the embedded PGlite in .data unless DATABASE_URL or DATA_DIR say otherwise', () => {
    expect(loadServerConfig({})).toMatchObject({ databaseUrl: null, dataDir: '.data' });
    expect(
      loadServerConfig({
        DATABASE_URL: 'postgres://alerts:pw@db.internal:5432/alerts',
        DATA_DIR: '/var/lib/district',
      }),
    ).toMatchObject({
      databaseUrl: 'postgres://alerts:pw@db.internal:5432/alerts',
      dataDir: '/var/lib/district',
    });
  });

  it('refuses a DATABASE_URL that is not PostgreSQL, without echoing it', () => {
    let error: Error | undefined;
    try {
      loadServerConfig({ DATABASE_URL: 'mysql://u:hunter2@db/alerts' });
    } catch (caught) {
      error = caught as Error;
    }
    expect(error?.message).toMatch(/DATABASE_URL.*postgres:\/\//);
    expect(error?.message).not.toContain('hunter2');
  });
});

describe('the forms’ outbox', () => {
  it('is .outbox outside production, and in production on the embedded demo content', () => {
    expect(loadServerConfig({}).outboxDir).toBe('.outbox');
    expect(loadServerConfig({ NODE_ENV: 'production' }).outboxDir).toBe('.outbox');
    expect(
      loadServerConfig({ NODE_ENV: 'development', GRAPHQL_ENDPOINT: 'https://cms.example.org/' })
        .outboxDir,
    ).toBe('.outbox');
  });

  it('is none for a real district in production, whose forms are then off', () => {
    expect(
      loadServerConfig({ NODE_ENV: 'production', GRAPHQL_ENDPOINT: 'https://cms.example.org/' })
        .outboxDir,
    ).toBeNull();
  });

  it('is OUTBOX_DIR wherever it is set', () => {
    expect(
      loadServerConfig({
        NODE_ENV: 'production',
        GRAPHQL_ENDPOINT: 'https://cms.example.org/',
        OUTBOX_DIR: '/var/spool/district-outbox',
      }).outboxDir,
    ).toBe('/var/spool/district-outbox');
  });

  it('gives translation its own time limit, other upstreams keep theirs', () => {
    const config = loadServerConfig({
      UPSTREAM_TIMEOUT_MS: '2000',
      TRANSLATION_TIMEOUT_MS: '12000',
    });
    expect(config.upstreamTimeoutMs).toBe(2000);
    expect(config.translationTimeoutMs).toBe(12_000);
    expect(loadServerConfig({ UPSTREAM_TIMEOUT_MS: '2000' }).translationTimeoutMs).toBe(15_000);
  });

  it('reads nested group memberships only when asked to', () => {
    expect(loadServerConfig({ GRAPH_MEMBERSHIP: 'transitive' }).graphMembership).toBe('transitive');
  });

  it('takes the public origin from SITE_URL, and refuses one that is not an http(s) URL', () => {
    expect(loadServerConfig({ SITE_URL: 'https://www.example.org/' }).siteUrl).toBe(
      'https://www.example.org',
    );
    expect(() => loadServerConfig({ SITE_URL: 'javascript:alert(1)' })).toThrow(
      'Invalid environment variable SITE_URL: must be an http(s) URL',
    );
  });
});

describe('browser push configuration', () => {
  const pair = webPush.generateVAPIDKeys();

  it('reads the VAPID keys and subject', () => {
    const config = loadServerConfig({
      VAPID_PUBLIC_KEY: pair.publicKey,
      VAPID_PRIVATE_KEY: pair.privateKey,
      VAPID_SUBJECT: 'mailto:webmaster@meadowlarkvalley.org',
    });
    expect(config.vapid).toEqual(pair);
    expect(config.vapidSubject).toBe('mailto:webmaster@meadowlarkvalley.org');
  });

  it('names a VAPID key of the wrong form or length without echoing it', () => {
    const cases: [Record<string, string>, string][] = [
      [
        { VAPID_PUBLIC_KEY: `${pair.publicKey}==`, VAPID_PRIVATE_KEY: pair.privateKey },
        'Invalid environment variable VAPID_PUBLIC_KEY: must be base64url (A-Z a-z 0-9 - _, no padding)',
      ],
      [
        { VAPID_PUBLIC_KEY: pair.publicKey.slice(0, 86), VAPID_PRIVATE_KEY: pair.privateKey },
        'Invalid environment variable VAPID_PUBLIC_KEY: must be a 65-byte uncompressed P-256 public key',
      ],
      [
        { VAPID_PUBLIC_KEY: `BA${'A'.repeat(85)}`, VAPID_PRIVATE_KEY: pair.privateKey },
        'Invalid environment variable VAPID_PUBLIC_KEY: is not a point of the P-256 curve',
      ],
      [
        { VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey.slice(0, 40) },
        'Invalid environment variable VAPID_PRIVATE_KEY: must be a 32-byte P-256 private key',
      ],
      [
        {
          VAPID_PUBLIC_KEY: pair.publicKey,
          VAPID_PRIVATE_KEY: webPush.generateVAPIDKeys().privateKey,
        },
        'Invalid environment variable VAPID_PUBLIC_KEY: is not the public key of VAPID_PRIVATE_KEY',
      ],
      [
        { VAPID_PUBLIC_KEY: pair.publicKey },
        'Missing environment variable VAPID_PRIVATE_KEY: required with VAPID_PUBLIC_KEY',
      ],
      [
        { VAPID_SUBJECT: 'webmaster@meadowlarkvalley.org' },
        'Invalid environment variable VAPID_SUBJECT: must be a mailto: address or an https: URL',
      ],
    ];
    for (const [env, message] of cases) {
      let error: unknown;
      try {
        loadServerConfig(env);
      } catch (caught) {
        error = caught;
      }
      expect((error as Error).message).toBe(message);
      expect((error as Error).message).not.toContain(pair.privateKey);
    }
  });

  it('reads PUSH_SERVICES as origins, and names a bad entry', () => {
    expect(
      loadServerConfig({ PUSH_SERVICES: 'https://127.0.0.1:9443, https://*.notify.windows.com' })
        .pushServices,
    ).toEqual(['https://127.0.0.1:9443', 'https://*.notify.windows.com']);
    expect(() => loadServerConfig({ PUSH_SERVICES: 'https://fcm.googleapis.com/fcm' })).toThrow(
      'Invalid environment variable PUSH_SERVICES: "https://fcm.googleapis.com/fcm" must be an origin only (scheme, host and port)',
    );
  });
});

describe('alert e-mail configuration', () => {
  it('reads SMTP_URL with its credentials, smtp:// or smtps://', () => {
    expect(
      loadServerConfig({ SMTP_URL: 'smtps://alerts%40district:p%40ss@smtp.example.org:465' }).smtp,
    ).toEqual({ url: 'smtps://alerts%40district:p%40ss@smtp.example.org:465' });
    expect(loadServerConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' }).smtp).toEqual({
      url: 'smtp://127.0.0.1:2525',
    });
  });

  it('refuses an SMTP_URL of another scheme or none, naming it without echoing it', () => {
    for (const value of [
      'https://user:hunter2@smtp.example.org',
      'user:hunter2@smtp.example.org',
    ]) {
      let error: Error | undefined;
      try {
        loadServerConfig({ SMTP_URL: value });
      } catch (caught) {
        error = caught as Error;
      }
      expect(error?.message).toBe(
        'Invalid environment variable SMTP_URL: must be an smtp:// or smtps:// URL',
      );
      expect(error?.message).not.toContain('hunter2');
    }
  });

  it('reads ALERTS_FROM as an address or a name and address', () => {
    expect(loadServerConfig({ ALERTS_FROM: 'alerts@springfield.k12.example' }).alertsFrom).toBe(
      'alerts@springfield.k12.example',
    );
    expect(
      loadServerConfig({ ALERTS_FROM: 'Springfield Schools <alerts@springfield.k12.example>' })
        .alertsFrom,
    ).toBe('Springfield Schools <alerts@springfield.k12.example>');
  });

  it('refuses an ALERTS_FROM that is no address', () => {
    for (const value of ['alerts', 'alerts@localhost', 'Schools <alerts>']) {
      expect(() => loadServerConfig({ ALERTS_FROM: value })).toThrow(
        'Invalid environment variable ALERTS_FROM: must be an address or "Name <address>"',
      );
    }
  });

  it('asks production for ALERTS_FROM once mail goes to a real server', () => {
    expect(() =>
      loadServerConfig({ SMTP_URL: 'smtp://smtp.example.org', NODE_ENV: 'production' }),
    ).toThrow('Missing environment variable ALERTS_FROM: required with SMTP_URL in production');
    expect(loadServerConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' }).alertsFrom).toBe(
      'no-reply@example.invalid',
    );
  });
});
