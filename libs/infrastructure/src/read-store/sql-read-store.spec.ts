import { createTemporaryDatabase } from '../../../../test/support/postgres';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PgliteClient } from '../sql/pglite-client';
import { PgliteWorkerClient } from '../sql/pglite-worker-client';
import { PostgresClient } from '../sql/postgres-client';
import { migrate } from '../sql/schema';
import type { SqlClient } from '../sql/sql-client';
import { readStoreContract } from './read-store.contract';
import { SqlReadStore } from './sql-read-store';

async function openStore(sql: SqlClient, cleanup: () => Promise<void>, exclusive = false) {
  await migrate(sql);
  return {
    store: new SqlReadStore(sql, exclusive),
    dispose: async () => {
      await sql.close();
      await cleanup();
    },
  };
}

readStoreContract('PGlite (embedded)', async () => openStore(await PgliteClient.inMemory(), async () => undefined));

readStoreContract('PGlite (embedded, exclusive owner)', async () => openStore(await PgliteClient.inMemory(), async () => undefined, true));

readStoreContract('PGlite in a worker thread, on disk (the npm start default)', async () => {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'pglite-worker-'));
  return openStore(await PgliteWorkerClient.open(directory), () => rm(directory, { recursive: true, force: true }), true);
});

readStoreContract('PostgreSQL', async () => {
  const database = await createTemporaryDatabase();
  return openStore(new PostgresClient(database.url), database.drop);
});

/** Every statement sent through `sql` from now on, in order, as it goes. */
function recordedStatements(sql: PgliteClient): Array<{ text: string; params: unknown[] }> {
  const statements: Array<{ text: string; params: unknown[] }> = [];
  const query = sql.query.bind(sql);
  sql.query = ((text: string, params?: unknown[]) => {
    statements.push({ text, params: params ?? [] });
    return query(text, params);
  }) as typeof sql.query;
  return statements;
}

