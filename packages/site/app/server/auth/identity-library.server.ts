/**
 * The intranet's identity library: msal-node, and outside production the bundled development
 * OpenID provider (oidc-provider) with its Graph stand-in. Only the intranet signs anyone in, so
 * only its build carries them: the site's Vite plugin puts `identity-library-left-out.server.ts`
 * in this module's place for every other organization (`districtSite()` without
 * `{ intranet: true }`). Some 800 modules (over 40 % of the server bundle) that a public
 * school's server would never load are then neither bundled nor shipped with it.
 */

/** Whether this build carries the identity library (false where the plugin left it out). */
export const IDENTITY_LIBRARY_INCLUDED: boolean = true;

/** Loads the library, on the intranet's first sign-in. */
export function loadIdentityLibrary() {
  return import('@district/auth/create-intranet-auth');
}
