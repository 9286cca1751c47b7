/**
 * `pnpm pack-app <folder>… | --all`: turns an app's build into a deployable artifact that runs
 * with `node` alone, on a machine that has never seen this repository (docs/deploy.md).
 *
 * apps/<folder>/deploy/ holds exactly:
 *   server.mjs    packages/site-server/src/serve.ts and what it imports (@remix-run/node, the
 *                 page cache…) bundled by esbuild into one ES module;
 *   worker.mjs    packages/site-server/src/worker.ts, the alert worker, bundled the same way;
 *   build/        a copy of the app's build (server bundle and every client asset, fonts included);
 *   package.json  `"type": "module"`, `npm start` = `node server.mjs` (`npm run worker` =
 *                 `node worker.mjs`), the engines it needs.
 *
 * No node_modules: the server build is already self-contained (the site's Vite plugin sets
 * `ssr.noExternal: true`; packing checks it and refuses a build that still imports a package), and
 * server.mjs carries the rest. A `pnpm deploy --prod` of the app would instead copy hundreds of
 * megabytes of packages (Remix's compiler, Vite, React twice) that the built server never loads.
 */
import { cpSync, existsSync, lstatSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..', '..');

/** The production server the artifact bundles (the `district-site` bin of @district/site-server). */
export const SERVE_ENTRY = path.join(repoRoot, 'packages', 'site-server', 'src', 'serve.ts');

/** The alert worker the artifact bundles beside it (the `district-site-worker` bin). */
export const WORKER_ENTRY = path.join(repoRoot, 'packages', 'site-server', 'src', 'worker.ts');

/** The folder of the artifact inside an app folder. */
export const DEPLOY_FOLDER = 'deploy';

// Runs before any bundled module: CommonJS dependencies (undici) still call
// `require` for node's built-ins, and the build folder is found beside server.mjs rather than in
// whichever directory the server was started from (a relative BUILD_DIRECTORY is relative to the
// artifact too).
const BANNER = `import { createRequire as __artifactRequire } from 'node:module';
import { dirname as __artifactDirname, resolve as __artifactResolve } from 'node:path';
import { fileURLToPath as __artifactPath } from 'node:url';
const require = __artifactRequire(import.meta.url);
process.env.BUILD_DIRECTORY = __artifactResolve(
  __artifactDirname(__artifactPath(import.meta.url)),
  process.env.BUILD_DIRECTORY || 'build',
);`;

interface PluginBuild {
  onResolve(
    options: { filter: RegExp },
    callback: (args: { path: string; kind: string; importer: string }) => unknown,
  ): void;
}

/** A plugin that leaves node's built-ins external and records every other bare import. */
function bareImportRecorder(found: Set<string>) {
  return {
    name: 'bare-import-recorder',
    setup(build: PluginBuild) {
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        if (path.isAbsolute(args.path)) return undefined;
        if (isBuiltin(args.path)) return { path: args.path, external: true };
        found.add(args.path);
        return { path: args.path, external: true };
      });
    },
  };
}

/**
 * The package imports (anything that is not relative, absolute or one of node's built-ins) the
 * server build at `serverDirectory` still makes, sorted; empty when it runs without node_modules.
 */
export async function findBareImports(serverDirectory: string): Promise<string[]> {
  const found = new Set<string>();
  await build({
    entryPoints: [path.join(serverDirectory, 'index.js')],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'silent',
    plugins: [bareImportRecorder(found)],
  });
  return [...found].sort();
}

/** Bundles a server entry (serve.ts, worker.ts) and what it imports into one ES module at `outfile`. */
async function bundleServer(entry: string, outfile: string): Promise<void> {
  const result = await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Kept readable: stack traces in production logs name real functions.
    minify: false,
    sourcemap: false,
    legalComments: 'eof',
    banner: { js: BANNER },
    logLevel: 'silent',
    plugins: [
      {
        name: 'builtins-only',
        setup(build: PluginBuild) {
          build.onResolve({ filter: /^[^./]/ }, (args) => {
            if (path.isAbsolute(args.path)) return undefined;
            // Everything else is resolved from packages/site-server and bundled; one that cannot be
            // fails the build.
            return isBuiltin(args.path) ? { path: args.path, external: true } : undefined;
          });
        },
      },
    ],
  });
  if (result.errors.length > 0) {
    throw new Error(`Bundling ${entry} failed.`);
  }
}

/** The artifact's package.json: how to start it and which node it needs, nothing to install. */
export function deployPackageJson(appName: string, nodeEngine: string): string {
  const pkg = {
    name: appName,
    private: true,
    type: 'module',
    scripts: { start: 'node server.mjs', worker: 'node worker.mjs' },
    engines: { node: nodeEngine },
  };
  return `${JSON.stringify(pkg, null, 2)}\n`;
}

