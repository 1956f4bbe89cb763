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
