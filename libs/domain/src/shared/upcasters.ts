/**
 * Turns the data of one schema version of an event type into the data of the next version.
 * `From` is the old shape as it was stored: the registry hands an upcaster only data recorded
 * at the version it was registered for, so the upcaster may trust that shape (`any` by default,
 * because one registry holds upcasters of many shapes).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above: one registry, many shapes
export type Upcaster<From = any, To = unknown> = (data: From) => To;

/** The shape history of one event type: `upcasters[0]` turns version 1 into 2, `upcasters[1]` 2 into 3, and so on. */
export interface EventSchema {
  type: string;
  upcasters: readonly Upcaster[];
}

/**
 * Maps (event type, schema version) to the upcasters that bring stored data to the type's current
 * shape. A type with no schema registered has never changed shape: its current version is 1.
 */
export class UpcasterRegistry {
  private readonly upcastersByType = new Map<string, readonly Upcaster[]>();

  constructor(schemas: readonly EventSchema[]) {
    for (const schema of schemas) {
      if (this.upcastersByType.has(schema.type)) throw new Error(`Event type ${schema.type} has two schemas registered`);
      this.upcastersByType.set(schema.type, schema.upcasters);
    }
  }

  /** The version new events of this type are written at. */
  currentVersion(type: string): number {
    return (this.upcastersByType.get(type)?.length ?? 0) + 1;
  }

  /** The data of an event stored at `schemaVersion`, in its type's current shape. */
  upcast(type: string, data: unknown, schemaVersion: number): unknown {
    const current = this.currentVersion(type);
    // A version this build does not know was written by a newer build: guessing its shape would
    // fold wrong state, so the reader stops instead.
    if (!Number.isInteger(schemaVersion) || schemaVersion < 1 || schemaVersion > current) {
      throw new Error(`${type} stored at schema version ${schemaVersion}; this build knows versions 1 to ${current}`);
    }
    const upcasters = this.upcastersByType.get(type) ?? [];
    return upcasters.slice(schemaVersion - 1).reduce((upcasted, upcaster) => upcaster(upcasted), data);
  }
}
