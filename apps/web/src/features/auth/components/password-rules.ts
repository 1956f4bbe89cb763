// SPEC section 5: at least 10 characters with a lowercase letter, an uppercase letter, a digit
// and a special character.

export const PASSWORD_MIN_LENGTH = 10;

export type PasswordRule = 'length' | 'lowercase' | 'uppercase' | 'digit' | 'special';

const CHECKS: ReadonlyArray<[PasswordRule, (password: string) => boolean]> = [
  ['length', (password) => password.length >= PASSWORD_MIN_LENGTH],
  ['lowercase', (password) => /[a-z]/.test(password)],
  ['uppercase', (password) => /[A-Z]/.test(password)],
  ['digit', (password) => /\d/.test(password)],
  ['special', (password) => /[^A-Za-z0-9\s]/.test(password)],
];

export const PASSWORD_RULES: readonly PasswordRule[] = CHECKS.map(([rule]) => rule);

export function passwordRuleResults(password: string): Array<{ rule: PasswordRule; met: boolean }> {
  return CHECKS.map(([rule, check]) => ({ rule, met: check(password) }));
}

export function isStrongPassword(password: string): boolean {
  return CHECKS.every(([, check]) => check(password));
}
