import { logHead } from '@app/infrastructure/event-store';
import fc from 'fast-check';
import { ApiClient } from '../support/api-client';
import { verifiedMember } from '../support/members';
import { type RunningApp, startApp } from '../support/start-app';

interface Schema {
  $ref?: string;
  allOf?: Schema[];
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  enum?: unknown[];
  items?: Schema;
  example?: unknown;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { security?: unknown[]; requestBody?: { content?: Record<string, { schema?: Schema }> } }>>;
  components: { schemas: Record<string, Schema> };
}

const CASES_PER_ROUTE = 200;

/** Text a person, a careless client or an attacker might send. */
const hostileText = fc.constantFrom(
  '',
  ' ',
  ' \t\n ',
  'x'.repeat(5000),
  'a\u0000b',
  '\ud800',
  'é\u0301',
  '<script>alert(1)</script>',
  "'; drop table events; --",
  '{"$gt": ""}',
  '$where',
  '../../etc/passwd',
  '%00',
  'ana@example.com',
  'ANA@EXAMPLE.COM ',
  '@',
  'a@b',
);

/** Ordinary-looking text with a character no store can hold slipped in. */
const poisonedText = fc
  .tuple(fc.string({ maxLength: 10 }), fc.constantFrom('\u0000', '\ud800', '\udfff'), fc.string({ maxLength: 10 }))
  .map((parts) => parts.join(''));

function text(schema: Schema): fc.Arbitrary<unknown> {
  return fc.oneof(
    ...(schema.enum ? [{ weight: 3, arbitrary: fc.constantFrom(...schema.enum) }] : []),
    ...(typeof schema.example === 'string' ? [{ weight: 2, arbitrary: fc.constant(schema.example) }] : []),
    { weight: 1, arbitrary: fc.string() },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.emailAddress() },
    { weight: 1, arbitrary: fc.stringMatching(/^[a-z0-9]{1,30}$/) },
    { weight: 2, arbitrary: hostileText },
    { weight: 2, arbitrary: poisonedText },
  );
}

/** Mostly values of the declared shape (so requests get past the first check), sometimes anything at all. */
function valueFor(schema: Schema, components: OpenApiDocument['components']): fc.Arbitrary<unknown> {
  // A named schema (an enum shared by several fields) is referenced directly or as the one item of allOf.
  const reference = schema.$ref ?? schema.allOf?.[0]?.$ref;
  const resolved = reference ? components.schemas[reference.split('/').pop()!] : schema;
  let wellTyped: fc.Arbitrary<unknown>;
  switch (resolved.type) {
    case 'object':
      wellTyped = fc
        .tuple(
          fc.record(
            Object.fromEntries(Object.entries(resolved.properties ?? {}).map(([name, property]) => [name, valueFor(property, components)])),
            { requiredKeys: [] },
          ),
          fc.option(fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 2 }), { freq: 4 }),
        )
        .map(([known, extra]) => ({ ...(extra ?? {}), ...known }));
      break;
    case 'array':
      wellTyped = fc.array(valueFor(resolved.items ?? {}, components), { maxLength: 25 });
      break;
    case 'boolean':
      wellTyped = fc.boolean();
      break;
    case 'number':
    case 'integer':
      wellTyped = fc.oneof(fc.integer(), fc.double());
      break;
    default:
      wellTyped = text(resolved);
  }
  return fc.oneof(
    { weight: 6, arbitrary: wellTyped },
    { weight: 1, arbitrary: fc.constantFrom(null, true, 0, -1, 1e308, [], {}, { $gt: '' }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );
}

/** A whole body: usually JSON of the route's shape, sometimes any JSON, sometimes not JSON at all. */
function bodyFor(schema: Schema | undefined, components: OpenApiDocument['components']): fc.Arbitrary<string> {
  return fc.oneof(
    {
      weight: 8,
      arbitrary: valueFor(schema ?? { type: 'object', properties: {} }, components).map((value) => JSON.stringify(value) ?? 'null'),
    },
    { weight: 1, arbitrary: fc.string({ maxLength: 60 }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '',
        '{',
        '{"a":',
        '[1,2',
        '\u0000',
        `${'['.repeat(100)}${']'.repeat(100)}`,
        '{"__proto__":{"admin":true}}',
        '{"constructor":{"prototype":{}}}',
      ),
    },
  );
}

/**
 * Every POST, PUT and DELETE the APIs publish (read from the OpenAPI document at run time, so a
 * new route is fuzzed from the day it exists) receives a few hundred generated bodies: none may
 * answer 5xx, and a request that fails must store nothing.
 */
describe('body fuzzer over every command route', () => {
  let app: RunningApp;
  let document: OpenApiDocument;
  let admin: ApiClient;

  beforeAll(async () => {
    app = await startApp({ RATE_LIMIT_INVITATIONS_PER_HOUR: '100000' });
    admin = await verifiedMember(app, 'fuzz-admin@fuzz.test');
    expect((await admin.post('/api/customers/api', { name: 'Fuzz', namespace: 'fuzzorg', acceptAllUsers: false })).status).toBe(201);
    document = (await new ApiClient(app.baseUrl).get('/api/docs/openapi.json')).body;
  });
  afterAll(async () => {
    await app.stop();
  });

  /** Events stored after `position`, except the mail reactor's records of mails that earlier, successful requests asked for. */
  const commandEventsSince = async (position: number) =>
    (await app.infrastructure.eventStore.readAll(position, 1000)).filter((event) => !event.streamId.startsWith('mail-'));

  it('never answers 5xx and never stores anything for a failed request', async () => {
    const routes = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([method]) => ['post', 'put', 'delete', 'patch'].includes(method))
        .map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
    );
    expect(routes.length).toBeGreaterThan(10);
    for (const { method, path, operation } of routes) {
      const client = operation.security ? admin : new ApiClient(app.baseUrl);
      const schema = operation.requestBody?.content?.['application/json']?.schema;
      await fc
        .assert(
          fc.asyncProperty(bodyFor(schema, document.components), async (raw) => {
            const before = await logHead(app.infrastructure.eventStore);
            const response = await client.request(method, path, raw, { 'content-type': 'application/json' });
            const failed = response.status >= 400;
            return response.status < 500 && (!failed || (await commandEventsSince(before)).length === 0);
          }),
          { numRuns: CASES_PER_ROUTE, seed: 20261124, endOnFailure: true, examples: [] },
        )
        .catch((error: Error) => {
          throw new Error(`${method} ${path}: ${error.message}`);
        });
    }
    // A few seconds a route, and the routes grow with the product (more than 60 since issue 12).
  }, 300_000);
});
