import 'reflect-metadata';
import { loadConfig } from '@app/infrastructure/config';
import { InfrastructureModule } from '@app/infrastructure/http';
import { createInfrastructure } from '@app/infrastructure';
import type { AnyProjection } from '@app/infrastructure/processors';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ProcessorContextsModule } from './processor-contexts.module';
import { ProcessorRegistry } from './runtime/processor-registry';
import { rebuildProjections } from './runtime/rebuild';

/**
 * `npm run projections:rebuild`: replay every event from position 0 into fresh read models;
 * `-- --only users` (a collection or processor id, repeatable) rebuilds just those. The read
 * models are the ones the contexts' modules register, as in the running projectors.
 */
function chosenProjections(argv: string[], known: ReadonlyArray<AnyProjection>) {
  const only = argv.flatMap((argument, index) => (argument === '--only' && argv[index + 1] ? [argv[index + 1]] : []));
  if (only.length === 0) return known;
  const chosen = known.filter((projection) => only.includes(projection.collection) || only.includes(`projection:${projection.collection}`));
  const unknown = only.filter(
    (name) => !chosen.some((projection) => name === projection.collection || name === `projection:${projection.collection}`),
  );
  if (unknown.length > 0)
    throw new Error(`No read model named ${unknown.join(', ')}; known: ${known.map((projection) => projection.collection).join(', ')}`);
  return chosen;
}

async function main(): Promise<void> {
  const started = Date.now();
  const infrastructure = await createInfrastructure(loadConfig());

  @Module({ imports: [InfrastructureModule.forRoot(infrastructure), ProcessorContextsModule] })
  class RebuildHost {}

  // The contexts' modules only register here; nothing is started. Closing it closes the stores.
  const contexts = await NestFactory.createApplicationContext(RebuildHost, { logger: ['error', 'warn'] });
  try {
    const projections = chosenProjections(process.argv.slice(2), contexts.get(ProcessorRegistry).projections);
    const report = await rebuildProjections(infrastructure.eventStore, infrastructure.readStore, projections, (progress) => {
      if (progress.events % 10_000 === 0) console.log(`replayed ${progress.events} events (position ${progress.position})`);
    });
    console.log(
      `Rebuilt ${projections.map((p) => p.collection).join(', ')} from ${report.events} events up to position ${report.position} in ${Date.now() - started} ms.`,
    );
  } finally {
    await contexts.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
