/**
 * The contract between an app's build and the site server (decision 023). Both sides import it as
 * `@district/site-server/contract`; it imports neither.
 */
export type { ServerRequestInfo, SiteLoadContext } from './load-context.js';
export { LOG_OPTIONS } from './log-options.js';
export type { PageCacheCookies, PreferenceCookie } from './page-cache-cookies.js';
export type {
  BackgroundOptions,
  BackgroundWork,
  PageRules,
  SiteBuildExports,
} from './site-build.js';
