import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class DomainQueryDto {
  @ApiProperty({ maxLength: 253, example: 'example.com' })
  @IsString({ message: 'domain is required.' })
  @IsNotEmpty({ message: 'domain is required.' })
  @MaxLength(253)
  domain!: string;
}
