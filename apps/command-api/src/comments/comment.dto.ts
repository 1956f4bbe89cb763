import { COMMENT_MAX_CHARS, COMMENT_MAX_MENTIONS, NOTIFICATIONS_READ_MAX_IDS } from '@app/domain';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsISO8601, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';

const TEXT_MESSAGE = `text must be text of at most ${COMMENT_MAX_CHARS} characters.`;

/**
 * POST /api/recommendations/api/recommendations/{id}/comments (SPEC.md section 7). An empty text
 * is the domain's refusal, with its message; the length is checked here too so an oversized body
 * stops at the edge.
 */
export class PostCommentDto {
  @ApiProperty({ maxLength: COMMENT_MAX_CHARS, description: 'the comment, shown as text (never HTML)' })
  @IsString({ message: TEXT_MESSAGE })
  @MaxLength(COMMENT_MAX_CHARS + 200, { message: TEXT_MESSAGE })
  text!: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'the chain to reply in; without it the comment starts a new chain' })
  @IsOptional()
  @IsUUID('all', { message: 'comment_chain_id must be a comment chain id.' })
  comment_chain_id?: string;

  @ApiPropertyOptional({
    format: 'date-time',
    description: "the chain's start as the client saw it; the server keeps the chain's own start (a new chain starts now)",
  })
  @IsOptional()
  @IsISO8601({}, { message: 'start must be a date and time.' })
  start?: string;

  @ApiPropertyOptional({
    type: [String],
    maxItems: COMMENT_MAX_MENTIONS,
    description: 'user ids of the members mentioned (chosen from the member list); anyone else is refused',
  })
  @IsOptional()
  @IsArray({ message: 'mentions must be a list of user ids.' })
  @ArrayMaxSize(COMMENT_MAX_MENTIONS, { message: `A comment can mention at most ${COMMENT_MAX_MENTIONS} members.` })
  @IsUUID('all', { each: true, message: 'mentions must be a list of user ids.' })
  mentions?: string[];
}

/** POST /api/notifications/read: some notifications by id, or (without ids) every one so far. */
export class MarkNotificationsReadDto {
  @ApiPropertyOptional({ type: [String], maxItems: NOTIFICATIONS_READ_MAX_IDS, description: 'without it, every notification so far' })
  @IsOptional()
  @IsArray({ message: 'notification_ids must be a list of notification ids.' })
  @ArrayMaxSize(NOTIFICATIONS_READ_MAX_IDS, { message: `At most ${NOTIFICATIONS_READ_MAX_IDS} notifications can be marked read at once.` })
  @IsUUID('all', { each: true, message: 'notification_ids must be a list of notification ids.' })
  notification_ids?: string[];
}
