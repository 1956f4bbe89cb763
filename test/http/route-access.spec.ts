import { AccessTokens } from '@app/infrastructure/security';
import { ApiClient, STRONG_PASSWORD } from '../support/api-client';
import { ingestionOutcome } from '../support/documents';
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

/** A route about the caller's own organisation: members of any organisation may use it. */
const organisationsOwn = (status: number): Record<Caller, number> => ({ ...everyone(status), noOrganisation: 404, unverified: 404 });

/** A route about organisation A's data: A's members get `status`, anyone else 404 as if it did not exist. */
const onlyA = (status: number): Record<Caller, number> => ({ ...everyone(404), adminA: status, memberA: status });

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
  'GET /api/stream/events': {
    access: 'authenticated',
    expect: { adminA: 200, memberA: 403, adminB: 200, noOrganisation: 404, unverified: 404 },
  },
  'GET /api/stream/keys': {
    access: 'authenticated',
    expect: { adminA: 200, memberA: 403, adminB: 200, noOrganisation: 404, unverified: 404 },
  },
  'POST /api/stream/keys': {
    access: 'authenticated',
    request: { body: { name: 'Route key' } },
    expect: { adminA: 201, memberA: 403, adminB: 201, noOrganisation: 404, unverified: 404 },
  },
  'DELETE /api/stream/keys/{id}': {
    access: 'authenticated',
    request: { path: '/api/stream/keys/7d9f6c1e-2b1a-4c3d-9e8f-0a1b2c3d4e5f' },
    expect: { adminA: 404, memberA: 403, adminB: 404, noOrganisation: 404, unverified: 404 },
  },
  'POST /api/chatbot/search-history': {
    access: 'authenticated',
    request: { body: { query: 'What do customers say about refunds?' } },
    expect: organisationsOwn(201),
  },
  'POST /api/chatbot/search': {
    access: 'authenticated',
    request: { body: { query: 'What do customers say about refunds?' } },
    expect: organisationsOwn(200),
  },
  'GET /api/chatbot/search-history': { access: 'authenticated', expect: organisationsOwn(200) },
  'GET /api/customers/by-domain': {
    access: 'authenticated',
    request: { path: '/api/customers/by-domain?domain=route.test' },
    expect: { adminA: 200, memberA: 200, adminB: 404, noOrganisation: 404, unverified: 404 },
  },
  // A JSON body, not multipart: refused before anything is read.
  'POST /api/documents/api': { access: 'authenticated', expect: everyone(415) },
  'GET /api/documents/api': { access: 'authenticated', expect: organisationsOwn(200) },
  'GET /api/documents/quick-uploaded': { access: 'authenticated', expect: organisationsOwn(200) },
  'GET /api/documents/source-counts': {
    access: 'authenticated',
    request: { path: '/api/documents/source-counts?productId=p-1' },
    expect: organisationsOwn(200),
  },
  'GET /api/transcripts': { access: 'authenticated', expect: organisationsOwn(200) },
  // {document}: a document of organisation A, uploaded before the table runs.
  'GET /api/documents/{id}': { access: 'authenticated', request: { path: '/api/documents/{document}' }, expect: onlyA(200) },
  'GET /api/documents/{id}/snippets': {
    access: 'authenticated',
    request: { path: '/api/documents/{document}/snippets' },
    expect: onlyA(200),
  },
  'GET /api/documents/{id}/sales-records': {
    access: 'authenticated',
    request: { path: '/api/documents/{document}/sales-records' },
    expect: onlyA(200),
  },
  'GET /api/documents/{id}/file': { access: 'authenticated', request: { path: '/api/documents/{document}/file' }, expect: onlyA(200) },
  'POST /api/documents/update-survey-columns': {
    access: 'authenticated',
    // Not a survey: A's own callers are told so (400), everyone else cannot see it (404).
    request: { body: { document_id: '{document}', columns: [{ name: 'x', type: 'text', include: true, description: '' }] } },
    expect: onlyA(400),
  },
  // A quick upload of nobody's (deleting A's document would change the rows after it).
  'DELETE /api/documents/quick-uploaded/{id}': {
    access: 'authenticated',
    request: { path: '/api/documents/quick-uploaded/7d9f6c1e-2b1a-4c3d-9e8f-0a1b2c3d4e5f' },
    expect: everyone(404),
  },
  'DELETE /api/documents/{id}': {
    access: 'authenticated',
    request: { path: '/api/documents/7d9f6c1e-2b1a-4c3d-9e8f-0a1b2c3d4e5f' },
    expect: everyone(404),
  },
  // {product}: a research-plan project of organisation A made from {document} (not analysed on creation).
  'POST /api/products/api': {
    access: 'authenticated',
    request: { body: { type: 'research_plan', name: 'Route plan', description: 'd', document_ids: ['{document}'] } },
    // B, and anyone without an organisation, cannot see A's document.
    expect: onlyA(201),
  },
  'PUT /api/products/api': {
    access: 'authenticated',
    request: { path: '/api/products/api?product={product}', body: { goal: 'g' } },
    expect: onlyA(200),
  },
  'POST /api/products/version': {
    access: 'authenticated',
    // Reversed dates: A's callers are told so (400) without an analysis starting; others cannot see the project.
    request: { body: { product_id: '{product}', sales_calls_start_date: '2025-02-01', sales_calls_end_date: '2025-01-01' } },
    expect: onlyA(400),
  },
  // {document} is not a transcript: not found on the transcripts route, for everyone.
  'POST /api/products/{id}/add-transcripts': {
    access: 'authenticated',
    request: { path: '/api/products/{product}/add-transcripts', body: { transcript_ids: ['{document}'] } },
    expect: everyone(404),
  },
  'POST /api/documents/add-product': {
    access: 'authenticated',
    request: { body: { product_id: '{product}', document_ids: ['{document}'] } },
    expect: onlyA(200),
  },
  // Before any analysis is asked for: nothing to cancel for A (409).
  'POST /api/products/{id}/analysis/cancel': {
    access: 'authenticated',
    request: { path: '/api/products/{product}/analysis/cancel' },
    expect: onlyA(409),
  },
  'POST /api/recommendations/v2': { access: 'authenticated', request: { body: { product_id: '{product}' } }, expect: onlyA(202) },
  // Generated documents of A's project (never analysed, nothing generated): each refused by its own rule for A.
  'POST /api/brief/api': {
    access: 'authenticated',
    request: { body: { product_id: '{product}', goal: 'g', methodology: ' ', timeline: '', audience: '' } },
    expect: onlyA(400),
  },
  'POST /api/brief/refine': { access: 'authenticated', request: { body: { product_id: '{product}' } }, expect: onlyA(400) },
  'POST /api/products/{id}/writeups/{kind}': {
    access: 'authenticated',
    request: { path: '/api/products/{product}/writeups/product_spec', body: { prompt: 'x'.repeat(1500) } },
    expect: onlyA(400),
  },
  'PUT /api/products/{id}/writeups/{kind}': {
    access: 'authenticated',
    request: { path: '/api/products/{product}/writeups/value_prop', body: { title: 't', sections: [], version: 1 } },
    expect: everyone(404),
  },
  'POST /api/products/{id}/auto-build': {
    access: 'authenticated',
    request: { path: '/api/products/{product}/auto-build' },
    expect: onlyA(409),
  },
  'POST /api/recommendations/impact': {
    access: 'authenticated',
    request: { body: { recommendation_id: '7d9f6c1e-2b1a-4c3d-9e8f-0a1b2c3d4e5f', score: 50 } },
    expect: everyone(404),
  },
  // The insight workflow on an insight of nobody: what A's own insights answer is in insight-workflow.spec.ts.
  'POST /api/recommendations/{id}/save': {
    access: 'authenticated',
    request: { path: '/api/recommendations/7d9f6c1e-2b1a-4c3d-9e8f-0a1b2c3d4e5f/save' },
    expect: everyone(404),
  },
  'DELETE /api/recommendations/{id}/save': {
    access: 'authenticated',
    request: { path: '/api/recommendations/7d9f6c1e-2b1a-4c3d-9e8f-0a1b2c3d4e5f/save' },
    expect: everyone(404),
  },
  'POST /api/recommendations/{id}/follow': {
    access: 'authenticated',
    request: { path: '/api/recommendations/7d9f6c1e-2b1a-4c3d-9e8f-0a1b2c3d4e5f/follow' },
    expect: everyone(404),
  },
  'DELETE /api/recommendations/{id}/follow': {
    access: 'authenticated',
    request: { path: '/api/recommendations/7d9f6c1e-2b1a-4c3d-9e8f-0a1b2c3d4e5f/follow' },
    expect: everyone(404),
  },
  'POST /api/recommendations/remove': {
    access: 'authenticated',
    request: { body: { recommendation_id: '7d9f6c1e-2b1a-4c3d-9e8f-0a1b2c3d4e5f', reason: 'Not relevant' } },
    expect: everyone(404),
  },
  'POST /api/recommendations/search/dismiss': {
    access: 'authenticated',
    request: { body: { recommendation_id: '7d9f6c1e-2b1a-4c3d-9e8f-0a1b2c3d4e5f', reason: 'Not relevant', search_query: 'pricing' } },
    expect: everyone(404),
  },
  'DELETE /api/recommendations/{id}': {
    access: 'authenticated',
    request: { path: '/api/recommendations/7d9f6c1e-2b1a-4c3d-9e8f-0a1b2c3d4e5f' },
    expect: everyone(404),
  },
  // Edits of an insight of nobody: what A's own insights answer is in insight-edits.spec.ts.
  'POST /api/recommendations/{id}/delete-snippet/{snippetId}': {
    access: 'authenticated',
    request: {
      path: '/api/recommendations/7d9f6c1e-2b1a-4c3d-9e8f-0a1b2c3d4e5f/delete-snippet/7d9f6c1e-2b1a-4c3d-9e8f-0a1b2c3d4e5f:0',
      body: { reason: 'Off topic' },
    },
    expect: everyone(404),
  },
  'POST /api/recommendations/{id}/team-priority': {
    access: 'authenticated',
    request: { path: '/api/recommendations/7d9f6c1e-2b1a-4c3d-9e8f-0a1b2c3d4e5f/team-priority', body: { priority: 'high' } },
    expect: everyone(404),
  },
  'PUT /api/recommendations/{id}/note': {
    access: 'authenticated',
    request: { path: '/api/recommendations/7d9f6c1e-2b1a-4c3d-9e8f-0a1b2c3d4e5f/note', body: { text: 'A note' } },
    expect: everyone(404),
  },
  'GET /api/recommendations/{id}/note': {
    access: 'authenticated',
    request: { path: '/api/recommendations/7d9f6c1e-2b1a-4c3d-9e8f-0a1b2c3d4e5f/note' },
    expect: everyone(404),
  },
  'GET /api/changelog': { access: 'authenticated', request: { path: '/api/changelog?product={product}' }, expect: onlyA(200) },
  'GET /api/recommendations/followed': { access: 'authenticated', expect: organisationsOwn(200) },
  'GET /api/recommendations/{id}/collaborators': {
    access: 'authenticated',
    request: { path: '/api/recommendations/7d9f6c1e-2b1a-4c3d-9e8f-0a1b2c3d4e5f/collaborators' },
    expect: everyone(404),
  },
  // Comments on an insight of nobody, and a comment of nobody: A's own are in insight-comments.spec.ts.
  'POST /api/recommendations/api/recommendations/{id}/comments': {
    access: 'authenticated',
    request: { path: '/api/recommendations/api/recommendations/7d9f6c1e-2b1a-4c3d-9e8f-0a1b2c3d4e5f/comments', body: { text: 'Hello' } },
    expect: everyone(404),
  },
  'GET /api/recommendations/api/recommendations/{id}/comments': {
    access: 'authenticated',
    request: { path: '/api/recommendations/api/recommendations/7d9f6c1e-2b1a-4c3d-9e8f-0a1b2c3d4e5f/comments' },
    expect: everyone(404),
  },
  'DELETE /api/recommendations/api/recommendation-comments/{commentId}': {
    access: 'authenticated',
    request: { path: '/api/recommendations/api/recommendation-comments/7d9f6c1e-2b1a-4c3d-9e8f-0a1b2c3d4e5f' },
    expect: everyone(404),
  },
  'GET /api/comments/mentions': { access: 'authenticated', expect: organisationsOwn(200) },
  'GET /api/comments/members': { access: 'authenticated', expect: organisationsOwn(200) },
  'GET /api/notifications': { access: 'authenticated', expect: organisationsOwn(200) },
  'POST /api/notifications/read': { access: 'authenticated', request: { body: {} }, expect: organisationsOwn(200) },
  'GET /api/recommendations/{id}/events': {
    access: 'authenticated',
    // Admins only: a Member is refused before anything is looked up; no insight has this id.
    request: { path: '/api/recommendations/7d9f6c1e-2b1a-4c3d-9e8f-0a1b2c3d4e5f/events' },
    expect: { ...everyone(404), memberA: 403 },
  },
  'GET /api/products/list': { access: 'authenticated', expect: organisationsOwn(200) },
  'GET /api/products/api': { access: 'authenticated', request: { path: '/api/products/api?product={product}' }, expect: onlyA(200) },
  'GET /api/products/{id}/source': { access: 'authenticated', request: { path: '/api/products/{product}/source' }, expect: onlyA(200) },
  'GET /api/products/{id}/analysis': { access: 'authenticated', request: { path: '/api/products/{product}/analysis' }, expect: onlyA(200) },
  'GET /api/products/{id}/other': { access: 'authenticated', request: { path: '/api/products/{product}/other' }, expect: onlyA(200) },
  'GET /api/products/{id}/writeups': { access: 'authenticated', request: { path: '/api/products/{product}/writeups' }, expect: onlyA(200) },
  'GET /api/products/{id}/writeups/{kind}': {
    access: 'authenticated',
    request: { path: '/api/products/{product}/writeups/research_plan' },
    expect: everyone(404),
  },
  'GET /api/brief/api': { access: 'authenticated', request: { path: '/api/brief/api?product={product}' }, expect: everyone(404) },
  'GET /api/products/{id}/writeups/{kind}/versions/{version}': {
    access: 'authenticated',
    request: { path: '/api/products/{product}/writeups/value_prop/versions/1' },
    expect: everyone(404),
  },
  'GET /api/recommendations/v2': {
    access: 'authenticated',
    request: { path: '/api/recommendations/v2?product={product}' },
    expect: onlyA(200),
  },
  'GET /api/recommendations/count': {
    access: 'authenticated',
    request: { path: '/api/recommendations/count?product={product}' },
    expect: onlyA(200),
  },
  'GET /api/recommendations/keywords': {
    access: 'authenticated',
    request: { path: '/api/recommendations/keywords?product={product}' },
    expect: onlyA(200),
  },
  // Insights of nobody: what A's own insights answer is in projects-read.spec.ts.
  'GET /api/recommendations/impact': {
    access: 'authenticated',
    request: { path: '/api/recommendations/impact?recommendation=7d9f6c1e-2b1a-4c3d-9e8f-0a1b2c3d4e5f' },
    expect: everyone(404),
  },
  'GET /api/recommendations/arr': {
    access: 'authenticated',
    request: { path: '/api/recommendations/arr?recommendation=7d9f6c1e-2b1a-4c3d-9e8f-0a1b2c3d4e5f' },
    expect: everyone(404),
  },
  'GET /api/snippets/v2': {
    access: 'authenticated',
    request: { path: '/api/snippets/v2?recommendation=7d9f6c1e-2b1a-4c3d-9e8f-0a1b2c3d4e5f' },
    expect: everyone(404),
  },
  // Collections: A's Admin creates the name first, so A's Member finds it taken (409); B names its own.
  'POST /api/collections': {
    access: 'authenticated',
    request: { body: { name: 'Route collection' } },
    expect: { adminA: 201, memberA: 409, adminB: 201, noOrganisation: 404, unverified: 404 },
  },
  'GET /api/collections': { access: 'authenticated', expect: organisationsOwn(200) },
  // A collection of nobody: what A's own collections answer is in collections.spec.ts.
  'GET /api/collections/{id}': {
    access: 'authenticated',
    request: { path: '/api/collections/7d9f6c1e-2b1a-4c3d-9e8f-0a1b2c3d4e5f' },
    expect: everyone(404),
  },
  'PATCH /api/collections/{id}': {
    access: 'authenticated',
    request: { path: '/api/collections/7d9f6c1e-2b1a-4c3d-9e8f-0a1b2c3d4e5f', body: { name: 'Renamed' } },
    expect: everyone(404),
  },
  'DELETE /api/collections/{id}': {
    access: 'authenticated',
    request: { path: '/api/collections/7d9f6c1e-2b1a-4c3d-9e8f-0a1b2c3d4e5f' },
    expect: everyone(404),
  },
  'POST /api/collections/{id}/recommendations': {
    access: 'authenticated',
    request: {
      path: '/api/collections/7d9f6c1e-2b1a-4c3d-9e8f-0a1b2c3d4e5f/recommendations',
      body: { recommendation_id: '7d9f6c1e-2b1a-4c3d-9e8f-0a1b2c3d4e5f' },
    },
    expect: everyone(404),
  },
  'DELETE /api/collections/{id}/recommendations/{recommendationId}': {
    access: 'authenticated',
    request: { path: '/api/collections/7d9f6c1e-2b1a-4c3d-9e8f-0a1b2c3d4e5f/recommendations/7d9f6c1e-2b1a-4c3d-9e8f-0a1b2c3d4e5f' },
    expect: everyone(404),
  },
  'GET /api/survey/breakdown': {
    access: 'authenticated',
    request: { path: '/api/survey/breakdown?recommendation=7d9f6c1e-2b1a-4c3d-9e8f-0a1b2c3d4e5f' },
    expect: everyone(404),
  },
};

describe('access to every route', () => {
  let app: RunningApp;
  const callers = {} as Record<Caller, ApiClient>;
  let documentOfA: string;
  let productOfA: string;

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
    const uploaded = await callers.adminA.upload('route-notes.txt', Buffer.from('Customers asked for exports.\n'));
    expect(uploaded.status).toBe(201);
    documentOfA = uploaded.body.document_id;
    expect((await ingestionOutcome(app, documentOfA)).type).toBe('DocumentIngested');
    const project = await callers.adminA.post('/api/products/api', {
      type: 'research_plan',
      name: 'Route project',
      description: 'Routes',
      document_ids: [documentOfA],
    });
    expect(project.status).toBe(201);
    productOfA = project.body.product_id;
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
      const placed = (text: string) => text.replaceAll('{document}', documentOfA).replaceAll('{product}', productOfA);
      const target = placed(rule.request?.path ?? path);
      const body = method === 'GET' ? undefined : JSON.parse(placed(JSON.stringify(rule.request?.body ?? {})));
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
