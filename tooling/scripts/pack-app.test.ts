import { type ChildProcess, spawn } from 'node:child_process';
import {
  cpSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { deployPackageJson, findBareImports, listFiles, packApp } from './pack-app';

// A built app without Vite: a hand-written Remix server build (one resource route, /healthz) and
// a client build with a script large enough to be precompressed, a font and a public/ file.
const SERVER_BUILD = `
import { createHash } from 'node:crypto';
import path from 'path';
export const mode = 'production';
export const assets = { entry: { module: '/assets/entry.js', imports: [] }, routes: {}, url: '/assets/manifest.js', version: '1' };
export const assetsBuildDirectory = 'build/client';
export const basename = '/';
export const future = {};
export const isSpaMode = false;
export const publicPath = '/';
export const entry = { module: {
  default: () => new Response('no documents here', { status: 500 }),
  // The site contract (SiteBuildExports of @district/site-server/contract) at its smallest.
  siteBuild: {
    createServices: () => ({}),
    pageRules: () => ({ pageQuery: (search) => search, pagePath: (pathname) => pathname, pageLanguage: () => 'en', pageCacheCookies: { preferences: [] } }),
    serverMetrics: () => ({}),
  },
} };
export const routes = {
  root: { id: 'root', path: '', module: {} },
  'routes/healthz': {
    id: 'routes/healthz',
    parentId: 'root',
    path: 'healthz',
    module: {
      loader: () =>
        new Response('ok ' + createHash('sha1').update(path.sep).digest('hex').length + ' ' + process.env.NODE_ENV),
    },
  },
};
`;
const SCRIPT = `export const filler = ${JSON.stringify('district '.repeat(400))};\n`;
const FONT = Buffer.from([0x77, 0x4f, 0x46, 0x32, 0, 1, 2, 3, 255, 254]);

const temporary: string[] = [];
const servers: ChildProcess[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.kill('SIGTERM');
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  temporary.push(dir);
  return dir;
}

function fakeApp(serverBuild = SERVER_BUILD): string {
  const app = tempDir('pack-app-');
  const write = (file: string, content: string | Buffer) => {
    mkdirSync(path.dirname(path.join(app, file)), { recursive: true });
    writeFileSync(path.join(app, file), content);
  };
  write('package.json', JSON.stringify({ name: '@district/app-fake', private: true }));
  write('build/server/index.js', serverBuild);
  write('build/client/assets/entry-Ab12Cd34.js', SCRIPT);
  write('build/client/assets/inter-latin-400-normal-Ef56Gh78.woff2', FONT);
  write('build/client/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return app;
}

/** Starts `node server.mjs` from `cwd` with a bare environment; resolves with its base URL. */
function startArtifact(serverFile: string, cwd: string): Promise<string> {
  const child = spawn(process.execPath, [serverFile], {
    cwd,
    env: { PATH: process.env.PATH ?? '', PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  servers.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/listening on (http:\/\/127\.0\.0\.1:\d+)/);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server.mjs exited with ${code}: ${output}`)));
  });
}

describe('finding package imports in a server build', () => {
  it('reports packages and ignores node built-ins and relative files', async () => {
    const app = fakeApp(
      `import fs from 'node:fs'; import zlib from 'zlib'; import { x } from './assets/chunk.js';
       import leftPad from 'left-pad'; const y = require('@scope/lib/sub'); export { fs, zlib, x, leftPad, y };`,
    );
    mkdirSync(path.join(app, 'build/server/assets'));
    writeFileSync(path.join(app, 'build/server/assets/chunk.js'), 'export const x = 1;');
    expect(await findBareImports(path.join(app, 'build/server'))).toEqual([
      '@scope/lib/sub',
      'left-pad',
    ]);
  });

  it('refuses to pack a server build that would need node_modules', async () => {
    const app = fakeApp(`import React from 'react'; export default React;`);
    await expect(packApp(app)).rejects.toThrow(
      'The server build of @district/app-fake still imports react: it would need node_modules.',
    );
  });
});

describe('packing an app', () => {
  it('refuses an app that is not built, and says how to build it', async () => {
    const app = fakeApp();
    rmSync(path.join(app, 'build'), { recursive: true });
    await expect(packApp(app)).rejects.toThrow(
      '@district/app-fake is not built (no build/server/index.js or build/client): run `pnpm turbo run build --filter=@district/app-fake` first.',
    );
  });

  it('writes server.mjs, worker.mjs, a copy of the whole build and a package.json, and nothing else', async () => {
    const app = fakeApp();
    const { outDirectory, files, bytes } = await packApp(app);
    expect(outDirectory).toBe(path.join(app, 'deploy'));
    expect(listFiles(outDirectory)).toEqual([
      'build/client/assets/entry-Ab12Cd34.js',
      'build/client/assets/inter-latin-400-normal-Ef56Gh78.woff2',
      'build/client/favicon.svg',
      'build/server/index.js',
      'package.json',
      'server.mjs',
      'worker.mjs',
    ]);
    expect(files).toBe(7);
    expect(bytes).toBeGreaterThan(100_000);
    for (const file of listFiles(outDirectory)) {
      expect(lstatSync(path.join(outDirectory, file)).isSymbolicLink()).toBe(false);
    }
    const pkg = JSON.parse(readFileSync(path.join(outDirectory, 'package.json'), 'utf8'));
    expect(pkg).toMatchObject({ name: '@district/app-fake', type: 'module' });
    expect(pkg.scripts).toEqual({ start: 'node server.mjs', worker: 'node worker.mjs' });
    expect(pkg.dependencies).toBeUndefined();
    // Packing again replaces the previous artifact instead of mixing with it.
    writeFileSync(path.join(outDirectory, 'stale.txt'), 'old');
    await packApp(app);
    expect(listFiles(outDirectory)).not.toContain('stale.txt');
  });

  it('runs with node alone from a folder outside the repository, from any working directory', async () => {
    const app = fakeApp();
    const { outDirectory } = await packApp(app);
    const elsewhere = tempDir('artifact-');
    cpSync(outDirectory, elsewhere, { recursive: true });
    // Started from another directory: the build is found beside server.mjs, not in the cwd.
    const url = await startArtifact(path.join(elsewhere, 'server.mjs'), tmpdir());

    const health = await fetch(`${url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.text()).toBe('ok 40 production');

    const script = await fetch(`${url}/assets/entry-Ab12Cd34.js`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(script.status).toBe(200);
    expect(script.headers.get('content-encoding')).toBe('br');
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await script.text()).toBe(SCRIPT);

    const font = await fetch(`${url}/assets/inter-latin-400-normal-Ef56Gh78.woff2`);
    expect(font.status).toBe(200);
    expect(Buffer.from(await font.arrayBuffer())).toEqual(FONT);
    expect(font.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const icon = await fetch(`${url}/favicon.svg`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('cache-control')).toBe('public, max-age=3600');
  });
});

describe("the artifact's package.json", () => {
  it('starts the server with node and declares the node it needs, with nothing to install', () => {
    expect(JSON.parse(deployPackageJson('@district/app-district', '>=20.19'))).toEqual({
      name: '@district/app-district',
      private: true,
      type: 'module',
      scripts: { start: 'node server.mjs', worker: 'node worker.mjs' },
      engines: { node: '>=20.19' },
    });
  });
});
