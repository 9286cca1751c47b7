// The deployable artifact (issue 13, docs/deploy.md): the district's packed output, copied to an
// empty folder outside the repository, starts with `node server.mjs` and nothing else — no
// node_modules, no NODE_PATH, no link back into the monorepo.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..', '..', '..');
const scripts = path.join(repoRoot, 'tooling', 'scripts');
// Ports 3500–3599 belong to the deployment tests.
const PORT = 3501;
const base = `http://127.0.0.1:${PORT}`;

let artifact = '';
let server: ChildProcess | undefined;
let output = '';

test.afterAll(() => {
  server?.kill('SIGTERM');
  if (artifact) rmSync(artifact, { recursive: true, force: true });
});

/** Every entry under `directory` (files, folders, links), as absolute paths. */
function walk(directory: string) {
  return readdirSync(directory, { recursive: true, withFileTypes: true }).map((entry) => ({
    file: path.join(entry.parentPath, entry.name),
    entry,
  }));
}

test("The district's packed artifact runs with node alone from an empty folder outside the repository", async () => {
  test.setTimeout(180_000);

  // What a release does: pack the built app (the e2e task runs after the district's build).
  await promisify(execFile)(
    path.join(scripts, 'node_modules', '.bin', 'tsx'),
    ['pack-app.ts', 'district'],
    {
      cwd: scripts,
      timeout: 120_000,
    },
  );
  const packed = path.join(repoRoot, 'apps', 'district', 'deploy');
  // The server, and the alert worker for deployments that deliver alerts off their web instances.
  expect(readdirSync(packed).sort()).toEqual(['build', 'package.json', 'server.mjs', 'worker.mjs']);

  // Copied as is (links stay links), so a link the packing left would be caught below.
  artifact = mkdtempSync(path.join(tmpdir(), 'district-artifact-'));
  cpSync(packed, artifact, { recursive: true, verbatimSymlinks: true });
  const entries = walk(artifact);
  const links = entries
    .filter(({ entry }) => entry.isSymbolicLink())
    .map(({ file }) => ({ file, target: path.resolve(path.dirname(file), readlinkSync(file)) }));
  const intoRepository = links.filter(
    ({ target }) =>
      target === repoRoot ||
      target.startsWith(`${repoRoot}${path.sep}`) ||
      target.split(path.sep).includes('node_modules'),
  );
  expect(intoRepository).toEqual([]);
  expect(entries.filter(({ entry }) => entry.name === 'node_modules')).toEqual([]);

  // A public site signs nobody in: its server carries no identity library (msal-node's client,
  // the development OpenID provider), which only the intranet's build keeps.
  const serverCode = entries
    .filter(({ entry, file }) => entry.isFile() && file.includes(`${path.sep}server${path.sep}`))
    .map(({ file }) => readFileSync(file, 'utf8'))
    .join('\n');
  expect(serverCode).toContain('Meadowlark Valley');
  expect(serverCode).not.toContain('ConfidentialClientApplication');
  expect(serverCode).not.toContain('oidc-provider');

  // The packed worker runs with node alone too, and says what it needs: the embedded store is the
  // web server's.
  const worker = await promisify(execFile)(process.execPath, ['worker.mjs'], {
    cwd: artifact,
    env: { PATH: process.env.PATH ?? '' } as unknown as NodeJS.ProcessEnv,
    timeout: 60_000,
  }).then(
    () => ({ code: 0, stderr: '' }),
    (error: { code?: number; stderr?: string }) => ({
      code: error.code,
      stderr: error.stderr ?? '',
    }),
  );
  expect(worker.code).toBe(1);
  expect(worker.stderr).toContain('The alert worker needs DATABASE_URL');

  // Only node, the port and the host: no NODE_ENV, NODE_PATH or anything of this shell.
  // (Remix's types declare NODE_ENV required in every environment; here it is deliberately absent.)
  const env = { PATH: process.env.PATH ?? '', PORT: String(PORT), HOST: '127.0.0.1' };
  const child = spawn(process.execPath, ['server.mjs'], {
    cwd: artifact,
    env: env as unknown as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server = child;
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`server.mjs exited: ${output}`);
        return (await fetch(`${base}/healthz`).catch(() => null))?.status;
      },
      { timeout: 30_000 },
    )
    .toBe(200);
  expect(output).toContain(`listening on http://127.0.0.1:${PORT}`);

  const home = await fetch(`${base}/`);
  expect(home.status).toBe(200);
  expect(home.headers.get('content-type')).toMatch(/^text\/html/);
  const html = await home.text();
  expect(html).toContain('Meadowlark Valley School District');

  // A hashed script of the client build, compressed and cached for good.
  const clientAssets = path.join(artifact, 'build', 'client', 'assets');
  const script = readdirSync(clientAssets).find((name) => /-[\w-]{8}\.js$/.test(name));
  expect(script).toBeDefined();
  const hashed = await fetch(`${base}/assets/${script}`, { headers: { 'accept-encoding': 'br' } });
  expect(hashed.status).toBe(200);
  expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(hashed.headers.get('content-encoding')).toBe('br');
  expect(await hashed.text()).toBe(readFileSync(path.join(clientAssets, script!), 'utf8'));

  // Every asset the home page links to (styles, scripts, preloaded fonts) is served.
  const linked = [...new Set(html.match(/\/assets\/[\w.-]+/g) ?? [])];
  expect(linked.length).toBeGreaterThan(0);
  for (const asset of linked) {
    expect((await fetch(`${base}${asset}`)).status, asset).toBe(200);
  }

  // And every file of the client build, fonts included, byte for byte.
  const clientFiles = walk(path.join(artifact, 'build', 'client')).filter(({ entry }) =>
    entry.isFile(),
  );
  expect(clientFiles.some(({ file }) => file.endsWith('.woff2'))).toBe(true);
  for (const { file } of clientFiles) {
    const pathname = `/${path
      .relative(path.join(artifact, 'build', 'client'), file)
      .split(path.sep)
      .join('/')}`;
    if (pathname === '/.gitkeep') continue;
    const response = await fetch(`${base}${pathname}`);
    expect(response.status, pathname).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(readFileSync(file)), pathname).toBe(
      true,
    );
  }
});
