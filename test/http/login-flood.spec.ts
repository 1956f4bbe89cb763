import { ApiClient, STRONG_PASSWORD } from '../support/api-client';
import { verifiedMember } from '../support/members';
import { type RunningApp, startApp } from '../support/start-app';

const HASHING = { concurrency: 1, waitingLimit: 32 };
const ACCOUNT_SPACING_MS = 300;

/** A sign-in from its own network address (the app trusts X-Forwarded-For here, as behind a proxy). */
function loginFrom(app: RunningApp, address: string, email: string, password: string) {
  return new ApiClient(app.baseUrl).request('POST', '/api/auth/login', { email, password }, { 'x-forwarded-for': address });
}

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

describe('sign-in floods', () => {
  let app: RunningApp;
  let owner: ApiClient;
  const trustProxyBefore = process.env.TRUST_PROXY;

  beforeAll(async () => {
    process.env.TRUST_PROXY = 'true';
    app = await startApp({
      PASSWORD_HASH_CONCURRENCY: String(HASHING.concurrency),
      PASSWORD_HASH_QUEUE_LIMIT: String(HASHING.waitingLimit),
      RATE_LIMIT_LOGIN_ACCOUNT_SPACING_MS: String(ACCOUNT_SPACING_MS),
    });
    // Signed up and signed in without X-Forwarded-For: from 127.0.0.1, which the account now recognises.
    owner = await verifiedMember(app, 'owner@flood.test');
  });
  afterAll(async () => {
    await app.stop();
    process.env.TRUST_PROXY = trustProxyBefore;
  });

  it('answers logins beyond the hashing queue with 503 and Retry-After, and keeps serving a signed-in user meanwhile', async () => {
    const flood = Array.from({ length: 100 }, (_, n) =>
      loginFrom(app, `10.1.${n >> 8}.${n & 255}`, `stranger${n}@flood.test`, STRONG_PASSWORD),
    );
    const profile = await owner.get('/api/user/api');
    const answers = await Promise.all(flood);

    expect(profile.status).toBe(200);
    expect(profile.body.email).toBe('owner@flood.test');
    const statuses = tally(answers.map((answer) => answer.status));
    expect(Object.keys(statuses).sort()).toEqual(['401', '503']);
    expect(statuses[401]).toBeGreaterThanOrEqual(HASHING.concurrency + HASHING.waitingLimit);
    for (const busy of answers.filter((answer) => answer.status === 503)) {
      expect(busy.body).toMatchObject({ code: 'SERVER_BUSY', message: 'The server is busy. Please try again in a moment.' });
      expect(Number(busy.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }
  });

  it('limits sign-ins per address whatever the email, unknown emails included', async () => {
    const statuses: number[] = [];
    for (let n = 0; n <= 50; n += 1) statuses.push((await loginFrom(app, '10.2.0.1', `unknown${n}@flood.test`, STRONG_PASSWORD)).status);
    expect(tally(statuses)).toEqual({ 401: 50, 429: 1 });

    const limited = await loginFrom(app, '10.2.0.1', 'owner@flood.test', STRONG_PASSWORD);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('Too many sign-in attempts from this network. Please wait 15 minutes before trying again.');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(800);
  });

  it('slows 250 wrong passwords for one account from 25 addresses, while the owner still signs in', async () => {
    const started = Date.now();
    const attack = await Promise.all(
      Array.from({ length: 25 }, async (_, address) => {
        const answers = [];
        for (let guess = 0; guess < 10; guess += 1)
          answers.push(await loginFrom(app, `10.3.0.${address}`, 'owner@flood.test', `Wrong-Guess-${address}-${guess}`));
        return answers;
      }),
    ).then((perAddress) => perAddress.flat());
    const elapsedMs = Date.now() - started;

    const statuses = tally(attack.map((answer) => answer.status));
    expect(Object.keys(statuses).sort()).toEqual(['401', '429']);
    // 20 free guesses (the default ceiling), then one per spacing: far fewer than the 250 sent.
    expect(statuses[401]).toBeLessThanOrEqual(20 + Math.ceil(elapsedMs / ACCOUNT_SPACING_MS) + 1);
    const slowed = attack.find((answer) => answer.status === 429)!;
    expect(slowed.body.message).toBe('Too many sign-in attempts on this account. Please wait a few seconds and try again.');
    expect(Number(slowed.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);

    // From the address the owner signed in from before, no pacing at all; from a new one, a short wait.
    expect((await new ApiClient(app.baseUrl).login('owner@flood.test', STRONG_PASSWORD)).status).toBe(200);
    expect((await loginFrom(app, '192.0.2.200', 'owner@flood.test', STRONG_PASSWORD)).status).toBe(200);
  });
});
