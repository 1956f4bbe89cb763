import type { UserEvent } from '@app/domain';
import type { UserView } from '@app/infrastructure/read-models';
import type { Projection } from '@app/infrastructure/processors';

const HANDLED: ReadonlySet<UserEvent['type']> = new Set([
  'UserRegistered',
  'EmailVerified',
  'UserJoinedOrganisation',
  'UserProfileUpdated',
  'GoogleProfileCompleted',
]);

export const usersProjection: Projection<UserView, UserEvent> = {
  collection: 'users',
  handles: HANDLED,
  documentId: (event) => (event.streamId.startsWith('user-') ? event.streamId.slice('user-'.length) : null),
  evolve(doc, event) {
    switch (event.type) {
      case 'UserRegistered':
        return {
          user_id: event.data.userId,
          email: event.data.email,
          firstName: event.data.firstName,
          lastName: event.data.lastName,
          role: event.data.role,
          is_google_user: event.data.isGoogleUser,
          completed_onboarding: !event.data.isGoogleUser,
          email_verified: false,
          language: null,
          customer_id: null,
          member_role: null,
          created_at: event.data.registeredAt,
        };
      case 'EmailVerified':
        return doc && { ...doc, email_verified: true };
      case 'UserJoinedOrganisation':
        return doc && { ...doc, customer_id: event.data.organisationId, member_role: event.data.memberRole };
      case 'UserProfileUpdated':
        return doc && { ...doc, ...event.data };
      case 'GoogleProfileCompleted':
        return doc && { ...doc, role: event.data.role, completed_onboarding: true };
      default:
        return doc;
    }
  },
};
