import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../documents/page-query.dto';

export class InsightSnippetsQueryDto extends PageQueryDto {
  @ApiProperty({ format: 'uuid', maxLength: 64, description: 'the recommendation (insight)' })
  @IsString({ message: 'recommendation is required.' })
  @IsNotEmpty({ message: 'recommendation is required.' })
  @MaxLength(64)
  recommendation!: string;
}
