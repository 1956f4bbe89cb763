import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Products } from '../projects/products';
import { CommentReads, type CommentsDocument } from './comment-reads';
import { GetMentionsQuery } from './comment-queries';
import type { MentionsPageResponse } from './comment.responses';

/** The comments that mention the caller, newest first, on insights of their organisation that are still there. */
@QueryHandler(GetMentionsQuery)
export class GetMentionsHandler implements IQueryHandler<GetMentionsQuery, MentionsPageResponse> {
  constructor(
    private readonly products: Products,
    private readonly reads: CommentReads,
  ) {}

  async execute({ userId, page: { page, pageSize } }: GetMentionsQuery): Promise<MentionsPageResponse> {
    const organisationId = await this.products.organisationOf(userId);
    const docs = await this.reads.infrastructure.readStore.find<CommentsDocument>('insight_comments', {
      organisation_id: organisationId,
      mentioned: { contains: userId },
    });
    const insights = await this.reads.liveInsights(docs.map((doc) => doc.insight_id));
    const mentions = docs
      .filter((doc) => insights.has(doc.insight_id))
      .flatMap((doc) => doc.comments.filter((comment) => comment.mentions.includes(userId)).map((comment) => ({ doc, comment })))
      .sort((a, b) => b.comment.posted_at.localeCompare(a.comment.posted_at));
    const start = (page - 1) * pageSize;
    const shown = mentions.slice(start, start + pageSize);
    const person = await this.reads.people(shown.map(({ comment }) => comment.author_id));
    return {
      mentions: shown.map(({ doc, comment }) => ({
        recommendation_comment_id: comment.comment_id,
        comment_chain_id: comment.chain_id,
        recommendation_id: doc.insight_id,
        recommendation_title: insights.get(doc.insight_id)!.title,
        product_id: doc.product_id,
        comment_time: comment.posted_at,
        text: comment.text,
        author: person(comment.author_id),
      })),
      has_next: start + pageSize < mentions.length,
    };
  }
}
