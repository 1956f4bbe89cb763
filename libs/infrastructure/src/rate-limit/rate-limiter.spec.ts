import { DomainError } from '@app/domain';
import { loadConfig } from '../config/config';
import { RateLimiter } from './rate-limiter';

const limitsWith = (env: Record<string, string>) => loadConfig(env).rateLimits;

describe('RateLimiter', () => {
  it('answers 429 past the limit with the action message and a Retry-After within the window', async () => {
    const limiter = new RateLimiter(limitsWith({ RATE_LIMIT_LOGIN_PER_ADDRESS_PER_15_MIN: '2' }));
    await limiter.consume('loginFromAddress', '203.0.113.7');
    await limiter.consume('loginFromAddress', '203.0.113.7');
    const refused = await limiter.consume('loginFromAddress', '203.0.113.7').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({
      code: 'RATE_LIMITED',
      kind: 'rate_limited',
      message: 'Too many sign-in attempts from this network. Please wait 15 minutes before trying again.',
    });
    expect((refused as DomainError).retryAfterSeconds).toBeGreaterThan(890);
    expect((refused as DomainError).retryAfterSeconds).toBeLessThanOrEqual(900);
    await expect(limiter.consume('loginFromAddress', '203.0.113.8')).resolves.toBeUndefined();
  });

  it('gives back a refunded attempt and forgets a reset key', async () => {
    const limiter = new RateLimiter(limitsWith({ RATE_LIMIT_LOGIN_PER_ADDRESS_PER_15_MIN: '1', RATE_LIMIT_LOGIN_PER_15_MIN: '1' }));
    await limiter.consume('loginFromAddress', 'a');
    await limiter.refund('loginFromAddress', 'a');
    await expect(limiter.consume('loginFromAddress', 'a')).resolves.toBeUndefined();

    await limiter.consume('login', 'x|a');
    await limiter.reset('login', 'x|a');
    await expect(limiter.consume('login', 'x|a')).resolves.toBeUndefined();
    await expect(limiter.consume('login', 'x|a')).rejects.toMatchObject({ kind: 'rate_limited' });
  });
});
