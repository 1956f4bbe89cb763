import type { RecordedEvent } from '@app/infrastructure/event-store';
import { InProcessLiveUpdateBus, type LiveUpdate } from '@app/infrastructure/live';
import { ProjectionProgress, SqlReadStore } from '@app/infrastructure/read-store';
import { migrate, PgliteClient } from '@app/infrastructure/sql';
import { liveUpdateRelay, liveUpdatesFor } from './live-update-relay';

function recorded(streamId: string, type: string, organisationId: string | null, position: number): RecordedEvent {
  return {
    id: `event-${position}`,
    type,
    data: {},
    streamId,
    revision: 0,
    position,
    metadata: {
      organisationId,
      actorId: null,
      correlationId: 'c',
      causationId: null,
      occurredAt: '2026-11-24T00:00:00.000Z',
      schemaVersion: 1,
    },
  };
}

describe('live updates of a batch', () => {
  it("sends an organisation's events to its room and a member's private events to that member alone", () => {
    expect(
      liveUpdatesFor([recorded('organisation-c-1', 'EmailDomainsSet', 'c-1', 1), recorded('user-u-1', 'PasswordChanged', 'c-1', 2)]),
    ).toEqual([
      { organisationId: 'c-1', type: 'EmailDomainsSet', position: 1, streamId: 'organisation-c-1' },
      { organisationId: 'c-1', type: 'PasswordChanged', position: 2, streamId: 'user-u-1', userId: 'u-1' },
    ]);
  });

  it('sends nothing of events outside an organisation, nor a private event type outside the user stream', () => {
    expect(
      liveUpdatesFor([recorded('user-u-1', 'UserRegistered', null, 1), recorded('session-s-1', 'SessionRefreshed', 'c-1', 2)]),
    ).toEqual([]);
  });
});

describe('the live-update relay at shutdown', () => {
  it('stops waiting for read models that have stopped and sends nothing', async () => {
    const sql = await PgliteClient.inMemory();
    await migrate(sql);
    const readStore = new SqlReadStore(sql, true);
    const liveUpdates = new InProcessLiveUpdateBus();
    const sent: LiveUpdate[] = [];
    await liveUpdates.subscribe(async (update) => void sent.push(update));
    // The relay read the event from the log, so it never asks where the log's head is.
    const headLookups: number[] = [];
    const progress = new ProjectionProgress(readStore, async () => headLookups.push(10) && 10);
    const relay = liveUpdateRelay(liveUpdates, progress, ['projection:users'], () => undefined);
    const stopping = new AbortController();
    setTimeout(() => stopping.abort(), 100);
    const started = Date.now();

    await expect(relay.process([recorded('organisation-c-1', 'EmailDomainsSet', 'c-1', 10)], stopping.signal)).resolves.toEqual([]);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(sent).toEqual([]);
    expect(headLookups).toEqual([]);
    await sql.close();
  });
});
