import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PostgresServer, startPostgresServer } from '../testing/postgres-server';
import { describeAlertStoreContract } from './contract';
import { migrate } from './migrations';
import { openAlertsStore } from './open-alerts-store';
import { createPgClient } from './pg-client';
import { createPgliteClient } from './pglite-client';
import type { SqlClient } from './sql-client';

let server: PostgresServer | undefined;
const postgres = () => {
  if (!server) throw new Error('PostgreSQL did not start');
  return server;
};
/** A fresh database on the test server; its URL. */
async function freshDatabase(name: string): Promise<string> {
  const admin = createPgClient(postgres().url);
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.close();
  }
  return postgres().url.replace(/\/postgres$/, `/${name}`);
}

beforeAll(async () => {
  server = await startPostgresServer();
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

let contractUrl = '';
describeAlertStoreContract('PostgreSQL', {
  async open() {
    contractUrl = await freshDatabase('alerts_contract');
    return createPgClient(contractUrl);
  },
  another: async () => createPgClient(contractUrl),
  close: (client) => client.close(),
});

const pgliteDirs: string[] = [];
describeAlertStoreContract('PGlite', {
  async open() {
    const dir = mkdtempSync(path.join(tmpdir(), 'alerts-pglite-'));
    pgliteDirs.push(dir);
    return createPgliteClient(dir);
  },
  another: async (first) => first,
  async close(client) {
    await client.close();
    for (const dir of pgliteDirs) rmSync(dir, { recursive: true, force: true });
  },
});

describe('migrations on PostgreSQL', () => {
  it('apply once when three instances start together', async () => {
    const url = await freshDatabase('alerts_migrate_race');
    const clients: SqlClient[] = [createPgClient(url), createPgClient(url), createPgClient(url)];
    try {
      const runs = await Promise.all(clients.map((client) => migrate(client)));
      expect(runs.map((run) => run.applied).sort()).toEqual([[], [], [1, 2]]);
      const versions = await clients[0]?.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM schema_migrations',
      );
      expect(versions?.rows[0]?.n).toBe(2);
    } finally {
      await Promise.all(clients.map((client) => client.close()));
    }
  });

  it('roll back a migration that fails, leaving nothing half applied', async () => {
    const url = await freshDatabase('alerts_migrate_fail');
    const client = createPgClient(url);
    try {
      await expect(
        migrate(client, [
          { version: 1, name: 'good', sql: 'CREATE TABLE a (x int)' },
          { version: 2, name: 'bad', sql: 'CREATE TABLE b (x no_such_type)' },
        ]),
      ).rejects.toThrow(/no_such_type/);
      const tables = await client.query(
        "SELECT 1 FROM information_schema.tables WHERE table_name IN ('a', 'schema_migrations')",
      );
      expect(tables.rows).toEqual([]);
    } finally {
      await client.close();
    }
  });
});

describe('the embedded store on disk', () => {
  const here = path.dirname(fileURLToPath(import.meta.url));
  let child: ChildProcess | undefined;
  let dataDir = '';
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'alerts-data-'));
  });
  afterAll(() => {
    child?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every subscription whose commit was reported when its process is killed with SIGKILL', async () => {
    child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(here, 'durability-child.ts'), dataDir],
      {
        cwd: path.resolve(here, '..', '..'),
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const running = child;
    let stderr = '';
    running.stderr?.on('data', (chunk) => {
      stderr += String(chunk);
    });
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      running.once('exit', (_code, signal) => resolve(signal)),
    );
    const committed: string[] = [];
    const lines = createInterface({ input: running.stdout as NodeJS.ReadableStream });
    await new Promise<void>((resolve, reject) => {
      running.once('exit', () => reject(new Error(`child exited early: ${stderr}`)));
      lines.on('line', (line) => {
        const [word, id] = line.split(' ');
        if (word !== 'committed' || !id) return;
        committed.push(id);
        // Killed right after a report, while it is in the middle of the next create.
        if (committed.length === 40) {
          running.kill('SIGKILL');
          resolve();
        }
      });
    });
    expect(await exited).toBe('SIGKILL');
    lines.close();

    const reopened = await openAlertsStore({ databaseUrl: null, dataDir });
    try {
      expect(reopened.kind).toBe('pglite');
      expect(reopened.migrations.applied).toEqual([]);
      const found = new Set<string>();
      let after: string | null = null;
      do {
        const page: Awaited<ReturnType<typeof reopened.subscriptions.listDeliverable>> =
          await reopened.subscriptions.listDeliverable({
            organizations: ['org-district'],
            topic: 'closures',
            after,
          });
        for (const subscriber of page.subscribers) found.add(subscriber.id);
        after = page.next;
      } while (after);
      const missing = committed.filter((id) => !found.has(id));
      expect(missing).toEqual([]);
      expect(found.size).toBeGreaterThanOrEqual(40);
    } finally {
      await reopened.close();
    }
  }, 60_000);
});
