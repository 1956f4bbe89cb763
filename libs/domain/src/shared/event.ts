/** A domain event as deciders produce and fold it: a past-tense type and its data. */
export interface DomainEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
}

export interface EventMetadata {
  organisationId: string | null;
  actorId: string | null;
  correlationId: string;
  causationId: string | null;
  occurredAt: string;
  schemaVersion: number;
}

/**
 * Whether an event is one of `types`. Readers of the store see every event in its type's current
 * shape (the store upcasts on every read), so once its type is known its data may be read as that
 * type's.
 */
export function isEventOf<Event extends DomainEvent>(types: ReadonlySet<Event['type']>, event: DomainEvent): event is Event {
  const known: ReadonlySet<string> = types;
  return known.has(event.type);
}
