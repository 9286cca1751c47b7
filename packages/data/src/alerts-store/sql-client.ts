/**
 * The one SQL surface the alert store is written against, so the same statements run on a
 * PostgreSQL server (`pg`) and on the embedded PGlite: parameterised queries and transactions.
 */

/** A query's answer. */
export interface SqlResult<Row> {
  rows: Row[];
  /** Rows inserted, updated or deleted. */
  rowCount: number;
}

/** Something that runs one parameterised statement. */
export interface SqlQueryable {
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<SqlResult<Row>>;
}

/** A database: statements, transactions on one connection, and closing. */
export interface SqlClient extends SqlQueryable {
  /** Runs `work` in BEGIN … COMMIT on one connection; any throw rolls back and rethrows. */
  transaction<T>(work: (tx: SqlQueryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** `postgres` or `pglite`: for logs and tests. */
  readonly kind: 'postgres' | 'pglite';
}

/** PostgreSQL's SQLSTATE for a unique violation. */
export const UNIQUE_VIOLATION = '23505';

/** The SQLSTATE of a database error, if it is one. */
export function sqlState(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}
