import { sessionsEndedBy } from './ended-sessions';
import type { SessionEvent } from './session.events';
import type { UserEvent } from './user.events';

describe('sessionsEndedBy', () => {
  it.each<[string, UserEvent | SessionEvent, string[]]>([
    ['a logout', { type: 'SessionEnded', data: { sessionId: 's1' } }, ['s1']],
    [
      'a revocation for token reuse',
      { type: 'SessionRevoked', data: { sessionId: 's2', reason: 'refresh_token_reused', revokedAt: '2025-03-01T10:00:00.000Z' } },
      ['s2'],
    ],
    [
      'a password change',
      { type: 'PasswordChanged', data: { passwordHash: 'h', changedAt: '2025-03-01T10:00:00.000Z', endedSessionIds: ['s3', 's4'] } },
      ['s3', 's4'],
    ],
    [
      'a password change recorded before it named the sessions',
      { type: 'PasswordChanged', data: { passwordHash: 'h', changedAt: '2025-03-01T10:00:00.000Z' } },
      [],
    ],
    [
      'a revocation of a session that outlived a password change',
      { type: 'SessionRevoked', data: { sessionId: 's5', reason: 'password_changed', revokedAt: '2025-03-01T10:00:00.000Z' } },
      ['s5'],
    ],
    ['a refresh', { type: 'SessionRefreshed', data: { sessionId: 's1', tokenHash: 't', expiresAt: '2025-03-01T10:00:00.000Z' } }, []],
    ['a sign-in', { type: 'SignedIn', data: { sessionId: 's6', signedInAt: '2025-03-01T10:00:00.000Z' } }, []],
    [
      'an event of another kind with a sessionId',
      {
        type: 'SessionOpened',
        data: { sessionId: 's7', userId: 'u', tokenHash: 't', expiresAt: '2025-03-01T10:00:00.000Z', openedAt: '2025-03-01T10:00:00.000Z' },
      },
      [],
    ],
    ['a profile change', { type: 'UserProfileUpdated', data: { firstName: 'Ada' } }, []],
  ])('%s', (_what, event, ended) => {
    expect(sessionsEndedBy(event)).toEqual(ended);
  });
});
