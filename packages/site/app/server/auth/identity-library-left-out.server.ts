/**
 * A public organization's build's stand-in for `identity-library.server.ts` (the Vite plugin swaps
 * them); an intranet built this way is refused at start-up.
 */
import type { loadIdentityLibrary as load } from './identity-library.server';

/** The refusal, for a build asked to sign someone in. */
export const IDENTITY_LIBRARY_LEFT_OUT =
  "This build leaves out the intranet's identity library (msal-node): build the intranet with districtSite({ intranet: true }) in its vite.config.ts.";

export const IDENTITY_LIBRARY_INCLUDED: boolean = false;

export const loadIdentityLibrary: typeof load = () =>
  Promise.reject(new Error(IDENTITY_LIBRARY_LEFT_OUT));
