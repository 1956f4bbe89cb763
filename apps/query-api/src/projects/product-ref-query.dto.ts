import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** `?product=<id>`: a project of the caller's organisation; any other id is 404. */
export class ProductRefQueryDto {
  @ApiProperty({ format: 'uuid', maxLength: 64, description: 'the project' })
  @IsString({ message: 'product is required.' })
  @IsNotEmpty({ message: 'product is required.' })
  @MaxLength(64)
  product!: string;
}
