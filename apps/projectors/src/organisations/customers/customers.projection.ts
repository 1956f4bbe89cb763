import type { OrganisationEvent, UserEvent } from '@app/domain';
import type { RecordedEvent } from '@app/infrastructure/event-store/event-store.port';
import type { CustomerView } from '@app/infrastructure/read-models/views';
import type { Projection } from '../../runtime/projection';

type Handled = OrganisationEvent | Extract<UserEvent, { type: 'UserJoinedOrganisation' }>;

export const customersProjection: Projection<CustomerView> = {
  collection: 'customers',
  handles: new Set<Handled['type']>(['OrganisationCreated', 'EmailDomainsSet', 'UserJoinedOrganisation']),
  documentId(recorded) {
    const event = recorded as unknown as Handled;
    if (event.type === 'UserJoinedOrganisation') return event.data.organisationId;
    return recorded.streamId.startsWith('organisation-') ? recorded.streamId.slice('organisation-'.length) : null;
  },
  evolve(doc, recorded: RecordedEvent) {
    const event = recorded as unknown as Handled;
    switch (event.type) {
      case 'OrganisationCreated':
        return {
          customer_id: event.data.organisationId,
          name: event.data.name,
          namespace: event.data.namespace,
          acceptAllUsers: event.data.acceptAllUsers,
          email_domains: [],
          created_at: event.data.createdAt,
          created_by: event.data.createdBy,
          members: 0,
        };
      case 'EmailDomainsSet':
        return doc && { ...doc, email_domains: event.data.domains };
      case 'UserJoinedOrganisation':
        return doc && { ...doc, members: doc.members + 1 };
      default:
        return doc;
    }
  },
};
