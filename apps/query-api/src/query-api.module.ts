import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { GetUserController } from './identity/get-user/get-user.controller';
import { GetUserHandler } from './identity/get-user/get-user.handler';
import { GetCustomerByDomainController } from './organisations/get-customer-by-domain/get-customer-by-domain.controller';
import { GetCustomerByDomainHandler } from './organisations/get-customer-by-domain/get-customer-by-domain.handler';
import { GetCustomersController } from './organisations/get-customers/get-customers.controller';
import { GetCustomersHandler } from './organisations/get-customers/get-customers.handler';
import { GetIntegrationEventsController } from './integration/get-integration-events/get-integration-events.controller';
import { GetIntegrationEventsHandler } from './integration/get-integration-events/get-integration-events.handler';
import { LiveUpdatesGateway } from './realtime/live-updates.gateway';
import { Members } from './shared/members';

/** Every GET, answered from read models only, plus the live-update sockets. */
@Module({
  imports: [CqrsModule.forRoot()],
  controllers: [GetUserController, GetCustomersController, GetCustomerByDomainController, GetIntegrationEventsController],
  providers: [Members, GetUserHandler, GetCustomersHandler, GetCustomerByDomainHandler, GetIntegrationEventsHandler, LiveUpdatesGateway],
})
export class QueryApiModule {}
