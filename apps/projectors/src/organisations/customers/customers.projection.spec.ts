import type { OrganisationEvent, UserEvent } from '@app/domain';
import type { RecordedEvent } from '@app/infrastructure/event-store';
import type { SqlReadStore } from '@app/infrastructure/read-store';
import type { PgliteClient } from '@app/infrastructure/sql';
import { openSqlReadStore, project, recorded } from '../../runtime/projection-fixtures.spec-helper';
import type { CustomerView } from '@app/infrastructure/read-models';
import { customersProjection } from './customers.projection';

const organisationId = '0b7e3c2a-2222-4f0e-8a11-000000000001';
const organisationStream = `organisation-${organisationId}`;
const creatorId = '6f1c1a52-1111-4a8e-9d55-000000000001';
const createdAt = '2025-03-01T10:00:00.000Z';

const creation: Extract<OrganisationEvent, { type: 'OrganisationCreated' }>['data'] = {
  organisationId,
  name: 'Acme Research',
  namespace: 'acmeresearch',
  acceptAllUsers: false,
  createdBy: creatorId,
  createdAt,
};
const created: OrganisationEvent = { type: 'OrganisationCreated', data: creation };
const createdView: CustomerView = {
  customer_id: organisationId,
  name: 'Acme Research',
  namespace: 'acmeresearch',
  acceptAllUsers: false,
  email_domains: [],
  created_at: createdAt,
  created_by: creatorId,
  members: 0,
};
const joinedBy = (memberRole: 'Admin' | 'Member' = 'Member', joinedOrganisation = organisationId): UserEvent => ({
  type: 'UserJoinedOrganisation',
  data: { organisationId: joinedOrganisation, memberRole, via: 'invitation', joinedAt: createdAt },
});
const domainsSet = (domains: string[]): OrganisationEvent => ({
  type: 'EmailDomainsSet',
  data: { domains, added: domains, removed: [], setBy: creatorId },
});

const atOrganisation = (event: OrganisationEvent, revision: number, position: number) =>
  recorded(event, { streamId: organisationStream, revision, position }, organisationId);
const atUser = (userId: string, event: UserEvent, revision: number, position: number) =>
  recorded(event, { streamId: `user-${userId}`, revision, position }, organisationId);

describe('customers projection', () => {
  describe('evolve', () => {
    it('creates the view on OrganisationCreated with no domains and no members', () => {
      expect(customersProjection.evolve(null, atOrganisation(created, 0, 1))).toEqual(createdView);
    });

    it('replaces the email domains on EmailDomainsSet', () => {
      const withDomains = customersProjection.evolve(createdView, atOrganisation(domainsSet(['acme.io', 'beta.io']), 1, 2));
      expect(withDomains).toEqual({ ...createdView, email_domains: ['acme.io', 'beta.io'] });
      expect(customersProjection.evolve(withDomains, atOrganisation(domainsSet([]), 2, 3))).toEqual({ ...createdView, email_domains: [] });
    });

    it('counts a member on UserJoinedOrganisation, keyed by the organisation in the event, not the user stream', () => {
      const joined = atUser('u-1', joinedBy('Admin'), 2, 5);
      expect(customersProjection.documentId(joined)).toBe(organisationId);
      expect(customersProjection.evolve({ ...createdView, members: 2 }, joined)).toEqual({ ...createdView, members: 3 });
    });

    it('does not invent an organisation from an event that needs one', () => {
      expect(customersProjection.evolve(null, atOrganisation(domainsSet(['acme.io']), 1, 2))).toBeNull();
      expect(customersProjection.evolve(null, atUser('u-1', joinedBy(), 2, 5))).toBeNull();
    });

    it('keys organisation events by the organisation stream and ignores invitations', () => {
      expect(customersProjection.documentId(atOrganisation(created, 0, 1))).toBe(organisationId);
      expect(
        customersProjection.documentId(recorded(created, { streamId: 'namespace-acmeresearch', revision: 0, position: 1 })),
      ).toBeNull();
      expect(customersProjection.handles.has('InvitationSent')).toBe(false);
      expect(customersProjection.handles.has('UserRegistered')).toBe(false);
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
      await readStore.clear(['customers'], []);
    });
    afterAll(async () => {
      await sql.close();
    });

    const history: RecordedEvent[] = [
      atOrganisation(created, 0, 1),
      atUser('creator', joinedBy('Admin'), 2, 2),
      atOrganisation(domainsSet(['acme.io']), 1, 3),
      atUser('grace', joinedBy(), 2, 4),
    ];
    const expected = { ...createdView, email_domains: ['acme.io'], members: 2, _position: 4 };
    const customers = () => readStore.find('customers', {});

    it('changes nothing when a whole batch is delivered again: members are not counted twice', async () => {
      await project([customersProjection], history, readStore);
      expect(await customers()).toEqual([expected]);

      expect(await project([customersProjection], history, readStore)).toEqual([]);
      expect(await customers()).toEqual([expected]);
    });

    it('changes nothing when the events come again one batch each', async () => {
      await project([customersProjection], history, readStore);
      for (const event of history) expect(await project([customersProjection], [event], readStore)).toEqual([]);
      expect(await customers()).toEqual([expected]);
    });

    it('counts only the new join in a batch that repeats an applied one', async () => {
      await project([customersProjection], history, readStore);
      const next = atUser('linus', joinedBy(), 2, 6);

      const writes = await project([customersProjection], [history[3], next], readStore);
      expect(writes).toHaveLength(1);
      expect(await customers()).toEqual([{ ...expected, members: 3, _position: 6 }]);
    });

    it('counts a join repeated within one batch once', async () => {
      await project([customersProjection], [...history, history[3], history[1]], readStore);
      expect(await customers()).toEqual([expected]);
    });

    it('keeps organisations apart: a join elsewhere touches only that organisation', async () => {
      const otherId = '0b7e3c2a-2222-4f0e-8a11-000000000002';
      const other = recorded(
        { type: 'OrganisationCreated', data: { ...creation, organisationId: otherId, namespace: 'other' } },
        {
          streamId: `organisation-${otherId}`,
          revision: 0,
          position: 5,
        },
      );
      await project([customersProjection], [...history, other, atUser('ken', joinedBy('Member', otherId), 2, 6)], readStore);
      expect(await readStore.get('customers', organisationId)).toEqual(expected);
      expect(await readStore.get('customers', otherId)).toEqual({
        ...createdView,
        customer_id: otherId,
        namespace: 'other',
        members: 1,
        _position: 6,
      });
    });
  });
});
