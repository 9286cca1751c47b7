// Builds the minimal Remix fixture app. It has no package.json of its own (it is not a workspace
// package): its node_modules are links to the very packages packages/site resolves, made here,
// so the fixture and the site render with the same Remix, React and Vite.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  realpathSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './paths.mjs';

/** The fixture app's folder. */
export const FIXTURE_ROOT = path.join(REPO_ROOT, 'tooling', 'bench', 'fixture-app');

const PACKAGES = [
  '@remix-run/dev',
  '@remix-run/node',
  '@remix-run/react',
  '@remix-run/route-config',
  'isbot',
  'react',
  'react-dom',
  'vite',
];

function linkPackages() {
  const siteModules = path.join(REPO_ROOT, 'packages', 'site', 'node_modules');
  for (const name of PACKAGES) {
    const link = path.join(FIXTURE_ROOT, 'node_modules', name);
    const target = realpathSync(path.join(siteModules, name));
    if (existsSync(link) && realpathSync(link) === target) continue;
    rmSync(link, { force: true, recursive: true });
    mkdirSync(path.dirname(link), { recursive: true });
    symlinkSync(target, link, 'dir');
  }
}

function newestSource(directory) {
  let newest = 0;
  for (const name of readdirSync(directory, { recursive: true })) {
    newest = Math.max(newest, statSync(path.join(directory, String(name))).mtimeMs);
  }
  return Math.max(newest, statSync(path.join(FIXTURE_ROOT, 'vite.config.mjs')).mtimeMs);
}

/** Builds the fixture (unless its build is newer than its sources); returns its build folder. */
export function buildFixture() {
  linkPackages();
  const buildDirectory = path.join(FIXTURE_ROOT, 'build');
  const serverEntry = path.join(buildDirectory, 'server', 'index.js');
  if (
    existsSync(serverEntry) &&
    statSync(serverEntry).mtimeMs > newestSource(path.join(FIXTURE_ROOT, 'app'))
  ) {
    return buildDirectory;
  }
  const cli = path.join(FIXTURE_ROOT, 'node_modules', '@remix-run', 'dev', 'dist', 'cli.js');
  const result = spawnSync(process.execPath, [cli, 'vite:build'], {
    cwd: FIXTURE_ROOT,
    encoding: 'utf8',
    timeout: 180_000,
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    throw new Error(`the fixture app did not build:\n${result.stdout}\n${result.stderr}`);
  }
  return buildDirectory;
}
