import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { TokenDto } from '../../shared/token.dto';
import { REQUIRED } from '../../shared/validation-messages';

export class ResetPasswordDto extends TokenDto {
  @ApiProperty()
  @IsString({ message: REQUIRED })
  @IsNotEmpty({ message: REQUIRED })
  @MaxLength(256, { message: 'Password is too long.' })
  password!: string;
}
