import fc from 'fast-check';
import { fold } from '../shared/decider';
import { given } from '../shared/given-when-then.spec-helper';
import { LANGUAGES, USER_ROLES } from './roles';
import type { OrganisationToJoin, UserCommand } from './user.commands';
import { userDecider } from './user.decider';
import type { UserEvent } from './user.events';

const userId = '6f1c1a52-1111-4a8e-9d55-000000000001';
const organisationId = '0b7e3c2a-2222-4f0e-8a11-000000000001';
const otherOrganisationId = '0b7e3c2a-2222-4f0e-8a11-000000000002';

const T0 = Date.parse('2025-03-01T10:00:00.000Z');
/** The instant `minutes` after T0, as commands carry it. */
const at = (minutes: number) => new Date(T0 + minutes * 60_000).toISOString();
const now = at(0);

const registration: Extract<UserEvent, { type: 'UserRegistered' }>['data'] = {
  userId,
  email: 'ada@acme.io',
  passwordHash: 'argon2-original',
  firstName: 'Ada',
  lastName: 'Lovelace',
  role: 'Engineering',
  isGoogleUser: false,
  registeredAt: now,
};
const registered: UserEvent = { type: 'UserRegistered', data: registration };
const googleRegistered: UserEvent = {
  type: 'UserRegistered',
  data: { ...registration, passwordHash: '', role: 'Founder', isGoogleUser: true },
};
const verificationRequested: UserEvent = { type: 'EmailVerificationRequested', data: { tokenHash: 'verify-1', expiresAt: at(60) } };
const verified: UserEvent = { type: 'EmailVerified', data: { verifiedAt: at(5) } };
const asMember: OrganisationToJoin = { organisationId, memberRole: 'Member', via: 'email-domain' };
const joined: UserEvent = { type: 'UserJoinedOrganisation', data: { ...asMember, joinedAt: at(5) } };
const signedIn = (sessionId: string, minutes = 10): UserEvent => ({ type: 'SignedIn', data: { sessionId, signedInAt: at(minutes) } });
const pendingUser = [registered, verificationRequested];
const activeUser = [registered, verificationRequested, verified];

