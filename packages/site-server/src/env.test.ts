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
      connections: {
        maxConnections: null,
        maxConnectionsPerAddress: null,
        headersTimeoutMs: null,
        keepAliveTimeoutMs: null,
        maxRequestsPerSocket: null,
      },
      alertsDispatch: true,
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
        MAX_CONNECTIONS: '4000',
        MAX_CONNECTIONS_PER_ADDRESS: '0',
        HEADERS_TIMEOUT_MS: '5000',
        KEEP_ALIVE_TIMEOUT_MS: '70000',
        MAX_REQUESTS_PER_SOCKET: '0',
        ALERTS_DISPATCH: 'off',
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
      connections: {
        maxConnections: 4000,
        maxConnectionsPerAddress: 0,
        headersTimeoutMs: 5000,
        keepAliveTimeoutMs: 70_000,
        maxRequestsPerSocket: 0,
      },
      alertsDispatch: false,
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
    expect(() => parseServerEnv({ ALERTS_DISPATCH: 'no' })).toThrow(
      /^ALERTS_DISPATCH must be on or off$/,
    );
  });

  it('refuses connection limits the server cannot keep, naming the variable', () => {
    expect(() => parseServerEnv({ MAX_CONNECTIONS: '0' })).toThrow(
      /^MAX_CONNECTIONS must be a whole number from 1 to 1000000$/,
    );
    expect(() => parseServerEnv({ MAX_CONNECTIONS_PER_ADDRESS: 'many' })).toThrow(
      'MAX_CONNECTIONS_PER_ADDRESS must be a whole number from 0 to 1000000',
    );
    expect(() => parseServerEnv({ KEEP_ALIVE_TIMEOUT_MS: '500' })).toThrow(
      'KEEP_ALIVE_TIMEOUT_MS must be a whole number from 1000 to 300000',
    );
    expect(() => parseServerEnv({ MAX_REQUESTS_PER_SOCKET: '-1' })).toThrow(
      'MAX_REQUESTS_PER_SOCKET must be a whole number from 0 to 1000000',
    );
    // Headers are part of the request: their limit cannot be the longer one.
    expect(() =>
      parseServerEnv({ HEADERS_TIMEOUT_MS: '20000', REQUEST_TIMEOUT_MS: '15000' }),
    ).toThrow('HEADERS_TIMEOUT_MS must not exceed REQUEST_TIMEOUT_MS');
    // Behind a proxy every connection comes from the proxy: a bound per address would bound the site.
    expect(() => parseServerEnv({ TRUST_PROXY: '1', MAX_CONNECTIONS_PER_ADDRESS: '100' })).toThrow(
      'MAX_CONNECTIONS_PER_ADDRESS cannot be set with TRUST_PROXY',
    );
    expect(
      parseServerEnv({ TRUST_PROXY: '1', MAX_CONNECTIONS_PER_ADDRESS: '0' }).connections,
    ).toMatchObject({ maxConnectionsPerAddress: 0 });
  });
});
