import { EventSourcedRepository } from '@app/infrastructure/event-store';
import { INFRASTRUCTURE } from '@app/infrastructure/http';
import type { Infrastructure } from '@app/infrastructure';
import { ProcessorRunner } from '@app/infrastructure/processors';
import { chatCompletionsProviderFromEnv } from '@app/insights';
import { Inject, Injectable, Logger, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { jobKinds } from './jobs/job-kinds';
import { JobRunner } from './jobs/job-runner';
import { jobsProcessor } from './jobs/jobs-processor';
import { ThreadPool } from './threads/thread-pool';

/** Progress events per job: at most one a second. */
const PROGRESS_INTERVAL_MS = 1000;

/** Runs long jobs: follows the log for the `jobs` read model, claims open jobs, computes on a thread pool. */
@Injectable()
export class WorkerLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Worker');
  private readonly pool: ThreadPool;
  private readonly runner: JobRunner;
  private readonly processors: ProcessorRunner;
  private readonly kinds: ReturnType<typeof jobKinds>;

  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: Infrastructure) {
    const { eventStore, readStore, progress, config, files } = infrastructure;
    const repository = new EventSourcedRepository(eventStore);
    const log = { info: (message: string) => this.logger.log(message), error: (message: string) => this.logger.error(message) };
    this.pool = new ThreadPool(config.jobs.threads);
    const llm = chatCompletionsProviderFromEnv(process.env, fetch);
    this.kinds = jobKinds(this.pool, { files, repository, eventStore, readStore, llm });
    this.runner = new JobRunner(
      this.kinds,
      {
        ...config.jobs,
        workerId: `worker-${randomUUID()}`,
        progressIntervalMs: PROGRESS_INTERVAL_MS,
      },
      { repository, readStore, clock: () => new Date(), log },
    );
    this.processors = new ProcessorRunner(eventStore, readStore, progress, log.error);
  }

  async onApplicationBootstrap(): Promise<void> {
    // Not awaited: the worker takes jobs at once, and a job that comes first simply loads its file itself.
    const threadFiles = [...this.kinds.values()].flatMap((kind) => (kind.threadFile ? [kind.threadFile] : []));
    this.pool.warm(threadFiles).catch((error: unknown) => this.logger.warn(`thread warm-up failed: ${String(error)}`));
    await this.processors.start([jobsProcessor(this.infrastructure.readStore, this.runner)]);
    this.runner.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.processors.stop();
    await this.runner.stop();
    await this.pool.destroy();
  }
}

@Module({ providers: [WorkerLifecycle] })
export class WorkerModule {}
