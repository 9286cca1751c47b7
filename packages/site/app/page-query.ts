import {
  isTrackingParameter,
  withoutParameters,
} from '@district/core/navigation/tracking-parameters';

/**
 * Remix's data request parameter from before single fetch: this site's pages never make it, and
 * Remix logs an error for each request that carries it.
 */
const LEGACY_DATA_PARAMETER = '_data';

/**
 * The part of a query (`?q=bus&utm_source=x`) that names a page: without the tracking parameters
 * of campaign and social links (see tracking-parameters.ts) and without `_data`. The server
 * renders, and the page cache keys, the URL with this query only (the build's entry passes it to
 * the request listener), and the page repeats only this query in its own forms and links, so the
 * markup is the same on the server and in the browser, whose address bar keeps the whole URL.
 */
export function pageQuery(search: string): string {
  return withoutParameters(
    search,
    (name) => name === LEGACY_DATA_PARAMETER || isTrackingParameter(name),
  );
}
