import { PGlite } from '@electric-sql/pglite';
import type { SqlClient, SqlQueryable } from './sql-client';

/**
 * Embedded PostgreSQL in memory on the calling thread: the throwaway database of tests. The
 * product's on-disk store is PgliteWorkerClient.
 */
export class PgliteClient implements SqlClient {
  private constructor(private readonly db: PGlite) {}

  static async inMemory(): Promise<PgliteClient> {
    return new PgliteClient(await PGlite.create());
  }

  async query<Row>(sql: string, params: unknown[] = []): Promise<Row[]> {
    const result = await this.db.query<Row>(sql, params);
    return result.rows;
  }

  async exec(sql: string): Promise<void> {
    await this.db.exec(sql);
  }

  transaction<T>(work: (client: SqlQueryable) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) =>
      work({
        query: async <Row>(sql: string, params: unknown[] = []) => (await tx.query<Row>(sql, params)).rows,
      }),
    );
  }

  async listen(channel: string, onNotify: () => void): Promise<() => Promise<void>> {
    return this.db.listen(channel, onNotify);
  }

  async close(): Promise<void> {
    await this.db.close();
  }
}
