import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './content-security-policy.server';

/** The sources of one directive of `policy`. */
function directive(policy: string, name: string): string[] {
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([first]) => first === name);
  if (!found) throw new Error(`no ${name} in ${policy}`);
  return found.slice(1);
}

describe('the content security policy', () => {
  it("lets a public site's forms post to the site alone", () => {
    const policy = contentSecurityPolicy({ nonce: 'n', analytics: false, identityProvider: null });
    expect(directive(policy, 'form-action')).toEqual(["'self'"]);
  });

  it("lets the intranet's posts lead to its identity provider and nowhere else", () => {
    const policy = contentSecurityPolicy({
      nonce: 'n',
      analytics: false,
      identityProvider: 'https://login.microsoftonline.com',
    });
    // Not `https:`: a form that could be made to post anywhere on the web could post anywhere.
    expect(directive(policy, 'form-action')).toEqual([
      "'self'",
      'https://login.microsoftonline.com',
    ]);
  });

  it("names the development provider's own port, not every loopback port", () => {
    const policy = contentSecurityPolicy({
      nonce: 'n',
      analytics: false,
      identityProvider: 'http://127.0.0.1:41234',
    });
    expect(directive(policy, 'form-action')).toEqual(["'self'", 'http://127.0.0.1:41234']);
  });

  it("keeps scripts to the response's nonce", () => {
    const policy = contentSecurityPolicy({
      nonce: 'abc',
      analytics: false,
      identityProvider: null,
    });
    expect(directive(policy, 'script-src')).toContain("'nonce-abc'");
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
  });
});
