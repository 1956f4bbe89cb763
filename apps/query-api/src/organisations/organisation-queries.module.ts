import { organisationPublication } from '@app/domain';
import type { Infrastructure } from '@app/infrastructure';
import { INFRASTRUCTURE } from '@app/infrastructure/http';
import { Inject, Module } from '@nestjs/common';
import { QueriesSharedModule } from '../shared/queries-shared.module';
import { GetCustomerByDomainController } from './get-customer-by-domain/get-customer-by-domain.controller';
import { GetCustomerByDomainHandler } from './get-customer-by-domain/get-customer-by-domain.handler';
import { GetCustomersController } from './get-customers/get-customers.controller';
import { GetCustomersHandler } from './get-customers/get-customers.handler';

/** The organisations context's queries, and how its events reach analysts through the feed. */
@Module({
  imports: [QueriesSharedModule],
  controllers: [GetCustomersController, GetCustomerByDomainController],
  providers: [GetCustomersHandler, GetCustomerByDomainHandler],
})
export class OrganisationQueriesModule {
  constructor(@Inject(INFRASTRUCTURE) infrastructure: Infrastructure) {
    infrastructure.integrationEvents.register(organisationPublication);
  }
}
