/**
 * What a shared package's `exports` become when it is packed or published. In the repository each
 * entry point names TypeScript source (`./src/visibility.ts`: no build step while developing); the
 * published package carries the build in dist/, the same tree with JavaScript and declarations
 * (`./dist/src/visibility.js`, `.d.ts`). pnpm puts `publishConfig.exports` in place of `exports`
 * when it packs. `tsx publish-config.ts` rewrites every shared package's `publishConfig` from its
 * `exports` (after an entry point is added); shared-packages.test.ts fails while one differs.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The shared packages that are published, in the order they depend on each other. */
export const SHARED_PACKAGES = [
  'core',
  'district-config',
  'demo-content',
  'data',
  'theme',
  'ui',
  'auth',
  'site-server',
  'site',
] as const;

type ExportTarget = string | { [condition: string]: ExportTarget };

/** One entry point's built target: the `.ts`/`.tsx` source becomes its `.js` and `.d.ts`. */
function builtTarget(target: ExportTarget): ExportTarget {
  if (typeof target !== 'string') {
    // Already conditional (the site's Vite plugin: JavaScript with a hand-written .d.ts).
    return Object.fromEntries(
      Object.entries(target).map(([condition, value]) => [condition, builtTarget(value)]),
    );
  }
  const relative = target.replace(/^\.\//, '');
  // Declarations written by hand and other files are copied to dist/ as they are.
  const source = relative.endsWith('.d.ts') ? null : /^(.*)\.tsx?$/.exec(relative);
  if (!source) return `./dist/${relative}`;
  return { types: `./dist/${source[1]}.d.ts`, default: `./dist/${source[1]}.js` };
}

/** The published `exports` of a package whose repository `exports` are `exports`. */
export function publishedExports(
  exports: Record<string, ExportTarget>,
): Record<string, ExportTarget> {
  return Object.fromEntries(
    Object.entries(exports).map(([entry, target]) => [entry, builtTarget(target)]),
  );
}

/** The package.json of a shared package, parsed. */
export function readManifest(name: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(repoRoot, 'packages', name, 'package.json'), 'utf8'));
}

function writePublishConfig(name: string): void {
  const file = path.join(repoRoot, 'packages', name, 'package.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  const exports = publishedExports(manifest.exports);
  const root = exports['.'];
  manifest.publishConfig = {
    ...manifest.publishConfig,
    ...(root && typeof root === 'object' ? { main: root.default, types: root.types } : {}),
    exports,
  };
  writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const name of SHARED_PACKAGES) writePublishConfig(name);
  console.log(`publishConfig written from exports for ${SHARED_PACKAGES.length} packages`);
}
