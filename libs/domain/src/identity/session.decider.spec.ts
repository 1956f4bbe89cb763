import { fold } from '../shared/decider';
import { given } from '../shared/given-when-then.spec-helper';
import type { SessionCommand } from './session.commands';
import { RETIRED_TOKEN_HASHES_KEPT, sessionDecider } from './session.decider';
import type { SessionEvent } from './session.events';

const userId = '6f1c1a52-1111-4a8e-9d55-000000000001';
const otherUserId = '6f1c1a52-1111-4a8e-9d55-000000000002';
const sessionId = 's1';

const T0 = Date.parse('2025-03-01T10:00:00.000Z');
const at = (minutes: number) => new Date(T0 + minutes * 60_000).toISOString();

const opened: SessionEvent = {
  type: 'SessionOpened',
  data: { sessionId, userId, tokenHash: 'refresh-1', expiresAt: at(60), openedAt: at(0) },
};
const refreshed: SessionEvent = { type: 'SessionRefreshed', data: { sessionId, tokenHash: 'refresh-2', expiresAt: at(120) } };
const ended: SessionEvent = { type: 'SessionEnded', data: { sessionId } };
const revokedAt = (minutes: number, reason: 'refresh_token_reused' | 'password_changed' = 'refresh_token_reused'): SessionEvent => ({
  type: 'SessionRevoked',
  data: { sessionId, reason, revokedAt: at(minutes) },
});

const refresh = (
  presentedTokenHash: string,
  minutes: number,
  changes: Partial<Extract<SessionCommand, { type: 'RefreshSession' }>> = {},
): SessionCommand => ({
  type: 'RefreshSession',
  sessionId,
  userId,
  presentedTokenHash,
  session: { tokenHash: 'refresh-next', expiresAt: at(minutes + 60) },
  passwordChangedSince: false,
  now: at(minutes),
  ...changes,
});
const rotatedTo = (tokenHash: string, expiresAt: string): SessionEvent => ({
  type: 'SessionRefreshed',
  data: { sessionId, tokenHash, expiresAt },
});

