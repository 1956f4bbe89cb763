import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsISO8601, IsOptional } from 'class-validator';
import { RecommendationsQueryDto } from '../get-recommendations/recommendations-query.dto';

export const AS_OF_MESSAGE = 'as_of must be an ISO 8601 date and time, such as 2025-03-14T09:30:00Z.';

/** The recommendations query, and the moment to see one recommendation as it stood at. */
export class RecommendationAsOfQueryDto extends RecommendationsQueryDto {
  @ApiPropertyOptional({
    format: 'date-time',
    description:
      'with `recommendation` only: the recommendation as it stood at that moment, folded from its events (404 before it existed; a future moment means now)',
  })
  @IsOptional()
  @IsISO8601({ strict: true, strictSeparator: true }, { message: AS_OF_MESSAGE })
  as_of?: string;
}
