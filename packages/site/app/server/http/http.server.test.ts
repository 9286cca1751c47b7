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

describe('the headers of a page whose loader threw', () => {
  const chrome = new Headers({ 'Cache-Control': PUBLIC, Vary: 'Accept-Language, Cookie' });

  it('cache the not-found page like the chrome it is drawn in', () => {
    // What `notFound()` throws carries its content type only.
    const thrown = new Response('The page you are looking for could not be found.', {
      status: 404,
    });
    const answer = routeHeaders({
      loaderHeaders: chrome,
      parentHeaders: new Headers(),
      errorHeaders: thrown.headers,
    });
    expect(answer.get('Cache-Control')).toBe(PUBLIC);
    expect(answer.get('Vary')).toBe('Accept-Language, Cookie');
  });

  it('keep what an error says of its own caching when it is more private', () => {
    const answer = routeHeaders({
      loaderHeaders: chrome,
      parentHeaders: new Headers(),
      errorHeaders: new Headers({ 'Cache-Control': NO_STORE }),
    });
    expect(answer.get('Cache-Control')).toBe(NO_STORE);
  });

  it('are never stored when nothing says how to cache them', () => {
    const answer = routeHeaders({ loaderHeaders: new Headers(), parentHeaders: new Headers() });
    expect(answer.get('Cache-Control')).toBe(NO_STORE);
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
