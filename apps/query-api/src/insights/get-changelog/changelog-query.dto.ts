import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../documents/page-query.dto';

export const CHANGELOG_FORMATS = ['json', 'csv'] as const;

/** `?product=` or `?recommendation=`, and the page (JSON) or the whole changelog (`format=csv`). */
export class ChangelogQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ format: 'uuid', maxLength: 64, description: 'the project whose changelog to read (or `recommendation`)' })
  @IsOptional()
  @IsString()
  @IsNotEmpty({ message: 'product must not be empty.' })
  @MaxLength(64)
  product?: string;

  @ApiPropertyOptional({ format: 'uuid', maxLength: 64, description: 'one insight, deleted ones included (or `product`)' })
  @IsOptional()
  @IsString()
  @IsNotEmpty({ message: 'recommendation must not be empty.' })
  @MaxLength(64)
  recommendation?: string;

  @ApiPropertyOptional({
    enum: CHANGELOG_FORMATS,
    enumName: 'ChangelogFormat',
    default: 'json',
    description: 'csv: every entry, newest first, as a CSV file (page and page_size do not apply)',
  })
  @IsOptional()
  @IsIn(CHANGELOG_FORMATS, { message: 'format must be json or csv.' })
  format?: (typeof CHANGELOG_FORMATS)[number];
}
