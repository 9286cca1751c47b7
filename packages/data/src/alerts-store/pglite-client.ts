/**
 * The SQL surface over the embedded PGlite (PostgreSQL compiled to WebAssembly), its cluster kept
 * in a folder on disk. One PGlite is one connection: it runs one statement at a time and a
 * transaction holds it, so callers queue rather than interleave.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { SqlClient, SqlResult } from './sql-client';

/** Opens (creating if need be) the database in `dir`. */
export async function createPgliteClient(dir: string): Promise<SqlClient> {
  mkdirSync(dir, { recursive: true });
  const db = await PGlite.create(dir);
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
