import 'reflect-metadata';
import { loadConfig } from '@app/infrastructure/config';
import { createHttpApp } from '@app/infrastructure/http';
import { createInfrastructure } from '@app/infrastructure';
import { Logger } from '@nestjs/common';
import { QueryApiModule } from './query-api.module';

/** The query side alone (production topology): GET under /api and the /socket.io live updates. */
async function main(): Promise<void> {
  const config = loadConfig();
  const infrastructure = await createInfrastructure(config);
  const app = await createHttpApp(infrastructure, [QueryApiModule], {
    title: 'Insight Assistant query API',
    serveWeb: false,
    docsPath: 'docs/query',
  });
  await app.listen(config.port, config.host);
  new Logger('QueryApi').log(`${infrastructure.describe()}; listening on ${config.port}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
