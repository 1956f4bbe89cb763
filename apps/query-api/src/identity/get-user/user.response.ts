import { LANGUAGE_ENUM, MEMBER_ROLE_ENUM, USER_ROLE_ENUM } from '@app/infrastructure/http';
import type { Language, MemberRole, UserRole } from '@app/domain';
import { ApiProperty } from '@nestjs/swagger';
import type { UserResponse as AnsweredUser } from './get-user.handler';

/** The organisation of the signed-in user, with their role in it. */
export class UserOrganisationResponse implements NonNullable<AnsweredUser['customer']> {
  @ApiProperty() customer_id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() namespace!: string;
  @ApiProperty(MEMBER_ROLE_ENUM) member_role!: MemberRole;
}

/** GET /api/user/api, documented; `implements` keeps it in step with what the handler answers. */
export class UserResponse implements AnsweredUser {
  @ApiProperty() user_id!: string;
  @ApiProperty() email!: string;
  @ApiProperty() firstName!: string;
  @ApiProperty() lastName!: string;
  @ApiProperty(USER_ROLE_ENUM) role!: UserRole;
  @ApiProperty() is_google_user!: boolean;
  @ApiProperty() completed_onboarding!: boolean;
  @ApiProperty() email_verified!: boolean;
  @ApiProperty({ ...LANGUAGE_ENUM, nullable: true, description: 'null until the user picks one' }) language!: Language | null;

  @ApiProperty({
    description: 'False for public webmail and disposable domains, where accepting all users from the domain would admit nobody',
  })
  email_domain_admits_colleagues!: boolean;

  @ApiProperty({ type: UserOrganisationResponse, nullable: true }) customer!: UserOrganisationResponse | null;
}
