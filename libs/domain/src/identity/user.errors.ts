import { DomainError } from '../shared/domain-error';

export const userErrors = {
  notFound: () => new DomainError('USER_NOT_FOUND', 'not_found', 'User not found.'),
  alreadyRegistered: () => new DomainError('USER_ALREADY_REGISTERED', 'conflict', 'This account already exists.'),
  alreadyVerified: () => new DomainError('EMAIL_ALREADY_VERIFIED', 'conflict', 'This email address is already verified.'),
  invalidVerificationLink: () =>
    new DomainError('INVALID_VERIFICATION_LINK', 'invalid', 'Invalid or expired verification link. Please request a new one.'),
  invalidResetLink: () =>
    new DomainError('INVALID_RESET_LINK', 'invalid', 'Invalid or expired reset link. Please request a new password reset.'),
  invalidCredentials: () => new DomainError('INVALID_CREDENTIALS', 'unauthorized', 'Invalid email or password. Please try again.'),
  sessionInvalid: () => new DomainError('SESSION_INVALID', 'unauthorized', 'Your session has ended. Please sign in again.'),
  notGoogleUser: () => new DomainError('NOT_GOOGLE_USER', 'conflict', 'Only accounts created with Google complete their profile here.'),
  profileAlreadyCompleted: () => new DomainError('PROFILE_ALREADY_COMPLETED', 'conflict', 'This profile is already complete.'),
  alreadyInOrganisation: () => new DomainError('ALREADY_IN_ORGANISATION', 'conflict', 'You already belong to an organisation.'),
  emailNotVerified: () => new DomainError('EMAIL_NOT_VERIFIED', 'forbidden', 'Please verify your email address first.'),
};
