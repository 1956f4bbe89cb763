import type { MailContent } from './mailer.port';

export const mailTemplates = {
  verifyEmail: (to: string, firstName: string, link: string): MailContent => ({
    to,
    subject: 'Verify your email address',
    text: `Hi ${firstName},\n\nPlease confirm your email address by opening this link:\n\n${link}\n\nThe link is valid for 1 hour. If you did not create an account, you can ignore this mail.\n`,
  }),
  resetPassword: (to: string, link: string): MailContent => ({
    to,
    subject: 'Reset your password',
    text: `Someone asked to reset the password of this account.\n\nTo choose a new password, open this link:\n\n${link}\n\nThe link is valid for 1 hour and works once. If it was not you, ignore this mail: your password stays as it is.\n`,
  }),
  /** To the owner of an address someone tried to sign up with; the sign-up itself answers as for a new account. */
  signUpAttempted: (to: string, firstName: string, loginLink: string): MailContent => ({
    to,
    subject: 'Someone tried to sign up with your email address',
    text: `Hi ${firstName},\n\nSomeone tried to create a new account with this email address, which already has an account.\n\nIf it was you, log in here (if you forgot your password, choose "Forgot your password?" on that page):\n\n${loginLink}\n\nIf it was not you, ignore this mail: nothing was changed.\n`,
  }),
  invitation: (to: string, organisationName: string, inviterName: string, link: string): MailContent => ({
    to,
    subject: `${inviterName} invited you to ${organisationName}`,
    text: `${inviterName} invited you to join ${organisationName} on Insight Assistant.\n\nSign up with this email address to join:\n\n${link}\n\nThe invitation is valid for 7 days.\n`,
  }),
};
