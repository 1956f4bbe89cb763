import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, IsUUID, MaxLength } from 'class-validator';
import { VersionSettingsDto, WhenSent } from '../project-fields.dto';

export class CreateVersionDto extends VersionSettingsDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'product_id must be a project id.' })
  product_id!: string;

  @ApiPropertyOptional({ description: 'what to look at more closely this time' })
  @WhenSent()
  @IsString({ message: 'The refinement prompt must be text.' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @MaxLength(2000, { message: 'The refinement prompt is at most 2000 characters.' })
  refinement_prompt?: string;
}
