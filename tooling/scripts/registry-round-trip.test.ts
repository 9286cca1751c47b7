/**
 * The registry round trip: every shared package published to a local npm registry (Verdaccio on
 * 127.0.0.1, storage in a temporary folder, the npm registry as its uplink for third-party
 * packages), then, in an empty folder outside the repository, an app created the way docs/release.md
 * says a district does outside the monorepo (the files `pnpm new-org` writes, with published
 * versions for the workspace and catalog ranges), installed from that registry alone, built, and
 * serving `/` with 200. It proves the published packages are complete: nothing from the
 * repository is reachable from that folder. The packages' builds run first (turbo: this package's
 * test depends on its dependencies' build). Its time is printed per step.
 */

import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { freePort } from '@district/data/testing/redis-server';
import { DEMO_DISTRICT_ORGANIZATION } from '@district/demo-content/organizations';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderAppFiles } from './app-template';
import { readManifest, SHARED_PACKAGES } from './publish-config';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..', '..');
const execFileAsync = promisify(execFile);

/** Runs a command; on failure the error carries what it printed (pnpm reports on stdout). */
async function run(
  file: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
): Promise<{ stdout: string }> {
  try {
    return await execFileAsync(file, args, { ...options, maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    const output = `${failed.stdout ?? ''}${failed.stderr ?? ''}`.slice(-4000);
    throw new Error(`${file} ${args.join(' ')} failed:\n${output}`);
  }
}

/** The versions of pnpm-workspace.yaml's catalog: what `catalog:` means in this repository. */
function catalogVersions(): Map<string, string> {
  const yaml = readFileSync(path.join(repoRoot, 'pnpm-workspace.yaml'), 'utf8');
  const block = /^catalog:\n((?:[ \t]+.*\n)+)/m.exec(yaml)?.[1] ?? '';
  const versions = new Map<string, string>();
  for (const line of block.split('\n')) {
    const entry = /^\s+["']?([^"':\s]+)["']?:\s*["']?([^"'\s#]+)/.exec(line);
    if (entry) versions.set(entry[1]!, entry[2]!);
  }
  return versions;
}

/** The app's package.json with each workspace and catalog range replaced by a published one. */
function outsideManifest(generated: string): string {
  const catalog = catalogVersions();
  const manifest = JSON.parse(generated) as Record<string, Record<string, string> | string>;
  for (const field of ['dependencies', 'devDependencies'] as const) {
    const ranges = manifest[field] as Record<string, string>;
    for (const [name, range] of Object.entries(ranges)) {
      if (range.startsWith('workspace:')) {
        const shared = name.replace('@district/', '');
        ranges[name] = `^${readManifest(shared).version as string}`;
      } else if (range === 'catalog:') {
        const version = catalog.get(name);
        if (!version) throw new Error(`${name} is not in pnpm-workspace.yaml's catalog`);
        ranges[name] = version;
      }
    }
  }
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** Stops a child process and waits for it, SIGKILL after five seconds. */
async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

const timings: string[] = [];
/** Runs one step and records how long it took. */
async function step<T>(name: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  timings.push(`${name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

describe('the shared packages through a registry', () => {
  let work = '';
  let registry: ChildProcess | undefined;
  let site: ChildProcess | undefined;
  let registryUrl = '';
  let siteUrl = '';
  let registryLog = '';
  const began = performance.now();

  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'district-registry-'));
    const storage = path.join(work, 'registry');
    mkdirSync(storage);
    const upstream = (await run('pnpm', ['config', 'get', 'registry'], { cwd: repoRoot })).stdout
      .trim()
      .replace(/\/?$/, '/');
    writeFileSync(
      path.join(storage, 'config.yaml'),
      `storage: ./storage
auth:
  htpasswd:
    file: ./htpasswd
    max_users: 1
uplinks:
  upstream:
    url: ${upstream}
    timeout: 60s
    agent_options:
      keepAlive: true
      maxSockets: 64
packages:
  '@district/*':
    access: $all
    publish: $authenticated
  '**':
    access: $all
    publish: $authenticated
    proxy: upstream
web:
  enable: false
log: { type: stdout, format: pretty, level: warn }
`,
    );

    const port = await freePort();
    registryUrl = `http://127.0.0.1:${port}/`;
    await step('Verdaccio started', async () => {
      registry = spawn(
        path.join(here, 'node_modules', '.bin', 'verdaccio'),
        ['--config', path.join(storage, 'config.yaml'), '--listen', `127.0.0.1:${port}`],
        { cwd: storage, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      registry.stdout?.on('data', (chunk) => {
        registryLog += chunk;
      });
      registry.stderr?.on('data', (chunk) => {
        registryLog += chunk;
      });
      await vi.waitFor(
        async () => {
          if (registry?.exitCode !== null) throw new Error(`Verdaccio exited:\n${registryLog}`);
          const ping = await fetch(`${registryUrl}-/ping`);
          if (ping.status !== 200) throw new Error(`Verdaccio answered ${ping.status}`);
        },
        { timeout: 30_000, interval: 200 },
      );
    });

    // A publisher, signed up the way `npm adduser` does; its token goes in a user .npmrc that
    // only this test's commands read.
    const signUp = await fetch(`${registryUrl}-/user/org.couchdb.user:ci`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'ci', password: 'round-trip', type: 'user', roles: [] }),
    });
    expect(signUp.status).toBe(201);
    const { token } = (await signUp.json()) as { token: string };
    const npmrc = path.join(work, 'npmrc');
    const host = registryUrl.replace(/^http:/, '');
    const { stdout: store } = await run('pnpm', ['store', 'path'], { cwd: repoRoot });
    writeFileSync(
      npmrc,
      `registry=${registryUrl}\n${host}:_authToken=${token}\nstore-dir=${store.trim()}\nnetwork-concurrency=64\n`,
    );
    // The package manager's settings come from that .npmrc alone: `pnpm run` (turbo runs this test
    // through it) exports its own as npm_config_* variables, which would win over the file and
    // send the install past the local registry.
    const inherited = Object.entries(process.env).filter(
      ([name]) => !/^(npm|pnpm)_(config|package|lifecycle)_/i.test(name),
    );
    const env = { ...Object.fromEntries(inherited), npm_config_userconfig: npmrc };

    await step(`${SHARED_PACKAGES.length} packages published`, async () => {
      // Side by side: each is mostly npm starting up.
      await Promise.all(
        SHARED_PACKAGES.map((name) =>
          run(
            'pnpm',
            ['publish', '--registry', registryUrl, '--no-git-checks', '--access', 'public'],
            {
              cwd: path.join(repoRoot, 'packages', name),
              env,
            },
          ),
        ),
      );
    });

    // The app, outside the repository: the files new-org writes for the district, published
    // versions in its package.json, the registry in its .npmrc.
    const app = path.join(work, 'district-app');
    mkdirSync(app);
    const files = renderAppFiles(DEMO_DISTRICT_ORGANIZATION);
    for (const file of ['org.config.ts', 'vite.config.ts']) {
      writeFileSync(path.join(app, file), files[file]!);
    }
    writeFileSync(path.join(app, 'package.json'), outsideManifest(files['package.json']!));
    writeFileSync(path.join(app, '.npmrc'), `@district:registry=${registryUrl}\n`);

    await step('app installed from the registry', () =>
      run('pnpm', ['install', '--prefer-offline', '--config.confirmModulesPurge=false'], {
        cwd: app,
        env: { ...env, CI: 'true' },
      }),
    );
    await step('app built', () =>
      run('pnpm', ['run', 'build'], {
        cwd: app,
        env: { ...env, NODE_ENV: 'production' },
      }),
    );

    const sitePort = await freePort();
    siteUrl = `http://127.0.0.1:${sitePort}`;
    await step('site started', async () => {
      site = spawn('pnpm', ['start'], {
        cwd: app,
        env: {
          ...env,
          NODE_ENV: 'production',
          PORT: String(sitePort),
          HOST: '127.0.0.1',
          GRAPHQL_ENDPOINT: '',
          SEARCH_ENDPOINT: '',
        },
        stdio: 'ignore',
        // Its own process group: stopping it stops pnpm and the server under it.
        detached: true,
      });
      await vi.waitFor(
        async () => {
          if (site?.exitCode !== null) throw new Error(`the site exited (${site?.exitCode})`);
          const health = await fetch(`${siteUrl}/healthz`);
          if (health.status !== 200) throw new Error(`/healthz answered ${health.status}`);
        },
        { timeout: 30_000, interval: 200 },
      );
    });
  }, 600_000);

  afterAll(async () => {
    if (site?.pid && site.exitCode === null) {
      const exited = new Promise<void>((resolve) => site?.once('exit', () => resolve()));
      process.kill(-site.pid, 'SIGTERM');
      const timer = setTimeout(() => site?.pid && process.kill(-site.pid, 'SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    await stop(registry);
    if (work) rmSync(work, { recursive: true, force: true });
    timings.push(`in all: ${((performance.now() - began) / 1000).toFixed(1)} s`);
    console.log(`Registry round trip\n  ${timings.join('\n  ')}`);
  }, 30_000);

  it("serves the district's home page from packages installed from the registry", async () => {
    const home = await fetch(`${siteUrl}/`);
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).toContain(DEMO_DISTRICT_ORGANIZATION.title);
  });

  it("leaves the identity library out of a public organization's server build", () => {
    // The published Vite plugin finds the built template's identity-library module as the
    // repository's finds the source one: only the intranet's build carries msal-node.
    const serverDir = path.join(work, 'district-app', 'build', 'server');
    const serverCode = readdirSync(serverDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
      .map((entry) => readFileSync(path.join(entry.parentPath, entry.name), 'utf8'))
      .join('\n');
    expect(serverCode).toContain(DEMO_DISTRICT_ORGANIZATION.title);
    expect(serverCode).not.toContain('ConfidentialClientApplication');
    expect(serverCode).not.toContain('oidc-provider');
  });

  it('installed every shared package from the registry, none from the repository', async () => {
    const lock = readFileSync(path.join(work, 'district-app', 'pnpm-lock.yaml'), 'utf8');
    for (const name of SHARED_PACKAGES) {
      expect(lock).toMatch(
        new RegExp(`'?@district/${name}@\\d+\\.\\d+\\.\\d+'?:\\n\\s+resolution: \\{integrity:`),
      );
    }
    // No package linked or copied from a folder (`link:../…`, `file:../…`).
    expect(lock).not.toMatch(/[\s'"](link|file):/);
  });
});
