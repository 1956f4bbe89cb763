import { type DynamicModule, Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { Infrastructure } from '../infrastructure';

export const INFRASTRUCTURE = Symbol('Infrastructure');

/** Makes the adapters chosen at start-up available to every app module in the process. */
@Global()
@Module({})
export class InfrastructureModule implements OnApplicationShutdown {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: Infrastructure) {}

  /** Closes the adapters last (after every app module), releasing the data directory's lock. */
  async onApplicationShutdown(): Promise<void> {
    await this.infrastructure.close();
  }

  static forRoot(infrastructure: Infrastructure): DynamicModule {
    return {
      module: InfrastructureModule,
      // A factory, not useValue: module ids are hashed from metadata, and the adapters are not hashable.
      providers: [{ provide: INFRASTRUCTURE, useFactory: () => infrastructure }],
      exports: [INFRASTRUCTURE],
    };
  }
}
