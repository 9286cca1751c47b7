/**
 * A second district adopts the repository: its web developer generates the apps from the
 * district's own export (Juniper Ridge Unified, test/fixtures), builds one school's app and
 * serves it against the district's CMS (graphql-yoga executing our schema over that district's
 * records). The school's name, colours and logo come from its record; nothing was copied into
 * the app folder. One app build: about 20-40 s of this package's tests.
 */

import { type ChildProcess, execFile, spawn } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type FakeCms, startFakeCms } from '@district/data/cms/testing/fake-cms';
import { freePort } from '@district/data/testing/redis-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const execFileAsync = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..', '..');
const EXPORT = path.join(here, 'test', 'fixtures', 'juniper-ridge-organizations.json');
const JR_HIGH = '9d0e6a52-7c1b-4f0e-9a35-000000000101';
const JR_HIGH_LOGO = 'https://assets.juniperridge.example/logos/jrhs-ridgebacks.svg';

/** The school's home page, as the district's CMS would hold it. */
const homePage = {
  id: '9d0e6a52-7c1b-4f0e-9a35-000000001001',
  title: 'Welcome to Juniper Ridge High School',
  slug: 'home',
  metaDescription: 'News, events and contacts of Juniper Ridge High School.',
  bodyHtml: '<p>Ridgebacks learn, lead and serve.</p>',
  ownerOrganizationId: JR_HIGH,
  pageTypeId: null,
  path: { path: '/' },
  pageType: { slug: 'landing-page' },
  factoids: [],
  parentPage: null,
  relatedPages: [],
  childrenPages: [],
  siblingPages: [],
  group: null,
  links: [],
  categories: [],
  messages: [],
  configurationValues: [],
};

describe('a second district onboarded from its own data', () => {
  let dir = '';
  let cms: FakeCms | undefined;
  let server: ChildProcess | undefined;
  let url = '';

  beforeAll(async () => {
    // Inside the repository (where nothing tracks node_modules/.cache), as an apps/ folder is:
    // Vite lets the build read the template's files from the workspace the app sits in.
    const cache = path.join(repoRoot, 'node_modules', '.cache');
    mkdirSync(cache, { recursive: true });
    dir = mkdtempSync(path.join(cache, 'juniper-ridge-'));
    const appsDir = path.join(dir, 'apps');
    // The generated tsconfig extends ../../tsconfig.base.json, as it does in the repository.
    copyFileSync(path.join(repoRoot, 'tsconfig.base.json'), path.join(dir, 'tsconfig.base.json'));
    await execFileAsync(
      path.join(here, 'node_modules', '.bin', 'tsx'),
      ['new-org.ts', '--all', '--organizations', EXPORT],
      { cwd: here, env: { ...process.env, GRAPHQL_ENDPOINT: '', NEW_ORG_APPS_DIR: appsDir } },
    );
    const app = path.join(appsDir, 'juniper-ridge-high');
    // What `pnpm install` would link for the new app: the packages an app depends on, taken
    // from an app of this repository (every app depends on the same ones). A real folder, so
    // Vite's cache stays inside the temporary app.
    const linked = path.join(repoRoot, 'apps', 'district', 'node_modules');
    mkdirSync(path.join(app, 'node_modules'));
    for (const entry of readdirSync(linked)) {
      if (entry.startsWith('.') && entry !== '.bin') continue;
      symlinkSync(path.join(linked, entry), path.join(app, 'node_modules', entry));
    }
    await execFileAsync(path.join(app, 'node_modules', '.bin', 'remix'), ['vite:build'], {
      cwd: app,
      env: { ...process.env, NODE_ENV: 'production' },
    });

    const organizations = JSON.parse(readFileSync(EXPORT, 'utf8'));
    cms = await startFakeCms({ organizations, pages: [homePage] });
    const port = await freePort();
    server = spawn(
      process.execPath,
      // The site's production server as an app's `start` runs it (@district/site-server's build).
      [path.join(repoRoot, 'packages', 'site-server', 'bin', 'district-site.js')],
      {
        cwd: app,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          PORT: String(port),
          HOST: '127.0.0.1',
          GRAPHQL_ENDPOINT: cms.endpoint,
        },
        stdio: 'ignore',
      },
    );
    url = `http://127.0.0.1:${port}`;
    await vi.waitFor(
      async () => {
        const health = await fetch(`${url}/healthz`);
        if (health.status !== 200) throw new Error(`/healthz answered ${health.status}`);
      },
      { timeout: 30_000, interval: 200 },
    );
  }, 240_000);

  afterAll(async () => {
    server?.kill('SIGTERM');
    await cms?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("shows the school's name and uploaded logo from the district's CMS", async () => {
    const answer = await fetch(`${url}/`);
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain('<title>Juniper Ridge High School</title>');
    expect(html).toContain('Welcome to Juniper Ridge High School');
    expect(html).toContain(`src="${JR_HIGH_LOGO}"`);
    // The district's other organizations, from its CMS, are the ways on from the school's site.
    expect(html).toContain('Juniper Ridge Unified School District');
  });

  it("dresses the page in the school's colours from its record", async () => {
    const html = await (await fetch(`${url}/`)).text();
    const href = /<link rel="stylesheet" href="(\/brand\/jrhs-theme\.css\?v=[^"]+)"/.exec(
      html,
    )?.[1];
    expect(href).toBe('/brand/jrhs-theme.css?v=7a1f3d-e8c547');
    const css = await fetch(`${url}${href}`);
    expect(css.headers.get('content-type')).toContain('text/css');
    expect(css.headers.get('cache-control')).toContain('immutable');
    const text = await css.text();
    expect(text).toMatch(/^html:root\{/);
    expect(text).toContain(':#7a1f3d;');
    expect(text).toContain(':#e8c547;');
  });

  it('draws a monogram for an organization of the district without an uploaded logo', async () => {
    const svg = await fetch(`${url}/brand/sfe-logo.svg`);
    expect(svg.status).toBe(200);
    const text = await svg.text();
    expect(text).toContain('<title id="logo-sfe-title">Sagebrush Flats Elementary logo</title>');
    expect(text).toContain('fill="#2f5d3a"');
  });
});
