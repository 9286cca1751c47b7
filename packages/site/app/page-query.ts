import { CATEGORY_PARAM } from './components/category-link';
import routes from './routes';

/** The paths of the pages that read a parameter (`/brand/*`: every path below); `*` every page. */
type ReadBy = '*' | readonly string[];

/**
 * The query parameters this site's pages read, each with the pages that read it, plus Remix's
 * `_routes` and `index`. Kept elsewhere, each made-up value would be a page of its own in the
 * cache; `page-query.test.ts` fails on a parameter the app reads and this list does not name.
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

/** The page a path is for: a data request (`/search.data`, `/_root.data` for `/`) is its page's. */
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

/** Paths whose whole query matters, never cached: sign-in and Remix's `/__manifest`. */
const WHOLE_QUERY = /^\/(?:auth(?:\/|$)|__manifest$)/;

/**
 * The part of a query that names a page: the parameters the site reads, in their order, each
 * once (the first, as the page reads it) and written one way (form encoding). Everything else
 * (`utm_*`, `fbclid`, cache-busters, Remix's legacy `_data`, undecodable pairs) is left out.
 * The server renders and the page cache keys the URL with this query only, so a tracked link
 * still hits the cache; the page repeats only this query, so server and browser markup agree.
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
    // A `lang` the site does not offer is ignored by the page: keep no copy per made-up value.
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
 * The canonical case of a path: the site's routes match in any case and answer at their own
 * case (a parameter's segment keeps its case); other paths are CMS pages, given the CMS's case by
 * `cmsPath` when known. A data request (`/search.data`) is its page's.
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
