import { type Decider, eventTypeSet } from '../shared/decider';
import type { ExpiringToken, UserCommand } from './user.commands';
import { userErrors } from './user.errors';
import type { UserEvent } from './user.events';
import type { Language, MemberRole, UserRole } from './roles';

export interface UserState {
  exists: boolean;
  userId: string | null;
  email: string | null;
  passwordHash: string | null;
  firstName: string;
  lastName: string;
  role: UserRole | null;
  isGoogleUser: boolean;
  completedOnboarding: boolean;
  emailVerified: boolean;
  language: Language | null;
  organisationId: string | null;
  memberRole: MemberRole | null;
  pendingVerification: ExpiringToken | null;
  pendingResets: ExpiringToken[];
  /**
   * The sessions signed in since the password last changed (the next change ends them all). Each
   * session's tokens live in its own stream; a session missing here was ended by a password change.
   */
  openSessionIds: string[];
}

export const initialUserState: UserState = {
  exists: false,
  userId: null,
  email: null,
  passwordHash: null,
  firstName: '',
  lastName: '',
  role: null,
  isGoogleUser: false,
  completedOnboarding: false,
  emailVerified: false,
  language: null,
  organisationId: null,
  memberRole: null,
  pendingVerification: null,
  pendingResets: [],
  openSessionIds: [],
};

const isLive = (token: ExpiringToken | undefined | null, now: string): token is ExpiringToken =>
  Boolean(token) && Date.parse(token!.expiresAt) > Date.parse(now);

function requireExisting(state: UserState): void {
  if (!state.exists) throw userErrors.notFound();
}

function decide(command: UserCommand, state: UserState): UserEvent[] {
  if (command.type !== 'RegisterUser') requireExisting(state);
  switch (command.type) {
    case 'RegisterUser':
      if (state.exists) throw userErrors.alreadyRegistered();
      return [
        {
          type: 'UserRegistered',
          data: {
            userId: command.userId,
            email: command.email,
            passwordHash: command.passwordHash,
            firstName: command.firstName,
            lastName: command.lastName,
            role: command.role,
            isGoogleUser: false,
            registeredAt: command.now,
          },
        },
        { type: 'EmailVerificationRequested', data: command.verification },
      ];
    case 'RequestEmailVerification':
      if (state.emailVerified) throw userErrors.alreadyVerified();
      return [{ type: 'EmailVerificationRequested', data: command.verification }];
    case 'VerifyEmail': {
      const pending = state.pendingVerification;
      if (!isLive(pending, command.now) || pending.tokenHash !== command.tokenHash) throw userErrors.invalidVerificationLink();
      const events: UserEvent[] = [{ type: 'EmailVerified', data: { verifiedAt: command.now } }];
      if (command.organisationToJoin && !state.organisationId) {
        events.push({ type: 'UserJoinedOrganisation', data: { ...command.organisationToJoin, joinedAt: command.now } });
      }
      return events;
    }
    case 'JoinOrganisation':
      if (state.organisationId === command.organisation.organisationId) return [];
      if (state.organisationId) throw userErrors.alreadyInOrganisation();
      return [{ type: 'UserJoinedOrganisation', data: { ...command.organisation, joinedAt: command.now } }];
    case 'UpdateProfile': {
      const changes: Extract<UserEvent, { type: 'UserProfileUpdated' }>['data'] = {};
      if (command.firstName !== undefined && command.firstName !== state.firstName) changes.firstName = command.firstName;
      if (command.lastName !== undefined && command.lastName !== state.lastName) changes.lastName = command.lastName;
      if (command.role !== undefined && command.role !== state.role) changes.role = command.role;
      if (command.language !== undefined && command.language !== state.language) changes.language = command.language;
      return Object.keys(changes).length === 0 ? [] : [{ type: 'UserProfileUpdated', data: changes }];
    }
    case 'CompleteGoogleProfile':
      if (!state.isGoogleUser) throw userErrors.notGoogleUser();
      if (state.completedOnboarding) throw userErrors.profileAlreadyCompleted();
      return [{ type: 'GoogleProfileCompleted', data: { role: command.role } }];
    case 'RequestPasswordReset':
      return [{ type: 'PasswordResetRequested', data: command.reset }];
    case 'ResetPassword': {
      const matching = state.pendingResets.find((reset) => reset.tokenHash === command.tokenHash);
      if (!isLive(matching, command.now)) throw userErrors.invalidResetLink();
      // Listing the ended sessions lets every process refuse their access tokens at once.
      return [
        {
          type: 'PasswordChanged',
          data: { passwordHash: command.passwordHash, changedAt: command.now, endedSessionIds: state.openSessionIds },
        },
      ];
    }
    case 'SignIn':
      return [{ type: 'SignedIn', data: { sessionId: command.sessionId, signedInAt: command.now } }];
  }
}

function evolve(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserRegistered':
      return {
        ...state,
        exists: true,
        userId: event.data.userId,
        email: event.data.email,
        passwordHash: event.data.passwordHash,
        firstName: event.data.firstName,
        lastName: event.data.lastName,
        role: event.data.role,
        isGoogleUser: event.data.isGoogleUser,
        completedOnboarding: !event.data.isGoogleUser,
      };
    case 'EmailVerificationRequested':
      return { ...state, pendingVerification: event.data };
    case 'EmailVerified':
      return { ...state, emailVerified: true, pendingVerification: null };
    case 'UserJoinedOrganisation':
      return { ...state, organisationId: event.data.organisationId, memberRole: event.data.memberRole };
    case 'UserProfileUpdated':
      return { ...state, ...event.data };
    case 'GoogleProfileCompleted':
      return { ...state, role: event.data.role, completedOnboarding: true };
    case 'PasswordResetRequested':
      return { ...state, pendingResets: [...state.pendingResets, event.data] };
    case 'PasswordChanged':
      // A new password ends every outstanding reset link and every signed-in session.
      return { ...state, passwordHash: event.data.passwordHash, pendingResets: [], openSessionIds: [] };
    case 'SignedIn':
    case 'SessionStarted':
      // A session started in this stream before session streams opened it just as a sign-in does.
      return { ...state, openSessionIds: [...state.openSessionIds, event.data.sessionId] };
    case 'SessionEnded':
    case 'SessionRevoked':
      // Recorded here only before session streams; later ends are in the session's stream alone.
      return { ...state, openSessionIds: state.openSessionIds.filter((sessionId) => sessionId !== event.data.sessionId) };
    case 'SessionRefreshed':
      return state;
  }
}

export const userDecider: Decider<UserCommand, UserState, UserEvent> = {
  initialState: initialUserState,
  eventTypes: eventTypeSet<UserEvent>({
    UserRegistered: true,
    EmailVerificationRequested: true,
    EmailVerified: true,
    UserJoinedOrganisation: true,
    UserProfileUpdated: true,
    GoogleProfileCompleted: true,
    PasswordResetRequested: true,
    PasswordChanged: true,
    SignedIn: true,
    // Found only in streams recorded before sessions had their own (LegacyUserSessionEvent).
    SessionStarted: true,
    SessionRefreshed: true,
    SessionEnded: true,
    SessionRevoked: true,
  }),
  decide,
  evolve,
};
