import type { SqlClient, SqlQueryable } from '../sql/sql-client';
import type { CommitBatch, Filter, FindOptions, ReadDocument, ReadStore } from './read-store.port';

const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

function assertField(field: string): void {
  // Field names reach SQL text (jsonb path); they come from code, never from requests, but check anyway.
  if (!FIELD_NAME.test(field)) throw new Error(`Invalid field name: ${field}`);
}

function containment(filter: Filter): string {
  const shape: Record<string, unknown> = {};
  for (const [field, condition] of Object.entries(filter)) {
    assertField(field);
    shape[field] = condition !== null && typeof condition === 'object' ? [condition.contains] : condition;
  }
  return JSON.stringify(shape);
}

async function setCheckpoints(client: SqlQueryable, checkpoints: Record<string, number>): Promise<void> {
  const entries = Object.entries(checkpoints);
  if (entries.length === 0) return;
  await client.query(
    `insert into checkpoints (name, position)
     select e.key, (e.value #>> '{}')::bigint from jsonb_each($1::jsonb) e
     on conflict (name) do update set position = excluded.position`,
    [JSON.stringify(checkpoints)],
  );
}

/** Read models as jsonb documents on PGlite or PostgreSQL; checkpoints commit with the writes. */
export class SqlReadStore implements ReadStore {
  constructor(private readonly sql: SqlClient) {}

  async get<T extends ReadDocument>(collection: string, id: string): Promise<T | null> {
    const [row] = await this.sql.query<{ doc: T }>('select doc from documents where collection = $1 and id = $2', [collection, id]);
    return row ? row.doc : null;
  }

  async getMany<T extends ReadDocument>(collection: string, ids: string[]): Promise<Map<string, T>> {
    const found = new Map<string, T>();
    if (ids.length === 0) return found;
    const rows = await this.sql.query<{ id: string; doc: T }>('select id, doc from documents where collection = $1 and id = any($2::text[])', [
      collection,
      ids,
    ]);
    for (const row of rows) found.set(row.id, row.doc);
    return found;
  }

  async find<T extends ReadDocument>(collection: string, filter: Filter, options: FindOptions = {}): Promise<T[]> {
    let sql = 'select doc from documents where collection = $1 and doc @> $2::jsonb';
    if (options.sortBy) {
      assertField(options.sortBy);
      sql += ` order by doc->'${options.sortBy}' ${options.descending ? 'desc' : 'asc'}, id`;
    } else {
      sql += ' order by id';
    }
    const params: unknown[] = [collection, containment(filter)];
    if (options.limit !== undefined) {
      params.push(options.limit);
      sql += ` limit $${params.length}`;
    }
    return (await this.sql.query<{ doc: T }>(sql, params)).map((row) => row.doc);
  }

  async commit(batch: CommitBatch): Promise<void> {
    await this.sql.transaction(async (tx) => {
      // The last write to a document wins; one statement cannot touch a row twice.
      const latest = new Map(batch.writes.map((write) => [`${write.collection}\u0000${write.id}`, write]));
      const upserts = [...latest.values()].filter((write) => write.doc !== null);
      const deletes = [...latest.values()].filter((write) => write.doc === null);
      if (upserts.length > 0) {
        await tx.query(
          `insert into documents (collection, id, doc, position)
           select w->>'c', w->>'i', w->'d', (w->'d'->>'_position')::bigint from jsonb_array_elements($1::jsonb) w
           on conflict (collection, id) do update set doc = excluded.doc, position = excluded.position`,
          [JSON.stringify(upserts.map((write) => ({ c: write.collection, i: write.id, d: write.doc })))],
        );
      }
      for (const write of deletes) {
        await tx.query('delete from documents where collection = $1 and id = $2', [write.collection, write.id]);
      }
      await setCheckpoints(tx, batch.checkpoints);
    });
  }

  async checkpoint(name: string): Promise<number> {
    const [row] = await this.sql.query<{ position: number | string }>('select position from checkpoints where name = $1', [name]);
    return row ? Number(row.position) : 0;
  }

  async clear(collections: string[], checkpoints: string[]): Promise<void> {
    await this.sql.transaction(async (tx) => {
      await tx.query('delete from documents where collection = any($1::text[])', [collections]);
      await tx.query('delete from checkpoints where name = any($1::text[])', [checkpoints]);
    });
  }

  async swap(renames: Array<{ from: string; to: string }>, checkpoints: Record<string, number>): Promise<void> {
    await this.sql.transaction(async (tx) => {
      for (const { from, to } of renames) {
        await tx.query('delete from documents where collection = $1', [to]);
        await tx.query('update documents set collection = $2 where collection = $1', [from, to]);
      }
      await setCheckpoints(tx, checkpoints);
    });
  }

  async close(): Promise<void> {
    // The SQL client is shared with the event store and closed by its owner.
  }
}
