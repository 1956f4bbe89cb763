import 'reflect-metadata';
import { loadConfig } from '@app/infrastructure/config';
import { InfrastructureModule } from '@app/infrastructure/http';
import { createInfrastructure } from '@app/infrastructure';
import { Logger, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ProjectorsModule } from './projectors.module';

/** The projectors alone (production topology): no HTTP, just the subscription loops. */
async function main(): Promise<void> {
  const infrastructure = await createInfrastructure(loadConfig());

  @Module({ imports: [InfrastructureModule.forRoot(infrastructure), ProjectorsModule] })
  class ProjectorsHost {}

  const app = await NestFactory.createApplicationContext(ProjectorsHost);
  app.enableShutdownHooks();
  await app.init();
  new Logger('Projectors').log(`${infrastructure.describe()}; projecting`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
