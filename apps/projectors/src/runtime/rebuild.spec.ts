import { IntegrationEventCatalogue } from '@app/infrastructure/integration';
import { PRIVATE_USER_EVENT_TYPES } from '@app/domain';
import {
  claimDecider,
  type Decider,
  type DomainEvent,
  fold,
  organisationDecider,
  type OrganisationCommand,
  streams,
  userDecider,
  type UserCommand,
} from '@app/domain';
import { logHead, type SqlEventStore } from '@app/infrastructure/event-store';
import { InProcessLiveUpdateBus } from '@app/infrastructure/live';
import type { LiveUpdate } from '@app/infrastructure/live';
import { ProjectionProgress, projectionProcessorId, type SqlReadStore } from '@app/infrastructure/read-store';
import type { ReadDocument } from '@app/infrastructure/read-store';
import { type InMemoryStores, openInMemoryStores } from '../../../../test/support/in-memory-stores';
import { createHash, randomUUID } from 'node:crypto';
import { newEvent } from './projection-fixtures.spec-helper';
import { ProcessorRunner, projectionProcessor } from '@app/infrastructure/processors';
import { inheritSharedCheckpoint } from './shared-checkpoint';
import { standardProcessors } from './standard-processors';
import { usersProjection } from '../identity/users/users.projection';
import { customersProjection } from '../organisations/customers/customers.projection';
import { rebuildProjections, type RebuildReport } from './rebuild';

/** The read models the identity and organisations contexts register. */
const contextReadModels = [usersProjection, customersProjection];
const COLLECTIONS = { users: 'user_id', customers: 'customer_id' } as const;
const STAGED = ['users__rebuild', 'customers__rebuild'];
const T0 = Date.parse('2025-03-01T10:00:00.000Z');
const at = (minutes: number) => new Date(T0 + minutes * 60_000).toISOString();

