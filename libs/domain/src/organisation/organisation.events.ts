export type OrganisationEvent =
  | {
      type: 'OrganisationCreated';
      data: { organisationId: string; name: string; namespace: string; acceptAllUsers: boolean; createdBy: string; createdAt: string };
    }
  | { type: 'EmailDomainsSet'; data: { domains: string[]; added: string[]; removed: string[]; setBy: string } }
  | { type: 'InvitationSent'; data: { invitationId: string; email: string; invitedBy: string; expiresAt: string; sentAt: string } };
