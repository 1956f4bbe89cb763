import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { EmailDto } from '../../shared/email.dto';
import { REQUIRED } from '../../shared/validation-messages';

export class LoginDto extends EmailDto {
  @ApiProperty()
  @IsString({ message: REQUIRED })
  @IsNotEmpty({ message: REQUIRED })
  @MaxLength(256, { message: 'Invalid email or password. Please try again.' })
  password!: string;
}

export class AccessTokenResponse {
  @ApiProperty() access_token!: string;
  @ApiProperty({ enum: ['Bearer'] }) token_type!: 'Bearer';
  @ApiProperty({ description: 'seconds' }) expires_in!: number;
}
