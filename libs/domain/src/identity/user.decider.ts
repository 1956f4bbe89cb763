import type { Decider } from '../shared/decider';
import type { ExpiringToken, UserCommand } from './user.commands';
import { userErrors } from './user.errors';
import type { UserEvent } from './user.events';
import type { Language, MemberRole, UserRole } from './roles';

/**
 * A refresh session: its current token and the tokens it rotated away from, newest first. Only the
 * latest few are kept because a session that keeps being refreshed never ends on its own; see
 * RETIRED_TOKEN_HASHES_KEPT.
 */
export interface SessionState extends ExpiringToken {
  retiredTokenHashes: string[];
}

/**
 * How many rotated-away refresh tokens of a session are still recognised as reuse. The client
 * refreshes about every access-token lifetime (15 minutes), so 20 covers some five hours of
 * activity: a copy stolen and replayed within that time revokes the session; an older one is just
 * refused. Keeping every hash would let a long-lived session's state grow without end.
 */
export const RETIRED_TOKEN_HASHES_KEPT = 20;

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
  sessions: Record<string, SessionState>;
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
  sessions: {},
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
      return [{ type: 'PasswordChanged', data: { passwordHash: command.passwordHash, changedAt: command.now, endedSessionIds: Object.keys(state.sessions) } }];
    }
    case 'StartSession':
      return [{ type: 'SessionStarted', data: { sessionId: command.sessionId, ...command.session } }];
    case 'RefreshSession': {
      const session = state.sessions[command.sessionId];
      // A token the session already rotated away from is in two hands (OAuth 2.0 Security BCP,
      // refresh token rotation): the whole session ends. The caller is refused by the handler.
      if (session?.retiredTokenHashes.includes(command.presentedTokenHash)) {
        return [{ type: 'SessionRevoked', data: { sessionId: command.sessionId, reason: 'refresh_token_reused', revokedAt: command.now } }];
      }
      // Anything else that does not match (a guessed secret for a known session id) ends nothing.
      if (!isLive(session, command.now) || session.tokenHash !== command.presentedTokenHash) throw userErrors.sessionInvalid();
      return [{ type: 'SessionRefreshed', data: { sessionId: command.sessionId, ...command.session } }];
    }
    case 'EndSession':
      return state.sessions[command.sessionId] ? [{ type: 'SessionEnded', data: { sessionId: command.sessionId } }] : [];
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
      return { ...state, passwordHash: event.data.passwordHash, pendingResets: [], sessions: {} };
    case 'SessionStarted':
      return { ...state, sessions: { ...state.sessions, [event.data.sessionId]: { tokenHash: event.data.tokenHash, expiresAt: event.data.expiresAt, retiredTokenHashes: [] } } };
    case 'SessionRefreshed': {
      const previous = state.sessions[event.data.sessionId];
      const retiredTokenHashes = previous ? [previous.tokenHash, ...previous.retiredTokenHashes].slice(0, RETIRED_TOKEN_HASHES_KEPT) : [];
      return { ...state, sessions: { ...state.sessions, [event.data.sessionId]: { tokenHash: event.data.tokenHash, expiresAt: event.data.expiresAt, retiredTokenHashes } } };
    }
    case 'SessionEnded':
    case 'SessionRevoked': {
      const { [event.data.sessionId]: _ended, ...sessions } = state.sessions;
      return { ...state, sessions };
    }
  }
}

export const userDecider: Decider<UserCommand, UserState, UserEvent> = { initialState: initialUserState, decide, evolve };
