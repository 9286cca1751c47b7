import { describe, expect, it } from 'vitest';
import { DEGRADED, NO_STORE, readForm, routeHeaders } from './http.server';

const PUBLIC = 'public, max-age=0, s-maxage=30, stale-while-revalidate=300';
const headers = (cacheControl: string) => new Headers({ 'Cache-Control': cacheControl });

describe('a route’s caching headers with its parent’s', () => {
  it('keep the most private, and a degraded chrome’s brief freshness over a whole route’s', () => {
    const cacheOf = (route: string, parent: string) =>
      routeHeaders({ loaderHeaders: headers(route), parentHeaders: headers(parent) }).get(
        'Cache-Control',
      );
    expect(cacheOf(PUBLIC, PUBLIC)).toBe(PUBLIC);
    expect(cacheOf(PUBLIC, DEGRADED)).toBe(DEGRADED);
    expect(cacheOf(DEGRADED, PUBLIC)).toBe(DEGRADED);
    expect(cacheOf(DEGRADED, NO_STORE)).toBe(NO_STORE);
    expect(cacheOf(PUBLIC, 'private, no-cache')).toBe('private, no-cache');
  });
});

describe('a posted form', () => {
  const post = (body: BodyInit, type: string) =>
    new Request('http://site.test/contact', {
      method: 'POST',
      headers: { 'content-type': type },
      body,
    });

  it('is read when it is one', async () => {
    const form = await readForm(
      post('senderName=Ana+Ruiz&x=1', 'application/x-www-form-urlencoded'),
    );
    expect(form.get('senderName')).toBe('Ana Ruiz');
  });

  it('answers 400, not 500, when the body is not a form', async () => {
    for (const [body, type] of [
      ['{"senderName":"Ana"}', 'application/json'],
      ['garbage', 'multipart/form-data; boundary=x'],
    ] as const) {
      const refusal = await readForm(post(body, type)).then(
        () => undefined,
        (thrown: unknown) => thrown,
      );
      expect(refusal, type).toBeInstanceOf(Response);
      expect((refusal as Response).status).toBe(400);
    }
  });
});
