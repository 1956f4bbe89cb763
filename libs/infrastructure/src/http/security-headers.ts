import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

type Directives = Record<string, string[]>;

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

type Headers = Readonly<Record<string, string>>;

/**
 * The headers helmet sets for these options, worked out once. Helmet decides the header values;
 * running its middleware on every request (as @fastify/helmet does, rebuilding it from the options
 * each time) cost the server about 4 % of its event loop for headers that never change, since no
 * policy here depends on the request (no nonce).
 */
function headersOf(policy: Directives, https: boolean): Headers {
  const options: HelmetOptions = {
    contentSecurityPolicy: { useDefaults: false, directives: policy },
    strictTransportSecurity: https ? { maxAge: ONE_YEAR_IN_SECONDS, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
  };
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string | number) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, collector as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** The answers' security headers: the API's, the API docs page's and the web app's. */
export interface SecurityHeaders {
  api: Headers;
  apiDocs: Headers;
  webApp: Headers;
}

/**
 * Helmet's set (no MIME sniffing, no framing, same-origin referrers, Cross-Origin-Opener-Policy
 * same-origin, ...) with each kind of answer's own policy. HSTS when the public URL is https: behind
 * a TLS-terminating proxy the request itself arrives over http, so the public URL is what tells.
 */
export function securityHeadersFor(publicUrl: string): SecurityHeaders {
  const https = publicUrl.startsWith('https://');
  return { api: headersOf(API_POLICY, https), apiDocs: headersOf(API_DOCS_POLICY, https), webApp: headersOf(WEB_APP_POLICY, https) };
}

/**
 * The API's headers on every answer, the API docs' under `docsPrefix`; the web app's answers
 * replace them with its own (serveWebApp).
 */
export function registerSecurityHeaders(fastify: FastifyInstance, headers: SecurityHeaders, docsPrefix: string): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    const pathname = request.url.split('?', 1)[0];
    const docs = pathname === docsPrefix || pathname.startsWith(`${docsPrefix}/`);
    reply.headers(docs ? headers.apiDocs : headers.api);
    done();
  });
}
