import { DomainError } from '../shared/domain-error';

export const organisationErrors = {
  invalidName: () => new DomainError('CUSTOMER_NAME_INVALID', 'invalid', 'Organisation name must be 2 to 24 characters.'),
  invalidNamespace: () =>
    new DomainError(
      'CUSTOMER_NAMESPACE_INVALID',
      'invalid',
      'Organisation URL must be 2 to 24 characters, only letters a-z and digits 0-9.',
    ),
  namespaceTaken: () =>
    new DomainError('CUSTOMER_NAMESPACE_TAKEN', 'conflict', 'This organisation URL is already taken. Please choose another one.'),
  alreadyExists: () => new DomainError('CUSTOMER_ALREADY_EXISTS', 'conflict', 'This organisation already exists.'),
  notFound: () => new DomainError('NOT_FOUND', 'not_found', 'Not found.'),
  adminOnly: () => new DomainError('ADMIN_ONLY', 'forbidden', 'Only an organisation admin can do this.'),
  invalidDomain: (domain: string) => new DomainError('EMAIL_DOMAIN_INVALID', 'invalid', `"${domain}" is not a valid email domain.`),
  publicDomain: (domain: string) =>
    new DomainError(
      'EMAIL_DOMAIN_PUBLIC',
      'invalid',
      `"${domain}" is a public or disposable email provider and cannot be used to admit users.`,
    ),
  domainTaken: (domain: string) =>
    new DomainError('EMAIL_DOMAIN_TAKEN', 'conflict', `The email domain "${domain}" already belongs to another organisation.`),
  tooManyDomains: () => new DomainError('EMAIL_DOMAINS_TOO_MANY', 'invalid', 'An organisation can have at most 20 email domains.'),
  invalidInvitationEmail: () => new DomainError('INVALID_EMAIL', 'invalid', 'Please input the correct format of email.'),
  selfInvitation: () => new DomainError('SELF_INVITATION', 'conflict', 'You cannot invite yourself.'),
  alreadyMember: () => new DomainError('ALREADY_MEMBER', 'conflict', 'This person is already a member of your organisation.'),
};
