import 'reflect-metadata';
import { loadConfig } from '@app/infrastructure/config';
import { createHttpApp } from '@app/infrastructure/http';
import { createInfrastructure } from '@app/infrastructure';
import { Logger } from '@nestjs/common';
import { CommandApiModule } from './command-api.module';

/** The command side alone (production topology): POST, PUT and DELETE under /api. */
async function main(): Promise<void> {
  const config = loadConfig();
  const infrastructure = await createInfrastructure(config);
  const app = await createHttpApp(infrastructure, [CommandApiModule], {
    title: 'Insight Assistant command API',
    serveWeb: false,
    docsPath: 'docs/command',
  });
  await app.listen(config.port, config.host);
  new Logger('CommandApi').log(`${infrastructure.describe()}; listening on ${config.port}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
