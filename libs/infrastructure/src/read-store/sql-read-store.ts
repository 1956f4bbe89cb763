import { GroupCommitter, type PendingWork } from '../sql/group-committer';
import { rowsAsJson } from '../sql/rows-as-json';
import type { SqlClient, SqlQueryable } from '../sql/sql-client';
import { createHash } from 'node:crypto';
import {
  type CommitBatch,
  type Filter,
  type FindOptions,
  isArrayFieldIndex,
  type ReadDocument,
  type ReadIndex,
  type ReadStore,
} from './read-store.port';

const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

function assertField(field: string): void {
  // Field names reach SQL text (jsonb path); they come from code, never from requests, but check anyway.
  if (!FIELD_NAME.test(field)) throw new Error(`Invalid field name: ${field}`);
}

const COLLECTION_NAME = /^[a-z][a-z0-9_]*$/;

/**
 * The filter as SQL conditions from parameter `first` on. An equality is `doc->'field' = value`,
 * the form an index of `ensureIndexes` serves, as is `= any` of a list; array membership is jsonb
 * containment of the field, which the field's GIN index of `ensureIndexes` serves.
 */
function conditionsOf(filter: Filter, first: number): { sql: string[]; params: unknown[] } {
  const sql: string[] = [];
  const params: unknown[] = [];
  for (const [field, condition] of Object.entries(filter)) {
    assertField(field);
    if (condition !== null && typeof condition === 'object' && 'in' in condition) {
      // One jsonb array parameter whatever the list's length; `= any` is served by the field's index.
      params.push(JSON.stringify(condition.in));
      sql.push(`doc->'${field}' = any(array(select jsonb_array_elements($${first + params.length - 1}::jsonb)))`);
      continue;
    }
    if (condition !== null && typeof condition === 'object') {
      params.push(JSON.stringify([condition.contains]));
      sql.push(`doc->'${field}' @> $${first + params.length - 1}::jsonb`);
      continue;
    }
    params.push(JSON.stringify(condition));
    sql.push(`doc->'${field}' = $${first + params.length - 1}::jsonb`);
  }
  return { sql, params };
}

