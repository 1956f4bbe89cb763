import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Products } from '../projects/products';
import type { UserDocument } from '../shared/members';
import { CommentReads } from './comment-reads';
import { GetMentionableMembersQuery } from './comment-queries';
import type { MentionableMemberResponse } from './comment.responses';

/** The members of the caller's organisation a comment may mention, by name (the mention picker's list). */
@QueryHandler(GetMentionableMembersQuery)
export class GetMentionableMembersHandler implements IQueryHandler<GetMentionableMembersQuery, MentionableMemberResponse[]> {
  constructor(
    private readonly products: Products,
    private readonly reads: CommentReads,
  ) {}

  async execute({ userId }: GetMentionableMembersQuery): Promise<MentionableMemberResponse[]> {
    const organisationId = await this.products.organisationOf(userId);
    const users = await this.reads.infrastructure.readStore.find<UserDocument>('users', { customer_id: organisationId });
    return users
      .map((user) => ({ user_id: user.user_id, name: `${user.firstName} ${user.lastName}`.trim() }))
      .sort((a, b) => a.name.localeCompare(b.name) || a.user_id.localeCompare(b.user_id));
  }
}
