import type { Infrastructure } from '@app/infrastructure';
import { INFRASTRUCTURE } from '@app/infrastructure/http';
import { Module } from '@nestjs/common';
import { Accounts } from './accounts';
import { EventSourcedRepository } from '@app/infrastructure/event-store';
import { LegacySessions } from './legacy-sessions';
import { Sessions } from './sessions';

/** What every context's commands share: one repository (one queue per stream), accounts and sessions. */
@Module({
  providers: [
    {
      provide: EventSourcedRepository,
      useFactory: (infrastructure: Infrastructure) => new EventSourcedRepository(infrastructure.eventStore),
      inject: [INFRASTRUCTURE],
    },
    Accounts,
    LegacySessions,
    Sessions,
  ],
  exports: [EventSourcedRepository, Accounts, Sessions],
})
export class CommandsSharedModule {}
