import 'reflect-metadata';
import { loadConfig } from '@app/infrastructure/config';
import { InfrastructureModule } from '@app/infrastructure/http';
import { createInfrastructure } from '@app/infrastructure';
import { Logger, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { WorkerModule } from './worker.module';

/** The worker alone (production topology): no HTTP; several of them share the job queue. */
async function main(): Promise<void> {
  const infrastructure = await createInfrastructure(loadConfig());

  @Module({ imports: [InfrastructureModule.forRoot(infrastructure), WorkerModule] })
  class WorkerHost {}

  const app = await NestFactory.createApplicationContext(WorkerHost);
  app.enableShutdownHooks();
  await app.init();
  new Logger('Worker').log(`${infrastructure.describe()}; working`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
