// The minimal Remix page the uncached bench compares the site with: the plain Remix Vite plugin,
// the site's future flags, one route. Its packages are linked from packages/site by the bench
// (lib/fixture.mjs) so both render with the very same Remix and React.
import { vitePlugin as remix } from '@remix-run/dev';
import { defineConfig } from 'vite';

export default defineConfig({
  logLevel: 'warn',
  // Bundled like the site's server build, so it runs with node alone.
  ssr: { noExternal: true },
  plugins: [
    remix({
      buildDirectory: 'build',
      serverModuleFormat: 'esm',
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
        v3_routeConfig: true,
      },
    }),
  ],
});