/** JSON with object keys sorted, so the hash depends on content only. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonical(field)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

describe('projector runtime on the SQL stores', () => {
  let stores: InMemoryStores;
  let eventStore: SqlEventStore;
  let readStore: SqlReadStore;

  beforeEach(async () => {
    stores = await openInMemoryStores();
    ({ eventStore, readStore } = stores);
  });
  afterEach(async () => {
    await stores.close();
  });

  /**
   * What the command side does: fold the stream, decide, append with the expected revision and the
   * organisation of the resulting state in the metadata. Answers the position of the last append.
   */
  async function execute<Command, State, Event extends DomainEvent>(
    decider: Decider<Command, State, Event>,
    streamId: string,
    command: Command,
    organisationOf: (state: State) => string | null,
    actorId: string | null,
  ): Promise<number> {
    const history = await eventStore.readStream(streamId);
    const state = fold(decider, history as unknown as Event[]);
    const decided = decider.decide(command, state);
    if (decided.length === 0) return 0;
    const organisationId = organisationOf(fold(decider, decided, state));
    const expected = history.length === 0 ? 'no_stream' : history[history.length - 1].revision;
    const result = await eventStore.append(
      streamId,
      decided.map((event) => newEvent(event, organisationId, actorId)),
      expected,
    );
    return result.position;
  }

  const onUser = (userId: string, command: UserCommand) =>
    execute(userDecider, streams.user(userId), command, (state) => state.organisationId, userId);
  const onOrganisation = (organisationId: string, actorId: string, command: OrganisationCommand) =>
    execute(organisationDecider, streams.organisation(organisationId), command, (state) => state.organisationId, actorId);

  const token = (hash: string, minutes: number) => ({ tokenHash: hash, expiresAt: at(minutes) });
  const register = (userId: string, email: string, firstName: string, minute: number): UserCommand => ({
    type: 'RegisterUser',
    userId,
    email,
    passwordHash: `argon2-${firstName}`,
    firstName,
    lastName: 'Example',
    role: 'Research',
    verification: token(`verify-${firstName}`, minute + 60),
    now: at(minute),
  });
  const verify = (
    firstName: string,
    minute: number,
    organisationToJoin: Extract<UserCommand, { type: 'VerifyEmail' }>['organisationToJoin'] = null,
  ): UserCommand => ({
    type: 'VerifyEmail',
    tokenHash: `verify-${firstName}`,
    now: at(minute),
    organisationToJoin,
  });

  const ids = {
    ada: randomUUID(),
    grace: randomUUID(),
    linus: randomUUID(),
    ken: randomUUID(),
    bob: randomUUID(),
    acme: randomUUID(),
    beta: randomUUID(),
  };

  /** Sign-ups, two organisations, joins three ways, profile and domain changes, sessions, a password reset. */
  async function firstHalf(): Promise<number> {
    await onUser(ids.ada, register(ids.ada, 'ada@acme.io', 'Ada', 0));
    await onUser(ids.ada, verify('Ada', 1));
    await execute(claimDecider, streams.namespaceClaim('acme'), { type: 'Claim', ownerId: ids.acme, now: at(2) }, () => ids.acme, ids.ada);
    await onOrganisation(ids.acme, ids.ada, {
      type: 'CreateOrganisation',
      organisationId: ids.acme,
      name: 'Acme',
      namespace: 'acme',
      acceptAllUsers: true,
      createdBy: ids.ada,
      now: at(2),
    });
    await onUser(ids.ada, {
      type: 'JoinOrganisation',
      organisation: { organisationId: ids.acme, memberRole: 'Admin', via: 'creator' },
      now: at(2),
    });
    await onOrganisation(ids.acme, ids.ada, {
      type: 'SetEmailDomains',
      domains: ['acme.io', 'acme.co.uk'],
      actor: { userId: ids.ada, memberRole: 'Admin' },
    });
    await onUser(ids.ada, { type: 'SignIn', sessionId: 's-ada', now: at(3) });
    await onUser(ids.ada, { type: 'UpdateProfile', language: 'fr', lastName: 'Lovelace' });
    await onUser(ids.grace, register(ids.grace, 'grace@acme.io', 'Grace', 4));
    await onUser(ids.grace, verify('Grace', 5, { organisationId: ids.acme, memberRole: 'Member', via: 'email-domain' }));
    return onUser(ids.ken, register(ids.ken, 'ken@elsewhere.org', 'Ken', 6));
  }

  async function secondHalf(): Promise<number> {
    await onOrganisation(ids.acme, ids.ada, {
      type: 'SendInvitation',
      invitationId: randomUUID(),
      email: 'Linus@Kernel.org',
      actor: { userId: ids.ada, memberRole: 'Admin' },
      expiresAt: at(10_000),
      now: at(7),
    });
    await onUser(ids.linus, register(ids.linus, 'linus@kernel.org', 'Linus', 8));
    await onUser(ids.linus, verify('Linus', 9));
    await onUser(ids.linus, {
      type: 'JoinOrganisation',
      organisation: { organisationId: ids.acme, memberRole: 'Member', via: 'invitation' },
      now: at(10),
    });
    await onUser(ids.grace, { type: 'RequestPasswordReset', reset: token('reset-grace', 70), now: at(11) });
    await onUser(ids.grace, { type: 'ResetPassword', tokenHash: 'reset-grace', passwordHash: 'argon2-new', now: at(12) });
    await onUser(ids.grace, { type: 'UpdateProfile', lastName: 'Hopper', role: 'Engineering' });
    await onUser(ids.ada, { type: 'SignIn', sessionId: 's-ada-2', now: at(13) });
    await onOrganisation(ids.acme, ids.ada, {
      type: 'SetEmailDomains',
      domains: ['acme.io'],
      actor: { userId: ids.ada, memberRole: 'Admin' },
    });
    await onUser(ids.bob, register(ids.bob, 'bob@beta.dev', 'Bob', 14));
    await onUser(ids.bob, verify('Bob', 15));
    await onOrganisation(ids.beta, ids.bob, {
      type: 'CreateOrganisation',
      organisationId: ids.beta,
      name: 'Beta Labs',
      namespace: 'betalabs',
      acceptAllUsers: false,
      createdBy: ids.bob,
      now: at(16),
    });
    await onUser(ids.bob, {
      type: 'JoinOrganisation',
      organisation: { organisationId: ids.beta, memberRole: 'Admin', via: 'creator' },
      now: at(16),
    });
    return onUser(ids.ken, { type: 'UpdateProfile', firstName: 'Kenneth' });
  }

  async function readModels(): Promise<Record<string, ReadDocument[]>> {
    const models: Record<string, ReadDocument[]> = {};
    for (const [collection, idField] of Object.entries(COLLECTIONS)) {
      const docs = await readStore.find(collection, {});
      models[collection] = [...docs].sort((a, b) => String(a[idField]).localeCompare(String(b[idField])));
    }
    return models;
  }

  async function hashes(): Promise<Record<string, string>> {
    const models = await readModels();
    return Object.fromEntries(
      Object.entries(models).map(([collection, docs]) => [collection, createHash('sha256').update(canonical(docs)).digest('hex')]),
    );
  }

  const READ_MODEL_PROCESSORS = contextReadModels.map((projection) => projectionProcessorId(projection.collection));

  function startRunner(liveUpdates = new InProcessLiveUpdateBus()) {
    const errors: string[] = [];
    const log = (message: string) => errors.push(message);
    const progress = new ProjectionProgress(readStore, () => logHead(eventStore));
    const runner = new ProcessorRunner(eventStore, readStore, progress, log);
    const start = () =>
      runner.start(
        standardProcessors(
          { projections: contextReadModels, reactors: [] },
          { readStore, liveUpdates, progress, integrationPublisher: null, integrationEvents: new IntegrationEventCatalogue(), log },
        ),
      );
    const caughtUp = (position: number) => progress.waitFor(position, 5000, [...READ_MODEL_PROCESSORS, 'live-updates']);
    return { runner, start, caughtUp, errors };
  }

  const checkpoints = async () => Promise.all(READ_MODEL_PROCESSORS.map((id) => readStore.checkpoint(id)));

  it('rebuilds from position 0 into exactly the live state, checkpoint included', async () => {
    const firstHalfEnd = await firstHalf();
    const { runner, start, caughtUp, errors } = startRunner();
    await start();
    const last = await secondHalf();
    expect(await caughtUp(last)).toBe(true);
    await runner.stop();
    expect(errors).toEqual([]);
    expect(firstHalfEnd).toBeLessThan(last);
    expect(await checkpoints()).toEqual(READ_MODEL_PROCESSORS.map(() => last));

    const live = await readModels();
    expect(live.users).toHaveLength(5);
    expect(live.customers.map(({ customer_id, members, email_domains }) => ({ customer_id, members, email_domains }))).toEqual(
      [
        { customer_id: ids.acme, members: 3, email_domains: ['acme.io'] },
        { customer_id: ids.beta, members: 1, email_domains: [] },
      ].sort((a, b) => a.customer_id.localeCompare(b.customer_id)),
    );
    expect(await readStore.get('users', ids.grace)).toMatchObject({
      lastName: 'Hopper',
      role: 'Engineering',
      customer_id: ids.acme,
      member_role: 'Member',
      email_verified: true,
    });
    expect(await readStore.get('users', ids.ken)).toMatchObject({ firstName: 'Kenneth', email_verified: false, customer_id: null });
    const liveHashes = await hashes();

    // Damage the read models and leave a half-written staged copy behind, as a crashed rebuild would.
    await readStore.commit({
      writes: [
        { collection: 'customers', id: ids.acme, doc: { ...live.customers[0], members: 99 } },
        { collection: 'users', id: ids.ada, doc: null },
        { collection: 'users__rebuild', id: 'ghost', doc: { _position: 1, user_id: 'ghost' } },
      ],
      checkpoints: Object.fromEntries(READ_MODEL_PROCESSORS.map((id) => [id, 3])),
    });
    expect(await hashes()).not.toEqual(liveHashes);

    const reports: RebuildReport[] = [];
    const report = await rebuildProjections(eventStore, readStore, contextReadModels, (progressReport) => reports.push(progressReport));

    expect(await hashes()).toEqual(liveHashes);
    expect(await readModels()).toEqual(live);
    expect(report).toEqual({ events: (await eventStore.readAll(0, 10_000)).length, position: last });
    expect(reports[reports.length - 1]).toEqual(report);
    expect(await checkpoints()).toEqual(READ_MODEL_PROCESSORS.map(() => last));
    for (const staged of STAGED) expect(await readStore.find(staged, {})).toEqual([]);
  });

  it('rebuilds across several pages of the log', async () => {
    await onUser(ids.ada, register(ids.ada, 'ada@acme.io', 'Ada', 0));
    const updates = Array.from({ length: 1_100 }, (_, index) => ({ type: 'UserProfileUpdated', data: { firstName: `Ada ${index}` } }));
    const { position: last } = await eventStore.append(
      streams.user(ids.ada),
      updates.map((event) => newEvent(event, null, ids.ada)),
      1,
    );

    const reports: RebuildReport[] = [];
    const report = await rebuildProjections(eventStore, readStore, contextReadModels, (progressReport) => reports.push(progressReport), {
      pageSize: 1_000,
    });

    expect(report).toEqual({ events: 1_102, position: last });
    expect(reports.map((entry) => entry.events)).toEqual([1_000, 1_102]);
    expect(await readStore.get('users', ids.ada)).toMatchObject({ firstName: 'Ada 1099', _position: last });
    expect(await checkpoints()).toEqual(READ_MODEL_PROCESSORS.map(() => last));
    for (const staged of STAGED) expect(await readStore.find(staged, {})).toEqual([]);
  });

  it.each([
    ['written after every page', 1],
    ['held while pages touch them, and written once cold', 20_000],
  ])('gives the same read models whether folded documents are %s', async (_, flushDocuments) => {
    // Ada's document is left alone while Grace's updates fill the next pages, so her last updates
    // read her back from the store or from the writes being committed, never from a stale copy.
    await onUser(ids.ada, register(ids.ada, 'ada@acme.io', 'Ada', 0));
    await onUser(ids.grace, register(ids.grace, 'grace@acme.io', 'Grace', 1));
    const updates = (name: string) =>
      Array.from({ length: 600 }, (_, index) =>
        newEvent({ type: 'UserProfileUpdated', data: { firstName: `${name} ${index}` } }, null, ids.ada),
      );
    const { nextExpectedRevision } = await eventStore.append(streams.user(ids.ada), updates('Ada'), 'any');
    await eventStore.append(streams.user(ids.grace), updates('Grace'), 'any');
    const { position: last } = await eventStore.append(streams.user(ids.ada), updates('Ada again'), nextExpectedRevision);

    const report = await rebuildProjections(eventStore, readStore, contextReadModels, undefined, { pageSize: 200, flushDocuments });

    expect(report).toEqual({ events: 1_804, position: last });
    expect(await readStore.get('users', ids.ada)).toMatchObject({ firstName: 'Ada again 599', email: 'ada@acme.io', _position: last });
    expect(await readStore.get('users', ids.grace)).toMatchObject({ firstName: 'Grace 599', email: 'grace@acme.io' });
    for (const staged of STAGED) expect(await readStore.find(staged, {})).toEqual([]);
  });

  it('publishes one live update per event that carries an organisationId, none for events without one', async () => {
    const bus = new InProcessLiveUpdateBus();
    const heard: LiveUpdate[] = [];
    const unsubscribe = await bus.subscribe((update) => heard.push(update));
    const { runner, start, caughtUp, errors } = startRunner(bus);
    await start();

    await firstHalf();
    const last = await secondHalf();
    expect(await caughtUp(last)).toBe(true);
    await runner.stop();
    await unsubscribe();
    expect(errors).toEqual([]);

    const log = await eventStore.readAll(0, 10_000);
    const ofOrganisations = log.filter((event) => event.metadata.organisationId !== null);
    expect(ofOrganisations.length).toBeGreaterThan(0);
    expect(ofOrganisations.length).toBeLessThan(log.length);
    expect(heard).toEqual(
      ofOrganisations.map((event) => ({
        organisationId: event.metadata.organisationId,
        type: event.type,
        position: event.position,
        streamId: event.streamId,
        // An account's private events are addressed to that user alone, never to the organisation.
        ...(PRIVATE_USER_EVENT_TYPES.has(event.type) ? { userId: event.streamId.slice('user-'.length) } : {}),
      })),
    );
    expect(heard.filter((update) => update.organisationId === ids.beta).map((update) => update.type)).toEqual([
      'OrganisationCreated',
      'UserJoinedOrganisation',
    ]);
    const silent = new Set(log.filter((event) => event.metadata.organisationId === null).map((event) => event.position));
    expect(heard.some((update) => silent.has(update.position))).toBe(false);
    expect(silent.size).toBeGreaterThan(0);
  });
  it('catches a new read model up from position 0 on its own, while the others keep their place and serve', async () => {
    const [users, customers] = ['users', 'customers'].map((collection) =>
      contextReadModels.find((projection) => projection.collection === collection)!,
    );
    const progress = new ProjectionProgress(readStore, () => logHead(eventStore));
    const handledByUsers: number[] = [];
    const usersProcessor = projectionProcessor(users, readStore);
    const running = new ProcessorRunner(eventStore, readStore, progress);
    await running.start([
      {
        ...usersProcessor,
        process: (events, stopping) => (
          handledByUsers.push(...events.map((event) => event.position)),
          usersProcessor.process(events, stopping)
        ),
      },
    ]);
    await firstHalf();
    const last = await secondHalf();
    expect(await running.whenProcessed('projection:users', last)).toBe(true);
    const usersHandledBefore = handledByUsers.length;

    // Next month's read model joins: it starts from 0 alone; the running one is not replayed.
    const joining = new ProcessorRunner(eventStore, readStore, progress);
    await joining.start([projectionProcessor(customers, readStore)]);
    expect(await progress.waitFor(last, 0, ['projection:users'])).toBe(true); // a query on users never waits for it
    expect(await joining.whenProcessed('projection:customers', last)).toBe(true);
    await Promise.all([running.stop(), joining.stop()]);
    expect(handledByUsers).toHaveLength(usersHandledBefore);
    expect(new Set(handledByUsers).size).toBe(handledByUsers.length);
    expect(await checkpoints()).toEqual([last, last]);

    const caughtUpAlone = await readModels();
    await rebuildProjections(eventStore, readStore, contextReadModels);
    expect(await readModels()).toEqual(caughtUpAlone);
  });

  it('rebuilds one read model alone (projections:rebuild -- --only NAME), leaving the others and their checkpoints be', async () => {
    await firstHalf();
    const last = await secondHalf();
    await rebuildProjections(eventStore, readStore, contextReadModels);
    const live = await readModels();
    await readStore.commit({
      writes: [
        { collection: 'customers', id: ids.acme, doc: { ...live.customers.find((doc) => doc.customer_id === ids.acme)!, members: 99 } },
        { collection: 'users', id: ids.ada, doc: null },
      ],
      checkpoints: { [projectionProcessorId('users')]: 3 },
    });
    const report = await rebuildProjections(
      eventStore,
      readStore,
      contextReadModels.filter((projection) => projection.collection === 'customers'),
    );
    expect(report.position).toBe(last);
    const after = await readModels();
    expect(after.customers).toEqual(live.customers);
    expect(after.users.map((doc) => doc.user_id)).not.toContain(ids.ada);
    expect(await readStore.checkpoint(projectionProcessorId('users'))).toBe(3);
    expect(await readStore.checkpoint(projectionProcessorId('customers'))).toBe(last);
  });

  it('lets the read models that shared one checkpoint take it over once, and starts any other processor from 0', async () => {
    await readStore.commit({ writes: [], checkpoints: { 'read-models': 42 } });
    await inheritSharedCheckpoint(readStore, ['projection:users', 'projection:customers']);
    expect(await checkpoints()).toEqual([42, 42]);
    expect(await readStore.checkpoint('projection:changelog')).toBe(0);
    await readStore.commit({ writes: [], checkpoints: { 'projection:users': 50 } });
    await inheritSharedCheckpoint(readStore, ['projection:users', 'projection:customers']);
    expect(await checkpoints()).toEqual([50, 42]);
  });
});
