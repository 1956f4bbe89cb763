import { Client, Pool } from 'pg';
import type { SqlClient, SqlQueryable } from './sql-client';

export class PostgresClient implements SqlClient {
  private readonly pool: Pool;
  private readonly listeners: Client[] = [];

  constructor(
    private readonly connectionString: string,
    poolSize = 10,
  ) {
    this.pool = new Pool({ connectionString, max: poolSize });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on next use.
    this.pool.on('error', (error) => console.warn(`PostgreSQL idle connection lost: ${error.message}`));
  }

  async query<Row>(sql: string, params: unknown[] = []): Promise<Row[]> {
    const result = await this.pool.query(sql, params);
    return result.rows as Row[];
  }

  async exec(sql: string): Promise<void> {
    await this.pool.query(sql);
  }

  async transaction<T>(work: (client: SqlQueryable) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work({
        query: async <Row>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as Row[],
      });
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async listen(channel: string, onNotify: () => void): Promise<() => Promise<void>> {
    if (!/^[a-z_]+$/.test(channel)) throw new Error(`Invalid channel name ${channel}`);
    const client = new Client({ connectionString: this.connectionString });
    await client.connect();
    client.on('notification', (message) => {
      if (message.channel === channel) onNotify();
    });
    await client.query(`LISTEN ${channel}`);
    this.listeners.push(client);
    return async () => {
      this.listeners.splice(this.listeners.indexOf(client), 1);
      await client.end();
    };
  }

  async close(): Promise<void> {
    await Promise.all(this.listeners.splice(0).map((client) => client.end()));
    await this.pool.end();
  }
}
