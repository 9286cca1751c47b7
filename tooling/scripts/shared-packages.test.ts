import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishedExports, readManifest, SHARED_PACKAGES } from './publish-config';

// Each shared package packed as it would be published (`pnpm pack` applies publishConfig and
// replaces workspace: and catalog: ranges), then checked by publint (the manifest points at files
// the tarball holds, in the right format) and by Are the Types Wrong (each entry point's types
// resolve as its JavaScript does). attw runs with the `esm-only` profile: the packages are ES
// modules only (`"type": "module"`, one `default` condition per entry point, as their consumer,
// a Vite build, imports them), so the two CommonJS resolutions (node10, and node16 from a
// `require`) are not asked of them; node16 from ESM and bundler resolution are. The packages'
// builds run first (turbo: this package's test depends on its dependencies' build).

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..', '..');
const bin = (name: string) => path.join(here, 'node_modules', '.bin', name);
const run = promisify(execFile);

/** Runs a command; its exit code and what it printed (never throws). */
async function exitOf(file: string, args: string[], cwd = here) {
  try {
    const { stdout, stderr } = await run(file, args, { cwd, maxBuffer: 64 * 1024 * 1024 });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

/** Packs the package in `dir` into `destination`; the tarball's path. */
async function pack(dir: string, destination: string): Promise<string> {
  const before = new Set(readdirSync(destination));
  await run('pnpm', ['pack', '--pack-destination', destination], { cwd: dir });
  const made = readdirSync(destination).find((file) => !before.has(file));
  if (!made) throw new Error(`pnpm pack wrote no tarball for ${dir}`);
  return path.join(destination, made);
}

const publint = (tarball: string) => exitOf(bin('publint'), ['run', tarball, '--strict']);
/**
 * attw on a tarball. `assets` are entry points that are files, not modules (data's
 * `schema.graphql`, read by tools): they have no types to resolve.
 */
const attw = (tarball: string, assets: string[] = []) =>
  exitOf(bin('attw'), [
    tarball,
    '--profile',
    'esm-only',
    '--format',
    'ascii',
    '--no-color',
    ...(assets.length > 0 ? ['--exclude-entrypoints', ...assets] : []),
  ]);

/** The entry points of a shared package that name a file rather than a module. */
function assetEntryPoints(name: string): string[] {
  const exports = readManifest(name).exports as Record<string, unknown>;
  return Object.entries(exports)
    .filter(([, target]) => typeof target === 'string' && !/\.(tsx?|js)$/.test(target))
    .map(([entry]) => entry);
}

let packs: string;
const tarballs = new Map<string, string>();

beforeAll(async () => {
  packs = mkdtempSync(path.join(tmpdir(), 'district-packs-'));
  for (const name of SHARED_PACKAGES) {
    tarballs.set(name, await pack(path.join(repoRoot, 'packages', name), packs));
  }
}, 120_000);

afterAll(() => {
  if (packs) rmSync(packs, { recursive: true, force: true });
});

describe('the shared packages as published', () => {
  it.each(SHARED_PACKAGES)('@district/%s publishes its dist/ for each entry point', (name) => {
    const manifest = readManifest(name) as {
      exports: Parameters<typeof publishedExports>[0];
      publishConfig?: { exports?: unknown };
    };
    expect(manifest.publishConfig?.exports).toEqual(publishedExports(manifest.exports));
  });

  // Side by side: each check is mostly a process starting up and reading a tarball.
  it.concurrent.each(SHARED_PACKAGES)('@district/%s passes publint', async (name) => {
    const { code, output } = await publint(tarballs.get(name)!);
    expect(output).not.toMatch(/\b(Errors?|Warnings?):/);
    expect(code, output).toBe(0);
  });

  it.concurrent.each(SHARED_PACKAGES)(
    '@district/%s passes Are the Types Wrong (ES modules only)',
    async (name) => {
      const { code, output } = await attw(tarballs.get(name)!, assetEntryPoints(name));
      expect(code, output).toBe(0);
    },
  );

  it('the checks refuse a package whose entry point is missing and whose types lie', async () => {
    const tarball = await pack(path.join(here, 'test', 'fixtures', 'broken-package'), packs);
    const linted = await publint(tarball);
    expect(linted.code).not.toBe(0);
    expect(linted.output).toContain('missing.js');
    const typed = await attw(tarball);
    expect(typed.code).not.toBe(0);
  });
});
