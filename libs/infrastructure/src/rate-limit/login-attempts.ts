import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { RateLimits } from '../config/config';
import { PacedTurns } from './paced-turns';
import type { RateLimiter } from './rate-limiter';

const QUARTER_HOUR_SECONDS = 900;
// How long a successful sign-in vouches for its address. The memory store expires keys with
// setTimeout, whose ceiling is 24.8 days.
const RECOGNISED_SECONDS = 14 * 24 * 3600;

/**
 * The limits on signing in, all checked before the password is hashed, so a refused attempt costs
 * no hashing:
 * - per client address whatever the email, so a flood of unknown emails from one place is refused;
 * - per email and address together, so failures elsewhere cannot lock the owner out;
 * - per account from all addresses together: past a ceiling the account's attempts are paced, one
 *   per spacing, instead of refused. A botnet of any size then gets one guess per spacing while the
 *   owner who types the right password still gets in, a little later. An address the account
 *   signed in from recently is not paced at all: an attack from elsewhere does not slow the owner
 *   at home.
 */
export class LoginAttempts {
  private readonly accountAttempts: RateLimiterMemory;
  // Used as an expiring set of "email|address" pairs that signed in.
  private readonly recognised = new RateLimiterMemory({ points: 1, duration: RECOGNISED_SECONDS });
  private readonly accountTurns: PacedTurns;

  constructor(
    private readonly rateLimiter: RateLimiter,
    private readonly limits: RateLimits,
  ) {
    // Counts only; the ceiling decides pacing, never refusal, so the points are unbounded.
    this.accountAttempts = new RateLimiterMemory({ points: Number.MAX_SAFE_INTEGER, duration: QUARTER_HOUR_SECONDS });
    this.accountTurns = new PacedTurns(
      limits.loginAccountSpacingMs,
      'Too many sign-in attempts on this account. Please wait a few seconds and try again.',
    );
  }

  /**
   * Resolves when the attempt may verify its password; throws 429 (with Retry-After) past a limit.
   * Counted before the password is checked, so a burst sent at once is counted in full.
   */
  async admit(email: string, address: string): Promise<void> {
    const pair = `${email}|${address}`;
    await this.rateLimiter.consume('loginFromAddress', address);
    await this.rateLimiter.consume('login', pair);
    if (await this.recognised.get(pair)) return;
    const { consumedPoints } = await this.accountAttempts.penalty(email);
    if (consumedPoints > this.limits.loginPerAccountPerQuarterHour) await this.accountTurns.take(email);
  }

  /**
   * After a correct password: the address's counters count failures only, and the address is
   * recognised for this account. The account's count stays: a success during an attack must not
   * buy the attacker fresh guesses.
   */
  async succeeded(email: string, address: string): Promise<void> {
    const pair = `${email}|${address}`;
    await this.rateLimiter.refund('loginFromAddress', address);
    await this.rateLimiter.reset('login', pair);
    await this.recognised.set(pair, 1, RECOGNISED_SECONDS);
  }
}
