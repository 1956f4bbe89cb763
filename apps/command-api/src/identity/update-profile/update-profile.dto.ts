import { type Language, LANGUAGES, USER_ROLES, type UserRole } from '@app/domain';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { REQUIRED } from '../../shared/validation-messages';

export class UpdateProfileDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: REQUIRED })
  @IsNotEmpty({ message: REQUIRED })
  @MaxLength(80, { message: 'First name must be at most 80 characters.' })
  firstName?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: REQUIRED })
  @IsNotEmpty({ message: REQUIRED })
  @MaxLength(80, { message: 'Last name must be at most 80 characters.' })
  lastName?: string;

  @ApiPropertyOptional({ enum: USER_ROLES })
  @IsOptional()
  @IsIn(USER_ROLES, { message: `Role must be one of ${USER_ROLES.join(', ')}.` })
  role?: UserRole;

  @ApiPropertyOptional({ enum: LANGUAGES })
  @IsOptional()
  @IsIn(LANGUAGES, { message: `Language must be one of ${LANGUAGES.join(', ')}.` })
  language?: Language;
}
