import { type Decider, eventTypeSet } from '../shared/decider';
import { isEmailShaped, normaliseEmail } from '../identity/email';
import { normaliseEmailDomains } from './email-domains';
import type { Actor, OrganisationCommand } from './organisation.commands';
import { organisationErrors } from './organisation.errors';
import type { OrganisationEvent } from './organisation.events';

export interface OrganisationState {
  exists: boolean;
  organisationId: string | null;
  name: string;
  namespace: string;
  acceptAllUsers: boolean;
  createdBy: string | null;
  emailDomains: string[];
  /** The newest invitation sent to each address (in normal form), by id and end of validity. */
  invitations: Record<string, { invitationId: string; expiresAt: string }>;
}

export const initialOrganisationState: OrganisationState = {
  exists: false,
  organisationId: null,
  name: '',
  namespace: '',
  acceptAllUsers: false,
  createdBy: null,
  emailDomains: [],
  invitations: {},
};

export const NAMESPACE_PATTERN = /^[a-z0-9]{2,24}$/;

export function isValidOrganisationName(name: string): boolean {
  const length = [...name.trim()].length;
  return length >= 2 && length <= 24;
}

function requireAdmin(actor: Actor): void {
  if (actor.memberRole !== 'Admin') throw organisationErrors.adminOnly();
}

function decide(command: OrganisationCommand, state: OrganisationState): OrganisationEvent[] {
  if (command.type !== 'CreateOrganisation' && !state.exists) throw organisationErrors.notFound();
  switch (command.type) {
    case 'CreateOrganisation':
      if (state.exists) throw organisationErrors.alreadyExists();
      if (!isValidOrganisationName(command.name)) throw organisationErrors.invalidName();
      if (!NAMESPACE_PATTERN.test(command.namespace)) throw organisationErrors.invalidNamespace();
      return [
        {
          type: 'OrganisationCreated',
          data: {
            organisationId: command.organisationId,
            name: command.name.trim(),
            namespace: command.namespace,
            acceptAllUsers: command.acceptAllUsers,
            createdBy: command.createdBy,
            createdAt: command.now,
          },
        },
      ];
    case 'SetEmailDomains': {
      requireAdmin(command.actor);
      const domains = normaliseEmailDomains(command.domains);
      const added = domains.filter((domain) => !state.emailDomains.includes(domain));
      const removed = state.emailDomains.filter((domain) => !domains.includes(domain));
      if (added.length === 0 && removed.length === 0) return [];
      return [{ type: 'EmailDomainsSet', data: { domains, added, removed, setBy: command.actor.userId } }];
    }
    case 'SendInvitation': {
      if (!isEmailShaped(command.email)) throw organisationErrors.invalidInvitationEmail();
      const email = normaliseEmail(command.email);
      if (command.actorEmail && email === normaliseEmail(command.actorEmail)) throw organisationErrors.selfInvitation();
      if (command.inviteeIsMember) throw organisationErrors.alreadyMember();
      // Inviting an address again sends the same invitation again, valid anew from now.
      const open = state.invitations[email];
      const invitationId = open && Date.parse(open.expiresAt) > Date.parse(command.now) ? open.invitationId : command.invitationId;
      return [
        {
          type: 'InvitationSent',
          data: { invitationId, email, invitedBy: command.actor.userId, expiresAt: command.expiresAt, sentAt: command.now },
        },
      ];
    }
  }
}

function evolve(state: OrganisationState, event: OrganisationEvent): OrganisationState {
  switch (event.type) {
    case 'OrganisationCreated':
      return {
        ...state,
        exists: true,
        organisationId: event.data.organisationId,
        name: event.data.name,
        namespace: event.data.namespace,
        acceptAllUsers: event.data.acceptAllUsers,
        createdBy: event.data.createdBy,
      };
    case 'EmailDomainsSet':
      return { ...state, emailDomains: event.data.domains };
    case 'InvitationSent':
      return {
        ...state,
        invitations: {
          ...state.invitations,
          [event.data.email]: { invitationId: event.data.invitationId, expiresAt: event.data.expiresAt },
        },
      };
  }
}

export const organisationDecider: Decider<OrganisationCommand, OrganisationState, OrganisationEvent> = {
  initialState: initialOrganisationState,
  eventTypes: eventTypeSet<OrganisationEvent>({ OrganisationCreated: true, EmailDomainsSet: true, InvitationSent: true }),
  decide,
  evolve,
};
