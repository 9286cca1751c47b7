import { CATEGORY_PARAM } from './components/category-link';
import routes from './routes';

/** The paths of the pages that read a parameter (`/brand/*`: every path below); `*` every page. */
type ReadBy = '*' | readonly string[];

/**
 * The query parameters this site's pages read, each with the pages that read it, and Remix's
 * own: `_routes` (which loaders a client navigation's data request asks for) and `index` (a
 * request for the index route's data, which only `/` has). A parameter is kept only on the pages
 * that read it: `?to=` means nothing on `/about-us`, and kept there it made each made-up value a
 * page of its own in the cache. A route that reads a new parameter names it here;
 * `page-query.test.ts` checks the app's code for any it reads and this list does not name.
 */
const READ_BY: Readonly<Record<string, ReadBy>> = {
  lang: '*', // the language chosen without JavaScript (docs/behaviour.md#languages)
  preview: '*', // CMS preview: never cached
  q: ['/search'],
  page: ['/announcements', '/stories', '/search'],
  [CATEGORY_PARAM]: ['/announcements', '/stories'],
  to: ['/contact'],
  path: ['/api/notifications'], // the CMS page whose own notifications are asked for
  v: ['/brand/*'], // the theme stylesheet's version
  _routes: '*', // data requests only: see keptOn
  index: ['/'], // bare, on data requests only: see keptOn
};

/** Every parameter some page reads. */
export const PAGE_PARAMETERS: ReadonlySet<string> = new Set(Object.keys(READ_BY));

/**
 * The page a path is for: a client navigation's data request (`/search.data`, `/_root.data` for
 * `/`) asks for the same page's loaders.
 */
function pageOf(pathname: string): { page: string; data: boolean } {
  if (!pathname.endsWith('.data')) return { page: pathname, data: false };
  const page = pathname.slice(0, -'.data'.length);
  return { page: page === '/_root' ? '/' : page, data: true };
}

/** Whether the parameter `name=value` (raw) is one the page at `pathname` reads. */
function keptOn(name: string, rawValue: string | null, pathname: string): boolean {
  const readBy = READ_BY[name];
  if (!readBy) return false;
  const { page, data } = pageOf(pathname);
  // Remix sends these on its data requests alone, and `index` without a value.
  if (name === '_routes') return data;
  if (name === 'index' && (!data || (rawValue !== null && rawValue !== ''))) return false;
  if (readBy === '*') return true;
  const bare = page.length > 1 ? page.replace(/\/+$/, '') : page;
  return readBy.some((path) =>
    path.endsWith('/*') ? bare.startsWith(path.slice(0, -1)) : path === bare,
  );
}

/**
 * Paths whose whole query matters and that are never cached: sign-in (its return address, its
 * error code, `retry`), and Remix's route discovery (`/__manifest?p=…&version=…`).
 */
const WHOLE_QUERY = /^\/(?:auth(?:\/|$)|__manifest$)/;

/**
 * The part of a query that names a page: the parameters the site reads (PAGE_PARAMETERS), in
 * their order, each once (the first, which is the one the page reads: `?page=1&page=9` is page 1)
 * and written one way (form encoding: `%32` is `2`, `%2f` is `%2F`). Everything else never
 * changes the page, and is left out:
 * - the tracking parameters of campaign and social links (`utm_*`, Facebook's `fbclid`, Google's
 *   `gclid`, Mailchimp's `mc_cid`…): each click on the district's snow-day post carries its own;
 * - what browsers, apps and scripts add (`?ref=`, `?v=`, jQuery's `_=1700000000`), and the random
 *   parameters of a cache-busting flood;
 * - Remix's legacy `_data`, which a single-fetch site never makes (Remix logs an error for it);
 * - a parameter whose name or value does not decode.
 *
 * The server renders, and the page cache keys, the URL with this query only (the build's entry
 * passes it to the request listener), and the page repeats only this query in its own forms and
 * links, so the markup is the same on the server and in the browser, whose address bar keeps the
 * whole URL (analytics in the browser still sees the campaign). Without it, every such request
 * missed the page cache and had the page rendered for it alone (~100 a second on the project
 * machine, against thousands from memory).
 */
export function pageQuery(
  search: string,
  pathname: string,
  isLanguage?: (code: string) => boolean,
): string {
  if (WHOLE_QUERY.test(pathname)) return search;
  const query = search.startsWith('?') ? search.slice(1) : search;
  if (query === '') return '';
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const pair of query.split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const rawValue = equals === -1 ? null : pair.slice(equals + 1);
    const name = formDecoded(equals === -1 ? pair : pair.slice(0, equals));
    if (name === null || seen.has(name) || !keptOn(name, rawValue, pathname)) continue;
    const value = rawValue === null ? null : formDecoded(rawValue);
    if (rawValue !== null && value === null) continue;
    // A `lang` that names no language of the site: the page ignores it
    // (request-context.server.ts), so each made-up value would only be one more copy of the same
    // page. Its case is the reader's (`?lang=ES` is Spanish).
    if (name === 'lang' && isLanguage && !isLanguage(value ?? '')) continue;
    seen.add(name);
    const written = new URLSearchParams([[name, value ?? '']]).toString();
    kept.push(value === null ? written.slice(0, -1) : written);
  }
  return kept.length > 0 ? `?${kept.join('&')}` : '';
}

/** A form-encoded name or value, decoded (`+` is a space), or null when it does not decode. */
function formDecoded(raw: string): string | null {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

function pathDecoded(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** The site's own routes, each as its segments (`:name` a parameter); the CMS's catch-all left out. */
// Marked pure so the browser's build, which reads only pageQuery, leaves the route table out.
const ROUTE_SEGMENTS: readonly (readonly string[])[] = /* @__PURE__ */ routes.flatMap((route) =>
  'path' in route && route.path && !route.path.includes('*') ? [route.path.split('/')] : [],
);

/**
 * The canonical case of a path as the server writes it (percent-encoded, no `//`, no trailing
 * slash): the site's routes match in any case (`/ANNOUNCEMENTS`, `/Search`), and each is one page
 * at its own path's case; a parameter's segment keeps its case. Any other path is a CMS page's:
 * `cmsPath` gives the CMS's own case when the site knows it (else the path is left as written and
 * the page's loader redirects). A data request (`/search.data`) is its page's.
 */
export function pagePath(
  pathname: string,
  cmsPath: (pathname: string) => string | null = () => null,
): string {
  const data = pathname.endsWith('.data');
  const page = data ? pathname.slice(0, -'.data'.length) : pathname;
  const segments = page.split('/').slice(1);
  const route = ROUTE_SEGMENTS.find(
    (candidate) =>
      candidate.length === segments.length &&
      candidate.every(
        (segment, i) =>
          segment.startsWith(':') ||
          pathDecoded(segments[i] ?? '')?.toLowerCase() === segment.toLowerCase(),
      ),
  );
  if (!route) return data ? pathname : (cmsPath(pathname) ?? pathname);
  const canonical = `/${route.map((segment, i) => (segment.startsWith(':') ? segments[i] : segment)).join('/')}`;
  return data ? `${canonical}.data` : canonical;
}
