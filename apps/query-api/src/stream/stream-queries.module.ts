import { insightCommentPublication } from '@app/domain';
import type { Infrastructure } from '@app/infrastructure';
import { INFRASTRUCTURE } from '@app/infrastructure/http';
import { Inject, Module } from '@nestjs/common';
import { QueriesSharedModule } from '../shared/queries-shared.module';
import { GetStreamEventsController } from './get-stream-events/get-stream-events.controller';
import { StreamEventsReader } from './get-stream-events/stream-events.reader';
import { ListStreamKeysController } from './list-stream-keys/list-stream-keys.controller';
import { StreamCallerGuard } from './stream-caller.guard';

/** The analyst stream over HTTP (for teams without Kafka) and the list of its keys. */
@Module({
  imports: [QueriesSharedModule],
  controllers: [GetStreamEventsController, ListStreamKeysController],
  providers: [StreamEventsReader, StreamCallerGuard],
})
export class StreamQueriesModule {
  constructor(@Inject(INFRASTRUCTURE) infrastructure: Infrastructure) {
    // Insights' comments reach analysts without their text (see the integration mapping).
    infrastructure.integrationEvents.register(insightCommentPublication);
  }
}
