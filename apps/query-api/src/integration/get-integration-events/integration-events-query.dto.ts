import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export class IntegrationEventsQueryDto {
  @ApiPropertyOptional({ description: 'resume after this position (the `next` of the previous page)', default: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'after must be a whole number.' })
  @Min(0, { message: 'after must be 0 or more.' })
  after?: number;

  @ApiPropertyOptional({ default: 100, maximum: 500 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number.' })
  @Min(1, { message: 'limit must be between 1 and 500.' })
  @Max(500, { message: 'limit must be between 1 and 500.' })
  limit?: number;
}
