/**
 * The district's public site as the server's tests see it: its cookie, query and path rules written
 * as the app reads them, so the server's tests import nothing of the app.
 */
import type { PageCacheCookies } from '../page-cache.js';

/** The preference cookie (`{brand}-website-state`: the chosen language). */
export function stateCookieName(brand: string): string {
  return `${brand}-website-state`;
}

/** The session cookie of notices dismissed without JavaScript. */
export function dismissedCookieName(brand: string): string {
  return `${brand}-notifications-dismissed`;
}

/** Languages the site offers (a few of the district's; compared case-insensitively). */
export const LANGUAGE_CODES: readonly string[] = ['en', 'es', 'fr', 'vi', 'zh-Hans'];

const ID = /^[A-Za-z0-9-]{1,100}$/;
const MAX_IDS = 50;

function json(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

/** The language a preference cookie chooses, written back as the site writes it. */
function readPreferences(value: string, languages: readonly string[]): string | undefined {
  const parsed = json(value) as { languageCode?: unknown } | undefined;
  const code = typeof parsed?.languageCode === 'string' ? parsed.languageCode.toLowerCase() : '';
  const language = languages.find((offered) => offered.toLowerCase() === code);
  return language ? JSON.stringify({ languageCode: language }) : undefined;
}

/** The well-formed ids of a dismissed-notices cookie, each once, the last MAX_IDS. */
function dismissedIdsIn(value: string): string[] {
  const parsed = json(value);
  if (!Array.isArray(parsed)) return [];
  const ids = parsed.filter((id): id is string => typeof id === 'string' && ID.test(id));
  return [...new Set(ids)].slice(-MAX_IDS);
}

/** A site's page-cache cookies, as the app's `pageCacheCookiesFor` makes them. */
export function pageCacheCookiesFor({
  brand,
  languages = LANGUAGE_CODES,
  intranet,
  isShown = () => false,
}: {
  brand: string;
  languages?: readonly string[];
  intranet: boolean;
  isShown?: (id: string) => boolean;
}): PageCacheCookies {
  return {
    preferences: [
      { name: stateCookieName(brand), read: (value) => readPreferences(value, languages) },
      {
        name: dismissedCookieName(brand),
        read: (value) => {
          const ids = dismissedIdsIn(value).filter(isShown);
          return ids.length > 0 ? JSON.stringify(ids) : undefined;
        },
      },
    ],
    ...(intranet ? { personal: () => true } : {}),
  };
}

/** The query parameters the fixture's pages read, with the pages that read each. */
const READ_BY: Readonly<Record<string, '*' | readonly string[]>> = {
  lang: '*',
  preview: '*',
  q: ['/search'],
  page: ['/announcements', '/stories', '/search'],
  category: ['/announcements', '/stories'],
};

function formDecoded(raw: string): string | null {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/** The part of a query that names a page: the parameters a page reads, each once (the first). */
export function pageQuery(search: string, pathname: string): string {
  const query = search.startsWith('?') ? search.slice(1) : search;
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const pair of query.split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const name = formDecoded(equals === -1 ? pair : pair.slice(0, equals));
    const value = equals === -1 ? '' : formDecoded(pair.slice(equals + 1));
    const readBy = name === null ? undefined : READ_BY[name];
    if (name === null || value === null || !readBy || seen.has(name)) continue;
    if (readBy !== '*' && !readBy.includes(pathname)) continue;
    seen.add(name);
    kept.push(new URLSearchParams([[name, value]]).toString());
  }
  return kept.length > 0 ? `?${kept.join('&')}` : '';
}

function pathDecoded(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** The site's own routes; any other path is a CMS page's and keeps the case it was asked in. */
const ROUTES = ['announcements', 'stories', 'search', 'calendars', 'contact'];

/** The canonical case of a path: a route's own, a data request's its page's. */
export function pagePath(pathname: string): string {
  const data = pathname.endsWith('.data');
  const page = data ? pathname.slice(0, -'.data'.length) : pathname;
  const route = ROUTES.find((name) => pathDecoded(page.slice(1))?.toLowerCase() === name);
  if (!route) return pathname;
  return data ? `/${route}.data` : `/${route}`;
}