describe('session decider', () => {
  describe('OpenSession', () => {
    it('opens the session of a sign-in with its first refresh token', () => {
      given(sessionDecider, [])
        .when({ type: 'OpenSession', sessionId, userId, session: { tokenHash: 'refresh-1', expiresAt: at(60) }, now: at(0) })
        .then([opened]);
    });

    it('never opens a session id twice', () => {
      given(sessionDecider, [opened])
        .when({ type: 'OpenSession', sessionId, userId: otherUserId, session: { tokenHash: 'mine', expiresAt: at(60) }, now: at(1) })
        .thenThrows('SESSION_INVALID');
    });
  });

  describe('RefreshSession', () => {
    it('refreshes with the current token hash and rotates it', () => {
      given(sessionDecider, [opened])
        .when(refresh('refresh-1', 30))
        .then([rotatedTo('refresh-next', at(90))]);
    });

    it('keeps the session alive past its first expiry once refreshed', () => {
      given(sessionDecider, [opened, refreshed])
        .when(refresh('refresh-2', 90))
        .then([rotatedTo('refresh-next', at(150))]);
    });

    it('refuses an expired session, a session never opened, an ended one and one that belongs to someone else', () => {
      given(sessionDecider, [opened]).when(refresh('refresh-1', 60)).thenThrows('SESSION_INVALID');
      given(sessionDecider, []).when(refresh('refresh-1', 1)).thenThrows('SESSION_INVALID');
      given(sessionDecider, [opened, ended]).when(refresh('refresh-1', 1)).thenThrows('SESSION_INVALID');
      // A token's user part is not secret: someone holding their own session's token cannot name another user.
      given(sessionDecider, [opened])
        .when(refresh('refresh-1', 1, { userId: otherUserId }))
        .thenThrows('SESSION_INVALID');
    });

    describe('reuse of a rotated-away token (the whole session ends)', () => {
      it('revokes the session when a rotated-away token is presented again', () => {
        given(sessionDecider, [opened, refreshed])
          .when(refresh('refresh-1', 31))
          .then([revokedAt(31)]);
      });

      it('recognises every earlier token of the session, not only the last one', () => {
        const again = rotatedTo('refresh-3', at(150));
        given(sessionDecider, [opened, refreshed, again])
          .when(refresh('refresh-1', 31))
          .then([revokedAt(31)]);
        given(sessionDecider, [opened, refreshed, again])
          .when(refresh('refresh-2', 31))
          .then([revokedAt(31)]);
      });

      it('revokes even once the refresh token itself has expired, as access tokens may still be alive', () => {
        given(sessionDecider, [opened, refreshed])
          .when(refresh('refresh-1', 130))
          .then([revokedAt(130)]);
      });

      it('refuses the current token too once the session was revoked, and records nothing more', () => {
        const revoked = revokedAt(31);
        given(sessionDecider, [opened, refreshed, revoked]).when(refresh('refresh-2', 32)).thenThrows('SESSION_INVALID');
        given(sessionDecider, [opened, refreshed, revoked]).when(refresh('refresh-1', 32)).thenThrows('SESSION_INVALID');
        given(sessionDecider, [opened, refreshed, revoked])
          .when({ type: 'EndSession', sessionId, userId, presentedTokenHash: null })
          .then([]);
      });

      it('does not end the session for a secret it never issued: session ids are not secret', () => {
        given(sessionDecider, [opened, refreshed]).when(refresh('forged-hash', 31)).thenThrows('SESSION_INVALID');
        given(sessionDecider, [opened, refreshed])
          .when(refresh('refresh-2', 32))
          .then([rotatedTo('refresh-next', at(92))]);
      });

      it(`remembers the last ${RETIRED_TOKEN_HASHES_KEPT} rotated-away tokens; an older one is only refused`, () => {
        const rotations = Array.from({ length: RETIRED_TOKEN_HASHES_KEPT + 1 }, (_, index) =>
          rotatedTo(`rotated-${index + 1}`, at(100 + index)),
        );
        const history = [opened, ...rotations];
        expect(fold(sessionDecider, history).open?.retiredTokenHashes).toHaveLength(RETIRED_TOKEN_HASHES_KEPT);
        given(sessionDecider, history).when(refresh('refresh-1', 31)).thenThrows('SESSION_INVALID');
        given(sessionDecider, history)
          .when(refresh('rotated-1', 31))
          .then([revokedAt(31)]);
      });
    });

    describe('after a password change (the user stream no longer counts the session as open)', () => {
      it('revokes the session on its next refresh instead of rotating', () => {
        given(sessionDecider, [opened])
          .when(refresh('refresh-1', 31, { passwordChangedSince: true }))
          .then([revokedAt(31, 'password_changed')]);
      });

      it('still ends nothing for a secret it never issued', () => {
        given(sessionDecider, [opened])
          .when(refresh('forged-hash', 31, { passwordChangedSince: true }))
          .thenThrows('SESSION_INVALID');
      });
    });
  });

  describe('EndSession', () => {
    it('ends a session proven by its current refresh token or by an access token, and ending it again records nothing', () => {
      given(sessionDecider, [opened, refreshed])
        .when({ type: 'EndSession', sessionId, userId, presentedTokenHash: 'refresh-2' })
        .then([ended]);
      given(sessionDecider, [opened]).when({ type: 'EndSession', sessionId, userId, presentedTokenHash: null }).then([ended]);
      given(sessionDecider, [opened, ended]).when({ type: 'EndSession', sessionId, userId, presentedTokenHash: null }).then([]);
    });

    it('ends nothing for a cookie that is not the current one, a session never opened, or another user', () => {
      given(sessionDecider, [opened, refreshed]).when({ type: 'EndSession', sessionId, userId, presentedTokenHash: 'refresh-1' }).then([]);
      given(sessionDecider, []).when({ type: 'EndSession', sessionId, userId, presentedTokenHash: null }).then([]);
      given(sessionDecider, [opened]).when({ type: 'EndSession', sessionId, userId: otherUserId, presentedTokenHash: null }).then([]);
    });
  });

  describe('ContinueLegacySession', () => {
    const legacy = { tokenHash: 'legacy-3', expiresAt: at(600), retiredTokenHashes: ['legacy-2', 'legacy-1'] };
    const migrated: SessionEvent = { type: 'SessionMigrated', data: { sessionId, userId, ...legacy } };

    it('starts the stream from the tokens the user stream recorded, retired ones included', () => {
      given(sessionDecider, []).when({ type: 'ContinueLegacySession', sessionId, userId, legacy }).then([migrated]);
      given(sessionDecider, [migrated])
        .when(refresh('legacy-3', 31))
        .then([rotatedTo('refresh-next', at(91))]);
      given(sessionDecider, [migrated])
        .when(refresh('legacy-1', 31))
        .then([revokedAt(31)]);
    });

    it('continues a session once: the second of two racing first refreshes finds it continued', () => {
      given(sessionDecider, [migrated]).when({ type: 'ContinueLegacySession', sessionId, userId, legacy }).then([]);
    });
  });
});
