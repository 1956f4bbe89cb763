import { AccessTokens } from '@app/infrastructure/security';
import { ApiClient, STRONG_PASSWORD } from '../support/api-client';
import { verifiedMember } from '../support/members';
import { type RunningApp, startApp } from '../support/start-app';

const SECRET = 'test-secret-that-is-long-enough-for-hs256';

const securityHeaders = (response: { headers: Headers }) => ({
  nosniff: response.headers.get('x-content-type-options'),
  frame: response.headers.get('x-frame-options'),
});

describe('bad input, credentials and tokens (HTTP end to end)', () => {
  let app: RunningApp;
  let anonymous: ApiClient;

  // The mail reactors' records of mails sent are not what a command stored.
  const eventCount = async () =>
    (await app.infrastructure.eventStore.readAll(0, 1_000_000)).filter((event) => !event.streamId.startsWith('mail-')).length;

  beforeAll(async () => {
    app = await startApp({ RATE_LIMIT_PASSWORD_RESET_PER_HOUR: '3' });
    anonymous = new ApiClient(app.baseUrl);
  });
  afterAll(async () => {
    await app.stop();
  });

  it('refuses unknown and protected fields, wrong types and non-JSON bodies with 400, storing nothing', async () => {
    const before = await eventCount();
    const unknown = await anonymous.post('/api/user/create', {
      email: 'x@y.test',
      password: STRONG_PASSWORD,
      firstName: 'X',
      lastName: 'Y',
      role: 'Design',
      isAdmin: true,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', error: 'Unknown field "isAdmin".' });
    const owner = await verifiedMember(app, 'owner@protected.test');
    const protectedField = await owner.post('/api/customers/api', {
      name: 'Prot',
      namespace: 'prot',
      acceptAllUsers: false,
      organisationId: 'someone-else',
    });
    expect(protectedField.status).toBe(400);
    expect(protectedField.body.message).toContain('organisationId');
    const wrongType = await owner.post('/api/customers/api', { name: 'Prot', namespace: 'prot', acceptAllUsers: 'yes' });
    expect(wrongType.body).toMatchObject({ statusCode: 400, message: 'acceptAllUsers must be true or false.' });
    expect(
      (
        await anonymous.post('/api/user/create', {
          email: 'not-an-email',
          password: STRONG_PASSWORD,
          firstName: 'X',
          lastName: 'Y',
          role: 'Design',
        })
      ).body.message,
    ).toBe('Please input the correct format of email.');
    expect(
      (
        await anonymous.post('/api/user/create', {
          email: 'a@b.test',
          password: STRONG_PASSWORD,
          firstName: '',
          lastName: 'Y',
          role: 'Design',
        })
      ).body.message,
    ).toBe('Please fill out all required fields.');
    const notJson = await anonymous.request('POST', '/api/auth/login', '{"email": ', { 'content-type': 'application/json' });
    expect(notJson.status).toBe(400);
    expect(notJson.body.code).toBeDefined();
    const array = await anonymous.request('POST', '/api/auth/login', '[1,2]', { 'content-type': 'application/json' });
    expect(array.status).toBe(400);
    const eventsOfOwner = 5; // registered, verification requested, verified, signed in (user stream), session opened (its own stream)
    expect(await eventCount()).toBe(before + 1 + eventsOfOwner); // + the owner's email claim
  });

  it('answers 413 for an oversized body, with baseline security headers everywhere', async () => {
    expect(securityHeaders(await anonymous.get('/api/health'))).toEqual({ nosniff: 'nosniff', frame: 'DENY' });
    const huge = await anonymous.post('/api/user/create', {
      email: 'big@y.test',
      password: STRONG_PASSWORD,
      firstName: 'x'.repeat(2 * 1024 * 1024),
      lastName: 'Y',
      role: 'Design',
    });
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('refuses a weak password with the spec message and stores nothing', async () => {
    const before = await eventCount();
    const weak = await anonymous.post('/api/user/create', {
      email: 'weak@y.test',
      password: 'password',
      firstName: 'W',
      lastName: 'P',
      role: 'Design',
    });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe('Password is too weak. Please choose a stronger password.');
    expect(await eventCount()).toBe(before);
  });

  // A taken email at sign-up answers like a new account: test/http/sign-up-and-invitation-answers.spec.ts.
  it('answers 409 for a taken organisation URL and 401 for wrong credentials', async () => {
    const first = await verifiedMember(app, 'taken@dup.test');
    expect((await first.post('/api/customers/api', { name: 'Dup', namespace: 'dupns', acceptAllUsers: false })).status).toBe(201);
    const second = await verifiedMember(app, 'other@dup2.test');
    const taken = await second.post('/api/customers/api', { name: 'Dup again', namespace: 'dupns', acceptAllUsers: false });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('CUSTOMER_NAMESPACE_TAKEN');
    expect((await second.post('/api/customers/api', { name: 'X', namespace: 'ab', acceptAllUsers: false })).body.message).toBe(
      'Organisation name must be 2 to 24 characters.',
    );
    expect((await second.post('/api/customers/api', { name: 'Fine', namespace: 'Bad-NS', acceptAllUsers: false })).body.message).toBe(
      'Organisation URL must be 2 to 24 characters, only letters a-z and digits 0-9.',
    );

    const wrong = await new ApiClient(app.baseUrl).login('taken@dup.test', 'Wrong-Password-1');
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Invalid email or password. Please try again.');
    const nobody = await new ApiClient(app.baseUrl).login('nobody@dup.test', STRONG_PASSWORD);
    expect(nobody.status).toBe(401);
    expect(nobody.body.message).toBe('Invalid email or password. Please try again.');
    expect((await anonymous.post('/api/user/login', { email: 'taken@dup.test' })).status).toBe(200);
    expect((await anonymous.post('/api/user/login', { email: 'nobody@dup.test' })).status).toBe(404);
  });

  it('refuses malformed, tampered, expired, foreign-algorithm and none-algorithm tokens with 401', async () => {
    const user = await verifiedMember(app, 'tokens@t.test');
    const good = user.accessToken!;
    const [header, payload, signature] = good.split('.');
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: '00000000-0000-4000-8000-000000000000' })).toString('base64url')}.${signature}`;
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const expired = await new AccessTokens(SECRET, 'http://localhost:3000', 60).sign(
      { userId: claims.sub, sessionId: claims.sid },
      new Date(Date.now() - 3600_000),
    );
    const otherSecret = await new AccessTokens('another-secret-that-is-long-enough-for-hs256', 'http://localhost:3000', 600).sign({
      userId: claims.sub,
      sessionId: claims.sid,
    });
    const otherIssuer = await new AccessTokens(SECRET, 'https://evil.example', 600).sign({ userId: claims.sub, sessionId: claims.sid });
    for (const token of ['abc', `${good}x`, tampered, none, expired, otherSecret, otherIssuer]) {
      const response = await anonymous.request('GET', '/api/user/api', undefined, { authorization: `Bearer ${token}` });
      expect(response.status).toBe(401);
      expect(response.body.message).toBe('User not authenticated');
    }
    expect((await anonymous.request('GET', '/api/user/api', undefined, { authorization: `Bearer ${good}` })).status).toBe(200);
  });

  it('rotates the refresh session and revokes it on logout', async () => {
    const user = await verifiedMember(app, 'session@t.test');
    const firstCookie = user.refreshCookie!;
    expect(firstCookie).toMatch(/^refresh=/);
    const refreshed = await user.post('/api/auth/refresh');
    expect(refreshed.status).toBe(200);
    expect(refreshed.body).toEqual({ access_token: expect.any(String), token_type: 'Bearer', expires_in: 900 });
    expect(refreshed.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    expect(refreshed.headers.get('set-cookie')).toMatch(/SameSite=Strict/i);
    const replay = await anonymous.request('POST', '/api/auth/refresh', {}, { cookie: firstCookie });
    expect(replay.status).toBe(401);
    expect((await user.request('POST', '/api/auth/logout', {})).status).toBe(204);
    expect((await anonymous.request('POST', '/api/auth/refresh', {}, { cookie: user.refreshCookie! })).status).toBe(401);
  });

  it('resets a password once with a valid link, with the spec messages and limit', async () => {
    await verifiedMember(app, 'reset@t.test');
    const requested = await anonymous.post('/api/user/reset-password', { email: 'reset@t.test' });
    expect(requested.body).toEqual({ message: 'Password reset email sent successfully!' });
    const unknown = await anonymous.post('/api/user/reset-password', { email: 'ghost@t.test' });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(requested.body);
    const token = new URL(await app.linkSentTo('reset@t.test', '/reset-password')).searchParams.get('token');

    const weak = await anonymous.post('/api/auth/reset-password', { token, password: 'weakpassword' });
    expect(weak.body).toMatchObject({ statusCode: 400, message: 'Password is too weak. Please choose a stronger password.' });
    const forged = await anonymous.post('/api/auth/reset-password', { token: `${token!.slice(0, -3)}abc`, password: 'New-Password-77' });
    expect(forged.body).toMatchObject({ statusCode: 400, message: 'Invalid or expired reset link. Please request a new password reset.' });
    expect((await anonymous.post('/api/auth/reset-password', { token, password: 'New-Password-77' })).body).toEqual({
      message: 'Password reset successfully!',
    });
    expect((await anonymous.post('/api/auth/reset-password', { token, password: 'Other-Password-88' })).body.message).toBe(
      'Invalid or expired reset link. Please request a new password reset.',
    );
    expect((await new ApiClient(app.baseUrl).login('reset@t.test', STRONG_PASSWORD)).status).toBe(401);
    expect((await new ApiClient(app.baseUrl).login('reset@t.test', 'New-Password-77')).status).toBe(200);

    // Each address has used one of its three requests this hour; known or not, the fourth is refused.
    for (const email of ['reset@t.test', 'ghost@t.test']) {
      const allowed = [
        await anonymous.post('/api/user/reset-password', { email }),
        await anonymous.post('/api/user/reset-password', { email }),
      ];
      const limited = await anonymous.post('/api/user/reset-password', { email });
      expect([...allowed.map((response) => response.status), limited.status]).toEqual([200, 200, 429]);
      expect(limited.body.message).toBe('Too many password reset requests. Please wait 1 hour before trying again.');
    }
  });
});
