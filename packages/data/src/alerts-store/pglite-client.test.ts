import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));

describe('the embedded store when PGlite cannot start', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'pglite-missing-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('refuses to open with the error and leaves the process running', { timeout: 60_000 }, () => {
    // A copy of PGlite without its data file, as a build that forgot to ship it would be.
    const require = createRequire(import.meta.url);
    const dist = path.dirname(require.resolve('@electric-sql/pglite'));
    const copy = path.join(folder, 'pglite');
    cpSync(dist, copy, { recursive: true });
    rmSync(path.join(copy, 'pglite.data'));
    const script = path.join(folder, 'open.mts');
    const client = path.join(here, 'pglite-client.ts');
    const program = `
      import { createPgliteClient } from ${JSON.stringify(client)};
      const { PGlite } = await import(${JSON.stringify(path.join(copy, 'index.js'))});
      try {
        await createPgliteClient(${JSON.stringify(path.join(folder, 'db'))}, PGlite);
        console.log('opened');
      } catch (error) {
        console.log('refused: ' + error.code);
      }
      setTimeout(() => console.log('still running'), 1_500);
    `;
    writeFileSync(script, program);
    const tsx = require.resolve('tsx');
    const run = spawnSync(process.execPath, ['--import', tsx, script], {
      encoding: 'utf8',
      timeout: 50_000,
    });
    expect(run.stdout.trim().split('\n'), run.stderr).toEqual(['refused: ENOENT', 'still running']);
    expect(run.status).toBe(0);
  });
});
