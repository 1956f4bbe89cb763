import { DomainError } from '@app/domain';
import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RateLimits } from '../config/config';

export type LimitedAction = 'passwordReset' | 'login' | 'loginFromAddress' | 'signup' | 'invitation' | 'emailCheck' | 'verificationMail';

const MESSAGES: Record<LimitedAction, string> = {
  passwordReset: 'Too many password reset requests. Please wait 1 hour before trying again.',
  login: 'Too many sign-in attempts. Please wait 15 minutes before trying again.',
  loginFromAddress: 'Too many sign-in attempts from this network. Please wait 15 minutes before trying again.',
  signup: 'Too many sign-ups from this network. Please try again later.',
  invitation: 'Too many invitations sent. Please wait 1 hour before trying again.',
  emailCheck: 'Too many requests. Please wait a minute before trying again.',
  verificationMail: 'Too many verification emails requested. Please wait 1 hour before trying again.',
};

/**
 * Counters per action and key (an email, a network address, a user). Keys are chosen by the
 * callers so an attacker elsewhere cannot lock a real user out (login counts email and address
 * together). In memory per process; behind several API processes, put a shared store here.
 */
export class RateLimiter {
  private readonly limiters: Record<LimitedAction, RateLimiterAbstract>;

  constructor(limits: RateLimits) {
    const limiter = (points: number, duration: number) => new RateLimiterMemory({ points: Math.max(points, 1), duration });
    this.limiters = {
      passwordReset: limiter(limits.passwordResetPerHour, 3600),
      login: limiter(limits.loginPerQuarterHour, 900),
      loginFromAddress: limiter(limits.loginPerAddressPerQuarterHour, 900),
      signup: limiter(limits.signupPerHour, 3600),
      invitation: limiter(limits.invitationsPerHour, 3600),
      emailCheck: limiter(limits.emailChecksPerMinute, 60),
      verificationMail: limiter(limits.verificationMailsPerHour, 3600),
    };
  }

  async consume(action: LimitedAction, key: string): Promise<void> {
    try {
      await this.limiters[action].consume(key);
    } catch (error) {
      if (error instanceof RateLimiterRes) {
        throw new DomainError('RATE_LIMITED', 'rate_limited', MESSAGES[action], {
          retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)),
        });
      }
      throw error;
    }
  }

  /** Forgets failures after a success (a correct password clears the login counter). */
  async reset(action: LimitedAction, key: string): Promise<void> {
    await this.limiters[action].delete(key);
  }

  /** Gives back one attempt that turned out to be a success, so the counter counts failures only. */
  async refund(action: LimitedAction, key: string): Promise<void> {
    await this.limiters[action].reward(key, 1);
  }
}
