// The second half of a shared package's `build` script (`tsc -p tsconfig.build.json && node
// ../../tooling/build-package.mjs`), run in the package's folder after tsc has written dist/.
//
// 1. Relative imports get their file's extension. The source is written for bundlers
//    (`moduleResolution: "Bundler"`: `./visibility`, `./button.css`), and tsc keeps a specifier as
//    written; Node's ES module loader and TypeScript's node16 resolution (which a consumer's types
//    may use) need the file itself: `./visibility.js`, `./button.css.js`, `./messages/index.js`.
//    Both the JavaScript and the declarations are rewritten (tsc-alias, `resolveFullPaths`), so
//    types resolve as the code does.
// 2. The files tsc does not emit but the code reads or imports (search index definitions, the
//    CMS schema, the icon sprite) are copied beside the JavaScript, at the same relative path.
//
// 3. Files named after the script (`node ../../tooling/build-package.mjs vite-plugin.js`) are copied
//    from the package folder into dist/ as they are: JavaScript written by hand.
// 4. The site's route config names each route module by its source file (`routes/home.tsx`,
//    `forms/contact/contact-route.tsx`); in dist/app/routes.js it names the built one
//    (`routes/home.js`).
//
// `node ../../tooling/build-package.mjs clean` (first in the script) removes the previous dist/, so
// a deleted source file leaves no built file behind.
//
// Its one dependency is tsc-alias (the repository's dev dependency), so any package can run it
// before anything else in the repository is built.
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { replaceTscAliasPaths } from 'tsc-alias';

const packageDir = process.cwd();
const distDir = path.join(packageDir, 'dist');
if (process.argv[2] === 'clean') {
  rmSync(distDir, { recursive: true, force: true });
  process.exit(0);
}
/** Files beside the source that the built code needs at run time or build time. */
const ASSET = /\.(json|graphql|svg)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'test', 'test-results', 'e2e', '.turbo']);

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) yield* walk(path.join(dir, entry.name));
    } else {
      yield path.join(dir, entry.name);
    }
  }
}

// tsc-alias rewrites every relative specifier of dist/ (JavaScript and declarations) to the file
// it names, `./visibility` -> `./visibility.js`, `./messages` -> `./messages/index.js`.
await replaceTscAliasPaths({
  configFile: path.join(packageDir, 'tsconfig.build.json'),
  outDir: distDir,
  resolveFullPaths: true,
});

let copied = 0;
for (const folder of readdirSync(packageDir, { withFileTypes: true })) {
  if (!folder.isDirectory() || SKIPPED_FOLDERS.has(folder.name) || folder.name.startsWith('.')) {
    continue;
  }
  const sourceDir = path.join(packageDir, folder.name);
  // Only folders tsc compiled: an asset beside code that is not published stays out.
  if (!existsSync(path.join(distDir, folder.name))) continue;
  for (const file of walk(sourceDir)) {
    if (!ASSET.test(file)) continue;
    const destination = path.join(distDir, path.relative(packageDir, file));
    mkdirSync(path.dirname(destination), { recursive: true });
    copyFileSync(file, destination);
    copied += 1;
  }
}

for (const file of process.argv.slice(2)) {
  copyFileSync(path.join(packageDir, file), path.join(distDir, file));
  copied += 1;
}

const routeConfig = path.join(distDir, 'app', 'routes.js');
if (existsSync(routeConfig)) {
  const code = readFileSync(routeConfig, 'utf8');
  const next = code.replace(/(['"])([\w./-]+)\.tsx?\1/g, (whole, quote, route) =>
    existsSync(path.join(distDir, 'app', `${route}.js`)) ? `${quote}${route}.js${quote}` : whole,
  );
  writeFileSync(routeConfig, next);
}

console.log(
  `${path.basename(packageDir)}: import extensions written, ${copied} asset(s) copied to dist/`,
);
