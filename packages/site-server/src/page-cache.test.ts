import { describe, expect, it } from 'vitest';
import { preferredEncoding } from './encoding';
import type { SiteOrigin as RequestOrigin } from './env';
import {
  cachePolicy,
  createPageCache,
  type KeyedRequest,
  type KeyRules,
  pageCacheKey as keyWith,
  type PageCacheCookies,
} from './page-cache';
import { dismissedCookieName, stateCookieName } from './testing/district-site';

const request = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({
  method,
  url,
  headers,
});

const SITE: RequestOrigin = { protocol: 'https', host: 'www.meadowlarkvalley.org' };
/**
 * The cookies of a site whose brand is `mvsd`, named where the site names them, each read as a
 * small site would: a language among three, ids of letters and digits.
 */
const COOKIES: PageCacheCookies = {
  preferences: [
    {
      name: stateCookieName('mvsd'),
      read: (value) => (/^lang=(?:en|es|fr)$/.test(value) ? value : undefined),
    },
    {
      name: dismissedCookieName('mvsd'),
      read: (value) => (/^[a-z0-9]+$/.test(value) ? value : undefined),
    },
  ],
};
const keyFrom = (
  req: KeyedRequest,
  url: URL,
  pageLanguage?: KeyRules['pageLanguage'],
  version = 0,
) => keyWith(req, url, { cookies: COOKIES, pageLanguage, version });
/**
 * The key of a request to the site, or from `origin` (the listener's requestOrigin), for the URL
 * the listener makes of them.
 */
const pageCacheKey = (req: KeyedRequest & { url: string }, origin = SITE) =>
  keyFrom(req, new URL(`${origin.protocol}://${origin.host}${req.url}`));

const page = (headers: Record<string, string>, status = 200) =>
  new Response('<h1>Meadowlark Valley</h1>', { status, headers });

describe('page cache key', () => {
  it('is the same for the same page, language and preferences', () => {
    const cookie = 'mvsd-website-state=lang%3Des; _ga=1';
    expect(pageCacheKey(request('/about-us?x=1', { cookie }))).toBe(
      pageCacheKey(request('/about-us?x=1', { cookie: `_ga=2; ${cookie.split(';')[0]}` })),
    );
  });

  it('tells apart host, protocol, path, query, preference cookies and language', () => {
    const base = pageCacheKey(request('/about-us'));
    const variants = [
      pageCacheKey(request('/about-us'), { ...SITE, host: 'aspen.meadowlarkvalley.org' }),
      pageCacheKey(request('/about-us/')),
      pageCacheKey(request('/about-us?page=2')),
      pageCacheKey(request('/about-us', { cookie: 'mvsd-website-state=lang%3Des' })),
      pageCacheKey(request('/about-us', { cookie: 'mvsd-notifications-dismissed=a1' })),
      pageCacheKey(request('/about-us', { 'accept-language': 'es' })),
      pageCacheKey(request('/about-us'), { ...SITE, protocol: 'http' }),
    ];
    expect(new Set([base, ...variants]).size).toBe(variants.length + 1);
  });

  it("keys on the site's reading of Accept-Language when it gives one, not the whole header", () => {
    const language = (header: string | undefined) =>
      (header ?? '').startsWith('es') ? 'es' : 'en';
    const key = (acceptLanguage: string, pageLanguage: typeof language = language) =>
      keyFrom(
        request('/about-us', { 'accept-language': acceptLanguage }),
        new URL('https://www.meadowlarkvalley.org/about-us'),
        pageLanguage,
      );
    expect(key('en-US,en;q=0.9')).toBe(key('en-GB,en;q=0.5'));
    expect(key('es-MX,es;q=0.9')).toBe(key('es'));
    expect(key('es-MX,es;q=0.9')).not.toBe(key('en-US'));
    // A reading that fails keys on the whole header: a page of its own, never another's.
    const failing = () => {
      throw new Error('unreadable');
    };
    expect(key('en-US', failing)).not.toBe(key('en-GB', failing));
    expect(key('en-US', failing)).toBe(
      pageCacheKey(request('/about-us', { 'accept-language': 'en-US' })),
    );
  });

  it('takes the origin it is given, never one a forwarded header names', () => {
    const forged = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };
    expect(pageCacheKey(request('/about-us', forged))).toBe(pageCacheKey(request('/about-us')));
  });

  it('ignores the order of preference cookies', () => {
    const a = 'mvsd-website-state=lang%3Des; mvsd-notifications-dismissed=n1';
    const b = 'mvsd-notifications-dismissed=n1; mvsd-website-state=lang%3Des';
    expect(pageCacheKey(request('/', { cookie: a }))).toBe(
      pageCacheKey(request('/', { cookie: b })),
    );
  });

  it('reads a duplicated preference cookie as the site does: the first one decides the page', () => {
    const es = 'mvsd-website-state=lang%3Des; mvsd-website-state=lang%3Dfr';
    const fr = 'mvsd-website-state=lang%3Dfr; mvsd-website-state=lang%3Des';
    expect(pageCacheKey(request('/', { cookie: es }))).not.toBe(
      pageCacheKey(request('/', { cookie: fr })),
    );
    expect(pageCacheKey(request('/', { cookie: es }))).toBe(
      pageCacheKey(request('/', { cookie: 'mvsd-website-state=lang%3Des' })),
    );
  });

  it('changes when the page cache is invalidated (the notification set changed)', () => {
    const cache = createPageCache({ handle: async () => new Response(''), cookies: COOKIES });
    const url = new URL('https://www.meadowlarkvalley.org/');
    const before = cache.key(request('/'), url);
    cache.invalidate();
    const after = cache.key(request('/'), url);
    cache.invalidate();
    expect(new Set([before, after, cache.key(request('/'), url)]).size).toBe(3);
    expect(cache.stats().version).toBe(2);
  });

  it('reads cookies with the cookie codec: the same value encoded or not, spaced or not', () => {
    expect(pageCacheKey(request('/', { cookie: 'mvsd-website-state=lang=es' }))).toBe(
      pageCacheKey(request('/', { cookie: 'mvsd-website-state=lang%3Des' })),
    );
    expect(pageCacheKey(request('/', { cookie: 'other=1;mvsd-website-state=lang%3Des' }))).toBe(
      pageCacheKey(request('/', { cookie: 'mvsd-website-state=lang%3Des; other=2' })),
    );
  });

  it('bypasses any request with cookies or Authorization for a site that names none of its cookies', () => {
    const url = new URL('https://www.meadowlarkvalley.org/');
    const rules = { cookies: undefined };
    expect(keyWith(request('/', { cookie: 'mvsd-website-state=lang%3Des' }), url, rules)).toBe(
      undefined,
    );
    expect(keyWith(request('/', { authorization: 'Bearer x' }), url, rules)).toBe(undefined);
    expect(keyWith(request('/'), url, rules)).toBeDefined();
  });

  it('reads a preference cookie as the site does: a value it ignores is the same as none', () => {
    const none = pageCacheKey(request('/'));
    for (const cookie of [
      'mvsd-website-state=lang%3Dxx',
      'mvsd-website-state=%7B%22junk',
      'mvsd-notifications-dismissed=%5B%22%3Cscript%3E%22%5D',
      'mvsd-notifications-dismissed=',
      'mvsd-website-state=; other=1',
    ]) {
      expect(pageCacheKey(request('/', { cookie })), cookie).toBe(none);
    }
    expect(pageCacheKey(request('/', { cookie: 'mvsd-website-state=lang%3Des' }))).not.toBe(none);
  });

  it('bypasses previews, personal requests and other methods, and nothing else', () => {
    expect(pageCacheKey(request('/?preview'))).toBeUndefined();
    expect(pageCacheKey(request('/about-us?lang=es&preview=1'))).toBeUndefined();
    expect(pageCacheKey(request('/', {}, 'POST'))).toBeUndefined();
    expect(pageCacheKey(request('/', {}, 'HEAD'))).toBeDefined();
    expect(pageCacheKey(request('/previews-of-the-year'))).toBeDefined();
    // A public site has no sessions: a cookie named like one, or any Authorization, is a visitor.
    const anonymous = pageCacheKey(request('/'));
    expect(pageCacheKey(request('/', { cookie: 'mvsd-session=abc' }))).toBe(anonymous);
    expect(pageCacheKey(request('/', { authorization: 'Bearer x' }))).toBe(anonymous);
    // Where the site has sessions, only one that verifies is personal.
    const url = new URL('https://www.meadowlarkvalley.org/');
    const signedIn: KeyRules = {
      cookies: { ...COOKIES, personal: (cookies) => cookies['mvsd-session'] === 'sealed-by-us' },
    };
    expect(keyWith(request('/', { cookie: 'mvsd-session=sealed-by-us' }), url, signedIn)).toBe(
      undefined,
    );
    expect(keyWith(request('/', { cookie: 'mvsd-session=forged' }), url, signedIn)).toBe(anonymous);
  });
});

