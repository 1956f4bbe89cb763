import 'reflect-metadata';
import { CommandApiModule } from '@app/command-api/command-api.module';
import { type AppConfig, loadConfig } from '@app/infrastructure/config';
import { createHttpApp } from '@app/infrastructure/http';
import { createInfrastructure, type Infrastructure } from '@app/infrastructure';
import { ProjectorsModule } from '@app/projectors/projectors.module';
import { QueryApiModule } from '@app/query-api/query-api.module';
import { WorkerModule } from '@app/worker/worker.module';
import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

export interface RunningServer {
  app: NestFastifyApplication;
  infrastructure: Infrastructure;
  config: AppConfig;
}

/**
 * The `npm start` process: the four apps (commands, queries, projectors, the job worker) in one
 * process on one port, with the web app, listening when this resolves. Kept apart from main.ts so
 * a harness (the benchmark's) boots exactly this process and still reaches its infrastructure.
 */
export async function bootServer(config: AppConfig = loadConfig()): Promise<RunningServer> {
  const started = Date.now();
  const infrastructure = await createInfrastructure(config);
  const app = await createHttpApp(infrastructure, [CommandApiModule, QueryApiModule, ProjectorsModule, WorkerModule], {
    title: 'Insight Assistant API',
    serveWeb: true,
  });
  await app.listen(config.port, config.host);
  const logger = new Logger('Server');
  logger.log(infrastructure.describe());
  logger.log(`Ready in ${Date.now() - started} ms on ${config.publicUrl} (API docs at ${config.publicUrl}/api/docs)`);
  return { app, infrastructure, config };
}
