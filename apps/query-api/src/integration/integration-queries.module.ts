import { Module } from '@nestjs/common';
import { QueriesSharedModule } from '../shared/queries-shared.module';
import { GetIntegrationEventsController } from './get-integration-events/get-integration-events.controller';
import { GetIntegrationEventsHandler } from './get-integration-events/get-integration-events.handler';

/** The integration-event feed analysts read when no broker is configured. */
@Module({ imports: [QueriesSharedModule], controllers: [GetIntegrationEventsController], providers: [GetIntegrationEventsHandler] })
export class IntegrationQueriesModule {}
