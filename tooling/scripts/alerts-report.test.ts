import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { openAlertsStore } from '@district/data/alerts-store/open-alerts-store';
import { startPostgresServer } from '@district/data/testing/postgres-server';
import { afterAll, describe, expect, it } from 'vitest';
import { parseArgs, readCounts, renderReport, reportSource } from './alerts-report';

const execFileAsync = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));
const tsx = path.join(here, 'node_modules', '.bin', 'tsx');

const SCHOOL = 'org-lincoln-elementary';
const DISTRICT = 'org-district';
const key = (n: number) =>
  `BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM${n}`;

/** Two push subscribers and two e-mail ones (one confirmed), in two languages. */
async function subscribe(store: Awaited<ReturnType<typeof openAlertsStore>>) {
  const s = store.subscriptions;
  for (const n of [1, 2]) {
    await s.create({
      target: {
        channel: 'push',
        endpoint: `https://push.example.net/send/secret-endpoint-${n}`,
        p256dh: key(n),
        auth: `tBHItJI5svbpez7KI4CCXg${n}`,
      },
      organizations: n === 1 ? [SCHOOL, DISTRICT] : [SCHOOL],
      language: 'es',
      topics: 'closures',
    });
  }
  const confirmed = await s.create({
    target: { channel: 'email', address: 'parent@example.org' },
    organizations: [SCHOOL],
    language: 'vi',
    topics: 'all',
  });
  await s.confirm(confirmed.confirmationToken ?? '');
  await s.create({
    target: { channel: 'email', address: 'neighbour@example.org' },
    organizations: [SCHOOL],
    language: 'vi',
    topics: 'closures',
  });
}

const EXPECTED = [
  { organizationId: DISTRICT, language: 'es', channel: 'push', active: 1, unconfirmed: 0 },
  { organizationId: SCHOOL, language: 'es', channel: 'push', active: 2, unconfirmed: 0 },
  { organizationId: SCHOOL, language: 'vi', channel: 'email', active: 1, unconfirmed: 1 },
];
const sorted = <T extends { organizationId: string; language: string; channel: string }>(
  rows: readonly T[],
) =>
  [...rows].sort((a, b) =>
    `${a.organizationId} ${a.language} ${a.channel}`.localeCompare(
      `${b.organizationId} ${b.language} ${b.channel}`,
    ),
  );

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('alerts report', () => {
  it('counts the embedded store per organization, language and channel, never an address', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'alerts-report-root-'));
    folders.push(root);
    const source = reportSource({ DATA_DIR: '.data' }, 'district', root);
    expect(source).toEqual({ databaseUrl: null, dataDir: path.join(root, 'apps/district/.data') });
    // Before anyone subscribed there is no store, and the report says so without making one.
    expect(await readCounts(source)).toEqual([]);
    expect(renderReport([])).toContain('No subscriptions.');

    const store = await openAlertsStore({ databaseUrl: null, dataDir: source.dataDir });
    try {
      await subscribe(store);
      // Read while the store is open, as a running server holds it: the report reads a copy.
      expect(sorted(await readCounts(source))).toEqual(EXPECTED);
    } finally {
      await store.close();
    }

    const { stdout } = await execFileAsync(tsx, ['alerts-report.ts', '--app', 'district'], {
      cwd: here,
      env: { ...process.env, DATA_DIR: source.dataDir, DATABASE_URL: '' },
    });
    expect(stdout).toMatch(/org-lincoln-elementary\s+vi\s+email\s+1\s+1/);
    expect(stdout).toContain('Push: 3 receiving. E-mail: 1 receiving, 1 awaiting confirmation.');
    expect(stdout).not.toMatch(/@|https?:|endpoint/);
  }, 120_000);

  it('counts a PostgreSQL store at DATABASE_URL', async () => {
    const server = await startPostgresServer();
    try {
      const url = server.url;
      const store = await openAlertsStore({ databaseUrl: url, dataDir: '.' });
      try {
        await subscribe(store);
      } finally {
        await store.close();
      }
      const source = reportSource({ DATABASE_URL: url }, 'district');
      const counts = await readCounts(source);
      expect(sorted(counts)).toEqual(EXPECTED);
      expect(JSON.stringify(counts)).not.toMatch(/@|https?:|endpoint/);
    } finally {
      await server.stop();
    }
  }, 120_000);

  it('refuses a bad argument, naming it', () => {
    expect(parseArgs(['--json'])).toEqual({ app: 'district', json: true });
    expect(() => parseArgs(['--app', '../etc'])).toThrow(/--app must name a folder/);
    expect(() => parseArgs(['--org'])).toThrow(/Unknown argument --org/);
  });
});
