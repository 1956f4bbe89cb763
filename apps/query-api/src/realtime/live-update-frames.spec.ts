import type { LiveUpdate } from '@app/infrastructure/live';
import { framesOf } from './live-update-frames';

const ofOrganisation = (organisationId: string, position: number): LiveUpdate => ({
  organisationId,
  type: 'InsightSaved',
  position,
  streamId: `insight-${position}`,
});
const ofUser = (organisationId: string, userId: string, position: number): LiveUpdate => ({
  organisationId,
  userId,
  type: 'UserProfileUpdated',
  position,
  streamId: `user-${userId}`,
});

describe('framesOf', () => {
  it("sends each organisation's updates in one frame however they interleave", () => {
    const frames = framesOf([ofOrganisation('a', 1), ofOrganisation('b', 2), ofOrganisation('a', 3), ofOrganisation('b', 4)]);
    expect(frames).toEqual([
      { room: 'org:a', updates: [ofOrganisation('a', 1), ofOrganisation('a', 3)] },
      { room: 'org:b', updates: [ofOrganisation('b', 2), ofOrganisation('b', 4)] },
    ]);
  });

  it("starts a new frame where an organisation's updates change room, so no socket hears a later position first", () => {
    const updates = [ofOrganisation('a', 1), ofUser('a', 'u-1', 2), ofUser('a', 'u-1', 3), ofOrganisation('a', 4), ofOrganisation('b', 5)];
    expect(framesOf(updates).map(({ room, updates: sent }) => [room, sent.map((update) => update.position)])).toEqual([
      ['org:a', [1]],
      ['user:u-1', [2, 3]],
      ['org:a', [4]],
      ['org:b', [5]],
    ]);
  });

  it('sends nothing when nothing happened', () => {
    expect(framesOf([])).toEqual([]);
  });
});
