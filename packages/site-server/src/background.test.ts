import { describe, expect, it } from 'vitest';
import { publicSiteUrl } from './background';

describe("the links' site address", () => {
  it('is SITE_URL when set, else the address the server listens on', () => {
    const listening = { address: '127.0.0.1', family: 'IPv4', port: 4180 };
    expect(publicSiteUrl({ protocol: 'https', host: 'www.example.org' }, listening)).toBe(
      'https://www.example.org',
    );
    expect(publicSiteUrl(null, listening)).toBe('http://127.0.0.1:4180');
    // Every interface: the machine's own name for it.
    expect(publicSiteUrl(null, { ...listening, address: '0.0.0.0' })).toBe('http://localhost:4180');
    expect(publicSiteUrl(null, { address: '::1', family: 'IPv6', port: 8080 })).toBe(
      'http://[::1]:8080',
    );
  });
});
