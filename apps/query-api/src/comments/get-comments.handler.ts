import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { notFound } from '../projects/products';
import { Members } from '../shared/members';
import { CommentReads, type CommentsDocument } from './comment-reads';
import { GetCommentsQuery } from './comment-queries';
import type { CommentChainResponse, InsightCommentsResponse } from './comment.responses';

/** An insight's comment chains, sorted by start (then by chain id, so equal starts keep one order), each oldest first. */
@QueryHandler(GetCommentsQuery)
export class GetCommentsHandler implements IQueryHandler<GetCommentsQuery, InsightCommentsResponse> {
  constructor(
    private readonly members: Members,
    private readonly reads: CommentReads,
  ) {}

  async execute({ userId, insightId }: GetCommentsQuery): Promise<InsightCommentsResponse> {
    const user = await this.members.user(userId);
    const insight = (await this.reads.liveInsights([insightId])).get(insightId);
    if (!user.customer_id || !insight || insight.organisation_id !== user.customer_id) throw notFound();
    const doc = await this.reads.infrastructure.readStore.get<CommentsDocument>('insight_comments', insightId);
    const comments = doc?.comments ?? [];
    const person = await this.reads.people(comments.flatMap((comment) => [comment.author_id, ...comment.mentions]));
    const isAdmin = user.member_role === 'Admin';
    const chains = new Map<string, CommentChainResponse>();
    for (const comment of [...comments].sort((a, b) => a.posted_at.localeCompare(b.posted_at))) {
      const chain = chains.get(comment.chain_id) ?? { comment_chain_id: comment.chain_id, start: comment.start, comments: [] };
      chain.comments.push({
        recommendation_comment_id: comment.comment_id,
        comment_chain_id: comment.chain_id,
        start: comment.start,
        comment_time: comment.posted_at,
        text: comment.text,
        author: person(comment.author_id),
        mentions: comment.mentions.map(person),
        can_delete: isAdmin || comment.author_id === userId,
      });
      chains.set(comment.chain_id, chain);
    }
    return {
      recommendation_id: insightId,
      chains: [...chains.values()].sort((a, b) => a.start.localeCompare(b.start) || a.comment_chain_id.localeCompare(b.comment_chain_id)),
    };
  }
}
