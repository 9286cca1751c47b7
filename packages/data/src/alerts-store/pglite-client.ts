/**
 * The SQL surface over the embedded PGlite (PostgreSQL compiled to WebAssembly), its cluster kept
 * in a folder on disk. One PGlite is one connection: it runs one statement at a time and a
 * transaction holds it, so callers queue rather than interleave.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { SqlClient, SqlResult } from './sql-client';

/** The embedded cluster's settings, applied at every start. */
export const EMBEDDED_POSTGRESQL_CONF = 'shared_buffers = 16MB';

/**
 * Opens (creating if need be) the database in `dir`. `engine` is PGlite itself unless a test gives
 * another copy of it.
 */
export async function createPgliteClient(
  dir: string,
  engine: Pick<typeof PGlite, 'create'> = PGlite,
): Promise<SqlClient> {
  mkdirSync(dir, { recursive: true });
  // PostgreSQL's default 128 MB of shared buffers, touched once, stays resident in the WebAssembly
  // memory (about 320 MB reopened); 16 MB holds a district's subscriptions (about 190 MB).
  const db = await withoutStrayRejection(() =>
    engine.create(dir, { postgresqlconf: EMBEDDED_POSTGRESQL_CONF }),
  );
  const asResult = <Row>(result: { rows: Row[]; affectedRows?: number }): SqlResult<Row> => ({
    rows: result.rows,
    rowCount: result.affectedRows ?? 0,
  });
  return {
    kind: 'pglite',
    query: async <Row>(text: string, params?: unknown[]) =>
      asResult(await db.query<Row>(text, params)),
    async transaction(work) {
      const result = await db.transaction((tx) =>
        work({
          query: async <Row>(text: string, params?: unknown[]) =>
            asResult(await tx.query<Row>(text, params)),
        }),
      );
      // PGlite's transaction() returns without its flush to the file system (electric-sql/pglite
      // issue 1065); a top-level statement does flush, so the commit is on disk when we return.
      await db.query('SELECT 1');
      return result;
    },
    close: () => db.close(),
  };
}

/** How long after a failed start PGlite's second rejection may still arrive. */
const STRAY_WINDOW_MS = 1_000;

/**
 * Runs `start`, keeping the process alive through the one rejection PGlite leaves unawaited when
 * its start fails (a missing data file rejects `create()` and, a second time, a promise nobody
 * awaits, which would stop the whole server, pages included). Only a rejection with the error
 * `create()` itself failed with is dropped; any other is thrown again as it would have been.
 */
async function withoutStrayRejection<T>(start: () => Promise<T>): Promise<T> {
  const held: unknown[] = [];
  const hold = (reason: unknown) => {
    held.push(reason);
  };
  process.on('unhandledRejection', hold);
  let failure: unknown = null;
  try {
    return await start();
  } catch (error) {
    failure = error;
    throw error;
  } finally {
    setTimeout(() => {
      process.off('unhandledRejection', hold);
      for (const reason of held) {
        if (failure !== null && sameFailure(reason, failure)) continue;
        setImmediate(() => {
          throw reason;
        });
      }
    }, STRAY_WINDOW_MS).unref();
  }
}

function sameFailure(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!(a instanceof Error) || !(b instanceof Error)) return false;
  const code = (error: Error) => (error as NodeJS.ErrnoException).code;
  const file = (error: Error) => (error as NodeJS.ErrnoException).path;
  return a.message === b.message && code(a) === code(b) && file(a) === file(b);
}
