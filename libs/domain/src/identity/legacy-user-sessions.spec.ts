import { eventUpcasters } from '../event-upcasters';
import { fold } from '../shared/decider';
import { type DomainEvent, isEventOf } from '../shared/event';
import { given } from '../shared/given-when-then.spec-helper';
import { legacySessionOf } from './legacy-user-sessions';
import { sessionDecider } from './session.decider';
import { userDecider } from './user.decider';
import type { UserEvent } from './user.events';
import frozenUserStream from './__frozen__/user-stream.before-session-streams.json';
import issued from './__frozen__/refresh-tokens.before-session-streams.json';

/** What a reader of the store gets for a stored event: its data brought to the current shape. */
function read(stored: { type: string; data: unknown; metadata: { schemaVersion: number } }): DomainEvent {
  return { type: stored.type, data: eventUpcasters.upcast(stored.type, stored.data, stored.metadata.schemaVersion) };
}

const userStream: UserEvent[] = frozenUserStream.map(read).filter((event) => isEventOf<UserEvent>(userDecider.eventTypes, event));
const { live, endedByPasswordChange, loggedOut, revokedForReuse } = issued.sessions;
const NOW = '2026-03-10T10:00:00.000Z';

describe('a user stream recorded before session streams (frozen)', () => {
  it('is read as it was stored: every type is one the user decider declares, at its current version', () => {
    expect(userStream).toHaveLength(frozenUserStream.length);
    for (const stored of frozenUserStream)
      expect({ type: stored.type, version: eventUpcasters.currentVersion(stored.type) }).toEqual({
        type: stored.type,
        version: stored.metadata.schemaVersion,
      });
  });

  it('folds into the account it was, with only the live session still open', () => {
    expect(fold(userDecider, userStream)).toMatchObject({
      exists: true,
      userId: issued.userId,
      email: 'ines.moreau@example.com',
      emailVerified: true,
      organisationId: issued.organisationId,
      memberRole: 'Member',
      language: 'fr',
      pendingResets: [],
      openSessionIds: [live.sessionId],
    });
  });

  it('ends the live old session at the next password change', () => {
    const resetRequested: UserEvent = {
      type: 'PasswordResetRequested',
      data: { tokenHash: 'reset-after-upgrade', expiresAt: '2026-03-10T11:00:00.000Z' },
    };
    given(userDecider, [...userStream, resetRequested])
      .when({ type: 'ResetPassword', tokenHash: 'reset-after-upgrade', passwordHash: 'argon2-after-upgrade', now: NOW })
      .then([
        { type: 'PasswordChanged', data: { passwordHash: 'argon2-after-upgrade', changedAt: NOW, endedSessionIds: [live.sessionId] } },
      ]);
  });

  describe('legacySessionOf', () => {
    it('rebuilds the live session: its current token and the ones it rotated away from, newest first', () => {
      const session = legacySessionOf(userStream, live.sessionId);
      expect(session).toMatchObject({ tokenHash: live.currentTokenHash, expiresAt: expect.stringMatching(/^2036-/) });
      expect(session?.retiredTokenHashes).toHaveLength(2);
      expect(session?.retiredTokenHashes[1]).toBe(live.retiredTokenHash);
    });

    it('finds nothing to continue for a session logged out, revoked, ended by a password change, or never begun', () => {
      for (const sessionId of [loggedOut.sessionId, revokedForReuse.sessionId, endedByPasswordChange.sessionId, 'never-begun']) {
        expect({ sessionId, session: legacySessionOf(userStream, sessionId) }).toEqual({ sessionId, session: null });
      }
    });

    it('continues the live session in its own stream, where its current token refreshes and a retired one revokes it', () => {
      const legacy = legacySessionOf(userStream, live.sessionId)!;
      const continued = { sessionId: live.sessionId, userId: issued.userId };
      given(sessionDecider, [])
        .when({ type: 'ContinueLegacySession', ...continued, legacy })
        .then([{ type: 'SessionMigrated', data: { ...continued, ...legacy } }]);
      const migrated = sessionDecider.decide({ type: 'ContinueLegacySession', ...continued, legacy }, sessionDecider.initialState);
      const refresh = (presentedTokenHash: string) => ({
        type: 'RefreshSession' as const,
        ...continued,
        presentedTokenHash,
        session: { tokenHash: 'rotated', expiresAt: '2026-04-09T10:00:00.000Z' },
        passwordChangedSince: false,
        now: NOW,
      });
      given(sessionDecider, migrated)
        .when(refresh(live.currentTokenHash))
        .then([
          { type: 'SessionRefreshed', data: { sessionId: live.sessionId, tokenHash: 'rotated', expiresAt: '2026-04-09T10:00:00.000Z' } },
        ]);
      given(sessionDecider, migrated)
        .when(refresh(live.retiredTokenHash))
        .then([{ type: 'SessionRevoked', data: { sessionId: live.sessionId, reason: 'refresh_token_reused', revokedAt: NOW } }]);
    });
  });
});
