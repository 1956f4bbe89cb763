import { USER_ROLES, type UserRole } from '@app/domain';
import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';

export class CompleteGoogleProfileDto {
  @ApiProperty({ enum: USER_ROLES })
  @IsIn(USER_ROLES, { message: `Role must be one of ${USER_ROLES.join(', ')}.` })
  role!: UserRole;
}
