import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

export class NamespaceQueryDto {
  @ApiPropertyOptional({ maxLength: 64, description: 'the URL of the organisation; without it, whichever the caller belongs to' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  namespace?: string;
}
