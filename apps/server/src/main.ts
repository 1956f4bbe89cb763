import 'reflect-metadata';
import { CommandApiModule } from '@app/command-api/command-api.module';
import { loadConfig } from '@app/infrastructure/config/config';
import { createHttpApp } from '@app/infrastructure/http/create-http-app';
import { createInfrastructure } from '@app/infrastructure/infrastructure';
import { ProjectorsModule } from '@app/projectors/projectors.module';
import { QueryApiModule } from '@app/query-api/query-api.module';
import { Logger } from '@nestjs/common';

/** `npm start`: the three apps in one process on one port, with the web app. */
async function main(): Promise<void> {
  const started = Date.now();
  const config = loadConfig();
  const infrastructure = await createInfrastructure(config);
  const app = await createHttpApp(infrastructure, [CommandApiModule, QueryApiModule, ProjectorsModule], { title: 'Insight Assistant API', serveWeb: true });
  await app.listen(config.port, config.host);
  const logger = new Logger('Server');
  logger.log(infrastructure.describe());
  logger.log(`Ready in ${Date.now() - started} ms on ${config.publicUrl} (API docs at ${config.publicUrl}/api/docs)`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
