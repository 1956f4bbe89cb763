import { AccessTokens } from '@app/infrastructure/security/access-tokens';
import { ApiClient, STRONG_PASSWORD } from '../support/api-client';
import { type RunningApp, startApp } from '../support/start-app';

type Caller = 'owner' | 'otherMember' | 'otherAdmin';

interface RouteRule {
  /** public: no token needed; otherwise the route needs a valid access token. */
  access: 'public' | 'authenticated';
  request?: { path?: string; body?: unknown };
  /** Expected status per signed-in caller; another organisation's data must be 404. */
  expect?: Record<Caller, number>;
}

/**
 * Every route the APIs publish (read from the OpenAPI document at run time) must appear here; a
 * route added without an access rule fails this test.
 */
const ROUTES: Record<string, RouteRule> = {
  'GET /api/health': { access: 'public' },
  'POST /api/user/create': { access: 'public' },
  'POST /api/auth/login': { access: 'public' },
  'POST /api/auth/refresh': { access: 'public' },
  'POST /api/auth/logout': { access: 'public' },
  'POST /api/auth/verify-email': { access: 'public' },
  'POST /api/user/login': { access: 'public' },
  'POST /api/user/reset-password': { access: 'public' },
  'POST /api/auth/reset-password': { access: 'public' },
  'POST /api/user/verify-email': { access: 'authenticated', expect: { owner: 409, otherMember: 409, otherAdmin: 409 } },
  'PUT /api/user/api': { access: 'authenticated', request: { body: { language: 'pt' } }, expect: { owner: 200, otherMember: 200, otherAdmin: 200 } },
  'POST /api/user/google/complete-profile': { access: 'authenticated', request: { body: { role: 'Design' } }, expect: { owner: 409, otherMember: 409, otherAdmin: 409 } },
  'POST /api/customers/api': {
    access: 'authenticated',
    request: { body: { name: 'Second', namespace: 'secondorg', acceptAllUsers: false } },
    expect: { owner: 409, otherMember: 409, otherAdmin: 409 },
  },
  'POST /api/customers/email-domains': { access: 'authenticated', request: { body: { domains: [] } }, expect: { owner: 200, otherMember: 403, otherAdmin: 200 } },
  // Every caller here already belongs to an organisation.
  'POST /api/customers/join-by-domain': { access: 'authenticated', expect: { owner: 409, otherMember: 409, otherAdmin: 409 } },
  'POST /api/customers/invitations': { access: 'authenticated', request: { body: { email: 'invitee@route.test' } }, expect: { owner: 201, otherMember: 201, otherAdmin: 201 } },
  'GET /api/user/api': { access: 'authenticated', expect: { owner: 200, otherMember: 200, otherAdmin: 200 } },
  'GET /api/customers/api': { access: 'authenticated', request: { path: '/api/customers/api?namespace=ownerorg' }, expect: { owner: 200, otherMember: 404, otherAdmin: 404 } },
  'GET /api/integration-events': { access: 'authenticated', expect: { owner: 200, otherMember: 403, otherAdmin: 200 } },
  'GET /api/customers/by-domain': { access: 'authenticated', request: { path: '/api/customers/by-domain?domain=nobody.test' }, expect: { owner: 404, otherMember: 404, otherAdmin: 404 } },
};

describe('access to every route', () => {
  let app: RunningApp;
  const callers = {} as Record<Caller, ApiClient>;

  async function member(email: string, organisation: { name: string; namespace: string } | null, inviter?: ApiClient): Promise<ApiClient> {
    if (inviter) expect((await inviter.post('/api/customers/invitations', { email })).status).toBe(201);
    const client = new ApiClient(app.baseUrl);
    expect((await client.post('/api/user/create', { email, password: STRONG_PASSWORD, firstName: 'R', lastName: 'A', role: 'Product' })).status).toBe(201);
    const link = (await app.linksSentTo(email)).find((sent) => sent.includes('/email-verification'))!;
    expect((await client.post('/api/auth/verify-email', { token: new URL(link).searchParams.get('token') })).status).toBe(200);
    await client.login(email, STRONG_PASSWORD);
    if (organisation) expect((await client.post('/api/customers/api', { ...organisation, acceptAllUsers: false })).status).toBe(201);
    return client;
  }

  beforeAll(async () => {
    app = await startApp({ RATE_LIMIT_INVITATIONS_PER_HOUR: '100' });
    callers.owner = await member('owner@route.test', { name: 'Owner org', namespace: 'ownerorg' });
    callers.otherAdmin = await member('admin@other.test', { name: 'Other org', namespace: 'otherorg' });
    callers.otherMember = await member('member@other.test', null, callers.otherAdmin);
  });
  afterAll(async () => {
    await app.stop();
  });

  it('has an access rule for every published route and enforces it for every caller', async () => {
    const document = (await new ApiClient(app.baseUrl).get('/api/docs/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
    const published = Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    expect(published.length).toBeGreaterThan(10);
    expect(published.filter((route) => !(route in ROUTES))).toEqual([]);
    expect(Object.keys(ROUTES).filter((route) => !published.includes(route))).toEqual([]);

    const claims = JSON.parse(Buffer.from(callers.owner.accessToken!.split('.')[1], 'base64url').toString());
    const expired = await new AccessTokens('test-secret-that-is-long-enough-for-hs256', 'http://localhost:3000', 60).sign(
      { userId: claims.sub, sessionId: claims.sid },
      new Date(Date.now() - 7200_000),
    );
    const [header, payload, signature] = callers.owner.accessToken!.split('.');
    const tampered = `${header}.${payload}.${signature.slice(0, -4)}AAAA`;

    for (const [route, rule] of Object.entries(ROUTES)) {
      const [method, path] = route.split(' ');
      const target = rule.request?.path ?? path;
      const body = method === 'GET' ? undefined : (rule.request?.body ?? {});
      if (rule.access === 'public') {
        const anonymous = await new ApiClient(app.baseUrl).request(method, target, body);
        expect({ route, status: anonymous.status < 500 }).toEqual({ route, status: true });
        continue;
      }
      for (const token of [null, expired, tampered, 'garbage']) {
        const response = await new ApiClient(app.baseUrl).request(method, target, body, token ? { authorization: `Bearer ${token}` } : {});
        expect({ route, token: token?.slice(0, 12) ?? 'none', status: response.status }).toEqual({ route, token: token?.slice(0, 12) ?? 'none', status: 401 });
      }
      for (const caller of ['owner', 'otherMember', 'otherAdmin'] as const) {
        const response = await callers[caller].request(method, target, body);
        expect({ route, caller, status: response.status }).toEqual({ route, caller, status: rule.expect![caller] });
      }
    }
  });
});
