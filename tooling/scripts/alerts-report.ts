/**
 * `pnpm alerts-report [--app <folder>] [--json]`: how many families receive alerts, per
 * organization, language and channel (deliverable, and e-mail awaiting its confirmation), from
 * the alert store's `counts()` (docs/alerts.md#privacy). Never an address or an endpoint: the
 * store's report has none to give.
 *
 * The store is PostgreSQL at `DATABASE_URL` when set, else the embedded one in `DATA_DIR` (as the
 * site reads it: relative to the app's folder, `apps/<folder>/`, default `district`). One process
 * opens an embedded store at a time, so the report reads a copy of its files and never the
 * running server's own.
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SubscriptionCount } from '@district/data/alerts-store/model';
import {
  EMBEDDED_DATABASE_FOLDER,
  openAlertsStore,
} from '@district/data/alerts-store/open-alerts-store';
import { loadServerConfig } from '@district/data/config';
import { z } from 'zod';
import { inheritedEnvironment } from './env';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Where the report reads the store. */
export interface ReportSource {
  databaseUrl: string | null;
  /** The embedded store's data folder, absolute. */
  dataDir: string;
}

const argsSchema = z.object({
  app: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]*$/, '--app must name a folder under apps/, such as district'),
  json: z.boolean(),
});

/** The command line: `--app <folder>` (default `district`) and `--json`. */
export function parseArgs(argv: readonly string[]): z.infer<typeof argsSchema> {
  let app = 'district';
  let json = false;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--json') json = true;
    else if (arg === '--app') {
      app = argv[i + 1] ?? '';
      i += 1;
    } else throw new Error(`Unknown argument ${arg}: use --app <folder> and --json`);
  }
  const parsed = argsSchema.safeParse({ app, json });
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'bad arguments');
  return parsed.data;
}

/** The store the site of `app` uses with `env`. */
export function reportSource(env: NodeJS.ProcessEnv, app: string, root = repoRoot): ReportSource {
  const config = loadServerConfig(env);
  return {
    databaseUrl: config.databaseUrl,
    dataDir: path.resolve(root, 'apps', app, config.dataDir),
  };
}

/** The counts of the store at `source`; an embedded store is read from a copy. */
export async function readCounts(source: ReportSource): Promise<SubscriptionCount[]> {
  if (source.databaseUrl) {
    const store = await openAlertsStore({ databaseUrl: source.databaseUrl, dataDir: '.' });
    try {
      return await store.subscriptions.counts();
    } finally {
      await store.close();
    }
  }
  const files = path.join(source.dataDir, EMBEDDED_DATABASE_FOLDER);
  // No store yet: nobody has subscribed on this instance.
  if (!existsSync(files)) return [];
  const copy = mkdtempSync(path.join(tmpdir(), 'alerts-report-'));
  try {
    cpSync(files, path.join(copy, EMBEDDED_DATABASE_FOLDER), { recursive: true });
    // A copy taken mid-write may hold a stale lock file of the running server's.
    rmSync(path.join(copy, EMBEDDED_DATABASE_FOLDER, 'postmaster.pid'), { force: true });
    const store = await openAlertsStore({ databaseUrl: null, dataDir: copy });
    try {
      return await store.subscriptions.counts();
    } finally {
      await store.close();
    }
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

/** The counts as a plain-text table with totals per channel. */
export function renderReport(counts: readonly SubscriptionCount[]): string {
  const header = ['organization', 'language', 'channel', 'receiving', 'awaiting confirmation'];
  const rows = counts.map((c) => [
    c.organizationId,
    c.language,
    c.channel,
    String(c.active),
    String(c.unconfirmed),
  ]);
  const total = (channel: string, key: 'active' | 'unconfirmed') =>
    counts.filter((c) => c.channel === channel).reduce((sum, c) => sum + c[key], 0);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [
    line(header),
    ...rows.map(line),
    '',
    counts.length === 0
      ? 'No subscriptions.'
      : `Per organization, a family subscribed to several counts in each. Push: ${total('push', 'active')} receiving. E-mail: ${total('email', 'active')} receiving, ${total('email', 'unconfirmed')} awaiting confirmation.`,
  ].join('\n');
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const source = reportSource(inheritedEnvironment(), args.app);
  const counts = await readCounts(source);
  process.stdout.write(`${args.json ? JSON.stringify(counts, null, 2) : renderReport(counts)}\n`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
