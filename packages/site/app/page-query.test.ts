import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_PARAMETERS, pagePath, pageQuery } from './page-query';

describe('the query that names a page', () => {
  it('keeps what the pages read, in its order and encoding', () => {
    expect(pageQuery('?lang=ar&page=3&category=Athletics&preview=1', '/announcements')).toBe(
      '?lang=ar&page=3&category=Athletics&preview=1',
    );
    expect(pageQuery('?q=bus+routes&page=2', '/search')).toBe('?q=bus+routes&page=2');
    expect(pageQuery('?to=x&lang=es', '/contact')).toBe('?to=x&lang=es');
    expect(pageQuery('?path=%2Fathletics', '/api/notifications')).toBe('?path=%2Fathletics');
    expect(pageQuery('?v=3f2a', '/brand/mvsd-theme.css')).toBe('?v=3f2a');
  });

  it('keeps a parameter only on the pages that read it, so made-up values cannot split the cache', () => {
    expect(pageQuery('?to=x&q=y&page=9&category=Z&path=%2Fa&v=1', '/about-us')).toBe('');
    expect(pageQuery('?lang=es&category=Athletics', '/search')).toBe('?lang=es');
    // Remix's own: `_routes` on data requests only, `index` bare on the index route's data only.
    expect(pageQuery('?index=7f3k&_routes=x', '/about-us')).toBe('');
    expect(pageQuery('?index', '/')).toBe('');
    expect(pageQuery('?index&_routes=routes%2Fhome', '/_root.data')).toBe(
      '?index&_routes=routes%2Fhome',
    );
    expect(pageQuery('?index=7f3k', '/_root.data')).toBe('');
    expect(pageQuery('?q=bus&_routes=routes%2Fsearch', '/search.data')).toBe(
      '?q=bus&_routes=routes%2Fsearch',
    );
    // A name that does not decode is no parameter any page reads.
    expect(pageQuery('?%E0%A4=1&lang=es', '/')).toBe('?lang=es');
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

  it('keeps the first of a parameter given twice, the one the page reads: one page, not one per value', () => {
    expect(pageQuery('?page=1&page=2', '/announcements')).toBe('?page=1');
    expect(pageQuery('?category=Athletics&category=zq81&page=2', '/announcements')).toBe(
      '?category=Athletics&page=2',
    );
    expect(pageQuery('?q=bus&q=zq81&page=2&page=3', '/search')).toBe('?q=bus&page=2');
    // A lang the site ignores is no reading of its own: the next one is.
    const offered = (code: string) => ['es', 'so'].includes(code);
    expect(pageQuery('?lang=xx&lang=es&lang=so', '/', offered)).toBe('?lang=es');
  });

  it('writes what it keeps one way, so an encoding is not a page of its own', () => {
    expect(pageQuery('?page=%32', '/announcements')).toBe('?page=2');
    expect(pageQuery('?path=%2fabout-us', '/api/notifications')).toBe('?path=%2Fabout-us');
    expect(pageQuery('?path=/about-us', '/api/notifications')).toBe('?path=%2Fabout-us');
    expect(pageQuery('?q=bus%20routes', '/search')).toBe('?q=bus+routes');
    expect(pageQuery('?%63ategory=Athletics', '/stories')).toBe('?category=Athletics');
    // A value that does not decode is no value a page reads.
    expect(pageQuery('?q=%E0%A4&page=2', '/search')).toBe('?page=2');
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

  it("writes each of the site's routes in its own case, and leaves the CMS's paths as they are", () => {
    expect(pagePath('/ANNOUNCEMENTS')).toBe('/announcements');
    expect(pagePath('/Announcements/Bus-Route-7')).toBe('/announcements/Bus-Route-7');
    expect(pagePath('/SEARCH.data')).toBe('/search.data');
    expect(pagePath('/Api/Notifications')).toBe('/api/notifications');
    expect(pagePath('/Sitemap.XML')).toBe('/sitemap.xml');
    expect(pagePath('/%53earch')).toBe('/search');
    for (const path of ['/', '/about-us', '/ABOUT-US', '/_root.data', '/academics/Kindergarten']) {
      expect(pagePath(path)).toBe(path);
    }
    // A CMS page's case, where the site knows it; a route's own case always wins.
    const cms = (path: string) => (path.toLowerCase() === '/about-us' ? '/about-us' : null);
    expect(pagePath('/ABOUT-US', cms)).toBe('/about-us');
    expect(pagePath('/Search', () => '/Search-Elsewhere')).toBe('/search');
    expect(pagePath('/ABOUT-US.data', cms)).toBe('/ABOUT-US.data');
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
