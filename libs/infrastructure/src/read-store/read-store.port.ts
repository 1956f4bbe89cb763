/** A stored read-model document; `_position` is the global position of the last event applied. */
export interface ReadDocument {
  _position: number;
  [field: string]: unknown;
}

export type Scalar = string | number | boolean | null;
/**
 * Equality on top-level fields, `{ contains }` for a top-level array field, or `{ in }` for a field
 * equal to one of a list (an empty list matches nothing).
 */
export type Filter = Record<string, Scalar | { contains: Scalar } | { in: Scalar[] }>;

export interface DocumentWrite {
  collection: string;
  id: string;
  /** null deletes the document. */
  doc: ReadDocument | null;
  /**
   * The top-level fields in which `doc` differs from the stored document it follows (a fold of
   * events over that document): a store may write only these, sparing the rest of a large
   * document. Absent: the whole document is written.
   */
  changed?: readonly string[];
  /**
   * Of the `changed` fields, arrays that only grew at their end, with how many elements were
   * added: a store may append just those (a changelog run, a discussion) instead of the array.
   */
  appended?: Readonly<Record<string, number>>;
}

export interface CommitBatch {
  writes: DocumentWrite[];
  checkpoints: Record<string, number>;
}

export interface FindOptions {
  limit?: number;
  /** How many matching documents to pass over first (paging), in the sort order. */
  skip?: number;
  sortBy?: string;
  descending?: boolean;
  /**
   * Case-insensitive substring match on a top-level string field. `contains` is data: LIKE
   * wildcards and regular-expression characters in it match themselves.
   */
  textSearch?: { field: string; contains: string };
}

/**
 * An index a read model's queries need: the leading fields are compared for equality, the last one
 * orders the results (either direction), e.g. `['organisation_id', 'uploaded_on']`.
 */
export type ReadIndex = readonly string[] | ArrayFieldIndex;

/** An index of the elements of an array field, for `{ contains }` filters on it. */
export interface ArrayFieldIndex {
  readonly contains: string;
}

export const isArrayFieldIndex = (index: ReadIndex): index is ArrayFieldIndex => !Array.isArray(index);

/**
 * Document collections for the read models plus the projectors' checkpoints. Only projectors
 * write. `commit` applies writes and checkpoints together (atomically where the store allows).
 */
export interface ReadStore {
  get<T extends ReadDocument>(collection: string, id: string): Promise<T | null>;
  getMany<T extends ReadDocument>(collection: string, ids: string[]): Promise<Map<string, T>>;
  find<T extends ReadDocument>(collection: string, filter: Filter, options?: FindOptions): Promise<T[]>;
  commit(batch: CommitBatch): Promise<void>;
  /** Creates the indexes a collection's queries need, if they are not there yet (idempotent). */
  ensureIndexes(collection: string, indexes: ReadonlyArray<ReadIndex>): Promise<void>;
  checkpoint(name: string): Promise<number>;
  /** Removes every document of the collection and any checkpoints named. */
  clear(collections: string[], checkpoints: string[]): Promise<void>;
  /** Atomically replaces each live collection by its staged copy (`from` -> `to`), then sets the checkpoints. */
  swap(renames: Array<{ from: string; to: string }>, checkpoints: Record<string, number>): Promise<void>;
  close(): Promise<void>;
}
