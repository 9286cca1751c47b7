/** Cookies a page depends on: read by the app, keyed on by the page cache (decision 016). */

/** A cookie a page depends on, with the site's reading of its value. */
export interface PreferenceCookie {
  name: string;
  /** The value as the site writes it, or undefined when ignored: an invalid value is no cookie. */
  read: (value: string) => string | undefined;
}

/**
 * The preference cookies that change what a page shows, and whether a request is personal (a
 * verified session: never cached). Without `personal`, no cookie makes a request personal.
 */
export interface PageCacheCookies {
  preferences: readonly PreferenceCookie[];
  personal?: ((cookies: Readonly<Record<string, string | undefined>>) => boolean) | undefined;
}
