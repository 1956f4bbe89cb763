import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsString, Matches, MinLength } from 'class-validator';
import { RequiredText } from '../../shared/fields';

export class CreateOrganisationDto {
  @ApiProperty({ minLength: 2, maxLength: 24 })
  @RequiredText(24, 'Organisation name must be 2 to 24 characters.')
  @MinLength(2, { message: 'Organisation name must be 2 to 24 characters.' })
  name!: string;

  @ApiProperty({ pattern: '^[a-z0-9]{2,24}$', description: 'the URL of the organisation' })
  @IsString({ message: 'Please fill out all required fields.' })
  @Matches(/^[a-z0-9]{2,24}$/, { message: 'Organisation URL must be 2 to 24 characters, only letters a-z and digits 0-9.' })
  namespace!: string;

  @ApiProperty()
  @IsBoolean({ message: 'acceptAllUsers must be true or false.' })
  acceptAllUsers!: boolean;
}
