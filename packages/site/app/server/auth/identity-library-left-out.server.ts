/**
 * What a public organization's build has in place of `identity-library.server.ts` (the site's
 * Vite plugin swaps them): no identity library. Nothing calls `loadIdentityLibrary` in such a
 * build, since only the intranet signs anyone in; and an intranet built this way is refused at
 * start-up (`assertIntranetSignInConfigured`), before any request.
 */
import type { loadIdentityLibrary as load } from './identity-library.server';

/** The refusal, for a build asked to sign someone in. */
export const IDENTITY_LIBRARY_LEFT_OUT =
  "This build leaves out the intranet's identity library (msal-node): build the intranet with districtSite({ intranet: true }) in its vite.config.ts.";

export const IDENTITY_LIBRARY_INCLUDED: boolean = false;

export const loadIdentityLibrary: typeof load = () =>
  Promise.reject(new Error(IDENTITY_LIBRARY_LEFT_OUT));
