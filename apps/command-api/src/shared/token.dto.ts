import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** The token of an emailed link. */
export class TokenDto {
  @ApiProperty()
  @IsString({ message: 'The link is missing its token.' })
  @IsNotEmpty({ message: 'The link is missing its token.' })
  @MaxLength(512, { message: 'The link token is not valid.' })
  token!: string;
}
