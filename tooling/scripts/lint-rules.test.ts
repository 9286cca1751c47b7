/**
 * The lint rules that keep the packages' faces and the env modules: the repository's own
 * biome.json, run by biome on the fixtures in test/lint-fixtures (which the normal `biome check .`
 * leaves out). Each fixture is linted at a path of the repository, so the same overrides apply.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { FACED_PACKAGES, faceGroup } from './lint-faces';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..', '..');
const biome = path.join(repoRoot, 'node_modules', '.bin', 'biome');
const config = JSON.parse(readFileSync(path.join(repoRoot, 'biome.json'), 'utf8'));
const work = mkdtempSync(path.join(tmpdir(), 'lint-rules-'));

interface Rules {
  rules?: { style?: { noRestrictedImports?: { options: { patterns: { group: string[] }[] } } } };
}

afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Lints `fixture` as if it were the repository's file `at`; the exit code and what biome said. */
function lintAs(fixture: string, at: string): { status: number | null; output: string } {
  const root = mkdtempSync(path.join(work, 'tree-'));
  // The repository's configuration, but for which files it looks at: the fixture alone.
  writeFileSync(
    path.join(root, 'biome.json'),
    JSON.stringify({ ...config, vcs: { enabled: false }, files: { includes: ['**'] } }),
  );
  mkdirSync(path.dirname(path.join(root, at)), { recursive: true });
  copyFileSync(path.join(here, 'test', 'lint-fixtures', fixture), path.join(root, at));
  const run = spawnSync(biome, ['lint', '--config-path', root, '--colors=off', at], {
    cwd: root,
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('pnpm lint keeps each package behind its face', () => {
  it("fails on an import of another package's internals", () => {
    const { status, output } = lintAs('deep-import.ts', 'packages/site/app/server/pages/deep.ts');
    expect(status).toBe(1);
    expect(output).toContain('lint/style/noRestrictedImports');
    expect(output).toContain(
      '@district/data is imported through the entry points its package.json exports names',
    );
  });

  it("fails on a relative path into another package's source", () => {
    const { status, output } = lintAs('relative-import.ts', 'packages/site/app/server/pages/x.ts');
    expect(status).toBe(1);
    expect(output).toContain('lint/style/noRestrictedImports');
    expect(output).toContain('A relative path into another package reaches its internals');
  });

  it('passes an import of an entry point the package exports', () => {
    const { status, output } = lintAs('face-import.ts', 'packages/site/app/server/pages/face.ts');
    expect(output).not.toContain('noRestrictedImports');
    expect(status).toBe(0);
  });

  it('fails on the demo district imported outside the embedded adapter, passes it there', () => {
    const route = lintAs('demo-content-import.ts', 'packages/site/app/routes/brand.ts');
    expect(route.status).toBe(1);
    expect(route.output).toContain('lint/style/noRestrictedImports');
    expect(route.output).toContain("only through data's embedded adapter");
    const adapter = lintAs('demo-content-import.ts', 'packages/data/src/embedded/embedded-demo.ts');
    expect(adapter.output).not.toContain('noRestrictedImports');
    expect(adapter.status).toBe(0);
  });

  it("lists each package's exports as what may be imported (tsx lint-faces.ts rewrites them)", () => {
    const lists = [
      config.linter.rules.style.noRestrictedImports.options.patterns,
      ...config.overrides
        .map(
          (o: { linter?: Rules }) => o.linter?.rules?.style?.noRestrictedImports?.options.patterns,
        )
        .filter(Boolean),
    ] as { group: string[] }[][];
    for (const folder of FACED_PACKAGES) {
      const expected = faceGroup(folder);
      for (const patterns of lists) {
        expect(
          patterns.map((pattern) => pattern.group),
          `biome.json's pattern for ${expected[0]}`,
        ).toContainEqual(expected);
      }
    }
  });
});

describe('pnpm lint keeps process.env in the env modules', () => {
  it('fails on process.env read elsewhere', () => {
    const { status, output } = lintAs('reads-env.ts', 'packages/site/app/server/pages/port.ts');
    expect(status).toBe(1);
    expect(output).toContain('lint/style/noProcessEnv');
  });

  it('passes it in the env modules', () => {
    for (const at of ['packages/site/app/server/http/env.server.ts', 'tooling/scripts/env.ts']) {
      const { status, output } = lintAs('reads-env.ts', at);
      expect(output, at).not.toContain('noProcessEnv');
      expect(status, at).toBe(0);
    }
  });
});
