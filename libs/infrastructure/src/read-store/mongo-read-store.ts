import {
  type AnyBulkWriteOperation,
  type ClientSession,
  type Db,
  type Document,
  type Filter as MongoFilter,
  MongoClient,
  MongoServerError,
} from 'mongodb';
import {
  type CommitBatch,
  type DocumentWrite,
  type Filter,
  type FindOptions,
  isArrayFieldIndex,
  type ReadDocument,
  type ReadIndex,
  type ReadStore,
  type Scalar,
} from './read-store.port';
import { databaseNameOf } from '../mongo/database-name';

const CHECKPOINTS = '_checkpoints';
const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const NAMESPACE_NOT_FOUND = 26;

interface StoredDocument {
  _id: string;
  [field: string]: unknown;
}

interface StoredCheckpoint {
  _id: string;
  position: number;
}

function assertField(field: string): void {
  // Field names become Mongo paths: no `$` operators, no dotted paths into sub-documents.
  if (!FIELD_NAME.test(field)) throw new Error(`Invalid field name: ${field}`);
}

function isScalar(value: unknown): value is Scalar {
  return value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

function scalarOf(condition: unknown, field: string): Scalar {
  if (isScalar(condition)) return condition;
  if (typeof condition === 'object' && condition !== null) {
    const keys = Object.keys(condition);
    const contains = (condition as { contains?: unknown }).contains;
    if (keys.length === 1 && keys[0] === 'contains' && isScalar(contains)) return contains;
  }
  throw new Error(`Invalid filter value for ${field}: only scalars and { contains: scalar } are allowed`);
}

/** The values of `{ in: [...] }`, each checked to be a scalar; undefined for any other condition. */
function listOf(condition: unknown, field: string): Scalar[] | undefined {
  if (typeof condition !== 'object' || condition === null || !('in' in condition)) return undefined;
  const values = (condition as { in: unknown }).in;
  if (Object.keys(condition).length !== 1 || !Array.isArray(values) || !values.every(isScalar)) {
    throw new Error(`Invalid filter value for ${field}: { in } takes a list of scalars`);
  }
  return values;
}

/**
 * {f: v} and {f: {contains: v}} both become an `$eq` on f (Mongo's equality on an array field
 * matches any element); {f: {in: [...]}} becomes `$in`. Values are checked to be scalars and wrapped
 * in `$eq` or `$in`, so no value can act as an operator. null matches an explicit null only, as in the SQL adapter, not a missing field.
 */
export function toMongoFilter(filter: Filter): MongoFilter<StoredDocument> {
  const query: Record<string, unknown> = {};
  for (const [field, condition] of Object.entries(filter)) {
    assertField(field);
    const list = listOf(condition, field);
    if (list) {
      query[field] = { $in: list };
      continue;
    }
    const value = scalarOf(condition, field);
    query[field] = value === null ? { $type: 'null' } : { $eq: value };
  }
  return query as MongoFilter<StoredDocument>;
}

/** A case-insensitive substring match; the text is data: every regular-expression character in it matches itself. */
export function toMongoTextSearch(field: string, contains: string): MongoFilter<StoredDocument> {
  assertField(field);
  const literal = contains.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
  return { [field]: { $regex: literal, $options: 'i' } } as MongoFilter<StoredDocument>;
}

function fromStored<T extends ReadDocument>(stored: StoredDocument): T {
  const { _id: _ignored, ...doc } = stored;
  return doc as unknown as T;
}

function toOperation(write: DocumentWrite): AnyBulkWriteOperation<StoredDocument> {
  if (write.doc === null) return { deleteOne: { filter: { _id: write.id } } };
  return { replaceOne: { filter: { _id: write.id }, replacement: { ...write.doc }, upsert: true } };
}

/** Writes grouped per collection, each group in the batch's order so the last write to a document wins. */
function groupByCollection(writes: DocumentWrite[]): Map<string, AnyBulkWriteOperation<StoredDocument>[]> {
  const groups = new Map<string, AnyBulkWriteOperation<StoredDocument>[]>();
  for (const write of writes) {
    const operations = groups.get(write.collection) ?? [];
    operations.push(toOperation(write));
    groups.set(write.collection, operations);
  }
  return groups;
}

/**
 * Read models on MongoDB (MONGODB_URL; the database is the URL's path, else `insights`): one Mongo
 * collection per read-model collection, documents stored as {_id: id, ...doc}, checkpoints in
 * `_checkpoints` as {_id: name, position}.
 *
 * commit: on a replica set or sharded cluster the writes and the checkpoints commit in one
 * transaction. On a standalone server (no transactions) each collection's writes go as one ordered
 * bulkWrite and the checkpoints are written last: a crash in between leaves documents ahead of their
 * checkpoint, so the projector re-applies those events, which each projection's position guard
 * turns into no-ops. The checkpoint is never ahead of the documents.
 */
export class MongoReadStore implements ReadStore {
  private readonly client: MongoClient;
  private readonly db: Db;
  private transactions: Promise<boolean> | null = null;

  constructor(url: string) {
    // ignoreUndefined: an undefined field is left out, as JSON (and so the SQL adapter) leaves it out,
    // instead of being stored as null.
    this.client = new MongoClient(url, { ignoreUndefined: true });
    this.db = this.client.db(databaseNameOf(url));
  }

  async get<T extends ReadDocument>(collection: string, id: string): Promise<T | null> {
    const stored = await this.db.collection<StoredDocument>(collection).findOne({ _id: id });
    return stored ? fromStored<T>(stored) : null;
  }

  async getMany<T extends ReadDocument>(collection: string, ids: string[]): Promise<Map<string, T>> {
    const found = new Map<string, T>();
    if (ids.length === 0) return found;
    for await (const stored of this.db.collection<StoredDocument>(collection).find({ _id: { $in: ids } })) {
      found.set(stored._id, fromStored<T>(stored));
    }
    return found;
  }

  async find<T extends ReadDocument>(collection: string, filter: Filter, options: FindOptions = {}): Promise<T[]> {
    // Mongo reads limit 0 as "no limit".
    if (options.limit === 0) return [];
    const sort: Record<string, 1 | -1> = {};
    if (options.sortBy) {
      assertField(options.sortBy);
      sort[options.sortBy] = options.descending ? -1 : 1;
    }
    sort._id = 1;
    let query = toMongoFilter(filter);
    // $and keeps an equality on the same field (from the filter) next to the search.
    if (options.textSearch) query = { $and: [query, toMongoTextSearch(options.textSearch.field, options.textSearch.contains)] };
    let cursor = this.db.collection<StoredDocument>(collection).find(query).sort(sort);
    if (options.skip) cursor = cursor.skip(options.skip);
    if (options.limit !== undefined) cursor = cursor.limit(options.limit);
    return (await cursor.toArray()).map((stored) => fromStored<T>(stored));
  }

  async commit(batch: CommitBatch): Promise<void> {
    if (batch.writes.length === 0 && Object.keys(batch.checkpoints).length === 0) return;
    if (await this.supportsTransactions()) {
      const session = this.client.startSession();
      try {
        // withTransaction retries on transient errors; every operation here is an idempotent replace.
        await session.withTransaction(() => this.apply(batch, session));
      } finally {
        await session.endSession();
      }
      return;
    }
    await this.apply(batch);
  }

  async ensureIndexes(collection: string, indexes: ReadonlyArray<ReadIndex>): Promise<void> {
    for (const index of indexes) {
      // An array field's index is an ordinary (multikey) one: Mongo indexes each element.
      const fields = isArrayFieldIndex(index) ? [index.contains] : index;
      fields.forEach(assertField);
      // createIndex is idempotent for the same keys; ascending keys serve both sort directions.
      await this.db.collection(collection).createIndex(Object.fromEntries(fields.map((field) => [field, 1])));
    }
  }

  async checkpoint(name: string): Promise<number> {
    const stored = await this.db.collection<StoredCheckpoint>(CHECKPOINTS).findOne({ _id: name });
    return stored ? Number(stored.position) : 0;
  }

  async clear(collections: string[], checkpoints: string[]): Promise<void> {
    for (const collection of collections) await this.db.collection(collection).deleteMany({});
    if (checkpoints.length > 0) await this.db.collection<StoredCheckpoint>(CHECKPOINTS).deleteMany({ _id: { $in: checkpoints } });
  }

  /**
   * Each rename (with dropTarget) replaces the live collection atomically; the checkpoints follow.
   * Renames cannot join a transaction, so a crash between the renames and the checkpoints leaves
   * the rebuilt collection with the old checkpoint: the projector re-applies events the rebuilt
   * documents already hold, and the position guard ignores them.
   */
  async swap(renames: Array<{ from: string; to: string }>, checkpoints: Record<string, number>): Promise<void> {
    for (const { from, to } of renames) {
      try {
        await this.db.renameCollection(from, to, { dropTarget: true });
      } catch (error) {
        // A rebuild that produced no documents never created its staged collection.
        if (!(error instanceof MongoServerError && error.code === NAMESPACE_NOT_FOUND)) throw error;
        await this.db.collection(to).deleteMany({});
      }
    }
    await this.setCheckpoints(checkpoints);
  }

  async close(): Promise<void> {
    await this.client.close();
  }

  private async apply(batch: CommitBatch, session?: ClientSession): Promise<void> {
    for (const [collection, operations] of groupByCollection(batch.writes)) {
      await this.db.collection<StoredDocument>(collection).bulkWrite(operations, { ordered: true, session });
    }
    await this.setCheckpoints(batch.checkpoints, session);
  }

  private async setCheckpoints(checkpoints: Record<string, number>, session?: ClientSession): Promise<void> {
    const operations: AnyBulkWriteOperation<StoredCheckpoint>[] = Object.entries(checkpoints).map(([name, position]) => ({
      updateOne: { filter: { _id: name }, update: { $set: { position } }, upsert: true },
    }));
    if (operations.length > 0) await this.db.collection<StoredCheckpoint>(CHECKPOINTS).bulkWrite(operations, { ordered: true, session });
  }

  /** Transactions need a replica set member or a mongos; a standalone server refuses them. */
  private supportsTransactions(): Promise<boolean> {
    this.transactions ??= this.db
      .admin()
      .command({ hello: 1 })
      .then((hello: Document) => typeof hello.setName === 'string' || hello.msg === 'isdbgrid')
      .catch((error: unknown) => {
        this.transactions = null;
        throw error;
      });
    return this.transactions;
  }
}
