import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const tsx = path.join(here, 'node_modules', '.bin', 'tsx');
const repoRoot = path.resolve(here, '..', '..');
const ASPEN_GROVE = '6f1b2c3d-0000-4000-8000-000000000101';
const INTRANET = '6f1b2c3d-0000-4000-8000-000000000002';

function runNewOrg(args: string[], appsDir: string) {
  try {
    const stdout = execFileSync(tsx, ['new-org.ts', ...args], {
      cwd: here,
      env: { ...process.env, NEW_ORG_APPS_DIR: appsDir },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return { code: 0, stdout, stderr: '' };
  } catch (error) {
    const e = error as { status: number; stdout: string; stderr: string };
    return { code: e.status, stdout: e.stdout, stderr: e.stderr };
  }
}

describe('pnpm new-org', () => {
  let dir = '';
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('creates a thin app folder from the bundled organization list', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'new-org-'));
    const result = runNewOrg([ASPEN_GROVE], dir);
    expect(result.code).toBe(0);
    const app = path.join(dir, 'aspen-grove-elementary');
    const config = readFileSync(path.join(app, 'org.config.ts'), 'utf8');
    expect(config).toContain(`organizationId: '${ASPEN_GROVE}'`);
    expect(config).toContain("name: 'Aspen Grove Elementary'");
    expect(readFileSync(path.join(app, 'theme.css.ts'), 'utf8')).toMatch(
      /primaryColor: '#[0-9a-fA-F]{6}'/,
    );
    const pkg = JSON.parse(readFileSync(path.join(app, 'package.json'), 'utf8'));
    expect(pkg.name).toBe('@district/app-aspen-grove-elementary');
    expect(pkg.scripts.start).toBe('district-site');
    // No route, loader or component code in an app folder.
    expect(existsSync(path.join(app, 'app'))).toBe(false);
  });

  it('writes a Dockerfile that runs the packed artifact of that app with node', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'new-org-'));
    expect(runNewOrg([ASPEN_GROVE], dir).code).toBe(0);
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

  it("tells in the intranet's Dockerfile which sign-in variables it needs", () => {
    dir = mkdtempSync(path.join(tmpdir(), 'new-org-'));
    expect(runNewOrg([INTRANET], dir).code).toBe(0);
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

  it('rewrites only the deployment files of existing app folders with --deploy-files', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'new-org-'));
    expect(runNewOrg([ASPEN_GROVE], dir).code).toBe(0);
    const app = path.join(dir, 'aspen-grove-elementary');
    const generated = readFileSync(path.join(app, 'Dockerfile'), 'utf8');
    writeFileSync(path.join(app, 'Dockerfile'), 'FROM scratch\n');
    rmSync(path.join(app, '.dockerignore'));
    writeFileSync(path.join(app, 'org.config.ts'), '// edited by hand\n');

    const result = runNewOrg(['--deploy-files'], dir);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Wrote the Dockerfile and .dockerignore of 1 app folder(s).');
    expect(readFileSync(path.join(app, 'Dockerfile'), 'utf8')).toBe(generated);
    expect(existsSync(path.join(app, '.dockerignore'))).toBe(true);
    expect(readFileSync(path.join(app, 'org.config.ts'), 'utf8')).toBe('// edited by hand\n');
    // No folder is created for organizations that have none.
    expect(existsSync(path.join(dir, 'district'))).toBe(false);
  });

  it('refuses an unknown organization id', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'new-org-'));
    const result = runNewOrg(['not-an-organization'], dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'Unknown organization id "not-an-organization": it is not in the bundled organization list',
    );
  });

  it('refuses to overwrite an existing folder', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'new-org-'));
    expect(runNewOrg([ASPEN_GROVE], dir).code).toBe(0);
    const again = runNewOrg([ASPEN_GROVE], dir);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/aspen-grove-elementary already exists; not overwriting it/);
  });
});
