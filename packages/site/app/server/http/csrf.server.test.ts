import { describe, expect, it } from 'vitest';
import { CSRF_FIELD, issueCsrfToken, verifyCsrf } from './csrf.server';

const ORIGIN = 'https://www.meadowlarkvalley.org';

function ctx(headers: Record<string, string> = {}, csrfSecret: string | null = null) {
  const request = new Request(`${ORIGIN}/contact`, { method: 'POST', headers });
  return {
    request,
    url: new URL(request.url),
    services: { org: { brand: 'mvsd' }, config: { csrfSecret } },
  } as unknown as Parameters<typeof verifyCsrf>[0];
}

function form(token: string) {
  const body = new FormData();
  body.set(CSRF_FIELD, token);
  return body;
}

describe('CSRF double-submit token', () => {
  it('is accepted by every instance sharing CSRF_SECRET, and by no other', () => {
    const shared = 'one-secret-for-every-instance';
    const { token } = issueCsrfToken(ctx({}, shared));
    const posted = { cookie: `mvsd-csrf=${token}` };
    expect(verifyCsrf(ctx(posted, shared), form(token))).toBe(true);
    expect(verifyCsrf(ctx(posted, 'another-secret-altogether'), form(token))).toBe(false);
    expect(verifyCsrf(ctx(posted, null), form(token))).toBe(false);
  });

  it('issues a signed token in an HttpOnly SameSite=Lax cookie named after the brand', () => {
    const { token, cookie } = issueCsrfToken(ctx());
    expect(cookie).toBe(`mvsd-csrf=${token}; Path=/; HttpOnly; Secure; SameSite=Lax`);
    expect(issueCsrfToken(ctx({ cookie: `mvsd-csrf=${token}` }))).toEqual({ token, cookie: null });
  });

  it('accepts a post whose field equals its cookie, from the site itself or without Origin', () => {
    const { token } = issueCsrfToken(ctx());
    expect(verifyCsrf(ctx({ cookie: `mvsd-csrf=${token}` }), form(token))).toBe(true);
    expect(verifyCsrf(ctx({ cookie: `mvsd-csrf=${token}`, origin: ORIGIN }), form(token))).toBe(
      true,
    );
  });

  it('refuses a missing, different or unsigned token, and a foreign Origin', () => {
    const { token } = issueCsrfToken(ctx());
    const other = issueCsrfToken(ctx()).token;
    const cookie = `mvsd-csrf=${token}`;
    expect(verifyCsrf(ctx({ cookie }), new FormData())).toBe(false);
    expect(verifyCsrf(ctx(), form(token))).toBe(false);
    expect(verifyCsrf(ctx({ cookie }), form(other))).toBe(false);
    expect(verifyCsrf(ctx({ cookie: 'mvsd-csrf=abc.def' }), form('abc.def'))).toBe(false);
    expect(verifyCsrf(ctx({ cookie, origin: 'https://evil.example' }), form(token))).toBe(false);
  });
});
