import type { PluginOption } from 'vite';

/** Options of {@link districtSite}. */
export interface DistrictSiteOptions {
  /** The app folder holding org.config.ts; default: the current directory. */
  root?: string;
  /** Packages to keep out of the server bundle. */
  ssrExternal?: string[];
  /** Where the build goes, relative to the app folder; default `build` (the bench's analyses). */
  buildDirectory?: string;
  /**
   * The staff intranet, which signs staff in: its build carries the identity library (msal-node
   * and the development OpenID provider). Every other organization's leaves it out.
   */
  intranet?: boolean;
}

/** Instantiates the site template for one organization's app. */
export declare function districtSite(options?: DistrictSiteOptions): PluginOption[];

/** The plugin that leaves the intranet's identity library out of a public organization's build. */
export declare function leaveOutIdentityLibrary(): PluginOption;
