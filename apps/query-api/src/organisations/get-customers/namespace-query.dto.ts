import { IsOptional, IsString, MaxLength } from 'class-validator';

export class NamespaceQueryDto {
  @IsOptional()
  @IsString()
  @MaxLength(64)
  namespace?: string;
}
