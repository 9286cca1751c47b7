import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type FakeCms, startFakeCms } from '@district/data/cms/testing/fake-cms';
import district from '@district/district-config';
import { afterEach, describe, expect, it } from 'vitest';

const execFileAsync = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));
const tsx = path.join(here, 'node_modules', '.bin', 'tsx');
const repoRoot = path.resolve(here, '..', '..');
const ASPEN_GROVE = '6f1b2c3d-0000-4000-8000-000000000101';
const INTRANET = '6f1b2c3d-0000-4000-8000-000000000002';
// A second, fictional district's own export (test/fixtures): three organizations, own colours.
const JUNIPER_EXPORT = path.join(here, 'test', 'fixtures', 'juniper-ridge-organizations.json');
const JR_HIGH = '9d0e6a52-7c1b-4f0e-9a35-000000000101';
const SAGEBRUSH = '9d0e6a52-7c1b-4f0e-9a35-000000000201';
const juniperRecords = (): Record<string, unknown>[] =>
  JSON.parse(readFileSync(JUNIPER_EXPORT, 'utf8'));

async function runNewOrg(args: string[], appsDir: string, env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await execFileAsync(tsx, ['new-org.ts', ...args], {
      cwd: here,
      env: { ...process.env, GRAPHQL_ENDPOINT: '', NEW_ORG_APPS_DIR: appsDir, ...env },
      encoding: 'utf8',
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe('pnpm new-org', () => {
  let dir = '';
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('creates an app folder holding its organization id and no district-wide value', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'new-org-'));
    const result = await runNewOrg([ASPEN_GROVE], dir);
    expect(result.code).toBe(0);
    const app = path.join(dir, 'aspen-grove-elementary');
    const config = readFileSync(path.join(app, 'org.config.ts'), 'utf8');
    // The one value: the organization id.
    expect(config).toContain(`export default defineOrg({ organizationId: '${ASPEN_GROVE}' });`);
    const call = /defineOrg\(\{([^}]*)\}\)/.exec(config)?.[1] ?? '';
    expect([...call.matchAll(/(\w+):/g)].map((m) => m[1])).toEqual(['organizationId']);
    // Nothing the district configuration sets, nothing of the organization's record but its id.
    const districtValues = [
      district.name,
      district.brand,
      district.districtSlug,
      district.districtDomain,
      district.timeZone,
      ...Object.values(district.externalSites),
    ];
    for (const file of readdirSync(app).filter((f) => f.endsWith('.ts'))) {
      const text = readFileSync(path.join(app, file), 'utf8');
      for (const value of districtValues) expect(text, `${file}: ${value}`).not.toContain(value);
      expect(text, file).not.toMatch(/#[0-9a-f]{6}\b/i);
    }
    expect(existsSync(path.join(app, 'theme.css.ts'))).toBe(false);
    const pkg = JSON.parse(readFileSync(path.join(app, 'package.json'), 'utf8'));
    expect(pkg.name).toBe('@district/app-aspen-grove-elementary');
    expect(pkg.scripts.start).toBe('district-site');
    // Development runs the same server, with Vite inside it.
    expect(pkg.scripts.dev).toBe('district-site-dev');
    // No route, loader or component code in an app folder.
    expect(existsSync(path.join(app, 'app'))).toBe(false);
  });

  it('writes what the repository holds for each of its apps', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'new-org-'));
    expect((await runNewOrg([ASPEN_GROVE, INTRANET], dir)).code).toBe(0);
    for (const folder of ['aspen-grove-elementary', 'intranet']) {
      for (const file of readdirSync(path.join(dir, folder))) {
        if (file === 'public') continue;
        expect(readFileSync(path.join(dir, folder, file), 'utf8'), `${folder}/${file}`).toBe(
          readFileSync(path.join(repoRoot, 'apps', folder, file), 'utf8'),
        );
      }
    }
  });

  it('writes a Dockerfile that runs the packed artifact of that app with node', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'new-org-'));
    expect((await runNewOrg([ASPEN_GROVE], dir)).code).toBe(0);
    const app = path.join(dir, 'aspen-grove-elementary');
    const dockerfile = readFileSync(path.join(app, 'Dockerfile'), 'utf8');
    expect(dockerfile).toContain('Aspen Grove Elementary (@district/app-aspen-grove-elementary)');
    expect(dockerfile).toContain('pnpm pack-app aspen-grove-elementary');
    expect(dockerfile).toMatch(/^FROM node:20-bookworm-slim$/m);
    expect(dockerfile).toMatch(/^COPY deploy\/ \.\/$/m);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^ENV NODE_ENV=production PORT=3000 HOST=0\.0\.0\.0$/m);
    expect(dockerfile).toMatch(/^EXPOSE 3000$/m);
    expect(dockerfile).toMatch(/^ {2}CMD \["node", "-e", ".*\/healthz.*"\]$/m);
    expect(dockerfile.trimEnd().split('\n').at(-1)).toBe('CMD ["node", "server.mjs"]');
    // The user switch comes after the copy, so the server cannot rewrite its own files.
    expect(dockerfile.indexOf('USER node')).toBeGreaterThan(dockerfile.indexOf('COPY deploy/'));
    expect(dockerfile).not.toContain('AUTH_CLIENT_ID');
    expect(readFileSync(path.join(app, '.dockerignore'), 'utf8')).toMatch(/^\*\n!deploy\/\n$/m);
  });

  it("tells in the intranet's Dockerfile which sign-in variables it needs", async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'new-org-'));
    expect((await runNewOrg([INTRANET], dir)).code).toBe(0);
    const dockerfile = readFileSync(path.join(dir, 'intranet', 'Dockerfile'), 'utf8');
    expect(dockerfile).toContain('@district/app-intranet');
    expect(dockerfile).toContain(
      'AUTH_CLIENT_ID, AUTH_CLIENT_SECRET, AUTH_AUTHORITY and SESSION_SECRET',
    );
    // Its build keeps the identity library, which every other app's leaves out.
    expect(readFileSync(path.join(dir, 'intranet', 'vite.config.ts'), 'utf8')).toBe(
      readFileSync(path.join(repoRoot, 'apps', 'intranet', 'vite.config.ts'), 'utf8'),
    );
  });

  it('rewrites only the deployment files of existing app folders with --deploy-files', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'new-org-'));
    expect((await runNewOrg([ASPEN_GROVE], dir)).code).toBe(0);
    const app = path.join(dir, 'aspen-grove-elementary');
    const generated = readFileSync(path.join(app, 'Dockerfile'), 'utf8');
    writeFileSync(path.join(app, 'Dockerfile'), 'FROM scratch\n');
    rmSync(path.join(app, '.dockerignore'));
    // A hand edit: an override of a district value (the id tells which record names the app).
    const edited = `// edited by hand\nexport default defineOrg({ organizationId: '${ASPEN_GROVE}', timeZone: 'UTC' });\n`;
    writeFileSync(path.join(app, 'org.config.ts'), edited);

    const result = await runNewOrg(['--deploy-files'], dir);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Wrote the Dockerfile and .dockerignore of 1 app folder(s).');
    expect(readFileSync(path.join(app, 'Dockerfile'), 'utf8')).toBe(generated);
    expect(existsSync(path.join(app, '.dockerignore'))).toBe(true);
    expect(readFileSync(path.join(app, 'org.config.ts'), 'utf8')).toBe(edited);
    // No folder is created for organizations that have none.
    expect(existsSync(path.join(dir, 'district'))).toBe(false);
  });

  it('refuses an unknown organization id', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'new-org-'));
    const result = await runNewOrg(['not-an-organization'], dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'Unknown organization id "not-an-organization": it is not in the bundled organization list',
    );
  });

  it('refuses to overwrite an existing folder', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'new-org-'));
    expect((await runNewOrg([ASPEN_GROVE], dir)).code).toBe(0);
    const again = await runNewOrg([ASPEN_GROVE], dir);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/aspen-grove-elementary already exists; not overwriting it/);
  });
});

