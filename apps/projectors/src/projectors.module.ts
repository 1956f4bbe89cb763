import type { Infrastructure } from '@app/infrastructure/infrastructure';
import { INFRASTRUCTURE } from '@app/infrastructure/http/infrastructure.module';
import { Inject, Injectable, Logger, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { IntegrationRelay } from './runtime/integration-relay';
import { ProjectorRunner } from './runtime/projector-runner';
import { allProjections } from './runtime/projections';

/** Starts the read-model projector and, when a broker is configured, the integration relay. */
@Injectable()
export class ProjectorsLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Projectors');
  private readonly runner: ProjectorRunner;
  private readonly relay: IntegrationRelay | null;

  constructor(@Inject(INFRASTRUCTURE) infrastructure: Infrastructure) {
    const log = (message: string) => this.logger.error(message);
    this.runner = new ProjectorRunner(infrastructure.eventStore, infrastructure.readStore, allProjections, infrastructure.liveUpdates, infrastructure.progress, log);
    this.relay = infrastructure.integrationPublisher
      ? new IntegrationRelay(infrastructure.eventStore, infrastructure.readStore, infrastructure.integrationPublisher, log)
      : null;
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.runner.start();
    await this.relay?.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.runner.stop();
    await this.relay?.stop();
  }
}

@Module({ providers: [ProjectorsLifecycle] })
export class ProjectorsModule {}
