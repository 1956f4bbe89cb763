import { AccessTokens } from '@app/infrastructure/security';
import { ApiClient, STRONG_PASSWORD } from '../support/api-client';
import { verifiedMember } from '../support/members';
import { type RunningApp, startApp } from '../support/start-app';

/**
 * The signed-in callers every protected route is tried with: Admin and Member of organisation A
 * (route.test, accepting its domain), the Admin of organisation B, someone verified without an
 * organisation, and someone who signed up and never verified their email.
 */
type Caller = 'adminA' | 'memberA' | 'adminB' | 'noOrganisation' | 'unverified';
const CALLERS: Caller[] = ['adminA', 'memberA', 'adminB', 'noOrganisation', 'unverified'];

interface RouteRule {
  /** public: no token needed; otherwise the route needs a valid access token. */
  access: 'public' | 'authenticated';
  request?: { path?: string; body?: unknown };
  /** Expected status per signed-in caller; another organisation's data must be 404. */
  expect?: Record<Caller, number>;
}

const everyone = (status: number): Record<Caller, number> => ({
  adminA: status,
  memberA: status,
  adminB: status,
  noOrganisation: status,
  unverified: status,
});

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
  'POST /api/user/verify-email': { access: 'authenticated', expect: { ...everyone(409), unverified: 200 } },
  'PUT /api/user/api': { access: 'authenticated', request: { body: { language: 'pt' } }, expect: everyone(200) },
  'POST /api/user/google/complete-profile': { access: 'authenticated', request: { body: { role: 'Design' } }, expect: everyone(409) },
  'POST /api/customers/api': {
    access: 'authenticated',
    // A taken URL, so that no caller's organisation changes halfway through the table.
    request: { body: { name: 'Second', namespace: 'ownerorg', acceptAllUsers: false } },
    expect: { ...everyone(409), unverified: 403 },
  },
  'POST /api/customers/email-domains': {
    access: 'authenticated',
    // A's own domain: kept by A's Admin; B's Admin has not proven it (400) and cannot take it.
    request: { body: { domains: ['route.test'] } },
    expect: { adminA: 200, memberA: 403, adminB: 400, noOrganisation: 404, unverified: 404 },
  },
  'POST /api/customers/join-by-domain': { access: 'authenticated', expect: { ...everyone(409), noOrganisation: 404, unverified: 403 } },
  'POST /api/customers/invitations': {
    access: 'authenticated',
    request: { body: { email: 'invitee@route.test' } },
    expect: { adminA: 201, memberA: 201, adminB: 201, noOrganisation: 404, unverified: 404 },
  },
  'GET /api/user/api': { access: 'authenticated', expect: everyone(200) },
  'GET /api/customers/api': {
    access: 'authenticated',
    request: { path: '/api/customers/api?namespace=ownerorg' },
    expect: { adminA: 200, memberA: 200, adminB: 404, noOrganisation: 404, unverified: 404 },
  },
  'GET /api/integration-events': {
    access: 'authenticated',
    expect: { adminA: 200, memberA: 403, adminB: 200, noOrganisation: 404, unverified: 404 },
  },
  'GET /api/customers/by-domain': {
    access: 'authenticated',
    request: { path: '/api/customers/by-domain?domain=route.test' },
    expect: { adminA: 200, memberA: 200, adminB: 404, noOrganisation: 404, unverified: 404 },
  },
};

describe('access to every route', () => {
  let app: RunningApp;
  const callers = {} as Record<Caller, ApiClient>;

  beforeAll(async () => {
    app = await startApp({ RATE_LIMIT_INVITATIONS_PER_HOUR: '100' });
    callers.adminA = await verifiedMember(app, 'owner@route.test');
    expect(
      (await callers.adminA.post('/api/customers/api', { name: 'Owner org', namespace: 'ownerorg', acceptAllUsers: true })).status,
    ).toBe(201);
    expect((await callers.adminA.post('/api/customers/invitations', { email: 'member@route.test' })).status).toBe(201);
    callers.memberA = await verifiedMember(app, 'member@route.test');
    callers.adminB = await verifiedMember(app, 'admin@other.test');
    expect(
      (await callers.adminB.post('/api/customers/api', { name: 'Other org', namespace: 'otherorg', acceptAllUsers: false })).status,
    ).toBe(201);
    callers.noOrganisation = await verifiedMember(app, 'loner@elsewhere.test');
    callers.unverified = new ApiClient(app.baseUrl);
    expect(
      (
        await callers.unverified.post('/api/user/create', {
          email: 'unverified@route.test',
          password: STRONG_PASSWORD,
          firstName: 'U',
          lastName: 'V',
          role: 'Design',
        })
      ).status,
    ).toBe(201);
    expect((await callers.unverified.login('unverified@route.test', STRONG_PASSWORD)).status).toBe(200);
    expect((await callers.memberA.get('/api/user/api')).body.customer).toMatchObject({ namespace: 'ownerorg', member_role: 'Member' });
  });
  afterAll(async () => {
    await app.stop();
  });

  it('has an access rule for every published route and enforces it for every caller, never answering 5xx', async () => {
    const document = (await new ApiClient(app.baseUrl).get('/api/docs/openapi.json')).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    const published = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(published.length).toBeGreaterThan(10);
    expect(published.filter((route) => !(route in ROUTES))).toEqual([]);
    expect(Object.keys(ROUTES).filter((route) => !published.includes(route))).toEqual([]);

    const claims = JSON.parse(Buffer.from(callers.adminA.accessToken!.split('.')[1], 'base64url').toString());
    const expired = await new AccessTokens('test-secret-that-is-long-enough-for-hs256', 'http://localhost:3000', 60).sign(
      { userId: claims.sub, sessionId: claims.sid },
      new Date(Date.now() - 7200_000),
    );
    const [header, payload, signature] = callers.adminA.accessToken!.split('.');
    const tampered = `${header}.${payload}.${signature.slice(0, -4)}AAAA`;

    const seen: Array<{ route: string; caller: string; status: number }> = [];
    for (const [route, rule] of Object.entries(ROUTES)) {
      const [method, path] = route.split(' ');
      const target = rule.request?.path ?? path;
      const body = method === 'GET' ? undefined : (rule.request?.body ?? {});
      for (const [name, token] of [
        ['anonymous', null],
        ['expired', expired],
        ['tampered', tampered],
        ['garbage', 'garbage'],
      ] as const) {
        const response = await new ApiClient(app.baseUrl).request(method, target, body, token ? { authorization: `Bearer ${token}` } : {});
        seen.push({ route, caller: name, status: response.status });
        if (rule.access === 'authenticated')
          expect({ route, caller: name, status: response.status }).toEqual({ route, caller: name, status: 401 });
      }
      if (rule.access === 'public') continue;
      for (const caller of CALLERS) {
        const response = await callers[caller].request(method, target, body);
        seen.push({ route, caller, status: response.status });
        expect({ route, caller, status: response.status }).toEqual({ route, caller, status: rule.expect![caller] });
      }
    }
    expect(seen.filter(({ status }) => status >= 500)).toEqual([]);
  });
});
