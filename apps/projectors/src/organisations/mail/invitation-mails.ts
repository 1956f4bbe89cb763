import { type InviteeEvent, isEventOf, organisationDecider, type OrganisationEvent, streams, userDecider } from '@app/domain';
import type { EventStore, RecordedEvent } from '@app/infrastructure/event-store';
import type { MailsOfContext } from '@app/infrastructure/mail';
import { mailTemplates } from '@app/infrastructure/mail';
import { foldUntil, stateAt } from '@app/infrastructure/processors';

type InvitationSent = Extract<OrganisationEvent, { type: 'InvitationSent' }>;

const ISSUED = new Set<InviteeEvent['type']>(['InvitationIssued']);
const SENT = new Set<InvitationSent['type']>(['InvitationSent']);
const isIssued = (event: RecordedEvent): event is RecordedEvent<InviteeEvent> => isEventOf<InviteeEvent>(ISSUED, event);
const isSent = (event: RecordedEvent): event is RecordedEvent<InvitationSent> => isEventOf<InvitationSent>(SENT, event);

export interface InvitationMailPorts {
  eventStore: EventStore;
  publicUrl: string;
  log: (line: string) => void;
}

/**
 * The organisations context's mail: an invitation, sent again each time it is re-sent. It follows
 * InvitationIssued, the invitation's last event (on the invitee's stream, where sign-up looks), so
 * the mail goes only once the invitation is fully recorded; the address and the inviter are on the
 * InvitationSent of the same command (same correlation id) on the organisation's stream.
 */
export function invitationMails({ eventStore, publicUrl, log }: InvitationMailPorts): MailsOfContext {
  return {
    id: 'reactor:invitation-mail',
    handles: ISSUED,
    async mailFor(event) {
      if (!isIssued(event)) return null;
      const organisationEvents = await eventStore.readStream(streams.organisation(event.data.organisationId));
      const sent = organisationEvents.filter(isSent).find((candidate) => candidate.metadata.correlationId === event.metadata.correlationId);
      if (!sent) {
        log(`reactor:invitation-mail: event ${event.id}: no InvitationSent of the same command; not sent`);
        return null;
      }
      const organisation = foldUntil(organisationDecider, organisationEvents, sent.position);
      const inviter = await stateAt(eventStore, userDecider, streams.user(sent.data.invitedBy), sent.position);
      const inviterName = `${inviter.firstName} ${inviter.lastName}`.trim();
      const link = `${publicUrl}/signup?email=${encodeURIComponent(sent.data.email)}`;
      return { template: 'invitation', content: mailTemplates.invitation(sent.data.email, organisation.name, inviterName, link) };
    },
  };
}
