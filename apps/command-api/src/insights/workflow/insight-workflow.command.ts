import type { InsightCommand } from '@app/domain';

/** What a person does to an insight: the domain command, less the organisation (from their membership) and the time. */
export type InsightWorkflowAction =
  | { type: 'SaveInsight' | 'UnsaveInsight' | 'FollowInsight' | 'UnfollowInsight' | 'DeleteInsight' }
  | { type: 'DismissInsight'; reason: string; searchQuery: string | null };

export class InsightWorkflowCommand {
  constructor(
    readonly userId: string,
    readonly insightId: string,
    readonly action: InsightWorkflowAction,
    /** The revision the client saw (If-Match), for the actions that depend on what they replace: dismiss and delete. */
    readonly ifMatch?: number,
  ) {}
}

/** The domain command for an action of `userId` in `organisationId`. */
export function domainCommand(action: InsightWorkflowAction, organisationId: string, userId: string, now: string): InsightCommand {
  return { ...action, organisationId, userId, now } as InsightCommand;
}
