import 'reflect-metadata';
import { loadConfig } from '@app/infrastructure/config/config';
import { createInfrastructure } from '@app/infrastructure/infrastructure';
import { allProjections } from './runtime/projections';
import { rebuildProjections } from './runtime/rebuild';

/** `npm run projections:rebuild`: replay every event from position 0 into fresh read models. */
async function main(): Promise<void> {
  const started = Date.now();
  const infrastructure = await createInfrastructure(loadConfig());
  try {
    const report = await rebuildProjections(infrastructure.eventStore, infrastructure.readStore, allProjections, (progress) => {
      if (progress.events % 10_000 === 0) console.log(`replayed ${progress.events} events (position ${progress.position})`);
    });
    console.log(`Rebuilt ${allProjections.map((p) => p.collection).join(', ')} from ${report.events} events up to position ${report.position} in ${Date.now() - started} ms.`);
  } finally {
    await infrastructure.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
