/**
 * Keeps biome.json's import rule in step with the packages' faces: for each package, the pattern
 * that refuses `@district/<name>/**` but for the entry points its package.json `exports` names.
 * `tsx lint-faces.ts` rewrites those patterns (after an entry point is added or removed);
 * lint-rules.test.ts fails while one differs.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The packages whose internals other code may not import. */
export const FACED_PACKAGES = [
  'core',
  'data',
  'theme',
  'ui',
  'auth',
  'site',
  'site-server',
  'demo-content',
  'district-config',
] as const;

/** The biome pattern group that refuses a package's modules but for its named entry points. */
export function faceGroup(folder: string): string[] {
  const pkg = JSON.parse(
    readFileSync(path.join(repoRoot, 'packages', folder, 'package.json'), 'utf8'),
  ) as { name: string; exports: Record<string, unknown> };
  const entries = Object.keys(pkg.exports).filter((entry) => entry !== '.');
  return [`${pkg.name}/**`, ...entries.map((entry) => `!${pkg.name}/${entry.slice(2)}`)];
}

interface Pattern {
  group: string[];
  message?: string;
}

/** Rewrites, in biome.json, every face pattern (the base rule's and the overrides'). */
function rewrite(): number {
  const file = path.join(repoRoot, 'biome.json');
  const config = JSON.parse(readFileSync(file, 'utf8'));
  const groups = new Map(FACED_PACKAGES.map((folder) => [folder, faceGroup(folder)]));
  let rewritten = 0;
  const update = (patterns: Pattern[] | undefined) => {
    for (const pattern of patterns ?? []) {
      const group = [...groups.values()].find((g) => g[0] === pattern.group[0]);
      if (group) {
        pattern.group = group;
        rewritten += 1;
      }
    }
  };
  update(config.linter.rules.style.noRestrictedImports.options.patterns);
  for (const override of config.overrides ?? []) {
    update(override.linter?.rules?.style?.noRestrictedImports?.options?.patterns);
  }
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  // In the repository's own format, so only the patterns show in the diff.
  execFileSync(path.join(repoRoot, 'node_modules', '.bin', 'biome'), ['format', '--write', file]);
  return rewritten;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(`biome.json: ${rewrite()} face patterns written from the packages' exports`);
}
