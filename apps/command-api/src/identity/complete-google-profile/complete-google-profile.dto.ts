import { USER_ROLES, type UserRole } from '@app/domain';
import { USER_ROLE_ENUM } from '@app/infrastructure/http';
import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';

export class CompleteGoogleProfileDto {
  @ApiProperty(USER_ROLE_ENUM)
  @IsIn(USER_ROLES, { message: `Role must be one of ${USER_ROLES.join(', ')}.` })
  role!: UserRole;
}
