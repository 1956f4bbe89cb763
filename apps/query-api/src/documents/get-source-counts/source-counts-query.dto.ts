import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class SourceCountsQueryDto {
  @ApiProperty({ maxLength: 64, description: 'the project' })
  @IsString({ message: 'productId is required.' })
  @IsNotEmpty({ message: 'productId is required.' })
  @MaxLength(64)
  productId!: string;
}
