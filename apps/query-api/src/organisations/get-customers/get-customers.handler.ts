import { DomainError } from '@app/domain';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type CustomerDocument, Members, withoutBookkeeping } from '../../shared/members';
import { GetCustomersQuery } from './get-customers.query';

const notFound = () => new DomainError('NOT_FOUND', 'not_found', 'Not found.');

/** A member sees their own organisation; any other namespace is 404, exactly like a missing one. */
@QueryHandler(GetCustomersQuery)
export class GetCustomersHandler implements IQueryHandler<GetCustomersQuery> {
  constructor(private readonly members: Members) {}

  async execute({ userId, namespace }: GetCustomersQuery): Promise<Array<Omit<CustomerDocument, '_position'>>> {
    const user = await this.members.user(userId);
    const customer = user.customer_id ? await this.members.customer(user.customer_id) : null;
    if (!customer) {
      if (namespace !== undefined) throw notFound();
      return [];
    }
    if (namespace !== undefined && customer.namespace !== namespace) throw notFound();
    return [withoutBookkeeping(customer)];
  }
}
