import { describe, expect, it } from 'vitest';
import { defaultToDevelopment, parseDevelopmentEnv, parseServerEnv } from './env';

describe("the development server's environment", () => {
  it('is loopback only, without page cache nor access lines, where unset', () => {
    const env = parseDevelopmentEnv({}, '/srv/app');
    expect(env).toMatchObject({
      host: '127.0.0.1',
      pageCache: false,
      accessLog: false,
      port: 3000,
    });
    // Everything else as production's.
    expect({ ...env, host: '', pageCache: true, accessLog: true }).toEqual({
      ...parseServerEnv({}, '/srv/app'),
      host: '',
    });
  });

  it('takes what the contributor sets, an empty variable as unset', () => {
    const env = parseDevelopmentEnv(
      { HOST: '0.0.0.0', DISABLE_PAGE_CACHE: '0', ACCESS_LOG: '1', PORT: '4100' },
      '/srv/app',
    );
    expect(env).toMatchObject({ host: '0.0.0.0', pageCache: true, accessLog: true, port: 4100 });
    expect(parseDevelopmentEnv({ HOST: ' ', DISABLE_PAGE_CACHE: '' }, '/srv/app')).toMatchObject({
      host: '127.0.0.1',
      pageCache: false,
    });
  });

  it('refuses a bad value with the message naming the variable', () => {
    expect(() => parseDevelopmentEnv({ DISABLE_PAGE_CACHE: 'yes' })).toThrow(
      'DISABLE_PAGE_CACHE must be 1 or 0',
    );
  });

  it('is development unless NODE_ENV says otherwise', () => {
    const unset: Record<string, string | undefined> = {};
    defaultToDevelopment(unset);
    expect(unset.NODE_ENV).toBe('development');
    const set: Record<string, string | undefined> = { NODE_ENV: 'test' };
    defaultToDevelopment(set);
    expect(set.NODE_ENV).toBe('test');
  });
});
