import { given } from '../shared/given-when-then.spec-helper';
import type { Actor, OrganisationCommand } from './organisation.commands';
import { organisationDecider } from './organisation.decider';
import type { OrganisationEvent } from './organisation.events';

const organisationId = '0b7e3c2a-2222-4f0e-8a11-000000000001';
const admin: Actor = { userId: 'user-admin', memberRole: 'Admin' };
const member: Actor = { userId: 'user-member', memberRole: 'Member' };
const now = '2025-03-01T10:00:00.000Z';

const create = (overrides: Partial<Extract<OrganisationCommand, { type: 'CreateOrganisation' }>> = {}): OrganisationCommand => ({
  type: 'CreateOrganisation',
  organisationId,
  name: 'Acme Research',
  namespace: 'acmeresearch',
  acceptAllUsers: true,
  createdBy: admin.userId,
  now,
  ...overrides,
});

const creation: Extract<OrganisationEvent, { type: 'OrganisationCreated' }>['data'] = {
  organisationId,
  name: 'Acme Research',
  namespace: 'acmeresearch',
  acceptAllUsers: true,
  createdBy: admin.userId,
  createdAt: now,
};
const created: OrganisationEvent = { type: 'OrganisationCreated', data: creation };
const domainsSet = (domains: string[], added: string[], removed: string[] = [], setBy = admin.userId): OrganisationEvent => ({
  type: 'EmailDomainsSet',
  data: { domains, added, removed, setBy },
});

