import { ApiClient, STRONG_PASSWORD } from '../support/api-client';
import { type RunningApp, startApp } from '../support/start-app';
import { verifiedMember } from '../support/members';

/**
 * The shared edge of issue 8: text no store can hold, body formats, nesting depth, blank and null
 * fields. Each refusal is a 400 or 415 with a clear message, and stores nothing.
 */
describe('the request edge', () => {
  let app: RunningApp;
  let anonymous: ApiClient;
  let member: ApiClient;

  const head = async () => (await app.infrastructure.eventStore.readAll(0, 1_000_000)).length;

  beforeAll(async () => {
    app = await startApp();
    anonymous = new ApiClient(app.baseUrl);
    member = await verifiedMember(app, 'edge@edge.test');
  });
  afterAll(async () => {
    await app.stop();
  });

  it.each([
    ['a NUL character', '{"firstName":"x\\u0000y"}'],
    ['a lone high surrogate', '{"firstName":"x\\ud800y"}'],
    ['a lone low surrogate', '{"lastName":"\\udc00"}'],
    ['a NUL in a key', '{"first\\u0000Name":"x"}'],
  ])('refuses %s in a body with 400, naming the field, storing nothing', async (_case, raw) => {
    const before = await head();
    const response = await member.request('PUT', '/api/user/api', raw, { 'content-type': 'application/json' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ statusCode: 400, code: 'UNSUPPORTED_CHARACTERS' });
    expect(response.body.message).toMatch(/cannot be saved/);
    expect(await head()).toBe(before);
  });

  it('refuses unstorable text in sign-up fields, organisation names, query strings and paths', async () => {
    const signUp = await anonymous.request(
      'POST',
      '/api/user/create',
      `{"email":"nul@edge.test","password":"${STRONG_PASSWORD}","firstName":"A\\u0000","lastName":"B","role":"Design"}`,
      { 'content-type': 'application/json' },
    );
    expect(signUp.body).toMatchObject({ statusCode: 400, code: 'UNSUPPORTED_CHARACTERS' });
    const organisation = await member.request(
      'POST',
      '/api/customers/api',
      '{"name":"Acme\\ud800","namespace":"acmenul","acceptAllUsers":false}',
      {
        'content-type': 'application/json',
      },
    );
    expect(organisation.body).toMatchObject({ statusCode: 400, code: 'UNSUPPORTED_CHARACTERS' });
    for (const path of [
      '/api/customers/by-domain?domain=a%00b.test',
      '/api/customers/api?namespace=x%00',
      '/api/customers/by-domain?domain=%00',
    ]) {
      const response = await member.get(path);
      expect({ path, status: response.status, code: response.body.code }).toEqual({ path, status: 400, code: 'UNSUPPORTED_CHARACTERS' });
    }
  });

  it('accepts JSON only: form-encoded and plain-text bodies are 415, so no HTML form on another site can post to us', async () => {
    const before = await head();
    const form = await anonymous.request(
      'POST',
      '/api/auth/login',
      `email=edge%40edge.test&password=${encodeURIComponent(STRONG_PASSWORD)}`,
      {
        'content-type': 'application/x-www-form-urlencoded',
      },
    );
    expect(form.status).toBe(415);
    expect(form.body).toMatchObject({ statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
    const text = await anonymous.request('POST', '/api/user/create', JSON.stringify({ email: 'text@edge.test' }), {
      'content-type': 'text/plain',
    });
    expect(text.status).toBe(415);
    const multipart = await anonymous.request('POST', '/api/user/reset-password', '--x\r\n\r\n--x--', {
      'content-type': 'multipart/form-data; boundary=x',
    });
    expect(multipart.status).toBe(415);
    expect(await head()).toBe(before);
  });

  it('refuses JSON nested deeper than the cap at parse time with 400, and still accepts ordinary bodies', async () => {
    const deep = `${'['.repeat(1500)}${']'.repeat(1500)}`;
    const response = await anonymous.request('POST', '/api/auth/login', `{"email":${deep}}`, { 'content-type': 'application/json' });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/nests deeper/);
    // Brackets inside strings are text, not nesting.
    const brackets = await anonymous.post('/api/auth/login', { email: 'edge@edge.test', password: '['.repeat(200) });
    expect(brackets.status).toBe(401);
  });

  it('refuses whitespace-only and null fields with the required-field message', async () => {
    const before = await head();
    for (const body of [{ firstName: '   ' }, { lastName: '\t\n' }, { firstName: null }, { role: null }, { language: null }]) {
      const response = await member.put('/api/user/api', body);
      expect({ body, status: response.status, message: response.body.message }).toEqual({
        body,
        status: 400,
        message: 'Please fill out all required fields.',
      });
    }
    const blankOrganisation = await member.post('/api/customers/api', { name: '    ', namespace: 'blankname', acceptAllUsers: false });
    expect(blankOrganisation.status).toBe(400);
    expect(blankOrganisation.body.message).toBe('Please fill out all required fields.');
    const nullFlag = await member.post('/api/customers/api', { name: 'Blank', namespace: 'blankname', acceptAllUsers: null });
    expect(nullFlag.status).toBe(400);
    const blankSignUp = await anonymous.post('/api/user/create', {
      email: 'blank@edge.test',
      password: STRONG_PASSWORD,
      firstName: ' ',
      lastName: 'B',
      role: 'Design',
    });
    expect(blankSignUp.body.message).toBe('Please fill out all required fields.');
    expect(await head()).toBe(before);
  });

  it('answers at once, marked stale, a GET whose consistency position lies beyond the head of the log', async () => {
    for (const caller of [anonymous, member]) {
      const started = Date.now();
      const response = await caller.request('GET', '/api/health', undefined, { 'x-consistency-position': '999999999' });
      const user = await caller.request('GET', '/api/user/api', undefined, { 'x-consistency-position': '999999999' });
      expect(Date.now() - started).toBeLessThan(2000); // the wait would be CONSISTENCY_WAIT_MS (5 s)
      expect([response.status, user.status]).toEqual([200, caller === member ? 200 : 401]);
      if (caller === member) expect(user.headers.get('x-consistency-stale')).toBe('true');
    }
  });

  it('stores names trimmed', async () => {
    expect((await member.put('/api/user/api', { firstName: '  Ana  ' })).status).toBe(200);
    expect((await member.get('/api/user/api')).body.firstName).toBe('Ana');
  });
});
