import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../documents/page-query.dto';

/** `?product=` or `?recommendation=`, and the page. */
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
}
