import { Module } from '@nestjs/common';
import { QueriesSharedModule } from '../shared/queries-shared.module';
import { GetUserController } from './get-user/get-user.controller';
import { GetUserHandler } from './get-user/get-user.handler';

/** The identity context's queries. */
@Module({ imports: [QueriesSharedModule], controllers: [GetUserController], providers: [GetUserHandler] })
export class IdentityQueriesModule {}