describe('user decider', () => {
  describe('RegisterUser', () => {
    const register: UserCommand = {
      type: 'RegisterUser',
      userId,
      email: 'ada@acme.io',
      passwordHash: 'argon2-original',
      firstName: 'Ada',
      lastName: 'Lovelace',
      role: 'Engineering',
      verification: { tokenHash: 'verify-1', expiresAt: at(60) },
      now,
    };

    it('registers a password user and asks for email verification', () => {
      given(userDecider, []).when(register).then([registered, verificationRequested]);
    });

    it('refuses to register the same user twice', () => {
      given(userDecider, pendingUser).when(register).thenThrows('USER_ALREADY_REGISTERED');
    });
  });

  describe('commands on a user that does not exist', () => {
    const commands: UserCommand[] = [
      { type: 'RequestEmailVerification', verification: { tokenHash: 'v', expiresAt: at(60) }, now },
      { type: 'VerifyEmail', tokenHash: 'v', now, organisationToJoin: null },
      { type: 'JoinOrganisation', organisation: asMember, now },
      { type: 'UpdateProfile', firstName: 'Ada' },
      { type: 'CompleteGoogleProfile', role: 'Founder' },
      { type: 'RequestPasswordReset', reset: { tokenHash: 'r', expiresAt: at(60) }, now },
      { type: 'ResetPassword', tokenHash: 'r', passwordHash: 'h', now },
      { type: 'SignIn', sessionId: 's', now },
    ];

    it.each(commands.map((command) => [command.type, command] as const))('%s fails with USER_NOT_FOUND', (_type, command) => {
      given(userDecider, []).when(command).thenThrows('USER_NOT_FOUND');
    });
  });

  describe('email verification', () => {
    it('re-sends a verification link while the email is unverified', () => {
      given(userDecider, pendingUser)
        .when({ type: 'RequestEmailVerification', verification: { tokenHash: 'verify-2', expiresAt: at(90) }, now: at(30) })
        .then([{ type: 'EmailVerificationRequested', data: { tokenHash: 'verify-2', expiresAt: at(90) } }]);
    });

    it('refuses to re-send once the email is verified', () => {
      given(userDecider, activeUser)
        .when({ type: 'RequestEmailVerification', verification: { tokenHash: 'verify-2', expiresAt: at(90) }, now: at(30) })
        .thenThrows('EMAIL_ALREADY_VERIFIED');
    });

    it('verifies with the pending token before it expires', () => {
      given(userDecider, pendingUser)
        .when({ type: 'VerifyEmail', tokenHash: 'verify-1', now: at(59), organisationToJoin: null })
        .then([{ type: 'EmailVerified', data: { verifiedAt: at(59) } }]);
    });

    it('refuses a wrong token', () => {
      given(userDecider, pendingUser)
        .when({ type: 'VerifyEmail', tokenHash: 'verify-x', now: at(1), organisationToJoin: null })
        .thenThrows('INVALID_VERIFICATION_LINK');
    });

    it.each([
      ['at the expiry instant', 60],
      ['after expiry', 61],
    ])('refuses the right token %s', (_when, minutes) => {
      given(userDecider, pendingUser)
        .when({ type: 'VerifyEmail', tokenHash: 'verify-1', now: at(minutes), organisationToJoin: null })
        .thenThrows('INVALID_VERIFICATION_LINK');
    });

    it('refuses the older link once a newer one was sent', () => {
      const resent: UserEvent = { type: 'EmailVerificationRequested', data: { tokenHash: 'verify-2', expiresAt: at(90) } };
      given(userDecider, [...pendingUser, resent])
        .when({ type: 'VerifyEmail', tokenHash: 'verify-1', now: at(31), organisationToJoin: null })
        .thenThrows('INVALID_VERIFICATION_LINK');
      given(userDecider, [...pendingUser, resent])
        .when({ type: 'VerifyEmail', tokenHash: 'verify-2', now: at(31), organisationToJoin: null })
        .then([{ type: 'EmailVerified', data: { verifiedAt: at(31) } }]);
    });

    it('does not accept the same link twice', () => {
      given(userDecider, activeUser)
        .when({ type: 'VerifyEmail', tokenHash: 'verify-1', now: at(10), organisationToJoin: null })
        .thenThrows('INVALID_VERIFICATION_LINK');
    });

    it('joins the organisation it is given', () => {
      given(userDecider, pendingUser)
        .when({ type: 'VerifyEmail', tokenHash: 'verify-1', now: at(2), organisationToJoin: asMember })
        .then([
          { type: 'EmailVerified', data: { verifiedAt: at(2) } },
          { type: 'UserJoinedOrganisation', data: { organisationId, memberRole: 'Member', via: 'email-domain', joinedAt: at(2) } },
        ]);
    });

    it('does not join an organisation when already a member of one', () => {
      given(userDecider, [...pendingUser, joined])
        .when({
          type: 'VerifyEmail',
          tokenHash: 'verify-1',
          now: at(10),
          organisationToJoin: { ...asMember, organisationId: otherOrganisationId },
        })
        .then([{ type: 'EmailVerified', data: { verifiedAt: at(10) } }]);
    });
  });

  describe('JoinOrganisation', () => {
    it('joins when not yet a member', () => {
      given(userDecider, activeUser)
        .when({ type: 'JoinOrganisation', organisation: { organisationId, memberRole: 'Admin', via: 'creator' }, now: at(7) })
        .then([{ type: 'UserJoinedOrganisation', data: { organisationId, memberRole: 'Admin', via: 'creator', joinedAt: at(7) } }]);
    });

    it('records nothing when already in that organisation', () => {
      given(userDecider, [...activeUser, joined])
        .when({ type: 'JoinOrganisation', organisation: asMember, now: at(7) })
        .then([]);
    });

    it('refuses another organisation', () => {
      given(userDecider, [...activeUser, joined])
        .when({ type: 'JoinOrganisation', organisation: { ...asMember, organisationId: otherOrganisationId }, now: at(7) })
        .thenThrows('ALREADY_IN_ORGANISATION');
    });
  });

  describe('UpdateProfile', () => {
    it('records only the fields that change', () => {
      given(userDecider, activeUser)
        .when({ type: 'UpdateProfile', firstName: 'Ada', lastName: 'King', role: 'Engineering', language: 'fr' })
        .then([{ type: 'UserProfileUpdated', data: { lastName: 'King', language: 'fr' } }]);
    });

    it('records nothing when nothing changes', () => {
      given(userDecider, activeUser).when({ type: 'UpdateProfile', firstName: 'Ada', lastName: 'Lovelace', role: 'Engineering' }).then([]);
      given(userDecider, activeUser).when({ type: 'UpdateProfile' }).then([]);
    });

    it('compares with the profile as last updated', () => {
      const updated: UserEvent = { type: 'UserProfileUpdated', data: { role: 'Design', language: 'ja' } };
      given(userDecider, [...activeUser, updated])
        .when({ type: 'UpdateProfile', role: 'Design', language: 'ja' })
        .then([]);
      given(userDecider, [...activeUser, updated])
        .when({ type: 'UpdateProfile', role: 'Engineering', language: 'ja' })
        .then([{ type: 'UserProfileUpdated', data: { role: 'Engineering' } }]);
    });

    it('is idempotent: the same update decided again after it was applied records nothing', () => {
      const profileUpdate = fc.record(
        {
          firstName: fc.string({ maxLength: 12 }),
          lastName: fc.string({ maxLength: 12 }),
          role: fc.constantFrom(...USER_ROLES),
          language: fc.constantFrom(...LANGUAGES),
        },
        { requiredKeys: [] },
      );
      fc.assert(
        fc.property(profileUpdate, (fields) => {
          const command: UserCommand = { type: 'UpdateProfile', ...fields };
          const first = userDecider.decide(command, fold(userDecider, activeUser));
          expect(first.length).toBeLessThanOrEqual(1);
          expect(userDecider.decide(command, fold(userDecider, [...activeUser, ...first]))).toEqual([]);
        }),
      );
    });
  });

  describe('CompleteGoogleProfile', () => {
    it('completes the profile of a Google user with the chosen role', () => {
      given(userDecider, [googleRegistered])
        .when({ type: 'CompleteGoogleProfile', role: 'Research' })
        .then([{ type: 'GoogleProfileCompleted', data: { role: 'Research' } }]);
    });

    it('refuses to complete it twice', () => {
      given(userDecider, [googleRegistered, { type: 'GoogleProfileCompleted', data: { role: 'Research' } }])
        .when({ type: 'CompleteGoogleProfile', role: 'Design' })
        .thenThrows('PROFILE_ALREADY_COMPLETED');
    });

    it('refuses a password user', () => {
      given(userDecider, activeUser).when({ type: 'CompleteGoogleProfile', role: 'Design' }).thenThrows('NOT_GOOGLE_USER');
    });
  });

  describe('password reset', () => {
    const resetRequested: UserEvent = { type: 'PasswordResetRequested', data: { tokenHash: 'reset-1', expiresAt: at(60) } };

    it('records a reset request', () => {
      given(userDecider, activeUser)
        .when({ type: 'RequestPasswordReset', reset: { tokenHash: 'reset-1', expiresAt: at(60) }, now })
        .then([resetRequested]);
    });

    it('changes the password with a live reset token', () => {
      given(userDecider, [...activeUser, resetRequested])
        .when({ type: 'ResetPassword', tokenHash: 'reset-1', passwordHash: 'argon2-new', now: at(30) })
        .then([{ type: 'PasswordChanged', data: { passwordHash: 'argon2-new', changedAt: at(30), endedSessionIds: [] } }]);
    });

    it('refuses a wrong token', () => {
      given(userDecider, [...activeUser, resetRequested])
        .when({ type: 'ResetPassword', tokenHash: 'reset-x', passwordHash: 'argon2-new', now: at(30) })
        .thenThrows('INVALID_RESET_LINK');
    });

    it('refuses an expired token', () => {
      given(userDecider, [...activeUser, resetRequested])
        .when({ type: 'ResetPassword', tokenHash: 'reset-1', passwordHash: 'argon2-new', now: at(60) })
        .thenThrows('INVALID_RESET_LINK');
    });

    it('refuses a reset when none was requested', () => {
      given(userDecider, activeUser)
        .when({ type: 'ResetPassword', tokenHash: 'reset-1', passwordHash: 'argon2-new', now: at(1) })
        .thenThrows('INVALID_RESET_LINK');
    });

    it('makes every reset link single use: after the password changed, no outstanding link works', () => {
      const second: UserEvent = { type: 'PasswordResetRequested', data: { tokenHash: 'reset-2', expiresAt: at(70) } };
      const changed: UserEvent = { type: 'PasswordChanged', data: { passwordHash: 'argon2-new', changedAt: at(30) } };
      for (const tokenHash of ['reset-1', 'reset-2']) {
        given(userDecider, [...activeUser, resetRequested, second, changed])
          .when({ type: 'ResetPassword', tokenHash, passwordHash: 'argon2-newer', now: at(31) })
          .thenThrows('INVALID_RESET_LINK');
      }
    });

    it('names the sessions it ends: every sign-in since the last change', () => {
      given(userDecider, [...activeUser, signedIn('s1'), signedIn('s2'), resetRequested])
        .when({ type: 'ResetPassword', tokenHash: 'reset-1', passwordHash: 'argon2-new', now: at(30) })
        .then([{ type: 'PasswordChanged', data: { passwordHash: 'argon2-new', changedAt: at(30), endedSessionIds: ['s1', 's2'] } }]);
    });

    it('leaves no session open after the change, so the next change ends only later sign-ins', () => {
      const changed: UserEvent = {
        type: 'PasswordChanged',
        data: { passwordHash: 'argon2-new', changedAt: at(30), endedSessionIds: ['s1'] },
      };
      const secondReset: UserEvent = { type: 'PasswordResetRequested', data: { tokenHash: 'reset-2', expiresAt: at(90) } };
      const history = [...activeUser, signedIn('s1'), resetRequested, changed];
      expect(fold(userDecider, history).openSessionIds).toEqual([]);
      given(userDecider, [...history, signedIn('s2'), secondReset])
        .when({ type: 'ResetPassword', tokenHash: 'reset-2', passwordHash: 'argon2-newer', now: at(40) })
        .then([{ type: 'PasswordChanged', data: { passwordHash: 'argon2-newer', changedAt: at(40), endedSessionIds: ['s2'] } }]);
    });

    it('names the sessions begun in this stream before session streams, ended ones excepted', () => {
      given(userDecider, [
        ...activeUser,
        { type: 'SessionStarted', data: { sessionId: 'old-1', tokenHash: 'refresh-1', expiresAt: at(600) } },
        { type: 'SessionRefreshed', data: { sessionId: 'old-1', tokenHash: 'refresh-1b', expiresAt: at(600) } },
        { type: 'SessionStarted', data: { sessionId: 'old-2', tokenHash: 'refresh-2', expiresAt: at(600) } },
        { type: 'SessionStarted', data: { sessionId: 'old-3', tokenHash: 'refresh-3', expiresAt: at(600) } },
        { type: 'SessionEnded', data: { sessionId: 'old-2' } },
        { type: 'SessionRevoked', data: { sessionId: 'old-3', reason: 'refresh_token_reused', revokedAt: at(20) } },
        signedIn('new-1'),
        resetRequested,
      ])
        .when({ type: 'ResetPassword', tokenHash: 'reset-1', passwordHash: 'argon2-new', now: at(30) })
        .then([{ type: 'PasswordChanged', data: { passwordHash: 'argon2-new', changedAt: at(30), endedSessionIds: ['old-1', 'new-1'] } }]);
    });
  });

  describe('sign-in', () => {
    it('records one sign-in per session; the session itself lives in its own stream', () => {
      given(userDecider, activeUser)
        .when({ type: 'SignIn', sessionId: 's1', now: at(3) })
        .then([signedIn('s1', 3)]);
      expect(fold(userDecider, [...activeUser, signedIn('s1'), signedIn('s2')]).openSessionIds).toEqual(['s1', 's2']);
    });
  });
});
