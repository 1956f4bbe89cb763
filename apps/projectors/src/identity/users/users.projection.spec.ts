import type { UserEvent } from '@app/domain';
import type { SqlReadStore } from '@app/infrastructure/read-store';
import type { PgliteClient } from '@app/infrastructure/sql';
import { openSqlReadStore, project, recorded } from '../../runtime/projection-fixtures.spec-helper';
import type { UserView } from '@app/infrastructure/read-models';
import { usersProjection } from './users.projection';

const userId = '6f1c1a52-1111-4a8e-9d55-000000000001';
const organisationId = '0b7e3c2a-2222-4f0e-8a11-000000000001';
const streamId = `user-${userId}`;
const registeredAt = '2025-03-01T10:00:00.000Z';

const registration: Extract<UserEvent, { type: 'UserRegistered' }>['data'] = {
  userId,
  email: 'ada@acme.io',
  passwordHash: 'argon2id$secret-hash',
  firstName: 'Ada',
  lastName: 'Lovelace',
  role: 'Engineering',
  isGoogleUser: false,
  registeredAt,
};
const registered: UserEvent = { type: 'UserRegistered', data: registration };

const registeredView: UserView = {
  user_id: userId,
  email: 'ada@acme.io',
  firstName: 'Ada',
  lastName: 'Lovelace',
  role: 'Engineering',
  is_google_user: false,
  completed_onboarding: true,
  email_verified: false,
  language: null,
  customer_id: null,
  member_role: null,
  created_at: registeredAt,
};

/** Recorded events of one user stream, numbered from `firstPosition`. */
const inStream = (events: UserEvent[], firstRevision = 0, firstPosition = 1) =>
  events.map((event, index) => recorded(event, { streamId, revision: firstRevision + index, position: firstPosition + index }));

const evolve = (doc: UserView | null, event: UserEvent) => usersProjection.evolve(doc, inStream([event])[0]);

describe('users projection', () => {
  describe('evolve', () => {
    it('creates the view on UserRegistered, without the password hash', () => {
      const view = evolve(null, registered);
      expect(view).toEqual(registeredView);
      expect(JSON.stringify(view)).not.toContain('secret-hash');
    });

    it('marks a Google user as not yet onboarded', () => {
      expect(evolve(null, { type: 'UserRegistered', data: { ...registration, isGoogleUser: true } })).toEqual({
        ...registeredView,
        is_google_user: true,
        completed_onboarding: false,
      });
    });

    it('marks the email verified', () => {
      expect(evolve(registeredView, { type: 'EmailVerified', data: { verifiedAt: registeredAt } })).toEqual({
        ...registeredView,
        email_verified: true,
      });
    });

    it('records the organisation and the member role on UserJoinedOrganisation', () => {
      expect(
        evolve(registeredView, {
          type: 'UserJoinedOrganisation',
          data: { organisationId, memberRole: 'Admin', via: 'creator', joinedAt: registeredAt },
        }),
      ).toEqual({ ...registeredView, customer_id: organisationId, member_role: 'Admin' });
    });

    it('changes only the fields a profile update carries', () => {
      expect(evolve(registeredView, { type: 'UserProfileUpdated', data: { lastName: 'King', language: 'fr' } })).toEqual({
        ...registeredView,
        lastName: 'King',
        language: 'fr',
      });
    });

    it('records the role and the finished onboarding on GoogleProfileCompleted', () => {
      const google = { ...registeredView, is_google_user: true, completed_onboarding: false };
      expect(evolve(google, { type: 'GoogleProfileCompleted', data: { role: 'Research' } })).toEqual({
        ...google,
        role: 'Research',
        completed_onboarding: true,
      });
    });

    it.each<UserEvent>([
      { type: 'EmailVerified', data: { verifiedAt: registeredAt } },
      { type: 'UserProfileUpdated', data: { firstName: 'Ada' } },
      { type: 'GoogleProfileCompleted', data: { role: 'Research' } },
    ])('does not invent a user from $type without a registration', (event) => {
      expect(evolve(null, event)).toBeNull();
    });

    it('ignores secrets-only events and keys documents by the user stream', () => {
      const secretsOnly: UserEvent['type'][] = [
        'PasswordChanged',
        'PasswordResetRequested',
        'EmailVerificationRequested',
        'SessionStarted',
        'SessionRefreshed',
        'SessionEnded',
      ];
      for (const type of secretsOnly) {
        expect(usersProjection.handles.has(type)).toBe(false);
      }
      expect(usersProjection.documentId(inStream([registered])[0])).toBe(userId);
      expect(
        usersProjection.documentId(recorded(registered, { streamId: `organisation-${organisationId}`, revision: 0, position: 1 })),
      ).toBeNull();
    });
  });

  describe('through the writer, the same event twice', () => {
    let sql: PgliteClient;
    let readStore: SqlReadStore;

    // Opening PGlite takes seconds: one database for the block, emptied before each test.
    beforeAll(async () => {
      ({ sql, readStore } = await openSqlReadStore());
    });
    beforeEach(async () => {
      await readStore.clear(['users'], []);
    });
    afterAll(async () => {
      await sql.close();
    });

    const history = inStream([
      registered,
      { type: 'EmailVerified', data: { verifiedAt: registeredAt } },
      { type: 'UserJoinedOrganisation', data: { organisationId, memberRole: 'Member', via: 'email-domain', joinedAt: registeredAt } },
      { type: 'UserProfileUpdated', data: { firstName: 'Augusta', language: 'en' } },
    ]);
    const expected = {
      ...registeredView,
      email_verified: true,
      customer_id: organisationId,
      member_role: 'Member',
      firstName: 'Augusta',
      language: 'en',
      _position: 4,
    };

    it('changes nothing when a whole batch is delivered again', async () => {
      await project([usersProjection], history, readStore);
      const first = await readStore.find('users', {});
      expect(first).toEqual([expected]);

      const writes = await project([usersProjection], history, readStore);
      expect(writes).toEqual([]);
      expect(await readStore.find('users', {})).toEqual(first);
    });

    it('applies only the new event of a batch that repeats an applied one', async () => {
      await project([usersProjection], history, readStore);
      const [next] = inStream([{ type: 'UserProfileUpdated', data: { lastName: 'King' } }], 4, 5);

      const writes = await project([usersProjection], [history[3], next], readStore);
      expect(writes).toHaveLength(1);
      expect(await readStore.get('users', userId)).toEqual({ ...expected, lastName: 'King', _position: 5 });
    });

    it('skips an event repeated within one batch', async () => {
      await project([usersProjection], [...history.slice(0, 2), history[1], ...history.slice(2), history[3]], readStore);
      expect(await readStore.find('users', {})).toEqual([expected]);
    });
  });
});
