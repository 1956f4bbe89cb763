import { PGlite } from '@electric-sql/pglite';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import type { SqlClient, SqlQueryable } from './sql-client';

export class DataDirectoryLockedError extends Error {
  constructor(directory: string) {
    super(`The data directory ${directory} is in use by another process. Stop it, or set DATA_DIR to another directory.`);
    this.name = 'DataDirectoryLockedError';
  }
}

/**
 * Embedded PostgreSQL. PGlite has no guard against two processes opening one data directory
 * (which corrupts it), so the directory is locked for as long as the client is open.
 * `directory: null` keeps everything in memory (tests).
 */
export class PgliteClient implements SqlClient {
  private constructor(
    private readonly db: PGlite,
    private readonly releaseLock: (() => Promise<void>) | null,
  ) {}

  static async open(directory: string | null): Promise<PgliteClient> {
    if (directory === null) return new PgliteClient(await PGlite.create(), null);
    const dataDir = path.resolve(directory, 'pglite');
    await mkdir(dataDir, { recursive: true });
    let release: () => Promise<void>;
    try {
      release = await lockfile.lock(dataDir, { lockfilePath: `${dataDir}.lock`, stale: 15000, update: 5000 });
    } catch (error) {
      if ((error as { code?: string }).code === 'ELOCKED') throw new DataDirectoryLockedError(directory);
      throw error;
    }
    try {
      return new PgliteClient(await PGlite.create(dataDir), release);
    } catch (error) {
      await release();
      throw error;
    }
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
    if (this.releaseLock) await this.releaseLock();
  }
}
