import { emailDomainAdmitsColleagues, emailDomainOf } from '@app/domain';
import type { UserView } from '@app/infrastructure/read-models';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Members } from '../../shared/members';
import { GetUserQuery } from './get-user.query';

/** The user's own document, with their organisation in place of its bare id. */
export type UserResponse = Omit<UserView, 'customer_id' | 'member_role' | 'created_at'> & {
  /** False for public webmail and disposable domains: "accept all users from my domain" would admit nobody. */
  email_domain_admits_colleagues: boolean;
  customer: { customer_id: string; name: string; namespace: string; member_role: string } | null;
};

@QueryHandler(GetUserQuery)
export class GetUserHandler implements IQueryHandler<GetUserQuery, UserResponse> {
  constructor(private readonly members: Members) {}

  async execute({ userId }: GetUserQuery): Promise<UserResponse> {
    const user = await this.members.user(userId);
    const customer = user.customer_id ? await this.members.customer(user.customer_id) : null;
    return {
      user_id: user.user_id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      role: user.role,
      is_google_user: user.is_google_user,
      completed_onboarding: user.completed_onboarding,
      email_verified: user.email_verified,
      language: user.language,
      email_domain_admits_colleagues: emailDomainAdmitsColleagues(emailDomainOf(user.email)),
      customer: customer && {
        customer_id: customer.customer_id,
        name: customer.name,
        namespace: customer.namespace,
        member_role: user.member_role ?? 'Member',
      },
    };
  }
}