describe('cache policy', () => {
  it('keeps public pages for their s-maxage, at most 60 s, then their stale window', () => {
    expect(
      cachePolicy(page({ 'cache-control': 'public, s-maxage=30, stale-while-revalidate=600' })),
    ).toEqual({ freshMs: 30_000, staleMs: 600_000 });
    expect(cachePolicy(page({ 'cache-control': 'public, max-age=0, s-maxage=86400' }))).toEqual({
      freshMs: 60_000,
      staleMs: 0,
    });
    expect(
      cachePolicy(page({ 'cache-control': 'public, s-maxage=10, stale-if-error=99999999' })),
    ).toEqual({ freshMs: 10_000, staleMs: 3_600_000 });
  });

  it("keeps the site's public answer that there is no such page like a page", () => {
    const missing = page({ 'cache-control': 'public, max-age=0, s-maxage=30' }, 404);
    expect(cachePolicy(missing)).toEqual({ freshMs: 30_000, staleMs: 0 });
  });

  it('refuses what is not a public, cookie-free, plain 200 or 404', () => {
    const refused = [
      page({ 'cache-control': 'public, max-age=60' }),
      page({ 'cache-control': 's-maxage=60' }),
      page({ 'cache-control': 'public, s-maxage=60, private' }),
      page({ 'cache-control': 'public, s-maxage=60, no-store' }),
      page({ 'cache-control': 'public, s-maxage=0' }),
      page({ 'cache-control': 'public, s-maxage=60', 'set-cookie': 'a=b' }),
      page({ 'cache-control': 'public, s-maxage=60', 'content-encoding': 'gzip' }),
      page({ 'cache-control': 'public, s-maxage=60', vary: '*' }),
      page({ 'cache-control': 'public, s-maxage=60' }, 500),
      page({ 'cache-control': 'public, s-maxage=60' }, 503),
      page({ 'cache-control': 'public, s-maxage=60' }, 410),
      page({ 'cache-control': 'public, s-maxage=60' }, 301),
      page({ 'cache-control': 'private, no-store' }, 404),
      page({}),
    ];
    expect(refused.map((response) => cachePolicy(response))).toEqual(refused.map(() => undefined));
  });
});

describe('preferred encoding', () => {
  it('prefers brotli, then gzip, honouring q-values', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
    expect(preferredEncoding('br, gzip', ['gzip'])).toBe('gzip');
  });
});
