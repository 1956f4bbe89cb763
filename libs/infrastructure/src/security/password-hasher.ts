import argon2 from 'argon2';
import { BoundedWorkQueue, type WorkQueueLimits } from '../concurrency/bounded-work-queue';

/**
 * argon2id at OWASP's "m=19 MiB, t=2, p=1" setting. One lane (p=1) keeps each hash on one thread,
 * so the hashing queue's concurrency is the number of cores hashing may take; the library's default
 * p=4 spread every hash over four threads and let a handful of logins occupy a 2-core machine.
 * Hashes made with other parameters (the earlier 64 MiB, t=3, p=4) still verify: argon2 stores
 * the parameters in the hash.
 */
const HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Every hash and verify waits its turn in one bounded queue; beyond it, 503 with Retry-After. */
export class PasswordHasher {
  private readonly queue: BoundedWorkQueue;
  // Verified against when there is no account or it has no password, so every answer takes the same time.
  private readonly decoy: Promise<string>;

  constructor(limits: WorkQueueLimits) {
    this.queue = new BoundedWorkQueue(limits);
    this.decoy = this.hash('decoy-password-never-used');
  }

  hash(password: string): Promise<string> {
    return this.queue.run(() => argon2.hash(password, HASH_OPTIONS));
  }

  /**
   * Looks an account up and checks the password against its hash; answers the account only when
   * the password matches. The place in the queue is taken before the look-up, so an attempt a
   * flood sends past the queue is refused without even a database read.
   */
  async verifyAccount<Account>(
    lookUp: () => Promise<Account | null>,
    hashOf: (account: Account) => string | null,
    password: string,
  ): Promise<Account | null> {
    const decoy = await this.decoy;
    return this.queue.runPrepared(lookUp, async (account) => {
      const hash = account && hashOf(account);
      const matches = await argon2.verify(hash ?? decoy, password).catch(() => false); // a malformed stored hash is a wrong password
      return hash && matches ? account : null;
    });
  }
}
