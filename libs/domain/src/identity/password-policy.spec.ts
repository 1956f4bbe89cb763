import fc from 'fast-check';
import { DomainError } from '../shared/domain-error';
import { assertStrongPassword, isStrongPassword, PASSWORD_MIN_LENGTH } from './password-policy';

describe('isStrongPassword (SPEC section 5)', () => {
  it.each([
    ['all four kinds, exactly 10 characters', 'Abcdefg1!x', true],
    ['long passphrase with a space as the special character', 'Correct horse 9 battery', true],
    ['non-ASCII letter counts as special', 'Passwört12', true],
    ['9 characters', 'Abcdef1!x', false],
    ['no lowercase letter', 'ABCDEFG1!X', false],
    ['no uppercase letter', 'abcdefg1!x', false],
    ['no digit', 'Abcdefgh!x', false],
    ['no special character', 'Abcdefgh1x', false],
    ['empty', '', false],
    ['common password that meets the character rules', 'Password123!', false],
    ['common password in another case', 'pASSWORD123!', false],
    ['common seasonal password', 'Summer2025!', false],
    ['longer than 256 characters', `Aa1!${'x'.repeat(253)}`, false],
    ['exactly 256 characters', `Aa1!${'x'.repeat(252)}`, true],
  ])('%s: %j -> %s', (_case, password, expected) => {
    expect(isStrongPassword(password)).toBe(expected);
  });

  it('refuses anything shorter than the minimum, whatever it contains', () => {
    fc.assert(fc.property(fc.string({ maxLength: PASSWORD_MIN_LENGTH - 1 }), (password) => !isStrongPassword(password)));
  });

  it('refuses a password lacking any one required kind of character', () => {
    const kinds = [/[a-z]/g, /[A-Z]/g, /[0-9]/g, /[^A-Za-z0-9]/g];
    fc.assert(
      fc.property(fc.string({ minLength: 10, maxLength: 40 }), fc.integer({ min: 0, max: 3 }), (password, dropped) => {
        return !isStrongPassword(password.replace(kinds[dropped], ''));
      }),
    );
  });

  it('assertStrongPassword throws WEAK_PASSWORD for a weak one and passes a strong one', () => {
    expect(() => assertStrongPassword('Abcdefg1!x')).not.toThrow();
    expect(() => assertStrongPassword('Password123!')).toThrow(DomainError);
    expect(() => assertStrongPassword('weak')).toThrow(expect.objectContaining({ code: 'WEAK_PASSWORD', kind: 'invalid' }));
  });
});
