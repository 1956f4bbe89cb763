import type { Processor, AnyProjection } from '@app/infrastructure/processors';
import { projectionProcessorId } from '@app/infrastructure/read-store';
import { Injectable, Module } from '@nestjs/common';

/**
 * What the contexts run in the projectors: each context's module adds its read models and
 * reactors here, and the projectors, the rebuild and the tests take them from here, so adding a
 * context touches no list of read models or reactors.
 */
@Injectable()
export class ProcessorRegistry {
  private readonly readModels: Array<AnyProjection> = [];
  private readonly inheritors: Array<AnyProjection> = [];
  private readonly reactorProcessors: Processor[] = [];

  /**
   * A context's read models, each run as a processor of its own. `heldSharedCheckpoint`: they
   * existed when all read models shared one checkpoint, and take it over once (shared-checkpoint.ts).
   */
  addProjections(projections: ReadonlyArray<AnyProjection>, options: { heldSharedCheckpoint?: boolean } = {}): void {
    for (const projection of projections) this.assertNew(projectionProcessorId(projection.collection));
    this.readModels.push(...projections);
    if (options.heldSharedCheckpoint) this.inheritors.push(...projections);
  }

  addReactors(reactors: readonly Processor[]): void {
    for (const reactor of reactors) {
      if (reactor.kind !== 'reactor') throw new Error(`${reactor.id} is a ${reactor.kind}, not a reactor`);
      this.assertNew(reactor.id);
    }
    this.reactorProcessors.push(...reactors);
  }

  get projections(): ReadonlyArray<AnyProjection> {
    return this.readModels;
  }

  get projectionsBeforeOwnCheckpoints(): ReadonlyArray<AnyProjection> {
    return this.inheritors;
  }

  get reactors(): readonly Processor[] {
    return this.reactorProcessors;
  }

  /** Two processors with one id would share, and fight over, one checkpoint. */
  private assertNew(id: string): void {
    const taken = [
      ...this.readModels.map((projection) => projectionProcessorId(projection.collection)),
      ...this.reactorProcessors.map((reactor) => reactor.id),
    ];
    if (taken.includes(id)) throw new Error(`Processor ${id} is registered twice`);
  }
}

@Module({ providers: [ProcessorRegistry], exports: [ProcessorRegistry] })
export class ProcessorRegistryModule {}