describe('SqlReadStore indexes', () => {
  it('answers a page of one organisation in its index order instead of sorting the whole collection', async () => {
    const sql = await PgliteClient.inMemory();
    await migrate(sql);
    const store = new SqlReadStore(sql);
    await store.ensureIndexes('library', [['organisation_id', 'uploaded_on']]);
    const writes = Array.from({ length: 2000 }, (_, n) => ({
      collection: 'library',
      id: `d${n}`,
      doc: { _position: n + 1, organisation_id: `org${n % 4}`, uploaded_on: new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString() },
    }));
    await store.commit({ writes, checkpoints: {} });
    await sql.query('analyze documents');
    const plan = JSON.stringify(
      await sql.query(
        `explain (format json) select doc from documents where collection = 'library' and doc->'organisation_id' = '"org1"'::jsonb
         order by doc->'uploaded_on' desc, id limit 21`,
      ),
    );
    expect(plan).toMatch(/read_library_[0-9a-f]{12}/);
    const page = await store.find('library', { organisation_id: 'org1' }, { sortBy: 'uploaded_on', descending: true, limit: 3 });
    expect(page.map((doc) => doc._position)).toEqual([1998, 1994, 1990]);
    await sql.close();
  });

  it("finds the documents whose array field holds a value through that field's own index", async () => {
    const sql = await PgliteClient.inMemory();
    await migrate(sql);
    const store = new SqlReadStore(sql);
    await store.ensureIndexes('saved', [{ contains: 'saved_by' }]);
    const writes = Array.from({ length: 2000 }, (_, n) => ({
      collection: 'saved',
      id: `i${n}`,
      doc: { _position: n + 1, saved_by: [`u${n % 1000}`, `v${n}`] },
    }));
    await store.commit({ writes, checkpoints: {} });
    await sql.query('analyze documents');
    // On so few rows the planner may rightly prefer a scan; what is shown is that the index serves the filter.
    await sql.query('set enable_seqscan = off');
    const plan = JSON.stringify(
      await sql.query(`explain (format json) select doc from documents where collection = 'saved' and doc->'saved_by' @> '["u3"]'::jsonb`),
    );
    expect(plan).toMatch(/read_saved_[0-9a-f]{12}/);
    const found = await store.find('saved', { saved_by: { contains: 'u3' } }, { sortBy: '_position' });
    expect(found.map((doc) => doc._position)).toEqual([4, 1004]);
    expect(found.every((doc) => (doc.saved_by as string[]).includes('u3'))).toBe(true);
    await sql.close();
  });

  it('commits the batches of processors side by side in one statement; a faulty batch fails alone', async () => {
    const sql = await PgliteClient.inMemory();
    await migrate(sql);
    const statements = recordedStatements(sql);
    const store = new SqlReadStore(sql);
    const batch = (processor: string, position: unknown) => ({
      writes: [{ collection: processor, id: 'doc', doc: { _position: position as number, by: processor } }],
      checkpoints: { [processor]: 7 },
    });

    const outcomes = await Promise.allSettled([
      store.commit(batch('first', 7)),
      store.commit(batch('second', 7)),
      store.commit(batch('third', 7)),
      store.commit(batch('faulty', 'not a position')),
    ]);

    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected']);
    for (const processor of ['first', 'second', 'third']) {
      expect(await store.get(processor, 'doc')).toEqual({ _position: 7, by: processor });
      expect(await store.checkpoint(processor)).toBe(7);
    }
    expect(await store.get('faulty', 'doc')).toBeNull();
    expect(await store.checkpoint('faulty')).toBe(0);
    // The first alone; the three that waited for it together, which failed; then each of them alone.
    expect(statements.filter(({ text }) => text.includes('insert into documents'))).toHaveLength(1 + 1 + 3);
    await sql.close();
  });

  it('sends only the fields a write names as changed, and only the new elements of an array appended to', async () => {
    const sql = await PgliteClient.inMemory();
    await migrate(sql);
    const statements = recordedStatements(sql);
    const documentWritesSent = () => statements.filter(({ text }) => text.includes('insert into documents')).map(({ params }) => params);
    const store = new SqlReadStore(sql);
    const quotes = Array.from({ length: 50 }, (_, n) => `A long quote from a customer call, number ${n}.`);
    await store.commit({ writes: [{ collection: 'insights', id: 'i1', doc: { _position: 1, quotes, saved_by: [] } }], checkpoints: {} });
    await store.commit({
      writes: [{ collection: 'insights', id: 'i1', doc: { _position: 2, quotes, saved_by: ['u1'] }, changed: ['saved_by', '_position'] }],
      checkpoints: {},
    });

    expect(JSON.stringify(documentWritesSent()[1])).not.toContain('A long quote');
    expect(await store.find('insights', {})).toEqual([{ _position: 2, quotes, saved_by: ['u1'] }]);

    const more = [...quotes, 'One quote more.'];
    await store.commit({
      writes: [
        {
          collection: 'insights',
          id: 'i1',
          doc: { _position: 3, quotes: more, saved_by: ['u1'] },
          changed: ['quotes', '_position'],
          appended: { quotes: 1 },
        },
      ],
      checkpoints: {},
    });
    expect(JSON.stringify(documentWritesSent()[2])).not.toContain('A long quote');
    expect(await store.find('insights', {})).toEqual([{ _position: 3, quotes: more, saved_by: ['u1'] }]);
    await sql.close();
  });

  it('keeps the embedded store from growing with every rebuild: dead versions are vacuumed and their room reused', async () => {
    const tableAfterRebuilds = async (vacuumAfterWrites: number) => {
      const sql = await PgliteClient.inMemory();
      await migrate(sql);
      const store = new SqlReadStore(sql, true, vacuumAfterWrites);
      await store.ensureIndexes('busy', [['round']]);
      const padding = 'x'.repeat(1_000);
      // As a rebuild does: staged copies written, then renamed over the live ones.
      for (let round = 1; round <= 10; round += 1) {
        await store.clear(['busy__staged'], []);
        const writes = Array.from({ length: 200 }, (_, n) => ({
          collection: 'busy__staged',
          id: `i${n}`,
          doc: { _position: round, padding, round },
        }));
        await store.commit({ writes, checkpoints: {} });
        await store.swap([{ from: 'busy__staged', to: 'busy' }], {});
      }
      const [{ bytes }] = await sql.query<{ bytes: number }>("select pg_relation_size('documents')::int as bytes");
      expect((await store.get('busy', 'i7'))?.round).toBe(10);
      await sql.close();
      return bytes;
    };
    const neverVacuumed = await tableAfterRebuilds(Number.POSITIVE_INFINITY);
    const vacuumed = await tableAfterRebuilds(400);
    // Ten rebuilds of 200 documents of 1 kB, each written then renamed: some 4 MB kept for ever
    // without VACUUM, against about two copies' worth with it.
    expect(neverVacuumed).toBeGreaterThan(3_000_000);
    expect(vacuumed).toBeLessThan(neverVacuumed / 3);
  });
});