describe('organisation decider', () => {
  describe('CreateOrganisation', () => {
    it('creates the organisation with a trimmed name', () => {
      given(organisationDecider, [])
        .when(create({ name: '  Acme Research  ' }))
        .then([created]);
    });

    it.each([
      ['2 characters', 'Ac'],
      ['24 characters', 'A'.repeat(24)],
      ['24 characters outside the Basic Multilingual Plane', '🚀'.repeat(24)],
    ])('accepts a name of %s', (_case, name) => {
      given(organisationDecider, [])
        .when(create({ name }))
        .then([{ type: 'OrganisationCreated', data: { ...creation, name } }]);
    });

    it.each([
      ['1 character', 'A'],
      ['1 character padded with spaces', '  A  '],
      ['25 characters', 'A'.repeat(25)],
      ['only spaces', '     '],
    ])('refuses a name of %s', (_case, name) => {
      given(organisationDecider, []).when(create({ name })).thenThrows('CUSTOMER_NAME_INVALID');
    });

    it.each([['ab'], ['a'.repeat(24)], ['acme2025']])('accepts the namespace %s', (namespace) => {
      given(organisationDecider, [])
        .when(create({ namespace }))
        .then([{ type: 'OrganisationCreated', data: { ...creation, namespace } }]);
    });

    it.each([
      ['with uppercase letters', 'AcmeResearch'],
      ['with a dash', 'acme-research'],
      ['of 25 characters', 'a'.repeat(25)],
      ['of 1 character', 'a'],
      ['with a space', 'acme research'],
      ['with a non-ASCII letter', 'acmé'],
      ['empty', ''],
    ])('refuses a namespace %s', (_case, namespace) => {
      given(organisationDecider, []).when(create({ namespace })).thenThrows('CUSTOMER_NAMESPACE_INVALID');
    });

    it('refuses to create the same organisation twice', () => {
      given(organisationDecider, [created]).when(create()).thenThrows('CUSTOMER_ALREADY_EXISTS');
    });
  });

  describe('commands on an organisation that does not exist', () => {
    const commands: OrganisationCommand[] = [
      { type: 'SetEmailDomains', domains: ['acme.io'], actor: admin },
      { type: 'SendInvitation', invitationId: 'inv-1', email: 'grace@acme.io', actor: admin, expiresAt: now, now },
    ];

    it.each(commands.map((command) => [command.type, command] as const))('%s fails with NOT_FOUND', (_type, command) => {
      given(organisationDecider, []).when(command).thenThrows('NOT_FOUND');
    });
  });

  describe('SetEmailDomains', () => {
    it('is for admins only', () => {
      given(organisationDecider, [created])
        .when({ type: 'SetEmailDomains', domains: ['acme.io'], actor: member })
        .thenThrows('ADMIN_ONLY');
    });

    it('normalises: trims, lower-cases, drops a leading @, de-duplicates and sorts', () => {
      given(organisationDecider, [created])
        .when({ type: 'SetEmailDomains', domains: [' Research.ACME.io ', '@acme.io', 'ACME.IO'], actor: admin })
        .then([domainsSet(['acme.io', 'research.acme.io'], ['acme.io', 'research.acme.io'])]);
    });

    it.each([['gmail.com'], ['Outlook.com'], ['@yahoo.co.jp']])('refuses the public webmail domain %s', (domain) => {
      given(organisationDecider, [created])
        .when({ type: 'SetEmailDomains', domains: ['acme.io', domain], actor: admin })
        .thenThrows('EMAIL_DOMAIN_PUBLIC');
    });

    it.each([['acme'], ['acme..io'], ['ac me.io'], ['-acme.io'], ['grace@acme.io'], ['acme.i'], ['']])(
      'refuses the malformed domain %j',
      (domain) => {
        given(organisationDecider, [created])
          .when({ type: 'SetEmailDomains', domains: [domain], actor: admin })
          .thenThrows('EMAIL_DOMAIN_INVALID');
      },
    );

    it('refuses more than 20 distinct domains', () => {
      const domains = Array.from({ length: 21 }, (_, index) => `d${index}.acme.io`);
      given(organisationDecider, [created]).when({ type: 'SetEmailDomains', domains, actor: admin }).thenThrows('EMAIL_DOMAINS_TOO_MANY');
      given(organisationDecider, [created])
        .when({ type: 'SetEmailDomains', domains: domains.slice(0, 20), actor: admin })
        .then([domainsSet([...domains.slice(0, 20)].sort(), [...domains.slice(0, 20)].sort())]);
    });

    it('records nothing when the set does not change', () => {
      given(organisationDecider, [created, domainsSet(['acme.io', 'beta.io'], ['acme.io', 'beta.io'])])
        .when({ type: 'SetEmailDomains', domains: ['BETA.io', 'acme.io'], actor: admin })
        .then([]);
      given(organisationDecider, [created]).when({ type: 'SetEmailDomains', domains: [], actor: admin }).then([]);
    });

    it('computes the domains added and removed against the current set', () => {
      given(organisationDecider, [created, domainsSet(['acme.io', 'beta.io'], ['acme.io', 'beta.io'])])
        .when({ type: 'SetEmailDomains', domains: ['beta.io', 'gamma.io'], actor: { userId: 'user-admin-2', memberRole: 'Admin' } })
        .then([domainsSet(['beta.io', 'gamma.io'], ['gamma.io'], ['acme.io'], 'user-admin-2')]);
    });

    it('removes every domain when given none', () => {
      given(organisationDecider, [created, domainsSet(['acme.io', 'beta.io'], ['acme.io', 'beta.io'])])
        .when({ type: 'SetEmailDomains', domains: [], actor: admin })
        .then([domainsSet([], [], ['acme.io', 'beta.io'])]);
    });
  });

  describe('SendInvitation', () => {
    const expiresAt = '2025-03-08T10:00:00.000Z';

    it('records the invitation with the email in normal form', () => {
      given(organisationDecider, [created])
        .when({ type: 'SendInvitation', invitationId: 'inv-1', email: '  Grace.Hopper@ACME.io ', actor: member, expiresAt, now })
        .then([
          {
            type: 'InvitationSent',
            data: { invitationId: 'inv-1', email: 'grace.hopper@acme.io', invitedBy: member.userId, expiresAt, sentAt: now },
          },
        ]);
    });

    it.each([['grace'], ['grace@acme'], ['grace hopper@acme.io'], ['grace@@acme.io'], ['']])('refuses the malformed email %j', (email) => {
      given(organisationDecider, [created])
        .when({ type: 'SendInvitation', invitationId: 'inv-1', email, actor: admin, expiresAt, now })
        .thenThrows('INVALID_EMAIL');
    });

    const invite = (overrides: Partial<Extract<OrganisationCommand, { type: 'SendInvitation' }>> = {}): OrganisationCommand => ({
      type: 'SendInvitation',
      invitationId: 'inv-2',
      email: 'grace@acme.io',
      actor: member,
      actorEmail: 'ada@acme.io',
      inviteeIsMember: false,
      expiresAt,
      now,
      ...overrides,
    });
    const sent = (invitationId: string, sentAt: string, validUntil: string): OrganisationEvent => ({
      type: 'InvitationSent',
      data: { invitationId, email: 'grace@acme.io', invitedBy: admin.userId, expiresAt: validUntil, sentAt },
    });

    it('refuses to invite the inviter, whatever the case of the address', () => {
      given(organisationDecider, [created])
        .when(invite({ email: ' ADA@acme.io' }))
        .thenThrows('SELF_INVITATION');
    });

    it('refuses to invite someone who already belongs to the organisation', () => {
      given(organisationDecider, [created])
        .when(invite({ inviteeIsMember: true }))
        .thenThrows('ALREADY_MEMBER');
    });

    it('sends an invitation still open again under its own id, valid anew from now', () => {
      given(organisationDecider, [created, sent('inv-1', '2025-02-28T10:00:00.000Z', '2025-03-07T10:00:00.000Z')])
        .when(invite())
        .then([
          {
            type: 'InvitationSent',
            data: { invitationId: 'inv-1', email: 'grace@acme.io', invitedBy: member.userId, expiresAt, sentAt: now },
          },
        ]);
    });

    it('sends a new invitation when the earlier one has expired', () => {
      given(organisationDecider, [created, sent('inv-1', '2025-02-01T10:00:00.000Z', '2025-02-08T10:00:00.000Z')])
        .when(invite())
        .then([
          {
            type: 'InvitationSent',
            data: { invitationId: 'inv-2', email: 'grace@acme.io', invitedBy: member.userId, expiresAt, sentAt: now },
          },
        ]);
    });
  });
});
