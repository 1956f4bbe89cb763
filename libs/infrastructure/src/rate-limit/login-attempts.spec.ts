import { loadConfig } from '../config/config';
import { LoginAttempts } from './login-attempts';
import { RateLimiter } from './rate-limiter';

function loginAttempts(env: Record<string, string>): LoginAttempts {
  const limits = loadConfig(env).rateLimits;
  return new LoginAttempts(new RateLimiter(limits), limits);
}

/** 'admitted', 'waiting' or the refusal's message, once pending callbacks have run. */
async function outcome(attempt: Promise<void>): Promise<string> {
  let state = 'waiting';
  attempt.then(
    () => (state = 'admitted'),
    (error: Error) => (state = error.message),
  );
  await jest.advanceTimersByTimeAsync(0);
  return state;
}

describe('LoginAttempts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('counts every attempt from one address whatever the email, unknown emails included', async () => {
    const attempts = loginAttempts({ RATE_LIMIT_LOGIN_PER_ADDRESS_PER_15_MIN: '3' });
    for (const email of ['nobody1@x.test', 'nobody2@x.test', 'nobody3@x.test'])
      expect(await outcome(attempts.admit(email, '198.51.100.1'))).toBe('admitted');
    expect(await outcome(attempts.admit('nobody4@x.test', '198.51.100.1'))).toBe(
      'Too many sign-in attempts from this network. Please wait 15 minutes before trying again.',
    );
    expect(await outcome(attempts.admit('nobody4@x.test', '198.51.100.2'))).toBe('admitted');
  });

  it('counts failures only: a success gives the address its attempt back and clears the email and address counter', async () => {
    const attempts = loginAttempts({ RATE_LIMIT_LOGIN_PER_ADDRESS_PER_15_MIN: '2', RATE_LIMIT_LOGIN_PER_15_MIN: '2' });
    for (let round = 0; round < 5; round += 1) {
      expect(await outcome(attempts.admit('ana@x.test', '198.51.100.1'))).toBe('admitted');
      await attempts.succeeded('ana@x.test', '198.51.100.1');
    }
  });

  it('paces one account past its ceiling across all addresses, except from an address it signed in from', async () => {
    const attempts = loginAttempts({ RATE_LIMIT_LOGIN_PER_ACCOUNT_PER_15_MIN: '3', RATE_LIMIT_LOGIN_ACCOUNT_SPACING_MS: '10000' });
    // The owner's first sign-in from a new address counts towards the ceiling like any attempt.
    expect(await outcome(attempts.admit('owner@x.test', '192.0.2.1'))).toBe('admitted');
    await attempts.succeeded('owner@x.test', '192.0.2.1');

    const fromElsewhere = (n: number) => attempts.admit('owner@x.test', `203.0.113.${n}`);
    expect(await outcome(fromElsewhere(1))).toBe('admitted');
    expect(await outcome(fromElsewhere(2))).toBe('admitted');
    expect(await outcome(fromElsewhere(3))).toBe('admitted'); // past the ceiling: the first paced turn is free
    const paced = fromElsewhere(4);
    expect(await outcome(paced)).toBe('waiting');
    expect(await outcome(fromElsewhere(5))).toBe('Too many sign-in attempts on this account. Please wait a few seconds and try again.');

    expect(await outcome(attempts.admit('owner@x.test', '192.0.2.1'))).toBe('admitted');
    expect(await outcome(attempts.admit('someone-else@x.test', '203.0.113.6'))).toBe('admitted');

    await jest.advanceTimersByTimeAsync(10_000);
    expect(await outcome(paced)).toBe('admitted');
  });
});
