import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseServerEnv } from './env';

describe("the server's environment", () => {
  it('has defaults for everything', () => {
    expect(parseServerEnv({}, '/srv/app')).toEqual({
      port: 3000,
      host: '0.0.0.0',
      buildDirectory: path.resolve('/srv/app', 'build'),
      pageCache: true,
      accessLog: true,
      summaryIntervalMs: 60_000,
      trustProxy: 0,
      siteOrigin: null,
      requestTimeoutMs: 30_000,
      metrics: { port: null, host: '127.0.0.1', token: null },
    });
  });

  it('reads each variable, an empty one as unset', () => {
    const env = parseServerEnv(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        BUILD_DIRECTORY: '/opt/build',
        DISABLE_PAGE_CACHE: '1',
        ACCESS_LOG: '0',
        LOG_SUMMARY_INTERVAL_MS: '5000',
        TRUST_PROXY: '2',
        SITE_URL: 'https://www.meadowlarkvalley.org',
        REQUEST_TIMEOUT_MS: '',
      },
      '/srv/app',
    );
    expect(env).toEqual({
      port: 8080,
      host: '127.0.0.1',
      buildDirectory: '/opt/build',
      pageCache: false,
      accessLog: false,
      summaryIntervalMs: 5000,
      trustProxy: 2,
      siteOrigin: { protocol: 'https', host: 'www.meadowlarkvalley.org' },
      requestTimeoutMs: 30_000,
      metrics: { port: null, host: '127.0.0.1', token: null },
    });
  });

  it('refuses a value it cannot use, naming the variable, never echoing the value', () => {
    expect(() => parseServerEnv({ PORT: 'eighty' })).toThrow(/^PORT must be a port number$/);
    expect(() => parseServerEnv({ PORT: '70000' })).toThrow('PORT must be a port number');
    expect(() => parseServerEnv({ TRUST_PROXY: 'yes' })).toThrow(
      /^TRUST_PROXY must be a whole number from 0 to 99$/,
    );
    expect(() => parseServerEnv({ SITE_URL: 'ftp://example.org' })).toThrow(
      'SITE_URL must be an http:// or https:// URL',
    );
    expect(() => parseServerEnv({ REQUEST_TIMEOUT_MS: '10' })).toThrow(
      'REQUEST_TIMEOUT_MS must be a whole number from 1000 to 300000',
    );
    expect(() => parseServerEnv({ DISABLE_PAGE_CACHE: 'yes' })).toThrow(
      'DISABLE_PAGE_CACHE must be 1 or 0',
    );
  });
});
