import { DomainError, emailDomainAdmitsColleagues, emailDomainOf } from '@app/domain';
import type { Infrastructure } from '@app/infrastructure';
import { INFRASTRUCTURE } from '@app/infrastructure/http';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type CustomerDocument, Members } from '../../shared/members';
import { GetCustomerByDomainQuery } from './get-customer-by-domain.query';

export interface CustomerByDomain {
  name: string;
  namespace: string;
  acceptAllUsers: boolean;
}

const notFound = () => new DomainError('NOT_FOUND', 'not_found', 'No organisation uses this email domain.');

/**
 * Tells someone which organisation uses their own email domain, so they can ask to join it: only
 * its public face, and only for the domain of the caller's verified address. Any other domain
 * answers 404 like an unused one, so nobody maps other companies' organisations.
 */
@QueryHandler(GetCustomerByDomainQuery)
export class GetCustomerByDomainHandler implements IQueryHandler<GetCustomerByDomainQuery, CustomerByDomain> {
  constructor(
    private readonly members: Members,
    @Inject(INFRASTRUCTURE) private readonly infrastructure: Infrastructure,
  ) {}

  async execute({ userId, domain }: GetCustomerByDomainQuery): Promise<CustomerByDomain> {
    const user = await this.members.user(userId);
    const ownDomain = emailDomainOf(user.email);
    // A public domain claimed before it was known to be public is nobody's own company.
    if (!user.email_verified || domain.trim().toLowerCase() !== ownDomain || !emailDomainAdmitsColleagues(ownDomain)) throw notFound();
    const [customer] = await this.infrastructure.readStore.find<CustomerDocument>(
      'customers',
      { email_domains: { contains: ownDomain } },
      { limit: 1 },
    );
    if (!customer) throw notFound();
    return { name: customer.name, namespace: customer.namespace, acceptAllUsers: customer.acceptAllUsers };
  }
}
