/** A Remix server build as the site server's handler, with its load context and page rules. */
import { type AppLoadContext, createRequestHandler, type ServerBuild } from '@remix-run/node';
import type { SiteLoadContext } from './contract/load-context.js';
import type { SiteBuildExports } from './contract/site-build.js';
import type { SiteServerOptions } from './site-server.js';

/** The build's entry module as the server reads it: Remix's exports and the site's contract. */
interface SiteEntryModule {
  siteBuild?: SiteBuildExports;
}

/** What the build's entry declares for the server; a build without it is not a site's. */
export function siteBuildOf(build: ServerBuild): SiteBuildExports {
  const declared = (build.entry?.module as SiteEntryModule | undefined)?.siteBuild;
  if (typeof declared?.createServices !== 'function') {
    throw new Error(
      'The server build has no site contract: its entry module (app/entry.server.tsx) must export `siteBuild` (`SiteBuildExports` of @district/site-server/contract).',
    );
  }
  return declared;
}

/** The handler and page rules of a server build, for createSiteServer, with these services. */
export function remixSiteOptions(
  build: ServerBuild,
  services: unknown,
  mode = 'production',
): Pick<
  SiteServerOptions,
  'handle' | 'pageQuery' | 'pagePath' | 'pageLanguage' | 'pageCacheCookies' | 'metrics'
> {
  const handleRequest = createRequestHandler(build, mode);
  const site = siteBuildOf(build);
  const rules = site.pageRules(services);
  return {
    handle: (request, info) => {
      const context: SiteLoadContext = { ...info, services };
      return handleRequest(request, context as unknown as AppLoadContext);
    },
    ...rules,
    metrics: () => site.serverMetrics(services),
  };
}
