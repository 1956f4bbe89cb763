/**
 * The little of SQL the adapters need, implemented over PGlite (embedded) and PostgreSQL (`pg`)
 * alike, so one event store and one read store serve both.
 */
export interface SqlClient {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Row[]>;
  /** Runs statements without parameters (schema scripts). */
  exec(sql: string): Promise<void>;
  transaction<T>(work: (client: SqlQueryable) => Promise<T>): Promise<T>;
  /** Calls back on every NOTIFY of the channel, from any process using the same database. */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export type SqlQueryable = Pick<SqlClient, 'query'>;

export interface QueryOptions {
  /**
   * Nobody waits on this statement (the projectors' read-model writes): the embedded database,
   * which runs one statement at a time, lets statements someone waits on (a command's append, a
   * query) go first. PostgreSQL runs them side by side and ignores it.
   */
  background?: boolean;
}
