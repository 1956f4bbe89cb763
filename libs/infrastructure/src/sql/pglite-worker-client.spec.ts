import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DataDirectoryLockedError } from './data-directory-lock';
import { PgliteWorkerClient } from './pglite-worker-client';

describe('PgliteWorkerClient', () => {
  let directory: string;
  let client: PgliteWorkerClient;

  beforeAll(async () => {
    directory = await mkdtemp(path.join(os.tmpdir(), 'pglite-worker-'));
    client = await PgliteWorkerClient.open(directory);
    await client.exec('create table counter (n int)');
  });
  afterAll(async () => {
    await client.close();
    await rm(directory, { recursive: true, force: true });
  });

  it('refuses a second opening of the same data directory while the first is open', async () => {
    await expect(PgliteWorkerClient.open(directory)).rejects.toBeInstanceOf(DataDirectoryLockedError);
  });

  it('keeps other statements out of a transaction and rolls back on failure', async () => {
    const transaction = client.transaction(async (tx) => {
      await tx.query('insert into counter values (1)');
      await new Promise((resolve) => setTimeout(resolve, 50));
      throw new Error('abandon');
    });
    const outside = client.query('insert into counter values (2)');
    await expect(transaction).rejects.toThrow('abandon');
    await outside;
    expect(await client.query<{ n: number }>('select n from counter order by n')).toEqual([{ n: 2 }]);
  });

  it('answers a statement someone waits on before background work queued ahead of it, the background in its order', async () => {
    const order: string[] = [];
    const background = [1, 2, 3].map((n) =>
      client.query('select pg_sleep(0.05)', [], { background: true }).then(() => order.push(`background ${n}`)),
    );
    const waitedOn = client.query('select 1').then(() => order.push('waited on'));
    await Promise.all([...background, waitedOn]);
    expect(order.filter((entry) => entry.startsWith('background'))).toEqual(['background 1', 'background 2', 'background 3']);
    expect(order.indexOf('waited on')).toBeLessThan(order.indexOf('background 2'));
  });

  it('reports SQL errors with their code', async () => {
    await expect(client.query('select * from missing_table')).rejects.toMatchObject({ code: '42P01' });
  });
});
