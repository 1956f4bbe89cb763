import { type InsightCommand, insightDecider, streams } from '@app/domain';
import { EventSourcedRepository, SqlEventStore } from '@app/infrastructure/event-store';
import { SqlReadStore } from '@app/infrastructure/read-store';
import { PostgresClient } from '@app/infrastructure/sql';
import { usersProjection } from '@app/projectors/identity/users/users.projection';
import { insightChangelogEntriesProjection } from '@app/projectors/insights/changelog/insight-changelog-entries.projection';
import { insightChangelogProjection } from '@app/projectors/insights/changelog/insight-changelog.projection';
import { insightsProjection } from '@app/projectors/insights/insights/insights.projection';
import { customersProjection } from '@app/projectors/organisations/customers/customers.projection';
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type { ApiClient } from '../support/api-client';
import { stopChild as stop } from '../support/child-apps';
import { CrashBattery, caughtUp, liveAndRebuilt } from '../support/crash-battery';

/** Every read model the insight workflow's commands touch, and those its members need. */
const workflowProjections = [
  usersProjection,
  customersProjection,
  insightsProjection,
  insightChangelogProjection,
  insightChangelogEntriesProjection,
];
const INSIGHTS = 12;

/** An analysed insight as the worker would record it: enough content for every read model. */
function createInsight(insightId: string, organisationId: string, n: number): InsightCommand {
  const now = new Date().toISOString();
  return {
    type: 'CreateInsight',
    insightId,
    organisationId,
    productId: 'battery-project',
    jobId: 'battery-analysis-1',
    version: 1,
    now,
    title: `Theme ${n}`,
    summary: `What customers say about theme ${n}.`,
    keyPhrases: [`theme ${n}`],
    quotes: [{ snippetId: `d1:${n}`, documentId: 'd1', text: `Something about theme ${n}.` }],
    membersArtefact: 'sha256:' + 'b'.repeat(64),
    snippetCount: 10 + n,
    sentiment: { mean: 0, label: 'neutral', positive: 1, neutral: 8 + n, negative: 1 },
    impact: { score: 40 + n, factors: [] },
    priority: { score: 30 + n, factors: [] },
    surveyColumnName: null,
    surveyBreakdowns: [],
    sourceBreakdown: { byKind: { transcript: 10 + n }, byDocument: [{ documentId: 'd1', fileName: 'call.vtt', count: 10 + n }] },
    mentionsByDay: { [now.slice(0, 10)]: 10 + n },
    measuredAt: now,
    halfLifeDays: 30,
  };
}

/**
 * The battery of SECURITY.md "Events and data" under the insight workflow: members of one
 * organisation save, unsave, follow, unfollow, score and dismiss its insights without pause while
 * the projector process is killed (SIGKILL) and restarted again and again. Every acknowledged
 * command's event is in the store, and the insight read models and the changelog equal a rebuild
 * from position 0: nothing lost, nothing applied twice.
 */
describe('killing the projector under the insight workflow', () => {
  let battery: CrashBattery;
  let commandApi: ChildProcess;
  let projector: ChildProcess | null = null;
  let sql: PostgresClient;

  beforeAll(async () => {
    battery = await CrashBattery.open();
    commandApi = await battery.start('command-api');
    sql = new PostgresClient(battery.database.url, 2);
  });

  afterAll(async () => {
    await stop(projector, 'SIGKILL');
    await stop(commandApi, 'SIGTERM');
    await sql?.close();
    await battery.close();
  });

  /** The organisation's owner and three invited members, and the organisation's id. */
  async function team(): Promise<{ members: ApiClient[]; organisationId: string }> {
    const owner = await battery.verifiedClient('owner@workflow-battery.test', 'Owner');
    expect(
      (await owner.post('/api/customers/api', { name: 'Workflow battery', namespace: 'wfbattery', acceptAllUsers: false })).status,
    ).toBe(201);
    const members = [owner];
    for (const name of ['ana', 'ben', 'cy']) {
      const email = `${name}@workflow-battery.test`;
      expect((await owner.post('/api/customers/invitations', { email })).status).toBe(201);
      members.push(await battery.verifiedClient(email, name));
    }
    const readStore = new SqlReadStore(sql);
    const [ownerDocument] = await readStore.find<{ _position: number; customer_id: string }>('users', {
      email: 'owner@workflow-battery.test',
    });
    return { members, organisationId: ownerDocument.customer_id };
  }

  it('loses no acknowledged workflow event and applies none twice', async () => {
    projector = await battery.start('projectors');
    const { members, organisationId } = await team();
    const repository = new EventSourcedRepository(new SqlEventStore(sql));
    const insightIds = Array.from({ length: INSIGHTS }, () => randomUUID());
    for (const [n, insightId] of insightIds.entries()) {
      await repository.handle(
        insightDecider,
        streams.insight(insightId),
        createInsight(insightId, organisationId, n),
        { actorId: null, correlationId: randomUUID(), now: new Date().toISOString() },
        (state) => state.organisationId,
      );
    }

    const acknowledged: number[] = [];
    let running = true;
    const work = async (member: ApiClient) => {
      const saved = new Set<string>();
      const followed = new Set<string>();
      for (let n = 0; running; n += 1) {
        const insightId = insightIds[Math.floor(Math.random() * insightIds.length)];
        const roll = Math.random();
        const toggle = (marks: Set<string>, route: string) => {
          const on = !marks.has(insightId);
          if (on) marks.add(insightId);
          else marks.delete(insightId);
          return on ? member.post(route) : member.delete(route);
        };
        const response =
          roll < 0.03
            ? await member.post('/api/recommendations/remove', { recommendation_id: insightId, reason: `Not now (${n})` })
            : roll < 0.15
              ? await member.post('/api/recommendations/impact', { recommendation_id: insightId, score: Math.round(Math.random() * 100) })
              : roll < 0.6
                ? await toggle(saved, `/api/recommendations/${insightId}/save`)
                : await toggle(followed, `/api/recommendations/${insightId}/follow`);
        expect(response.status).toBe(200);
        const position = Number(response.headers.get('x-consistency-position'));
        if (position > 0) acknowledged.push(position);
      }
    };
    const load = Promise.all(members.map(work));
    for (let kill = 0; kill < 6; kill += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250 + Math.random() * 400));
      await stop(projector, 'SIGKILL');
      projector = await battery.start('projectors');
    }
    running = false;
    await load;

    const eventStore = new SqlEventStore(sql);
    const readStore = new SqlReadStore(sql);
    const all = await eventStore.readAll(0, 1_000_000);
    const positions = new Set(all.map((event) => event.position));
    expect(acknowledged.length).toBeGreaterThan(50);
    expect(acknowledged.filter((position) => !positions.has(position))).toEqual([]);

    const head = all[all.length - 1].position;
    expect(await caughtUp(readStore, workflowProjections, head)).toBe(head);
    await stop(projector, 'SIGTERM');
    projector = null;

    // Each saved mark in the read model is one a member left on: none lost, none twice.
    const views = await readStore.find<{ _position: number; saved_by: string[] }>('insights', {});
    expect(views).toHaveLength(INSIGHTS);
    for (const view of views) expect(new Set(view.saved_by).size).toBe(view.saved_by.length);
    const { live, rebuilt } = await liveAndRebuilt(eventStore, readStore, workflowProjections);
    expect(rebuilt).toBe(live);
  }, 180_000);
});
