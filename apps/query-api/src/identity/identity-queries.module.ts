import { identityPublication } from '@app/domain';
import type { Infrastructure } from '@app/infrastructure';
import { INFRASTRUCTURE } from '@app/infrastructure/http';
import { Inject, Module } from '@nestjs/common';
import { QueriesSharedModule } from '../shared/queries-shared.module';
import { GetUserController } from './get-user/get-user.controller';
import { GetUserHandler } from './get-user/get-user.handler';

/** The identity context's queries, and how its events reach analysts through the feed. */
@Module({ imports: [QueriesSharedModule], controllers: [GetUserController], providers: [GetUserHandler] })
export class IdentityQueriesModule {
  constructor(@Inject(INFRASTRUCTURE) infrastructure: Infrastructure) {
    infrastructure.integrationEvents.register(identityPublication);
  }
}
