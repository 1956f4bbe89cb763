import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export const STREAM_MAX_WAIT_SECONDS = 30;
export const STREAM_MAX_LIMIT = 1_000;

export class StreamEventsQueryDto {
  @ApiPropertyOptional({
    description: 'resume after this position: the last event’s `position`, or the `next` of the last line',
    default: 0,
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'from must be a whole number of 0 or more.' })
  @Min(0, { message: 'from must be a whole number of 0 or more.' })
  from?: number;

  @ApiPropertyOptional({
    description: 'long poll: when no event is there yet, wait up to this many seconds for the first ones',
    default: 0,
    maximum: STREAM_MAX_WAIT_SECONDS,
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: `wait must be a whole number of seconds from 0 to ${STREAM_MAX_WAIT_SECONDS}.` })
  @Min(0, { message: `wait must be a whole number of seconds from 0 to ${STREAM_MAX_WAIT_SECONDS}.` })
  @Max(STREAM_MAX_WAIT_SECONDS, { message: `wait must be a whole number of seconds from 0 to ${STREAM_MAX_WAIT_SECONDS}.` })
  wait?: number;

  @ApiPropertyOptional({ default: 500, maximum: STREAM_MAX_LIMIT })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: `limit must be between 1 and ${STREAM_MAX_LIMIT}.` })
  @Min(1, { message: `limit must be between 1 and ${STREAM_MAX_LIMIT}.` })
  @Max(STREAM_MAX_LIMIT, { message: `limit must be between 1 and ${STREAM_MAX_LIMIT}.` })
  limit?: number;
}
