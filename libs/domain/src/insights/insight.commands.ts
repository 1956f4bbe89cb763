import type { RemainingEvidence, RemovedEvidence } from './insight-evidence';
import type { InsightContent } from './insight.events';

/**
 * The analysis' commands (Create, Revise, MarkStale) come from the worker and name their job: a
 * retried job decides nothing twice. The others are a person's and carry their organisation: an
 * insight of another organisation is not found.
 */
export type InsightCommand =
  | ({
      type: 'CreateInsight';
      insightId: string;
      organisationId: string;
      productId: string;
      jobId: string;
      version: number;
      now: string;
    } & InsightContent)
  | ({
      type: 'ReviseInsight';
      jobId: string;
      version: number;
      newEvidence: { count: number; snippetIds: string[] };
      now: string;
    } & InsightContent)
  | { type: 'MarkInsightStale'; jobId: string; version: number; now: string }
  | { type: 'SetImpactScore'; organisationId: string; score: number; setBy: string; now: string }
  | { type: 'SaveInsight' | 'UnsaveInsight' | 'FollowInsight' | 'UnfollowInsight'; organisationId: string; userId: string; now: string }
  | { type: 'DismissInsight'; organisationId: string; userId: string; reason: string; searchQuery: string | null; now: string }
  | { type: 'DeleteInsight'; organisationId: string; userId: string; now: string }
  | {
      type: 'RemoveInsightSnippet';
      organisationId: string;
      userId: string;
      snippetId: string;
      reason: string;
      /** The members artefact the evidence below was read from: if an analysis replaced it since, it is read again. */
      basedOn: string;
      /** What the member list says of the snippet; null when it is not a member. */
      evidence: RemovedEvidence | null;
      remaining: RemainingEvidence;
      now: string;
    }
  | { type: 'SetTeamPriority'; organisationId: string; userId: string; priority: string; now: string };
