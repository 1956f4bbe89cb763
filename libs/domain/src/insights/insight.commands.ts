import type { InsightContent } from './insight.events';

/**
 * The analysis' commands (Create, Revise, MarkStale) come from the worker and name their job: a
 * retried job decides nothing twice. SetImpactScore is a person's and carries their organisation.
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
  | { type: 'SetImpactScore'; organisationId: string; score: number; setBy: string; now: string };
