import { type DynamicModule, Global, type INestApplication, Module, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { ApiErrorResponse } from './api-error.response';
import { HealthController } from './health.controller';
import { INFRASTRUCTURE } from './infrastructure.module';

/** The title of the one-process server's document, which the web app's types are generated from. */
export const API_TITLE = 'Insight Assistant API';

/** Every route is served under this prefix. */
export const API_PREFIX = 'api';

/** Controllers every HTTP app hosts besides its app modules' own. */
export const HOST_CONTROLLERS = [HealthController];

/** The OpenAPI document of an app whose routes are mounted: the one served at /api/docs. */
export function buildApiDocument(app: INestApplication, title: string): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle(title)
    .setVersion('1')
    .addBearerAuth()
    // Any route can fail, and every failure has the one body toApiError builds (api-error.ts).
    .addGlobalResponse({ status: 'default', description: 'An error (4xx or 5xx), with a stable code', type: ApiErrorResponse })
    .build();
  return SwaggerModule.createDocument(app, config);
}

/**
 * The same document built from the modules' metadata alone, for the web app's generated types:
 * Nest's preview mode resolves the module graph without instantiating anything, so no store is
 * opened; the adapters are declared only so the graph resolves and are never created.
 */
export async function documentModules(modules: Array<Type | DynamicModule>, title: string): Promise<OpenAPIObject> {
  @Global()
  @Module({
    providers: [
      {
        provide: INFRASTRUCTURE,
        useFactory: () => {
          throw new Error('The infrastructure is never created in preview mode.');
        },
      },
    ],
    exports: [INFRASTRUCTURE],
  })
  class UncreatedInfrastructureModule {}

  @Module({ imports: [UncreatedInfrastructureModule, ...modules], controllers: HOST_CONTROLLERS })
  class DocumentedModule {}

  const app = await NestFactory.create(DocumentedModule, new FastifyAdapter(), {
    preview: true,
    logger: false,
    abortOnError: false,
    moduleIdGeneratorAlgorithm: 'deep-hash',
  });
  app.setGlobalPrefix(API_PREFIX);
  return buildApiDocument(app, title);
}
