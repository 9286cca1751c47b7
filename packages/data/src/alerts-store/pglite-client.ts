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

/** Opens (creating if need be) the database in `dir`. */
export async function createPgliteClient(dir: string): Promise<SqlClient> {
  mkdirSync(dir, { recursive: true });
  // PostgreSQL's default 128 MB of shared buffers, touched once, stays resident in the WebAssembly
  // memory (about 320 MB reopened); 16 MB holds a district's subscriptions (about 190 MB).
  const db = await PGlite.create(dir, { postgresqlconf: EMBEDDED_POSTGRESQL_CONF });
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
