import { type Language, LANGUAGES, USER_ROLES, type UserRole } from '@app/domain';
import { LANGUAGE_ENUM, USER_ROLE_ENUM } from '@app/infrastructure/http';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { OptionalField, RequiredText } from '../../shared/fields';

export class UpdateProfileDto {
  @ApiPropertyOptional()
  @OptionalField()
  @RequiredText(80, 'First name must be at most 80 characters.')
  firstName?: string;

  @ApiPropertyOptional()
  @OptionalField()
  @RequiredText(80, 'Last name must be at most 80 characters.')
  lastName?: string;

  @ApiPropertyOptional(USER_ROLE_ENUM)
  @OptionalField()
  @IsIn(USER_ROLES, { message: `Role must be one of ${USER_ROLES.join(', ')}.` })
  role?: UserRole;

  @ApiPropertyOptional(LANGUAGE_ENUM)
  @OptionalField()
  @IsIn(LANGUAGES, { message: `Language must be one of ${LANGUAGES.join(', ')}.` })
  language?: Language;
}
