import { AccessTokens } from './access-tokens';

const SECRET = 'access-token-test-secret-long-enough-0123456789';
const claims = { userId: 'user-1', sessionId: 'session-1' };

describe('AccessTokens', () => {
  const tokens = new AccessTokens(SECRET, 'https://insights.test', 60);
  const issuedAt = new Date('2026-01-01T10:00:00.000Z');

  it('verifies its own token, the same claims again from memory', async () => {
    const token = await tokens.sign(claims, issuedAt);
    const first = await tokens.verify(token, issuedAt.getTime() + 1000);
    expect(first).toEqual({ ...claims, expiresAt: issuedAt.getTime() + 60_000 });
    expect(await tokens.verify(token, issuedAt.getTime() + 2000)).toBe(first);
  });

  it('refuses a remembered token once it has expired', async () => {
    const token = await tokens.sign({ ...claims, sessionId: 'session-2' }, issuedAt);
    expect(await tokens.verify(token, issuedAt.getTime() + 1000)).not.toBeNull();
    expect(await tokens.verify(token, issuedAt.getTime() + 60_000)).toBeNull();
    expect(await tokens.verify(token, issuedAt.getTime() + 1000 + 60_000)).toBeNull();
  });

  it('refuses a token altered after a verified copy was remembered, and one signed with another secret', async () => {
    const token = await tokens.sign({ ...claims, sessionId: 'session-3' }, issuedAt);
    const at = issuedAt.getTime() + 1000;
    expect(await tokens.verify(token, at)).not.toBeNull();
    const [header, payload, signature] = token.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: 'someone-else' }),
    ).toString('base64url');
    expect(await tokens.verify(`${header}.${forgedPayload}.${signature}`, at)).toBeNull();
    const foreign = await new AccessTokens(`${SECRET}-other`, 'https://insights.test', 60).sign(claims, issuedAt);
    expect(await tokens.verify(foreign, at)).toBeNull();
  });

  it('refuses a token before it is valid', async () => {
    const token = await tokens.sign({ ...claims, sessionId: 'session-4' }, issuedAt);
    expect(await tokens.verify(token, issuedAt.getTime() - 120_000)).toBeNull();
  });
});
