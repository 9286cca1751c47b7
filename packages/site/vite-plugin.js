// The Vite plugin every app's vite.config.ts calls. Shipped as JavaScript with a .d.ts because
// Node 20 loads a Vite config's imports unbundled (ARCHITECTURE.md, pitfalls).
import { existsSync } from 'node:fs';
import { copyFile, readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { vitePlugin as remix } from '@remix-run/dev';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const siteRoot = path.dirname(fileURLToPath(import.meta.url));
const appDirectory = path.join(siteRoot, 'app');
const repoRoot = path.resolve(siteRoot, '..', '..');

/**
 * A template file by its source path (`routes/home.tsx`). In the repository the template is
 * TypeScript; the published package carries it built beside this file (dist/app, JavaScript, the
 * same names with `.js`), where the Remix plugin and the rules below must find it too.
 */
function templateFile(...segments) {
  const source = path.join(appDirectory, ...segments);
  return existsSync(source) ? source : source.replace(/\.tsx?$/, '.js');
}

// Route modules whose static imports every visit is likely to need: the root (every page), the home
// page and CMS pages (most of the traffic). What they import goes into one `shell` chunk.
const SHELL_ROUTES = ['root.tsx', 'routes/home.tsx', 'routes/cms-page.tsx'].map((file) =>
  templateFile(file),
);

/** The browsers whose syntax the browser build may use (esbuild's names). */
const BROWSER_TARGET = ['chrome91', 'edge91', 'firefox90', 'safari15'];

/**
 * `manualChunks` of the browser build (issue #10, page weight): the framework and the modules the
 * root, home and CMS routes import statically go into one `shell` chunk instead of a dozen, most
 * under 1 KB. Each file is compressed alone and served with its own headers, and files under 1 KB
 * are not compressed at all (server/static-assets.js), so one file weighs less than its parts;
 * their vanilla-extract styles likewise become one stylesheet. Route modules stay their own chunks
 * (Remix loads them by route), and modules only other routes import keep Rollup's own split.
 */
function shellChunks() {
  let shell;
  return (id, { getModuleIds, getModuleInfo }) => {
    shell ??= staticClosure(getModuleIds, getModuleInfo);
    return shell.has(id) ? 'shell' : undefined;
  };
}

function staticClosure(getModuleIds, getModuleInfo) {
  const entries = new Set();
  const starts = [];
  for (const id of getModuleIds()) {
    const info = getModuleInfo(id);
    if (!info?.isEntry) continue;
    entries.add(id);
    const file = id.split('?', 1)[0];
    // entry.client (Remix's own, outside the app folder) and the shell routes.
    if (SHELL_ROUTES.includes(file) || /entry\.client\.[jt]sx?$/.test(file)) starts.push(id);
  }
  const closure = new Set();
  const queue = [...starts];
  while (queue.length > 0) {
    const info = getModuleInfo(queue.pop());
    for (const imported of info?.importedIds ?? []) {
      if (closure.has(imported) || entries.has(imported)) continue;
      closure.add(imported);
      queue.push(imported);
    }
  }
  // The styles of what these modules load on demand (app/components/on-demand.tsx) join the shell's
  // stylesheet: the server renders those components in the page, whose one stylesheet must hold
  // them, with or without JavaScript.
  const onDemand = [...closure].flatMap((id) => getModuleInfo(id)?.dynamicallyImportedIds ?? []);
  const seen = new Set(onDemand);
  while (onDemand.length > 0) {
    const id = onDemand.pop();
    if (STYLE_MODULE.test(id)) closure.add(id);
    for (const imported of getModuleInfo(id)?.importedIds ?? []) {
      if (seen.has(imported) || entries.has(imported)) continue;
      seen.add(imported);
      onDemand.push(imported);
    }
  }
  return closure;
}

/** A vanilla-extract style module (`*.css.ts`, built as `*.css.js`) or the CSS it compiles to. */
const STYLE_MODULE = /\.css\.[jt]s(?:\?|$)|\.vanilla\.css/;

const IDENTITY_LIBRARY_FILE = templateFile('server', 'auth', 'identity-library.server.ts');
const LEFT_OUT_FILE = templateFile('server', 'auth', 'identity-library-left-out.server.ts');

/**
 * Leaves the intranet's identity library (msal-node, and the development OpenID provider) out of
 * a public organization's build: `app/server/auth/identity-library.server.ts` resolves to its
 * left-out twin, so the some 800 modules behind it (1,867 → 1,056) are neither bundled (a third
 * of each public app's server build time) nor shipped in its deploy artifact. The intranet passes
 * `{ intranet: true }`; a public build run as the intranet refuses to start.
 */
export function leaveOutIdentityLibrary() {
  return {
    name: 'district-site:leave-out-identity-library',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.includes('identity-library.server')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === IDENTITY_LIBRARY_FILE ? LEFT_OUT_FILE : null;
    },
  };
}

/**
 * The embedded alert store's PostgreSQL (PGlite) reads its WebAssembly and data files beside its
 * module at run time (`new URL('pglite.data', import.meta.url)`), which the server bundle does not
 * follow: they are copied next to the chunk that holds it, so the built site opens its store.
 */
