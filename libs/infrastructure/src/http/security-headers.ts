import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';

type Directives = Record<string, string[]>;

const contentSecurityPolicy = (directives: Directives) => ({ contentSecurityPolicy: { useDefaults: false as const, directives } });

/** JSON answers are never meant to render as a page: nothing may load from one, nothing may frame it. */
const API_POLICY: Directives = {
  'default-src': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/**
 * The built web app loads only its own bundle: no inline or evaluated script, no inline style
 * element (React's style props go through the DOM, which CSP does not block). Data URIs are the
 * favicon and the select arrow. 'self' in connect-src also covers ws: and wss: to the same host,
 * which is where socket.io connects.
 */
const WEB_APP_POLICY: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * Swagger UI runs only its own script files, but the page @nestjs/swagger renders carries inline
 * <style> blocks and style attributes. Inline style cannot run script, and the page shows no user
 * content, so only here is it allowed.
 */
const API_DOCS_POLICY: Directives = { ...WEB_APP_POLICY, 'style-src': ["'self'", "'unsafe-inline'"] };

const ONE_YEAR_IN_SECONDS = 31_536_000;

/**
 * Security headers on every answer (helmet's set: no MIME sniffing, no framing, same-origin
 * referrers, Cross-Origin-Opener-Policy same-origin, ...) with the API's restrictive policy; the web
 * app (see applyWebAppPolicy) and the API docs under `docsPrefix` get their own. HSTS when the public
 * URL is https: behind a TLS-terminating proxy the request itself arrives over http, so the public
 * URL is what tells.
 */
export async function registerSecurityHeaders(fastify: FastifyInstance, options: { publicUrl: string; docsPrefix: string }): Promise<void> {
  await fastify.register(fastifyHelmet, {
    ...contentSecurityPolicy(API_POLICY),
    strictTransportSecurity: options.publicUrl.startsWith('https://') ? { maxAge: ONE_YEAR_IN_SECONDS, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
  });
  fastify.addHook('onRequest', async (request, reply) => {
    const pathname = request.url.split('?')[0];
    if (pathname === options.docsPrefix || pathname.startsWith(`${options.docsPrefix}/`))
      reply.helmet(contentSecurityPolicy(API_DOCS_POLICY));
  });
}

/** For an answer that is part of the web app (its HTML and assets) rather than of the API. */
export function applyWebAppPolicy(reply: FastifyReply): void {
  reply.helmet(contentSecurityPolicy(WEB_APP_POLICY));
}
