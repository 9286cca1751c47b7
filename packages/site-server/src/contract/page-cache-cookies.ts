/**
 * The cookies a page depends on, as the app names and reads them and the server's page cache keys
 * on them (decision 016).
 */

/** A cookie a page depends on, with the site's reading of its value. */
export interface PreferenceCookie {
  name: string;
  /**
   * The value as the page reads it, written the way the site writes it (so that a page rendered
   * with it is the page the key names), or undefined for a value the site ignores: an invalid
   * value is the same as no cookie.
   */
  read: (value: string) => string | undefined;
}

/**
 * The cookies a page depends on, as the site names them (its entry module): the preference
 * cookies that change what a page shows (each reading a page of its own), and whether a request
 * is personal (a session that verifies: never looked up nor stored). A site without `personal`
 * has no sessions: no cookie name nor Authorization header makes a request personal there.
 */
export interface PageCacheCookies {
  preferences: readonly PreferenceCookie[];
  personal?: ((cookies: Readonly<Record<string, string | undefined>>) => boolean) | undefined;
}
