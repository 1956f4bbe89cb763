import { DomainError } from '@app/domain';
import argon2 from 'argon2';
import { PasswordHasher } from './password-hasher';

interface Account {
  id: string;
  passwordHash: string | null;
}

const hashOf = (account: Account) => account.passwordHash;
const found = (account: Account | null) => async () => account;

describe('PasswordHasher', () => {
  const roomy = { concurrency: 2, waitingLimit: 16 };

  it('hashes with argon2id at m=19 MiB, t=2, p=1 and answers the account only for the right password', async () => {
    const hasher = new PasswordHasher(roomy);
    const account = { id: 'ana', passwordHash: await hasher.hash('Correct-Horse-42') };
    expect(account.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    await expect(hasher.verifyAccount(found(account), hashOf, 'Correct-Horse-42')).resolves.toBe(account);
    await expect(hasher.verifyAccount(found(account), hashOf, 'correct-horse-42')).resolves.toBeNull();
  });

  it('still verifies hashes made with the earlier parameters (64 MiB, t=3, p=4)', async () => {
    const old = { id: 'old', passwordHash: await argon2.hash('Correct-Horse-42', { type: argon2.argon2id }) };
    expect(old.passwordHash).toMatch(/\$m=65536,p=4,t=3\$/);
    await expect(new PasswordHasher(roomy).verifyAccount(found(old), hashOf, 'Correct-Horse-42')).resolves.toBe(old);
  });

  it('matches nothing without an account, without a password hash (the decoy is checked instead) or with a malformed hash', async () => {
    const hasher = new PasswordHasher(roomy);
    await expect(hasher.verifyAccount(found(null), hashOf, 'decoy-password-never-used')).resolves.toBeNull();
    await expect(
      hasher.verifyAccount(found({ id: 'google', passwordHash: null }), hashOf, 'decoy-password-never-used'),
    ).resolves.toBeNull();
    await expect(hasher.verifyAccount(found({ id: 'broken', passwordHash: 'not-a-hash' }), hashOf, 'Correct-Horse-42')).resolves.toBeNull();
  });

  it('sends every hash and verify, the decoy included, through one bounded queue, and refuses before the look-up', async () => {
    // The decoy is hashed at construction and takes the only place; nothing may wait.
    const hasher = new PasswordHasher({ concurrency: 1, waitingLimit: 0 });
    const busy = await hasher.hash('Correct-Horse-42').catch((error: unknown) => error);
    expect(busy).toBeInstanceOf(DomainError);
    expect(busy).toMatchObject({ kind: 'unavailable', code: 'SERVER_BUSY' });

    await expect(hasher.verifyAccount(found(null), hashOf, 'whatever')).resolves.toBeNull();
    let lookUps = 0;
    const lookUp = async () => {
      lookUps += 1;
      return null;
    };
    const [first, second] = await Promise.allSettled([
      hasher.verifyAccount(lookUp, hashOf, 'one'),
      hasher.verifyAccount(lookUp, hashOf, 'two'),
    ]);
    expect(first).toEqual({ status: 'fulfilled', value: null });
    expect(second).toMatchObject({ status: 'rejected', reason: { code: 'SERVER_BUSY' } });
    expect(lookUps).toBe(1);
  });
});
