import { DomainError } from '@app/domain';
import type { Infrastructure } from '@app/infrastructure/infrastructure';
import { INFRASTRUCTURE } from '@app/infrastructure/http/infrastructure.module';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { CustomerDocument } from '../../shared/members';
import { GetCustomerByDomainQuery } from './get-customer-by-domain.query';

export interface CustomerByDomain {
  name: string;
  namespace: string;
  acceptAllUsers: boolean;
}

/** Tells someone signing up which organisation uses their email domain: only its public face. */
@QueryHandler(GetCustomerByDomainQuery)
export class GetCustomerByDomainHandler implements IQueryHandler<GetCustomerByDomainQuery, CustomerByDomain> {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: Infrastructure) {}

  async execute({ domain }: GetCustomerByDomainQuery): Promise<CustomerByDomain> {
    const [customer] = await this.infrastructure.readStore.find<CustomerDocument>('customers', { email_domains: { contains: domain.trim().toLowerCase() } }, { limit: 1 });
    if (!customer) throw new DomainError('NOT_FOUND', 'not_found', 'No organisation uses this email domain.');
    return { name: customer.name, namespace: customer.namespace, acceptAllUsers: customer.acceptAllUsers };
  }
}
