/** Emails are compared case-insensitively, after trimming; this is the one normal form. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function emailDomainOf(email: string): string {
  const at = email.lastIndexOf('@');
  return at === -1 ? '' : normaliseEmail(email.slice(at + 1));
}

// A deliberately simple shape check (one @, a dot in the domain, no spaces); the real proof of an
// address is the verification mail.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmailShaped(email: string): boolean {
  return email.length <= 254 && EMAIL_SHAPE.test(email.trim());
}