/** Searched text is data: its own `%`, `_` and backslash match themselves (the query says `escape '\'`). */
function likeEscaped(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
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

/** How many rows a delete or update statement touched (the same on PGlite and PostgreSQL). */
async function rowsChanged(client: SqlQueryable, statement: string, params: unknown[]): Promise<number> {
  const [{ rows }] = await client.query<{ rows: number }>(
    `with changed as (${statement} returning 1) select count(*)::int as rows from changed`,
    params,
  );
  return rows;
}

/**
 * A write that names its changes as the fields to set (`p`) and, for one array that only grew, the
 * field (`k`) and the elements to append to it (`v`). One append per write keeps the statement to
 * plain function calls (a per-row subquery over several fields costs more than it spares); any
 * other array grown is set whole.
 */
function patchOf(doc: ReadDocument, changed: readonly string[], appended: Readonly<Record<string, number>>) {
  const [grown] = Object.keys(appended);
  const p = Object.fromEntries(changed.filter((field) => field !== grown).map((field) => [field, doc[field]]));
  return grown === undefined ? { p } : { p, k: grown, v: (doc[grown] as unknown[]).slice(-appended[grown]) };
}

const MAX_CACHED = 50_000;
/** Batches per group commit: bounds one statement's JSON while sharing the fixed cost widely. */
const MAX_GROUP = 64;
/**
 * Document versions the embedded store writes between two VACUUMs. PGlite runs no autovacuum: each
 * update leaves the old version behind, so without this the table grows for ever (a read model of
 * insights saved all day, or a rebuild's swap, leave a copy per write) and every read wades through
 * the dead rows. VACUUM makes their room reusable; PostgreSQL's own autovacuum does it there.
 */
export const VACUUM_AFTER_WRITES = 100_000;
const key = (collection: string, id: string) => `${collection}\u0000${id}`;

/**
 * Read models as jsonb documents on PGlite or PostgreSQL; checkpoints commit with the writes.
 * With `exclusive` (the embedded store, locked to this process) every write passes through here,
 * so documents are also kept in a write-through cache (absent ones too) that spares most reads.
 * Cached documents are shared: callers must not mutate them.
 */
export class SqlReadStore implements ReadStore {
  private readonly cache = new Map<string, ReadDocument | null>();
  private writesSinceVacuum = 0;
  /** The processors commit side by side: batches that arrive during a commit share the next. */
  private readonly commits = new GroupCommitter<CommitBatch, void>((group) => this.commitGroup(group), MAX_GROUP);

  constructor(
    private readonly sql: SqlClient,
    private readonly exclusive = false,
    private readonly vacuumAfterWrites = VACUUM_AFTER_WRITES,
  ) {}

  async get<T extends ReadDocument>(collection: string, id: string): Promise<T | null> {
    return (await this.getMany<T>(collection, [id])).get(id) ?? null;
  }

  async getMany<T extends ReadDocument>(collection: string, ids: string[]): Promise<Map<string, T>> {
    const found = new Map<string, T>();
    const missing: string[] = [];
    for (const id of ids) {
      const cached = this.exclusive ? this.cache.get(key(collection, id)) : undefined;
      if (cached === undefined) missing.push(id);
      else if (cached !== null) found.set(id, cached as T);
    }
    if (missing.length === 0) return found;
    const rows = await rowsAsJson<{ id: string; doc: T }>(
      this.sql,
      'select id, doc from documents where collection = $1 and id = any($2::text[])',
      'r.id',
      [collection, missing],
    );
    for (const row of rows) found.set(row.id, row.doc);
    if (this.exclusive) for (const id of missing) this.remember(key(collection, id), found.get(id) ?? null);
    return found;
  }

  private remember(cacheKey: string, doc: ReadDocument | null): void {
    this.cache.delete(cacheKey);
    this.cache.set(cacheKey, doc);
    if (this.cache.size > MAX_CACHED) this.cache.delete(this.cache.keys().next().value!);
  }

  async find<T extends ReadDocument>(collection: string, filter: Filter, options: FindOptions = {}): Promise<T[]> {
    const conditions = conditionsOf(filter, 2);
    const params: unknown[] = [collection, ...conditions.params];
    let sql = ['select id, doc from documents where collection = $1', ...conditions.sql].join(' and ');
    if (options.textSearch) {
      assertField(options.textSearch.field);
      params.push(`%${likeEscaped(options.textSearch.contains)}%`);
      sql += ` and doc->>'${options.textSearch.field}' ilike $${params.length} escape '\\'`;
    }
    const order = (row: string) =>
      options.sortBy ? `${row}doc->'${options.sortBy}' ${options.descending ? 'desc' : 'asc'}, ${row}id` : `${row}id`;
    if (options.sortBy) assertField(options.sortBy);
    sql += ` order by ${order('')}`;
    if (options.limit !== undefined) {
      params.push(options.limit);
      sql += ` limit $${params.length}`;
    }
    if (options.skip) {
      params.push(options.skip);
      sql += ` offset $${params.length}`;
    }
    return (await rowsAsJson<{ doc: T }>(this.sql, sql, order('r.'), params)).map((row) => row.doc);
  }

  async commit(batch: CommitBatch): Promise<void> {
    await this.commits.submit(batch);
    // Outside the group: a failed VACUUM is this caller's error, not a reason to retry the group.
    await this.vacuumWhenDue(batch.writes.length);
  }

  /**
   * Writes a group of batches (each processor's, committed side by side) in one statement, so one
   * transaction: every batch's writes and checkpoints hold together or not at all.
   */
  private async commitGroup(group: PendingWork<CommitBatch, void>[]): Promise<void> {
    // The last write to a document wins; one statement cannot touch a row twice.
    const latest = new Map(group.flatMap(({ work }) => work.writes.map((write) => [key(write.collection, write.id), write] as const)));
    const checkpoints = Object.assign({}, ...group.map(({ work }) => work.checkpoints)) as Record<string, number>;
    const upserts: Array<{ c: string; i: string; d: ReadDocument }> = [];
    const patches: Array<{ c: string; i: string; p: Partial<ReadDocument>; k?: string; v?: unknown[] }> = [];
    const deletes: Array<{ c: string; i: string }> = [];
    for (const write of latest.values()) {
      const { collection: c, id: i, doc } = write;
      if (doc === null) deletes.push({ c, i });
      else if (write.changed) patches.push({ c, i, ...patchOf(doc, write.changed, write.appended ?? {}) });
      else upserts.push({ c, i, d: doc });
    }
    // One plain statement (so one transaction), no PL/pgSQL: PGlite runs plain SQL far faster.
    await this.sql.query(
      `with upserted as (
         insert into documents (collection, id, doc, position)
         select w->>'c', w->>'i', w->'d', (w->'d'->>'_position')::bigint from jsonb_array_elements($1::jsonb) w
         on conflict (collection, id) do update set doc = excluded.doc, position = excluded.position
       ), patched as (
         -- Parenthesised: || and -> bind alike, left to right.
         update documents d
         set doc = case when x ? 'k' then jsonb_set(d.doc || (x->'p'), array[x->>'k'], (d.doc->(x->>'k')) || (x->'v')) else d.doc || (x->'p') end,
             position = (x->'p'->>'_position')::bigint
         from jsonb_array_elements($2::jsonb) x where d.collection = x->>'c' and d.id = x->>'i'
       ), deleted as (
         delete from documents d using jsonb_array_elements($3::jsonb) x where d.collection = x->>'c' and d.id = x->>'i'
       )
       insert into checkpoints (name, position)
       select e.key, (e.value #>> '{}')::bigint from jsonb_each($4::jsonb) e
       on conflict (name) do update set position = excluded.position`,
      [JSON.stringify(upserts), JSON.stringify(patches), JSON.stringify(deletes), JSON.stringify(checkpoints)],
      // The read models follow the log: a command's append or a person's query goes first.
      { background: true },
    );
    if (this.exclusive) for (const [cacheKey, write] of latest) this.remember(cacheKey, write.doc);
    for (const member of group) member.resolve();
  }

  /** On the embedded store (the one this process holds alone), reclaims dead versions now and then. */
  private async vacuumWhenDue(written: number): Promise<void> {
    if (!this.exclusive) return;
    this.writesSinceVacuum += written;
    if (this.writesSinceVacuum < this.vacuumAfterWrites) return;
    this.writesSinceVacuum = 0;
    await this.sql.exec('vacuum documents');
  }

  async ensureIndexes(collection: string, indexes: ReadonlyArray<ReadIndex>): Promise<void> {
    if (!COLLECTION_NAME.test(collection)) throw new Error(`Invalid collection name: ${collection}`);
    for (const index of indexes) {
      const fields = isArrayFieldIndex(index) ? [index.contains] : index;
      fields.forEach(assertField);
      // Partial, on the one table every read model shares: it holds this collection's rows only.
      const key = isArrayFieldIndex(index) ? `contains:${index.contains}` : fields.join(',');
      const name = `read_${collection}_${createHash('sha256').update(key).digest('hex').slice(0, 12)}`;
      const expression = isArrayFieldIndex(index)
        ? `using gin ((doc->'${index.contains}') jsonb_path_ops)`
        : `(${fields.map((field) => `(doc->'${field}')`).join(', ')})`;
      await this.sql.query(`create index if not exists ${name} on documents ${expression} where collection = '${collection}'`);
    }
  }

  async checkpoint(name: string): Promise<number> {
    const [row] = await this.sql.query<{ position: number | string }>('select position from checkpoints where name = $1', [name]);
    return row ? Number(row.position) : 0;
  }

  async clear(collections: string[], checkpoints: string[]): Promise<void> {
    this.cache.clear();
    const deleted = await this.sql.transaction(async (tx) => {
      await tx.query('delete from checkpoints where name = any($1::text[])', [checkpoints]);
      return rowsChanged(tx, 'delete from documents where collection = any($1::text[])', [collections]);
    });
    await this.vacuumWhenDue(deleted);
  }

  async swap(renames: Array<{ from: string; to: string }>, checkpoints: Record<string, number>): Promise<void> {
    this.cache.clear();
    const rewritten = await this.sql.transaction(async (tx) => {
      let rows = 0;
      for (const { from, to } of renames) {
        rows += await rowsChanged(tx, 'delete from documents where collection = $1', [to]);
        // Renaming writes a new version of every row, as an update does.
        rows += await rowsChanged(tx, 'update documents set collection = $2 where collection = $1', [from, to]);
      }
      await setCheckpoints(tx, checkpoints);
      return rows;
    });
    await this.vacuumWhenDue(rewritten);
  }

  async close(): Promise<void> {
    // The SQL client is shared with the event store and closed by its owner.
  }
}
