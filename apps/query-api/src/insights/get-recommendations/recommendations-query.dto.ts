import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsInt, IsNotEmpty, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { QueryFlag } from '../query-flags';
import { MAX_HALF_LIFE_DAYS } from '@app/domain';

export const MAX_LIMIT = 500;
export const MAX_CHART_MONTHS = 36;
export const DEFAULT_CHART_MONTHS = 6;
const HALF_LIFE_MESSAGE = `half_life must be a number of days greater than 0 and at most ${MAX_HALF_LIFE_DAYS}.`;

export class RecommendationsQueryDto {
  @ApiPropertyOptional({ format: 'uuid', maxLength: 64, description: 'the project whose recommendations to list (or `recommendation`)' })
  @IsOptional()
  @IsString()
  @IsNotEmpty({ message: 'product must not be empty.' })
  @MaxLength(64)
  product?: string;

  @ApiPropertyOptional({ format: 'uuid', maxLength: 64, description: 'one recommendation to answer (or `product`)' })
  @IsOptional()
  @IsString()
  @IsNotEmpty({ message: 'recommendation must not be empty.' })
  @MaxLength(64)
  recommendation?: string;

  @ApiPropertyOptional({ type: Boolean, default: false, description: 'leave out stale recommendations' })
  @IsOptional()
  @QueryFlag()
  @IsBoolean({ message: 'primary_only must be true or false.' })
  primary_only?: boolean;

  @ApiPropertyOptional({
    type: Number,
    exclusiveMinimum: true,
    minimum: 0,
    maximum: MAX_HALF_LIFE_DAYS,
    description: "days after which a mention counts half; the impact scores' recency is measured again under it (default: the analysis')",
  })
  @IsOptional()
  @Type(() => Number)
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: HALF_LIFE_MESSAGE })
  @Min(Number.MIN_VALUE, { message: HALF_LIFE_MESSAGE })
  @Max(MAX_HALF_LIFE_DAYS, { message: HALF_LIFE_MESSAGE })
  half_life?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_LIMIT, description: 'at most this many, the first in order' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: `limit must be a whole number between 1 and ${MAX_LIMIT}.` })
  @Min(1, { message: `limit must be a whole number between 1 and ${MAX_LIMIT}.` })
  @Max(MAX_LIMIT, { message: `limit must be a whole number between 1 and ${MAX_LIMIT}.` })
  limit?: number;

  @ApiPropertyOptional({ type: Boolean, default: false, description: 'add each recommendation’s monthly mentions' })
  @IsOptional()
  @QueryFlag()
  @IsBoolean({ message: 'include_charts must be true or false.' })
  include_charts?: boolean;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: MAX_CHART_MONTHS,
    default: DEFAULT_CHART_MONTHS,
    description: 'months charted, ending at the month of the analysis',
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: `chart_months must be a whole number between 1 and ${MAX_CHART_MONTHS}.` })
  @Min(1, { message: `chart_months must be a whole number between 1 and ${MAX_CHART_MONTHS}.` })
  @Max(MAX_CHART_MONTHS, { message: `chart_months must be a whole number between 1 and ${MAX_CHART_MONTHS}.` })
  chart_months?: number;
}
