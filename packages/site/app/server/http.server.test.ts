import { describe, expect, it } from 'vitest';
import { DEGRADED, NO_STORE, routeHeaders } from './http.server';

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
