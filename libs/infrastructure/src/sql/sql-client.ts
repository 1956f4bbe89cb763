/**
 * The little of SQL the adapters need, implemented over PGlite (embedded) and PostgreSQL (`pg`)
 * alike, so one event store and one read store serve both.
 */
export interface SqlClient {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Runs statements without parameters (schema scripts). */
  exec(sql: string): Promise<void>;
  transaction<T>(work: (client: SqlQueryable) => Promise<T>): Promise<T>;
  /** Calls back on every NOTIFY of the channel, from any process using the same database. */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export type SqlQueryable = Pick<SqlClient, 'query'>;
