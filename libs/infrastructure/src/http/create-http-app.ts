import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { type DynamicModule, Logger, Module, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Infrastructure } from '../infrastructure';
import { API_PREFIX, buildApiDocument, HOST_CONTROLLERS } from './api-document';
import { ApiExceptionFilter } from './api-exception.filter';
import { registerCommandResults } from './consistency';
import { registerFileUploads } from './file-uploads';
import { InfrastructureModule } from './infrastructure.module';
import { registerRequestGuards } from './request-guards';
import { registerSecurityHeaders, type SecurityHeaders, securityHeadersFor } from './security-headers';
import { createValidationPipe } from './validation.pipe';

export interface HttpAppOptions {
  title: string;
  /** Where the OpenAPI document is served, under /api (default `docs`). */
  docsPath?: string;
  serveWeb: boolean;
  logger?: false | Array<'log' | 'error' | 'warn' | 'debug' | 'verbose' | 'fatal'>;
}

async function listFiles(root: string, dir = root): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? listFiles(root, path.join(dir, entry.name)) : [`/${path.relative(root, path.join(dir, entry.name))}`],
    ),
  );
  return nested.flat();
}

/**
 * Serves the built web app under its content security policy; any other non-API GET gets index.html
 * so client routes work on reload, except under /assets/, where a missing file is a 404 rather than
 * a page in place of a script. Production serves no source maps (its build makes none either).
 */
async function serveWebApp(app: NestFastifyApplication, webDistDir: string, production: boolean, headers: SecurityHeaders): Promise<void> {
  if (!existsSync(path.join(webDistDir, 'index.html'))) {
    new Logger('Web').warn(`No web build at ${webDistDir}; run npm run build:web. Serving the API only.`);
    return;
  }
  const files = new Set((await listFiles(webDistDir)).filter((file) => !(production && file.endsWith('.map'))));
  const fastify = app.getHttpAdapter().getInstance();
  await fastify.register(fastifyStatic, { root: webDistDir, serve: false });
  fastify.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const pathname = decodeURIComponent(request.url.split('?')[0]);
    if (pathname.startsWith('/api/') || pathname === '/api' || pathname.startsWith('/socket.io')) return;
    reply.headers(headers.webApp);
    if (!files.has(pathname) && pathname.startsWith('/assets/')) return reply.callNotFound();
    const file = files.has(pathname) ? pathname.slice(1) : 'index.html';
    const immutable = file.startsWith('assets/');
    // The reply settles when the file has gone out, or when the client hung up before it began (a
    // tab closed while its scripts load); then nothing was sent, and the request must end here
    // rather than go on to the API's routes as if no file had been asked for.
    await reply.sendFile(file, { immutable, maxAge: immutable ? 31_536_000_000 : 0, cacheControl: true });
    if (!reply.sent) reply.hijack();
    return reply;
  });
}

/**
 * One HTTP application hosting the given app modules on Fastify, with the shared edge: JSON body
 * cap (413), validation, error mapping, consistency headers, cookies, OpenAPI at /api/docs.
 * Several app modules share one instance in `npm start`; `deep-hash` module ids keep CqrsModule single.
 */
export async function createHttpApp(
  infrastructure: Infrastructure,
  modules: Array<Type | DynamicModule>,
  options: HttpAppOptions,
): Promise<NestFastifyApplication> {
  @Module({ imports: [InfrastructureModule.forRoot(infrastructure), ...modules], controllers: HOST_CONTROLLERS })
  class HostModule {}

  const adapter = new FastifyAdapter({
    bodyLimit: infrastructure.config.bodyLimitBytes,
    trustProxy: process.env.TRUST_PROXY === 'true',
    // SPEC.md writes some paths with a trailing slash (POST /recommendations/search/dismiss/): either spelling answers.
    routerOptions: { ignoreTrailingSlash: true },
  });
  const app = await NestFactory.create<NestFastifyApplication>(HostModule, adapter, {
    moduleIdGeneratorAlgorithm: 'deep-hash',
    logger: options.logger ?? ['log', 'error', 'warn'],
    abortOnError: false,
    // Bodies are parsed by the shared request guards only (JSON, depth-capped), never form-encoded.
    bodyParser: false,
  });
  registerRequestGuards(app.getHttpAdapter().getInstance(), infrastructure.config.bodyLimitBytes);
  await registerFileUploads(app.getHttpAdapter().getInstance());
  await app.register(fastifyCookie);
  registerCommandResults(app.getHttpAdapter().getInstance());
  const docsPath = `${API_PREFIX}/${options.docsPath ?? 'docs'}`;
  const securityHeaders = securityHeadersFor(infrastructure.config.publicUrl);
  registerSecurityHeaders(app.getHttpAdapter().getInstance(), securityHeaders, `/${docsPath}`);
  app.setGlobalPrefix(API_PREFIX);
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new ApiExceptionFilter());
  app.enableShutdownHooks();

  SwaggerModule.setup(docsPath, app, buildApiDocument(app, options.title), { jsonDocumentUrl: `${docsPath}/openapi.json` });

  if (options.serveWeb) await serveWebApp(app, infrastructure.config.webDistDir, infrastructure.config.production, securityHeaders);
  return app;
}
