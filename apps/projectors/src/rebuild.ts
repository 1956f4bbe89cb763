import 'reflect-metadata';
import { loadConfig } from '@app/infrastructure/config/config';
import { createInfrastructure } from '@app/infrastructure/infrastructure';
import { allProjections } from './runtime/projections';
import { rebuildProjections } from './runtime/rebuild';

/**
 * `npm run projections:rebuild`: replay every event from position 0 into fresh read models;
 * `-- --only users` (a collection or processor id, repeatable) rebuilds just those.
 */
function chosenProjections(argv: string[]) {
  const only = argv.flatMap((argument, index) => (argument === '--only' && argv[index + 1] ? [argv[index + 1]] : []));
  if (only.length === 0) return allProjections;
  const chosen = allProjections.filter((projection) => only.includes(projection.collection) || only.includes(`projection:${projection.collection}`));
  const unknown = only.filter((name) => !chosen.some((projection) => name === projection.collection || name === `projection:${projection.collection}`));
  if (unknown.length > 0) throw new Error(`No read model named ${unknown.join(', ')}; known: ${allProjections.map((projection) => projection.collection).join(', ')}`);
  return chosen;
}

async function main(): Promise<void> {
  const started = Date.now();
  const projections = chosenProjections(process.argv.slice(2));
  const infrastructure = await createInfrastructure(loadConfig());
  try {
    const report = await rebuildProjections(infrastructure.eventStore, infrastructure.readStore, projections, (progress) => {
      if (progress.events % 10_000 === 0) console.log(`replayed ${progress.events} events (position ${progress.position})`);
    });
    console.log(`Rebuilt ${projections.map((p) => p.collection).join(', ')} from ${report.events} events up to position ${report.position} in ${Date.now() - started} ms.`);
  } finally {
    await infrastructure.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