describe("pnpm new-org from a district's own data (Juniper Ridge Unified)", () => {
  let dir = '';
  let cms: FakeCms | null = null;
  afterEach(async () => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    await cms?.close();
    cms = null;
  });

  it('creates every app of an exported organization list with --all', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'new-org-'));
    const result = await runNewOrg(['--all', '--organizations', JUNIPER_EXPORT], dir);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(readdirSync(dir).sort()).toEqual([
      'district',
      'juniper-ridge-high',
      'sagebrush-flats-elementary',
    ]);
    expect(readFileSync(path.join(dir, 'juniper-ridge-high', 'org.config.ts'), 'utf8')).toContain(
      `defineOrg({ organizationId: '${JR_HIGH}' })`,
    );
    const pkg = JSON.parse(readFileSync(path.join(dir, 'district', 'package.json'), 'utf8'));
    expect(pkg.name).toBe('@district/app-district');
  });

  it('refuses an id the exported list does not hold, naming it and the list', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'new-org-'));
    const result = await runNewOrg([ASPEN_GROVE, '--organizations', JUNIPER_EXPORT], dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      `Unknown organization id "${ASPEN_GROVE}": it is not in juniper-ridge-organizations.json.`,
    );
    expect(readdirSync(dir)).toEqual([]);
  });

  it('refuses an invalid record, naming its id and the field', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'new-org-'));
    const records = juniperRecords();
    records[1]!.primaryColor = 'maroon';
    delete records[2]!.title;
    const file = path.join(dir, 'export.json');
    writeFileSync(file, JSON.stringify({ organizations: records }));
    const apps = path.join(dir, 'apps');

    const one = await runNewOrg([JR_HIGH, '--organizations', file], apps);
    expect(one.code).toBe(1);
    expect(one.stderr).toContain(
      `The organization "${JR_HIGH}" in export.json is not a valid organization: primaryColor: expected a #rrggbb colour.`,
    );
    expect(existsSync(apps)).toBe(false);

    // --all creates the valid ones and names every invalid one.
    const all = await runNewOrg(['--all', '--organizations', file], apps);
    expect(all.code).toBe(1);
    expect(readdirSync(apps)).toEqual(['district']);
    expect(all.stderr).toContain(`The organization "${JR_HIGH}" in export.json`);
    expect(all.stderr).toMatch(
      new RegExp(
        `The organization "${SAGEBRUSH}" in export\\.json is not a valid organization: title: `,
      ),
    );
  });

  it('refuses a file that is not an organization list', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'new-org-'));
    const file = path.join(dir, 'export.json');
    writeFileSync(file, '{"schools": []}');
    const result = await runNewOrg(['--all', '--organizations', file], dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`The organization list ${file} holds no list of organizations`);
  });

  it("reads the district's CMS when GRAPHQL_ENDPOINT is set, sending GRAPHQL_TOKEN", async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'new-org-'));
    const rows = juniperRecords();
    rows.push({ ...rows[2]!, id: '9d0e6a52-7c1b-4f0e-9a35-000000000299', secondaryColor: 'sand' });
    cms = await startFakeCms({ organizations: rows }, { token: 'juniper-token' });
    const env = { GRAPHQL_ENDPOINT: cms.endpoint, GRAPHQL_TOKEN: 'juniper-token' };

    const created = await runNewOrg([SAGEBRUSH], dir, env);
    expect(created.stderr).toBe('');
    expect(created.stdout).toContain('for Sagebrush Flats Elementary');
    expect(
      readFileSync(path.join(dir, 'sagebrush-flats-elementary', 'org.config.ts'), 'utf8'),
    ).toContain(`organizationId: '${SAGEBRUSH}'`);
    expect(cms.operations.at(-1)?.headers.authorization).toBe('Bearer juniper-token');

    const invalid = await runNewOrg(['9d0e6a52-7c1b-4f0e-9a35-000000000299'], dir, env);
    expect(invalid.code).toBe(1);
    expect(invalid.stderr).toContain(
      `The organization "9d0e6a52-7c1b-4f0e-9a35-000000000299" in the CMS at ${cms.endpoint} is not a valid organization: secondaryColor: expected a #rrggbb colour.`,
    );
    const unknown = await runNewOrg([ASPEN_GROVE], dir, env);
    expect(unknown.stderr).toContain(
      `Unknown organization id "${ASPEN_GROVE}": it is not in the CMS at ${cms.endpoint}.`,
    );
  });
});
