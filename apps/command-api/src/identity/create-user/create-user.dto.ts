import { USER_ROLES, type UserRole } from '@app/domain';
import { USER_ROLE_ENUM } from '@app/infrastructure/http';
import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { RequiredText } from '../../shared/fields';
import { EMAIL_FORMAT, EMAIL_SHAPE, REQUIRED } from '../../shared/validation-messages';

export class CreateUserDto {
  @ApiProperty({ example: 'ana@example.com' })
  @IsString({ message: REQUIRED })
  @IsNotEmpty({ message: REQUIRED })
  @MaxLength(254, { message: EMAIL_FORMAT })
  @Matches(EMAIL_SHAPE, { message: EMAIL_FORMAT })
  email!: string;

  @ApiProperty({ description: '10+ characters with a lowercase letter, an uppercase letter, a digit and a special character' })
  @IsString({ message: REQUIRED })
  @IsNotEmpty({ message: REQUIRED })
  @MaxLength(256, { message: 'Password is too long.' })
  password!: string;

  @ApiProperty()
  @RequiredText(80, 'First name must be at most 80 characters.')
  firstName!: string;

  @ApiProperty()
  @RequiredText(80, 'Last name must be at most 80 characters.')
  lastName!: string;

  @ApiProperty(USER_ROLE_ENUM)
  @IsIn(USER_ROLES, { message: `Role must be one of ${USER_ROLES.join(', ')}.` })
  role!: UserRole;
}
