import fastifyMultipart from '@fastify/multipart';
import { HttpException } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';

/** What a route that takes files says in its Fastify route config. */
interface FileRouteConfig {
  acceptsFiles?: boolean;
}

/** Marks a route as taking multipart bodies; every other route keeps refusing them (415). */
export const AcceptsFiles = () => RouteConfig({ acceptsFiles: true } satisfies FileRouteConfig);

/**
 * Multipart bodies, for the routes marked with AcceptsFiles only. Everywhere else they stay a 415
 * as before: a plain HTML form on another site can post multipart, and a route that reads JSON must
 * not be reachable that way (login CSRF). The file itself is streamed by the route, which applies
 * its own cap while it stores; these limits bound the rest of the body (fields, parts, headers).
 */
export async function registerFileUploads(fastify: FastifyInstance): Promise<void> {
  await fastify.register(fastifyMultipart, {
    limits: { fields: 8, fieldNameSize: 64, fieldSize: 4096, files: 1, parts: 10, headerPairs: 50 },
  });
  fastify.addHook('onRequest', async (request) => {
    const contentType = request.headers['content-type'] ?? '';
    if (!/^multipart\//i.test(contentType)) return;
    if ((request.routeOptions.config as FileRouteConfig).acceptsFiles) return;
    throw new HttpException({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the request body as JSON.' }, 415);
  });
}
