import type { OrganisationEvent, UserEvent } from '@app/domain';
import type { CustomerView } from '@app/infrastructure/read-models';
import type { Projection } from '@app/infrastructure/processors';

type Handled = OrganisationEvent | Extract<UserEvent, { type: 'UserJoinedOrganisation' }>;

export const customersProjection: Projection<CustomerView, OrganisationEvent | UserEvent> = {
  collection: 'customers',
  // The organisation an email domain joins.
  indexes: [{ contains: 'email_domains' }],
  handles: new Set<Handled['type']>(['OrganisationCreated', 'EmailDomainsSet', 'UserJoinedOrganisation']),
  documentId(event) {
    if (event.type === 'UserJoinedOrganisation') return event.data.organisationId;
    return event.streamId.startsWith('organisation-') ? event.streamId.slice('organisation-'.length) : null;
  },
  evolve(doc, event) {
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
