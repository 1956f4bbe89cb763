import { ApiProperty } from '@nestjs/swagger';

/** A comment as recorded (SPEC.md section 3's Comment). */
export class CommentPostedResponse {
  @ApiProperty({ format: 'uuid' }) recommendation_comment_id!: string;
  @ApiProperty({ format: 'uuid' }) recommendation_id!: string;
  @ApiProperty({ format: 'uuid' }) comment_chain_id!: string;
  @ApiProperty({ format: 'date-time', description: 'when the chain began' }) start!: string;
  @ApiProperty({ format: 'date-time' }) comment_time!: string;
  @ApiProperty({ description: 'as stored: trimmed' }) text!: string;
  @ApiProperty({ type: [String], description: 'user ids of the members mentioned' }) mentions!: string[];
}

export class CommentDeletedResponse {
  @ApiProperty({ format: 'uuid' }) recommendation_comment_id!: string;
  @ApiProperty({ format: 'uuid' }) recommendation_id!: string;
  @ApiProperty({ format: 'uuid' }) comment_chain_id!: string;
  @ApiProperty({ description: 'the chain had no other comment and is gone' }) chain_removed!: boolean;
}

export class NotificationsReadResponse {
  @ApiProperty({ description: 'false when every named notification was read already' }) recorded!: boolean;
}
