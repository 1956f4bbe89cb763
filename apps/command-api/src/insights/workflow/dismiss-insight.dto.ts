import { DISMISS_REASON_MAX_CHARS } from '@app/domain';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, IsUUID, MaxLength } from 'class-validator';

const REASON_MESSAGE = `reason must be text of at most ${DISMISS_REASON_MAX_CHARS} characters.`;

/** POST /api/recommendations/remove (SPEC.md section 7). An empty reason is the domain's refusal, with its message. */
export class DismissInsightDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'recommendation_id must be an insight id.' })
  recommendation_id!: string;

  @ApiProperty({ maxLength: DISMISS_REASON_MAX_CHARS, description: 'why it is dismissed (required)' })
  @IsString({ message: REASON_MESSAGE })
  @MaxLength(DISMISS_REASON_MAX_CHARS, { message: REASON_MESSAGE })
  reason!: string;
}

/** POST /api/recommendations/search/dismiss/ (SPEC.md section 7): a dismissal from a search's results. */
export class DismissFromSearchDto extends DismissInsightDto {
  @ApiProperty({ maxLength: 500, description: 'the search the insight was dismissed from' })
  @IsString({ message: 'search_query must be text of at most 500 characters.' })
  @MaxLength(500, { message: 'search_query must be text of at most 500 characters.' })
  search_query!: string;
}
