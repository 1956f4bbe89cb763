import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsString, MaxLength } from 'class-validator';

export class SetEmailDomainsDto {
  @ApiProperty({ type: [String], example: ['example.com'] })
  @IsArray({ message: 'domains must be a list of email domains.' })
  @ArrayMaxSize(20, { message: 'An organisation can have at most 20 email domains.' })
  @IsString({ each: true, message: 'Each email domain must be text.' })
  @MaxLength(253, { each: true, message: 'An email domain is at most 253 characters.' })
  domains!: string[];
}
