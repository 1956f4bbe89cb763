import type { Infrastructure } from '@app/infrastructure';
import { INFRASTRUCTURE } from '@app/infrastructure/http';
import type { InsightCommentsView } from '@app/infrastructure/read-models';
import type { ReadDocument } from '@app/infrastructure/read-store';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { UserDocument } from '../../shared/members';
import { Insights } from '../insights';
import { GetInsightCollaboratorsQuery } from './get-insight-collaborators.query';

export interface Collaborator {
  user_id: string;
  /** "firstName lastName"; '' once the account no longer exists. */
  name: string;
}

export interface InsightCollaborators {
  saved_by: Collaborator[];
  followers: Collaborator[];
  /** Who wrote its comments still there, each once, in the order they first wrote. */
  commenters: Collaborator[];
}

/**
 * Who works on an insight: the members who keep it saved, follow it, or comment on it (from the
 * recommendations view and the insight's discussion), with their names. Saves are shared with the
 * organisation here on purpose: SPEC's collaborators name who saved.
 */
@QueryHandler(GetInsightCollaboratorsQuery)
export class GetInsightCollaboratorsHandler implements IQueryHandler<GetInsightCollaboratorsQuery, InsightCollaborators> {
  constructor(
    private readonly insights: Insights,
    @Inject(INFRASTRUCTURE) private readonly infrastructure: Infrastructure,
  ) {}

  async execute({ userId, insightId }: GetInsightCollaboratorsQuery): Promise<InsightCollaborators> {
    const insight = await this.insights.visibleInsight(userId, insightId);
    const { readStore } = this.infrastructure;
    const discussion = await readStore.get<InsightCommentsView & ReadDocument>('insight_comments', insight.insight_id);
    const commenters = [...new Set((discussion?.comments ?? []).map((comment) => comment.author_id))];
    const savedBy = insight.saved_by ?? [];
    const followers = insight.followers ?? [];
    const users = await readStore.getMany<UserDocument>('users', [...new Set([...savedBy, ...followers, ...commenters])]);
    const named = (ids: readonly string[]): Collaborator[] =>
      ids.map((id) => {
        const user = users.get(id);
        return { user_id: id, name: user ? `${user.firstName} ${user.lastName}`.trim() : '' };
      });
    return { saved_by: named(savedBy), followers: named(followers), commenters: named(commenters) };
  }
}
