import { isStrongPassword } from './password-rules';
import { isEmailFormat } from '../../../lib/email-format';
import type { UserRole } from '../../../lib/generated/api-types';

export interface SignupValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  role: UserRole | '';
}

/** Problems are translation keys of the auth namespace. */
export interface SignupProblems {
  form?: 'common:validation.required';
  email?: 'common:validation.emailFormat';
  password?: 'validation.passwordRulesNotMet';
  confirmPassword?: 'validation.passwordMismatch';
}

export function validateSignup(values: SignupValues): SignupProblems {
  const problems: SignupProblems = {};
  const required = [values.firstName, values.lastName, values.email, values.password, values.confirmPassword, values.role];
  if (required.some((value) => value.trim() === '')) problems.form = 'common:validation.required';
  if (values.email.trim() && !isEmailFormat(values.email)) problems.email = 'common:validation.emailFormat';
  if (values.password && !isStrongPassword(values.password)) problems.password = 'validation.passwordRulesNotMet';
  if (values.confirmPassword && values.password !== values.confirmPassword) problems.confirmPassword = 'validation.passwordMismatch';
  return problems;
}

export function hasProblems(problems: object): boolean {
  return Object.values(problems).some(Boolean);
}