/** Every path under `directory`, relative to it, with `/` separators (files and symlinks). */
export function listFiles(directory: string): string[] {
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) =>
      path.relative(directory, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .sort();
}

/** What packing produced. */
export interface PackResult {
  outDirectory: string;
  files: number;
  bytes: number;
}

/**
 * Writes the artifact of the built app in `appDirectory` to `<appDirectory>/deploy` (or
 * `outDirectory`), replacing what was there. Throws, naming the cause, when the app is not built,
 * when its server build still imports a package, or when the copy is incomplete.
 */
export async function packApp(
  appDirectory: string,
  { outDirectory = path.join(appDirectory, DEPLOY_FOLDER) }: { outDirectory?: string } = {},
): Promise<PackResult> {
  const appPackage = JSON.parse(await readFile(path.join(appDirectory, 'package.json'), 'utf8'));
  const buildDirectory = path.join(appDirectory, 'build');
  const serverDirectory = path.join(buildDirectory, 'server');
  const clientDirectory = path.join(buildDirectory, 'client');
  if (
    !existsSync(path.join(serverDirectory, 'index.js')) ||
    !existsSync(clientDirectory) ||
    !statSync(clientDirectory).isDirectory()
  ) {
    throw new Error(
      `${appPackage.name} is not built (no build/server/index.js or build/client): run \`pnpm turbo run build --filter=${appPackage.name}\` first.`,
    );
  }
  const bare = await findBareImports(serverDirectory);
  if (bare.length > 0) {
    throw new Error(
      `The server build of ${appPackage.name} still imports ${bare.join(', ')}: it would need node_modules. Bundle them (ssr.noExternal) before packing.`,
    );
  }

  rmSync(outDirectory, { recursive: true, force: true });
  mkdirSync(outDirectory, { recursive: true });

  // The server itself: serve.ts and its imports in one file, and the alert worker likewise. Their
  // own dependencies must bundle too.
  for (const [entry, file] of [
    [SERVE_ENTRY, 'server.mjs'],
    [WORKER_ENTRY, 'worker.mjs'],
  ] as const) {
    await bundleServer(entry, path.join(outDirectory, file));
  }

  // A real copy, never links: the artifact must not point back into this repository.
  cpSync(buildDirectory, path.join(outDirectory, 'build'), {
    recursive: true,
    dereference: true,
  });
  const rootPackage = JSON.parse(await readFile(path.join(repoRoot, 'package.json'), 'utf8'));
  await writeFile(
    path.join(outDirectory, 'package.json'),
    deployPackageJson(appPackage.name, rootPackage.engines?.node ?? '>=20'),
  );

  // Every client asset (scripts, styles, fonts, public/ files) made it, and nothing is a link.
  const copied = new Set(listFiles(path.join(outDirectory, 'build')));
  const missing = listFiles(buildDirectory).filter((file) => !copied.has(file));
  if (missing.length > 0) {
    throw new Error(`Packing ${appPackage.name} missed ${missing.join(', ')}.`);
  }
  let bytes = 0;
  const files = listFiles(outDirectory);
  for (const file of files) {
    const stats = lstatSync(path.join(outDirectory, file));
    if (stats.isSymbolicLink()) throw new Error(`The artifact holds a symbolic link: ${file}.`);
    bytes += stats.size;
  }
  return { outDirectory, files: files.length, bytes };
}

async function main(argv: string[]): Promise<number> {
  const appsDirectory = path.join(repoRoot, 'apps');
  const folders =
    argv[0] === '--all'
      ? readdirSync(appsDirectory).filter((name) =>
          existsSync(path.join(appsDirectory, name, 'build')),
        )
      : argv;
  if (folders.length === 0) {
    console.error('Usage: pnpm pack-app <app folder>… | --all (apps/<folder>, built first)');
    return 2;
  }
  for (const folder of folders) {
    const appDirectory = path.join(appsDirectory, folder);
    if (!existsSync(path.join(appDirectory, 'package.json'))) {
      console.error(`No app folder apps/${folder}.`);
      return 1;
    }
    try {
      const { outDirectory, files, bytes } = await packApp(appDirectory);
      console.log(
        `Packed ${path.relative(repoRoot, outDirectory)}: ${files} files, ${(bytes / 1024 / 1024).toFixed(1)} MB. Start it with \`node server.mjs\` in that folder.`,
      );
    } catch (error) {
      console.error(error instanceof Error ? error.message : String(error));
      return 1;
    }
  }
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2));
}
