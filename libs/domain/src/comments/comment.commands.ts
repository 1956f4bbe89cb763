/**
 * A person's comment commands. The handler has checked that the insight is one of the caller's
 * organisation (and not deleted) and which of the named users are members of it; the domain then
 * decides with that as data.
 */
export type InsightCommentCommand =
  | {
      type: 'PostInsightComment';
      commentId: string;
      insightId: string;
      organisationId: string;
      productId: string;
      /** The chain to reply in; null starts a new chain named `newChainId`. */
      chainId: string | null;
      newChainId: string;
      authorId: string;
      text: string;
      mentions: string[];
      /** Of `mentions`, those who belong to the organisation. */
      memberIds: string[];
      now: string;
    }
  | {
      type: 'DeleteInsightComment';
      commentId: string;
      organisationId: string;
      userId: string;
      isAdmin: boolean;
      now: string;
    };
