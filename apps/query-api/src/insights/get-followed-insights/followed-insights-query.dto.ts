import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PageQueryDto } from '../../documents/page-query.dto';
import { FOLLOWED_FILTERS, type FollowedFilter } from './get-followed-insights.query';

export class FollowedInsightsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({
    enum: FOLLOWED_FILTERS,
    enumName: 'FollowedInsightsFilter',
    default: 'frequency',
    description:
      'frequency: in the ranked list, most mentions first; recent: in the ranked list, latest activity first; all: dismissed ones too, latest activity first',
  })
  @IsOptional()
  @IsIn(FOLLOWED_FILTERS, { message: `filter must be one of ${FOLLOWED_FILTERS.join(', ')}.` })
  filter?: FollowedFilter;
}
