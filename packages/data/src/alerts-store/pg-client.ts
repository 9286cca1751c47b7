/**
 * The SQL surface over a PostgreSQL server with `pg` (node-postgres): a bounded pool, a
 * transaction on one pooled connection.
 */
import pg from 'pg';
import type { SqlClient, SqlQueryable, SqlResult } from './sql-client';

/** Connects lazily to `databaseUrl`; `maxConnections` bounds the pool (default 10). */
export function createPgClient(
  databaseUrl: string,
  options: { maxConnections?: number; connectTimeoutMs?: number } = {},
): SqlClient {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.maxConnections ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle connection dropped by the server must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const run = async <Row>(
    on: pg.Pool | pg.PoolClient,
    text: string,
    params?: unknown[],
  ): Promise<SqlResult<Row>> => {
    const result = await on.query(text, params);
    return { rows: result.rows as Row[], rowCount: result.rowCount ?? 0 };
  };
  return {
    kind: 'postgres',
    query: (text, params) => run(pool, text, params),
    async transaction(work) {
      const client = await pool.connect();
      const tx: SqlQueryable = { query: (text, params) => run(client, text, params) };
      try {
        await client.query('BEGIN');
        const result = await work(tx);
        await client.query('COMMIT');
        client.release();
        return result;
      } catch (error) {
        // A failed rollback means a broken connection: drop it rather than return it to the pool.
        await client.query('ROLLBACK').then(
          () => client.release(),
          (rollbackError: Error) => client.release(rollbackError),
        );
        throw error;
      }
    },
    close: () => pool.end(),
  };
}