function pgliteFiles() {
  let ssr = false;
  return {
    name: 'district-site:pglite-files',
    apply: 'build',
    config(_config, { isSsrBuild }) {
      ssr = Boolean(isSsrBuild);
    },
    async writeBundle(options, bundle) {
      const chunk = Object.keys(bundle).find((file) => /pglite-client[^/]*\.js$/.test(file));
      if (!ssr || !options.dir || !chunk) return;
      const data = createRequire(path.join(repoRoot, 'packages', 'data', 'package.json'));
      const dist = path.dirname(data.resolve('@electric-sql/pglite'));
      const target = path.join(options.dir, path.dirname(chunk));
      for (const file of ['pglite.data', 'pglite.wasm', 'initdb.wasm'])
        await copyFile(path.join(dist, file), path.join(target, file));
    },
  };
}

/** Text files of the browser build worth sending compressed (the server's rule, by extension). */
const COMPRESSIBLE_FILE = /\.(?:js|mjs|css|svg|json|webmanifest|txt|xml|html)$/i;
// Below this size compression saves less than the headers it costs (the server's rule too).
const MIN_COMPRESS_BYTES = 1024;
const ZOPFLI_MIN_BYTES = 16 * 1024;

/**
 * Writes each text file of the browser build beside itself compressed, once, at build time: `.gz`
 * by Zopfli (a gzip stream about 3 % smaller than zlib's level 9, which every gzip reader takes;
 * 2.9 KB less of the home page's JavaScript) and `.br` at brotli 11. The server sends these copies
 * when they match the file and compresses the file itself when they do not (a copy missing or
 * stale), so a server never spends seconds of brotli 11 on its first visitors.
 */
function precompressedAssets() {
  let ssr = false;
  return {
    name: 'district-site:precompressed-assets',
    apply: 'build',
    config(_config, { isSsrBuild }) {
      ssr = Boolean(isSsrBuild);
    },
    async writeBundle(options) {
      if (ssr || !options.dir) return;
      const { gzipAsync } = await import('@gfx/zopfli');
      const files = await readdir(options.dir, { recursive: true });
      await Promise.all(
        files
          // Not the dot folders: Vite's `.vite/` is never served, `.well-known/` is the server's to compress.
          .filter((name) => COMPRESSIBLE_FILE.test(name) && !/(?:^|[\\/])\./.test(name))
          .map(async (name) => {
            const file = path.join(options.dir, name);
            const body = await readFile(file);
            if (body.length < MIN_COMPRESS_BYTES) return;
            // Zopfli where it pays: on a file of a few KB it saves a few bytes for 0.1–0.3 s of
            // every build. Five iterations: fifteen (its default) took a third more for 14 bytes.
            const gzipped =
              body.length >= ZOPFLI_MIN_BYTES
                ? Buffer.from(await gzipAsync(body, { numiterations: 5 }))
                : zlib.gzipSync(body, { level: 9 });
            const brotli = zlib.brotliCompressSync(body, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            });
            await Promise.all([writeFile(`${file}.gz`, gzipped), writeFile(`${file}.br`, brotli)]);
          }),
      );
    },
  };
}

/**
 * Instantiates the site template for the app in `root` (default: the current directory), which
 * holds `org.config.ts`: its organization id and overrides; `~org` resolves to it. The district's
 * values come in through `defineOrg`, the theme from the template and the organization's record.
 */
export function districtSite(options = {}) {
  const appRoot = path.resolve(options.root ?? process.cwd());
  return [
    ...(options.intranet ? [] : [leaveOutIdentityLibrary()]),
    pgliteFiles(),
    precompressedAssets(),
    {
      name: 'district-site:app',
      config(_config, { command, isSsrBuild }) {
        return {
          resolve: {
            alias: {
              '~org': path.join(appRoot, 'org.config.ts'),
            },
          },
          server: { fs: { allow: [repoRoot] } },
          // Bundle every dependency into the server build: the build folder then runs with
          // node alone, and an app's package.json need not list the template's dependencies.
          // Not in development: Vite's SSR module runner evaluates ES modules only, so a CommonJS
          // dependency it was made to inline (react/jsx-dev-runtime) fails with "module is not
          // defined"; there node imports the dependencies and Vite transforms our own source.
          ...(command === 'build'
            ? { ssr: { noExternal: true, external: options.ssrExternal ?? [] } }
            : {}),
          build: {
            assetsInlineLimit: 0,
            // The browser build only: the server build is one bundle anyway. Terser, as ES
            // modules: ~5 KB gzip less JavaScript than esbuild's minifier on the home page (issue
            // #10's 90 KB budget), for a few seconds more per build. One compress pass: a second
            // took 3 s more of each of the 40 builds (two minutes of CI) for 65 bytes gzip. The
            // server build runs on Node 20, with top-level await (app/components/on-demand.tsx).
            ...(isSsrBuild
              ? { target: 'node20' }
              : {
                  rollupOptions: { output: { manualChunks: shellChunks() } },
                  // Browsers from mid-2021 on, which run optional chaining as written: Vite's
                  // default (Chrome 87, Safari 14) has esbuild rewrite every `a?.b` into
                  // `null==(t=a)?void 0:t.b`, 0.3 KB gzip on the home page. An older browser
                  // cannot parse the modules and gets the site as it is without JavaScript, which
                  // is complete (every page and form works without it; e2e/without-javascript).
                  target: BROWSER_TARGET,
                  minify: 'terser',
                  terserOptions: {
                    module: true,
                    compress: { passes: 1 },
                    format: { comments: false },
                  },
                }),
          },
        };
      },
      configureServer(server) {
        // The template lives outside the app's root: watch it in dev mode.
        server.watcher.add(appDirectory);
      },
    },
    remix({
      appDirectory,
      buildDirectory: options.buildDirectory ?? 'build',
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
