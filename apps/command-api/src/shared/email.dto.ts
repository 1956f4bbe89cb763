import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { EMAIL_FORMAT, EMAIL_SHAPE, REQUIRED } from './validation-messages';

/** A body made of one email address (existence check, password reset, invitation). */
export class EmailDto {
  @ApiProperty({ example: 'ana@example.com' })
  @IsString({ message: REQUIRED })
  @IsNotEmpty({ message: REQUIRED })
  @MaxLength(254, { message: EMAIL_FORMAT })
  @Matches(EMAIL_SHAPE, { message: EMAIL_FORMAT })
  email!: string;
}
