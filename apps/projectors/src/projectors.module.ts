import { identityPublication, organisationPublication } from '@app/domain';
import type { Infrastructure } from '@app/infrastructure/infrastructure';
import { INFRASTRUCTURE } from '@app/infrastructure/http/infrastructure.module';
import { projectionProcessorId } from '@app/infrastructure/read-store/projection-progress';
import { Inject, Injectable, Logger, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { ProcessorRunner } from '@app/infrastructure/processors/processor-runner';
import { allProjections, projectionsBeforeOwnCheckpoints } from './runtime/projections';
import { inheritSharedCheckpoint } from './runtime/shared-checkpoint';
import { standardProcessors } from './runtime/standard-processors';

/** Starts every processor: one per read model, live updates, and integration events when a broker is configured. */
@Injectable()
export class ProjectorsLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Projectors');
  private readonly runner: ProcessorRunner;

  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: Infrastructure) {
    this.runner = new ProcessorRunner(infrastructure.eventStore, infrastructure.readStore, infrastructure.progress, (message) => this.logger.error(message));
  }

  async onApplicationBootstrap(): Promise<void> {
    const { readStore, liveUpdates, progress, integrationPublisher, integrationEvents } = this.infrastructure;
    integrationEvents.register(identityPublication);
    integrationEvents.register(organisationPublication);
    await inheritSharedCheckpoint(readStore, projectionsBeforeOwnCheckpoints.map((projection) => projectionProcessorId(projection.collection)));
    await this.runner.start(standardProcessors(allProjections, { readStore, liveUpdates, progress, integrationPublisher, integrationEvents, log: (message) => this.logger.error(message) }));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.runner.stop();
  }
}

@Module({ providers: [ProjectorsLifecycle] })
export class ProjectorsModule {}
