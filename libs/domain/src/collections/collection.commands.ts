/**
 * A person's commands on a collection; each carries the caller's organisation (from their
 * membership): another organisation's collection is not found. Adding an insight carries what its
 * own stream says of it, loaded by the caller, so the decision stays pure.
 */
export interface InsightSeen {
  insightId: string;
  /** Null when the insight's stream does not exist. */
  organisationId: string | null;
  deleted: boolean;
}

export type CollectionCommand =
  | { type: 'CreateCollection'; collectionId: string; organisationId: string; name: string; userId: string; now: string }
  | { type: 'RenameCollection'; organisationId: string; name: string; userId: string; now: string }
  | { type: 'DeleteCollection'; organisationId: string; userId: string; now: string }
  | { type: 'AddInsightToCollection'; organisationId: string; insight: InsightSeen; userId: string; now: string }
  | { type: 'RemoveInsightFromCollection'; organisationId: string; insightId: string; userId: string; now: string };
