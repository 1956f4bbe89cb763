import type { Infrastructure } from '@app/infrastructure';
import { INFRASTRUCTURE } from '@app/infrastructure/http';
import { projectionProcessorId } from '@app/infrastructure/read-store';
import { Inject, Injectable, Logger, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { ProcessorRunner } from '@app/infrastructure/processors';
import { ProcessorContextsModule } from './processor-contexts.module';
import { ProcessorRegistry } from './runtime/processor-registry';
import { inheritSharedCheckpoint } from './runtime/shared-checkpoint';
import { standardProcessors } from './runtime/standard-processors';

/** Starts every processor the contexts registered (read models, reactors), live updates, and integration events when a broker is configured. */
@Injectable()
export class ProjectorsLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Projectors');
  private readonly runner: ProcessorRunner;

  constructor(
    @Inject(INFRASTRUCTURE) private readonly infrastructure: Infrastructure,
    private readonly registry: ProcessorRegistry,
  ) {
    this.runner = new ProcessorRunner(infrastructure.eventStore, infrastructure.readStore, infrastructure.progress, (message) =>
      this.logger.error(message),
    );
  }

  async onApplicationBootstrap(): Promise<void> {
    const { readStore, liveUpdates, progress, integrationPublisher, integrationEvents } = this.infrastructure;
    await inheritSharedCheckpoint(
      readStore,
      this.registry.projectionsBeforeOwnCheckpoints.map((projection) => projectionProcessorId(projection.collection)),
    );
    await this.runner.start(
      standardProcessors(this.registry, {
        readStore,
        liveUpdates,
        progress,
        integrationPublisher,
        integrationEvents,
        log: (message) => this.logger.error(message),
      }),
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.runner.stop();
  }
}

@Module({ imports: [ProcessorContextsModule], providers: [ProjectorsLifecycle] })
export class ProjectorsModule {}
