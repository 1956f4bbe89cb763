import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../documents/page-query.dto';
import { QueryFlag } from '../query-flags';

export class InsightSnippetsQueryDto extends PageQueryDto {
  @ApiProperty({ format: 'uuid', maxLength: 64, description: 'the recommendation (insight)' })
  @IsString({ message: 'recommendation is required.' })
  @IsNotEmpty({ message: 'recommendation is required.' })
  @MaxLength(64)
  recommendation!: string;

  @ApiPropertyOptional({
    type: Boolean,
    default: false,
    description: 'only the snippets its latest analysis found new (at most the first 200 it named): "new since the last analysis"',
  })
  @IsOptional()
  @QueryFlag()
  @IsBoolean({ message: 'new_only must be true or false.' })
  new_only?: boolean;

  @ApiPropertyOptional({ maxLength: 200, description: 'only this snippet, when it is one of the insight’s (what a citation opens)' })
  @IsOptional()
  @IsString({ message: 'snippet must be a snippet id.' })
  @MaxLength(200, { message: 'snippet must be a snippet id.' })
  snippet?: string;
}
