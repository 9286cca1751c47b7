/**
 * The intranet's identity library (msal-node, and outside production the development provider).
 * Only the intranet's build carries it: the site's Vite plugin swaps in the left-out stand-in
 * elsewhere, so public servers neither bundle nor ship it.
 */

/** Whether this build carries the identity library (false where the plugin left it out). */
export const IDENTITY_LIBRARY_INCLUDED: boolean = true;

/** Loads the library, on the intranet's first sign-in. */
export function loadIdentityLibrary() {
  return import('@district/auth/create-intranet-auth');
}
