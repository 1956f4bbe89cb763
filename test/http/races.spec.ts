import { claimDecider, fold, organisationDecider, streams, userDecider } from '@app/domain';
import { EventSourcedRepository } from '@app/infrastructure/event-store';
import { randomUUID } from 'node:crypto';
import type { DomainEvent } from '@app/domain';
import { createTemporaryDatabase, type TemporaryDatabase } from '../support/postgres';
import { seededMember } from '../support/seeded-members';
import { type RunningApp, startApp } from '../support/start-app';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The races of issue 8 sections 1 and 2, at a size that runs in seconds. */
describe('races', () => {
  let app: RunningApp;

  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(async () => {
    await app.stop();
  });

  const stateOf = async <State>(decider: { initialState: State; evolve: (state: State, event: never) => State }, stream: string) =>
    fold(decider as never, (await app.infrastructure.eventStore.readStream(stream)) as unknown as DomainEvent[]) as State;

  it('never lets a second person into an organisation by racing its creator for the URL (100 races)', async () => {
    const outcomes: Array<{ victim: number; intruder: number }> = [];
    for (let batch = 0; batch < 10; batch += 1) {
      await Promise.all(
        Array.from({ length: 10 }, async (_, slot) => {
          const race = batch * 10 + slot;
          const namespace = `race${race}`;
          const victim = await seededMember(app, `victim${race}@victim${race}.test`);
          const intruder = await seededMember(app, `intruder${race}@intruder${race}.test`);
          const delay = (race * 7919) % 21; // 0 to 20 ms, spread over the races
          const [victimAnswer, intruderAnswer] = await Promise.all([
            victim.client.post('/api/customers/api', { name: 'Victim', namespace, acceptAllUsers: false }),
            sleep(delay).then(() => intruder.client.post('/api/customers/api', { name: 'Intruder', namespace, acceptAllUsers: true })),
          ]);
          outcomes.push({ victim: victimAnswer.status, intruder: intruderAnswer.status });

          const claim = await app.infrastructure.eventStore.readStream(streams.namespaceClaim(namespace));
          const organisationId = (claim[0].data as { ownerId: string }).ownerId;
          const members = [];
          for (const person of [victim, intruder]) {
            const user = await stateOf(userDecider, streams.user(person.userId));
            if (user.organisationId === organisationId) members.push({ userId: person.userId, role: user.memberRole });
          }
          const organisation = await stateOf(organisationDecider, streams.organisation(organisationId));
          expect({ race, members: members.length }).toEqual({ race, members: 1 });
          expect(members[0]).toEqual({ userId: organisation.createdBy, role: 'Admin' });
          if (organisation.createdBy === victim.userId) expect(organisation.emailDomains).not.toContain(`intruder${race}.test`);
          expect([victimAnswer.status, intruderAnswer.status].sort()).toEqual([201, 409]);
        }),
      );
    }
    expect(outcomes).toHaveLength(100);
  });

  it('leaves a creation caught between claiming the URL and creating the organisation to its claimant alone', async () => {
    const victim = await seededMember(app, 'victim@inflight.test');
    const intruder = await seededMember(app, 'intruder@inflight.test');
    // The victim's request has claimed the URL and not yet created the organisation (in flight, or crashed there).
    const now = new Date().toISOString();
    await new EventSourcedRepository(app.infrastructure.eventStore).handle(
      claimDecider,
      streams.namespaceClaim('inflight'),
      { type: 'Claim', ownerId: randomUUID(), now, claimantId: victim.userId },
      { actorId: victim.userId, correlationId: randomUUID(), now },
      () => null,
    );
    const intruding = await intruder.client.post('/api/customers/api', { name: 'Intruder', namespace: 'inflight', acceptAllUsers: true });
    expect(intruding.status).toBe(409);
    expect((await intruder.client.get('/api/user/api')).body.customer).toBeNull();
    const finishing = await victim.client.post('/api/customers/api', { name: 'Victim', namespace: 'inflight', acceptAllUsers: false });
    expect(finishing.status).toBe(201);
    expect((await victim.client.get('/api/user/api')).body.customer).toMatchObject({ namespace: 'inflight', member_role: 'Admin' });
  });
});

describe.each([
  ['PGlite', async () => ({ env: {}, drop: async () => undefined })],
  [
    'PostgreSQL',
    async () => {
      const database: TemporaryDatabase = await createTemporaryDatabase();
      return { env: { DATABASE_URL: database.url }, drop: database.drop };
    },
  ],
])('poisoned requests among concurrent writers (%s)', (_store, open) => {
  let app: RunningApp;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const store = await open();
    drop = store.drop;
    app = await startApp(store.env);
  });
  afterAll(async () => {
    await app.stop();
    await drop();
  });

  it('answers every legitimate write (five at once per person: no conflict reaches them), and only the poisoned requests fail', async () => {
    const writers = await Promise.all(Array.from({ length: 40 }, (_, index) => seededMember(app, `writer${index}@writers.test`)));
    const poisoned = new Set([5, 18, 33]);
    const answers = await Promise.all(
      writers.flatMap(({ client }, index) =>
        Array.from({ length: 5 }, (_, round) =>
          poisoned.has(index) && round === 0
            ? client
                .request('PUT', '/api/user/api', '{"firstName":"x\\u0000y"}', { 'content-type': 'application/json' })
                .then((r) => ({ index, poisoned: true, status: r.status }))
            : client
                .put('/api/user/api', { firstName: `Writer ${index}.${round}` })
                .then((r) => ({ index, poisoned: false, status: r.status })),
        ),
      ),
    );
    expect(answers.filter((answer) => answer.poisoned).map((answer) => answer.status)).toEqual([400, 400, 400]);
    expect(answers.filter((answer) => !answer.poisoned && answer.status !== 200)).toEqual([]);
    const reader = writers[0].client;
    expect((await reader.get('/api/user/api')).body.firstName).toMatch(/^Writer 0\.\d$/);
  });
});
