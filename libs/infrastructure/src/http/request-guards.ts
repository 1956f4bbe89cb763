import { BadRequestException } from '@nestjs/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Deeper JSON than any of our bodies needs; recursive validators overflow the stack long before 1,500. */
export const MAX_JSON_DEPTH = 32;

/**
 * The first place a text cannot be stored, or null. PostgreSQL (and so PGlite) refuses NUL in
 * text and jsonb, and a lone UTF-16 surrogate is not Unicode at all: JSON encoders write it as an
 * escape that jsonb rejects and other stores mangle. Keys are checked as well as values.
 */
export function findUnstorableText(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') || !value.isWellFormed() ? path || 'value' : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    const where = path ? `${path}.${key}` : key;
    if (key.includes('\u0000') || !key.isWellFormed()) return where;
    const found = findUnstorableText(inner, where);
    if (found) return found;
  }
  return null;
}

/** How deep the arrays and objects of a JSON text nest, counted without parsing it (strings skipped). */
export function jsonNestingExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c /* \ */) index += 1;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x7b /* { */ || char === 0x5b /* [ */) {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === 0x7d /* } */ || char === 0x5d /* ] */) {
      depth -= 1;
    }
  }
  return false;
}

const unstorable = (field: string) =>
  new BadRequestException({
    code: 'UNSUPPORTED_CHARACTERS',
    message: `"${field}" contains characters that cannot be saved (a NUL character or a broken Unicode sequence). Please remove them and try again.`,
  });

/**
 * The edge every route shares, before any DTO sees the request:
 * - JSON is the only body format (415 otherwise), so a plain HTML form on another site cannot post
 *   to us (login CSRF); JSON nested deeper than MAX_JSON_DEPTH is refused while parsing (400);
 * - text no store can hold is refused with 400 wherever it arrives: body, query string, path.
 * Routes that take files (AcceptsFiles) get multipart as well, from registerFileUploads, and no other route does.
 */
export function registerRequestGuards(fastify: FastifyInstance, bodyLimit: number): void {
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit }, (request, raw, done) => {
    const body = raw.toString();
    if (jsonNestingExceeds(body, MAX_JSON_DEPTH)) {
      done(
        new BadRequestException({ code: 'VALIDATION_FAILED', message: `The request body nests deeper than ${MAX_JSON_DEPTH} levels.` }),
        undefined,
      );
      return;
    }
    parseJson(request, body, done);
  });
  fastify.addHook('preValidation', async (request: FastifyRequest) => {
    const field = findUnstorableText(request.params) ?? findUnstorableText(request.query) ?? findUnstorableText(request.body);
    if (field) throw unstorable(field);
  });
}
