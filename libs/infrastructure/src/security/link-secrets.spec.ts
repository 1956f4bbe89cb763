import { LinkSecrets } from './link-secrets';
import { readSecretToken } from './secret-tokens';

const SERVER_SECRET = 'link-secrets-test-secret-long-enough-0123456789';
const USER = '6f1c2a9e-3b7d-4c1e-9a55-2d8e4f0b7c31';

describe('LinkSecrets', () => {
  it('gives the reactor a link token that matches the hash the command stored, from the request id alone', () => {
    const request = new LinkSecrets(SERVER_SECRET).newRequest();
    const { token } = new LinkSecrets(SERVER_SECRET).token(request.requestId, USER);
    expect(readSecretToken(token, 1)).toEqual({ owners: [USER], tokenHash: request.tokenHash });
  });

  it('derives nothing usable without the server secret, and a new secret for every request', () => {
    const secrets = new LinkSecrets(SERVER_SECRET);
    const request = secrets.newRequest();
    expect(new LinkSecrets(`${SERVER_SECRET}-other`).token(request.requestId, USER).tokenHash).not.toBe(request.tokenHash);
    expect(secrets.newRequest().tokenHash).not.toBe(request.tokenHash);
    expect(request.requestId).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});
