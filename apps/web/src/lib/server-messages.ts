import type { TFunction } from 'i18next';

// The server speaks English (SPEC section 8). Messages the catalogue names are shown in the
// interface language; anything else is shown as the server wrote it.
const KNOWN_MESSAGES: Record<string, string> = {
  'Invalid email or password. Please try again.': 'serverMessages.invalidCredentials',
  'Password is too weak. Please choose a stronger password.': 'serverMessages.weakPassword',
  'Invalid or expired reset link. Please request a new password reset.': 'serverMessages.invalidResetLink',
  'Too many password reset requests. Please wait 1 hour before trying again.': 'serverMessages.tooManyResetRequests',
  'Password reset email sent successfully!': 'serverMessages.resetEmailSent',
  'Password reset successfully!': 'serverMessages.passwordReset',
  'Invalid or expired verification link. Please request a new one.': 'serverMessages.invalidVerificationLink',
  'Verification email sent.': 'serverMessages.verificationEmailSent',
};

export function localiseServerMessage(t: TFunction, message: string | null | undefined, fallbackKey: string): string {
  if (!message) return t(fallbackKey);
  const key = KNOWN_MESSAGES[message.trim()];
  return key ? t(key, { ns: 'common' }) : message;
}
