import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class CommentPersonResponse {
  @ApiProperty({ format: 'uuid' }) user_id!: string;
  @ApiProperty({ description: "first and last name; '' once the account no longer exists" }) name!: string;
}

/** A comment as SPEC.md section 3 names it, with its author and whether the caller may delete it. */
export class CommentResponse {
  @ApiProperty({ format: 'uuid' }) recommendation_comment_id!: string;
  @ApiProperty({ format: 'uuid' }) comment_chain_id!: string;
  @ApiProperty({ format: 'date-time', description: 'when its chain began' }) start!: string;
  @ApiProperty({ format: 'date-time' }) comment_time!: string;
  @ApiProperty({ description: 'plain text: show it as text, never as HTML' }) text!: string;
  @ApiProperty({ type: CommentPersonResponse }) author!: CommentPersonResponse;
  @ApiProperty({ type: [CommentPersonResponse] }) mentions!: CommentPersonResponse[];
  @ApiProperty({ description: 'the caller is its author or an Admin' }) can_delete!: boolean;
}

export class CommentChainResponse {
  @ApiProperty({ format: 'uuid' }) comment_chain_id!: string;
  @ApiProperty({ format: 'date-time' }) start!: string;
  @ApiProperty({ type: [CommentResponse], description: 'oldest first' }) comments!: CommentResponse[];
}

export class InsightCommentsResponse {
  @ApiProperty({ format: 'uuid' }) recommendation_id!: string;
  @ApiProperty({ type: [CommentChainResponse], description: 'sorted by start' }) chains!: CommentChainResponse[];
}

/** A comment that mentions the caller. */
export class MentionResponse {
  @ApiProperty({ format: 'uuid' }) recommendation_comment_id!: string;
  @ApiProperty({ format: 'uuid' }) comment_chain_id!: string;
  @ApiProperty({ format: 'uuid' }) recommendation_id!: string;
  @ApiProperty() recommendation_title!: string;
  @ApiProperty({ format: 'uuid' }) product_id!: string;
  @ApiProperty({ format: 'date-time' }) comment_time!: string;
  @ApiProperty({ description: 'plain text' }) text!: string;
  @ApiProperty({ type: CommentPersonResponse }) author!: CommentPersonResponse;
}

export class MentionsPageResponse {
  @ApiProperty({ type: [MentionResponse], description: 'newest first' }) mentions!: MentionResponse[];
  @ApiProperty() has_next!: boolean;
}

export class NotificationResponse {
  @ApiProperty({ format: 'uuid' }) notification_id!: string;
  @ApiProperty({ enum: ['new_evidence', 'comment', 'mention', 'dismissed', 'resurfaced', 'stale', 'deleted'] }) kind!:
    'new_evidence' | 'comment' | 'mention' | 'dismissed' | 'resurfaced' | 'stale' | 'deleted';
  @ApiProperty({ format: 'date-time' }) at!: string;
  @ApiPropertyOptional({ type: CommentPersonResponse, nullable: true, description: 'null for what an analysis did' })
  actor!: CommentPersonResponse | null;
  @ApiProperty({ format: 'uuid' }) recommendation_id!: string;
  @ApiProperty() recommendation_title!: string;
  @ApiProperty({ format: 'uuid' }) product_id!: string;
  @ApiProperty({ description: 'false once the insight is deleted (nothing to open)' }) recommendation_exists!: boolean;
  @ApiProperty({ type: String, nullable: true, format: 'uuid' }) recommendation_comment_id!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'uuid' }) comment_chain_id!: string | null;
  @ApiProperty({ type: String, nullable: true, description: "the comment's opening words, plain text" }) excerpt!: string | null;
  @ApiProperty({ type: Number, nullable: true }) new_mentions!: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'a dismissal’s reason' }) reason!: string | null;
  @ApiProperty() is_read!: boolean;
}

export class NotificationsPageResponse {
  @ApiProperty({ type: [NotificationResponse], description: 'newest first' }) notifications!: NotificationResponse[];
  @ApiProperty() unread_count!: number;
  @ApiProperty() has_next!: boolean;
}

export class MentionableMemberResponse extends CommentPersonResponse {}
