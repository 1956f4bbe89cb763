import argon2 from 'argon2';

/** argon2id with the library's defaults (64 MiB, t=3, p=4): OWASP's recommended family. */
export class PasswordHasher {
  // Verified against when the email is unknown, so both answers take the same time.
  private readonly decoy = argon2.hash('decoy-password-never-used', { type: argon2.argon2id });

  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id });
  }

  async verify(hash: string | null, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash ?? (await this.decoy), password);
    } catch {
      return false;
    }
  }
}
