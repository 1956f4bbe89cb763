import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** The machine's PostgreSQL (started by .ci/run); each suite gets its own database and drops it. */
export const ADMIN_POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TemporaryDatabase {
  url: string;
  drop(): Promise<void>;
}

async function withAdmin<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: ADMIN_POSTGRES_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createTemporaryDatabase(): Promise<TemporaryDatabase> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await withAdmin((client) => client.query(`create database ${name}`));
  const url = new URL(ADMIN_POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withAdmin((client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}
