import { describe, expect, it } from 'vitest';
import {
  checkPushEndpoint,
  DEFAULT_PUSH_SERVICES,
  endpointLabel,
  parsePushServiceOrigin,
  parsePushServices,
} from './push-endpoint';

const problem = (endpoint: string, allowed: readonly string[] = DEFAULT_PUSH_SERVICES) => {
  const check = checkPushEndpoint(endpoint, allowed);
  return check.ok ? null : check.problem;
};

describe('push endpoints', () => {
  it('accepts the major browsers’ push services', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABf',
      'https://web.push.apple.com/QGuQyavXutnMH0yx',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB',
    ]) {
      expect(checkPushEndpoint(endpoint, DEFAULT_PUSH_SERVICES)).toMatchObject({ ok: true });
    }
  });

  it('refuses a private address, naming it', () => {
    expect(problem('http://10.0.0.1/x')).toBe(
      'endpoint host 10.0.0.1 is a private address, not a push service (PUSH_SERVICES lists none there)',
    );
    expect(problem('https://192.168.1.20/push')).toMatch(/192\.168\.1\.20 is a private address/);
    expect(problem('https://[fd00::1]/push')).toMatch(/fd00::1 is a private address/);
  });

  it('refuses loopback and link-local hosts however they are written', () => {
    expect(problem('http://127.0.0.1/x')).toMatch(/127\.0\.0\.1 is a loopback address/);
    expect(problem('https://0x7f.1/x')).toMatch(/127\.0\.0\.1 is a loopback address/);
    expect(problem('https://2130706433/x')).toMatch(/127\.0\.0\.1 is a loopback address/);
    expect(problem('https://localhost/x')).toMatch(/localhost is a loopback address/);
    expect(problem('https://[::1]/x')).toMatch(/::1 is a loopback address/);
    expect(problem('https://169.254.169.254/latest/meta-data')).toMatch(/link-local address/);
    expect(problem('https://[::ffff:7f00:1]/x')).toMatch(/::ffff:7f00:1 is a loopback address/);
    expect(problem('https://[::ffff:808:808]/x')).toMatch(/reserved address/);
  });

  it('compares origins, not prefixes', () => {
    expect(problem('https://fcm.googleapis.com.evil.example/x')).toBe(
      'endpoint origin https://fcm.googleapis.com.evil.example is not one of PUSH_SERVICES',
    );
    expect(problem('https://evil.example/?https://fcm.googleapis.com')).toBe(
      'endpoint origin https://evil.example is not one of PUSH_SERVICES',
    );
    expect(problem('https://fcm.googleapis.com:8443/fcm/send/x')).toMatch(
      /not one of PUSH_SERVICES/,
    );
    expect(problem('http://fcm.googleapis.com/fcm/send/x')).toBe(
      'endpoint uses http:; push services speak https:',
    );
    expect(problem('https://user:secret@fcm.googleapis.com/fcm/send/x')).toBe(
      'endpoint carries a user name or password',
    );
  });

  it('matches the Windows rule on subdomains only', () => {
    expect(problem('https://notify.windows.com/w/x')).toMatch(/not one of PUSH_SERVICES/);
    expect(problem('https://evilnotify.windows.com/w/x')).toMatch(/not one of PUSH_SERVICES/);
    expect(problem('https://a.notify.windows.com.evil.example/w')).toMatch(/not one of/);
    expect(problem('https://a.b.notify.windows.com/w/x')).toBeNull();
  });

  it('accepts a loopback service only when its origin is listed', () => {
    const local = ['https://127.0.0.1:8443'];
    expect(problem('https://127.0.0.1:8443/push/abc', local)).toBeNull();
    expect(problem('https://127.0.0.1:8444/push/abc', local)).toMatch(/loopback address/);
  });

  it('refuses what is not a URL or is too long', () => {
    expect(problem('not a url')).toBe('endpoint is not a URL');
    expect(problem(`https://fcm.googleapis.com/${'a'.repeat(2_100)}`)).toMatch(/longer than 2048/);
  });

  it('labels an endpoint by its service and a short hash, never its path', () => {
    const endpoint = 'https://fcm.googleapis.com/fcm/send/secret-token-of-a-family';
    const label = endpointLabel(endpoint);
    expect(label.service).toBe('https://fcm.googleapis.com');
    expect(label.endpoint).toMatch(/^[A-Za-z0-9_-]{10}$/);
    expect(JSON.stringify(label)).not.toContain('secret-token');
    expect(endpointLabel(`${endpoint}2`).endpoint).not.toBe(label.endpoint);
  });
});

describe('PUSH_SERVICES', () => {
  it('parses origins and the wildcard rule into their canonical form', () => {
    expect(
      parsePushServices(
        ' https://FCM.googleapis.com/ , https://*.notify.windows.com,https://127.0.0.1:9443',
      ),
    ).toEqual([
      'https://fcm.googleapis.com',
      'https://*.notify.windows.com',
      'https://127.0.0.1:9443',
    ]);
  });

  it('refuses what is not an https origin, naming the entry', () => {
    expect(() => parsePushServiceOrigin('http://push.example')).toThrow(
      '"http://push.example" must be an https origin',
    );
    expect(() => parsePushServiceOrigin('https://push.example/path')).toThrow(
      'must be an origin only',
    );
    expect(() => parsePushServiceOrigin('fcm.googleapis.com')).toThrow('is not an origin');
    expect(() => parsePushServiceOrigin('https://*.10.0.0.1')).toThrow('not an address');
    expect(() => parsePushServices(' , ')).toThrow('at least one');
  });
});
