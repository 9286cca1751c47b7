// The Vite plugin every app's vite.config.ts calls. Shipped as JavaScript with a .d.ts because
// Node 20 loads a Vite config's imports unbundled (ARCHITECTURE.md, pitfalls).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vitePlugin as remix } from '@remix-run/dev';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const siteRoot = path.dirname(fileURLToPath(import.meta.url));
const appDirectory = path.join(siteRoot, 'app');
const repoRoot = path.resolve(siteRoot, '..', '..');

/**
 * Instantiates the site template for the app in `root` (default: the current directory), which
 * holds `org.config.ts` and `theme.css.ts`.
 */
export function districtSite(options = {}) {
  const appRoot = path.resolve(options.root ?? process.cwd());
  return [
    {
      name: 'district-site:app',
      config() {
        return {
          resolve: {
            alias: {
              '~org': path.join(appRoot, 'org.config.ts'),
              '~org-theme': path.join(appRoot, 'theme.css.ts'),
            },
          },
          server: { fs: { allow: [repoRoot] } },
          // Bundle every dependency into the server build: the build folder then runs with
          // node alone, and an app's package.json need not list the template's dependencies.
          ssr: { noExternal: true, external: options.ssrExternal ?? [] },
          build: { assetsInlineLimit: 0 },
        };
      },
      configureServer(server) {
        // The template lives outside the app's root: watch it in dev mode.
        server.watcher.add(appDirectory);
      },
    },
    remix({
      appDirectory,
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
    vanillaExtractPlugin(),
  ];
}
