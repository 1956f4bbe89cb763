import { sessionsEndedBy } from './ended-sessions';
import type { UserEvent } from './user.events';

describe('sessionsEndedBy', () => {
  it.each<[string, UserEvent, string[]]>([
    ['a logout', { type: 'SessionEnded', data: { sessionId: 's1' } }, ['s1']],
    ['a revocation for token reuse', { type: 'SessionRevoked', data: { sessionId: 's2', reason: 'refresh_token_reused', revokedAt: '2025-03-01T10:00:00.000Z' } }, ['s2']],
    ['a password change', { type: 'PasswordChanged', data: { passwordHash: 'h', changedAt: '2025-03-01T10:00:00.000Z', endedSessionIds: ['s3', 's4'] } }, ['s3', 's4']],
    ['a password change recorded before it named the sessions', { type: 'PasswordChanged', data: { passwordHash: 'h', changedAt: '2025-03-01T10:00:00.000Z' } }, []],
    ['a refresh', { type: 'SessionRefreshed', data: { sessionId: 's1', tokenHash: 't', expiresAt: '2025-03-01T10:00:00.000Z' } }, []],
    ['a profile change', { type: 'UserProfileUpdated', data: { firstName: 'Ada' } }, []],
  ])('%s', (_what, event, ended) => {
    expect(sessionsEndedBy(event)).toEqual(ended);
  });
});
