import { DomainError } from '../shared/domain-error';

export const PASSWORD_MIN_LENGTH = 10;
export const WEAK_PASSWORD_MESSAGE = 'Password is too weak. Please choose a stronger password.';

// Short list of passwords that satisfy the character rules yet top every breach list; shipped with
// the product so the check needs no network.
const COMMON_PASSWORDS = new Set([
  'password1!',
  'password123!',
  'password@123',
  'p@ssw0rd123',
  'p@ssword123',
  'welcome123!',
  'welcome@123',
  'qwerty123!',
  'qwerty@123',
  'admin@12345',
  'letmein123!',
  'changeme123!',
  'iloveyou123!',
  'abc123456!',
  'passw0rd!23',
  'summer2024!',
  'winter2024!',
  'spring2024!',
  'autumn2024!',
  'summer2025!',
  'winter2025!',
  'summer2026!',
  'winter2026!',
  'football123!',
  'baseball123!',
  'monkey12345!',
  'dragon12345!',
  'trustno1!23',
  'sunshine123!',
  'princess123!',
  'master12345!',
  'whatever123!',
  'q1w2e3r4t5!',
  '1qaz2wsx3edc!',
  'zaq12wsx!@',
]);

/** SPEC section 5: 10+ characters with a lowercase letter, an uppercase letter, a digit and a special character. */
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    password.length <= 256 &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /[0-9]/.test(password) &&
    /[^A-Za-z0-9]/.test(password) &&
    !COMMON_PASSWORDS.has(password.toLowerCase())
  );
}

export function assertStrongPassword(password: string): void {
  if (!isStrongPassword(password)) throw new DomainError('WEAK_PASSWORD', 'invalid', WEAK_PASSWORD_MESSAGE);
}
