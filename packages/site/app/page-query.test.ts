import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_PARAMETERS, pageQuery } from './page-query';

describe('the query that names a page', () => {
  it('keeps what the pages read, in its order and encoding', () => {
    expect(pageQuery('?lang=ar&q=bus+routes&page=3&category=Athletics&preview=1&to=x', '/')).toBe(
      '?lang=ar&q=bus+routes&page=3&category=Athletics&preview=1&to=x',
    );
    expect(pageQuery('?path=%2Fathletics', '/api/notifications')).toBe('?path=%2Fathletics');
  });

  it('drops the tracking parameters of shared and campaign links', () => {
    expect(pageQuery('?fbclid=IwAR0abc&utm_source=facebook', '/')).toBe('');
    expect(pageQuery('?q=snow+day&gclid=x&page=2', '/search')).toBe('?q=snow+day&page=2');
  });

  it('drops whatever else a link or a script adds, and a flood’s random parameters', () => {
    expect(pageQuery('?ref=newsletter&v=3&_=1700000000', '/')).toBe('');
    expect(pageQuery('?x7f3k=9qz&lang=es', '/academics')).toBe('?lang=es');
  });

  it("drops Remix's legacy data parameter and keeps single fetch's", () => {
    expect(pageQuery('?lang=es&_data=routes%2Fhome', '/')).toBe('?lang=es');
    expect(pageQuery('?q=bus&_routes=routes%2Fsearch', '/search.data')).toBe(
      '?q=bus&_routes=routes%2Fsearch',
    );
  });

  it('drops a lang that names no language of the site, so it cannot split the page cache', () => {
    const offered = (code: string) => ['es', 'so', 'zh-hant'].includes(code.toLowerCase());
    expect(pageQuery('?lang=es&q=bus', '/search', offered)).toBe('?lang=es&q=bus');
    expect(pageQuery('?lang=ES', '/', offered)).toBe('?lang=ES');
    expect(pageQuery('?lang=zh-Hant&page=2', '/stories', offered)).toBe('?lang=zh-Hant&page=2');
    expect(pageQuery('?lang=tlh-Latn', '/', offered)).toBe('');
    expect(pageQuery('?q=bus&lang=xx&page=2', '/search', offered)).toBe('?q=bus&page=2');
    expect(pageQuery('?lang=&q=bus', '/search', offered)).toBe('?q=bus');
    expect(pageQuery('?lang=%E0%A4', '/', offered)).toBe('');
    // Without the site's languages (the browser before the chrome is known) lang is kept.
    expect(pageQuery('?lang=xx', '/')).toBe('?lang=xx');
  });

  it("keeps the whole query of sign-in and of Remix's route discovery", () => {
    for (const [search, path] of [
      ['?returnTo=%2Fstaff&retry', '/auth'],
      ['?error=sign-in-mismatch', '/auth'],
      ['?p=%2Fabout-us&version=1a2b3c', '/__manifest'],
    ] as const) {
      expect(pageQuery(search, path)).toBe(search);
    }
  });

  it('names every parameter the app reads', () => {
    const read = new Set<string>();
    const app = import.meta.dirname;
    for (const entry of readdirSync(app, { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(entry) || /\.test\.tsx?$/.test(entry)) continue;
      const code = readFileSync(join(app, entry), 'utf8');
      for (const match of code.matchAll(/searchParams\)?\.(?:get|getAll|has)\(\s*'([^']+)'/g)) {
        read.add(match[1] ?? '');
      }
    }
    // The scan finds them (lang, preview, q, page, to, path at least)…
    expect(read.size).toBeGreaterThanOrEqual(6);
    // …and the list names each, but for sign-in's, whose path keeps its whole query.
    const signIn = new Set(['returnTo', 'error', 'retry', 'signedOut']);
    expect([...read].filter((name) => !PAGE_PARAMETERS.has(name) && !signIn.has(name))).toEqual([]);
  });
});
