import { fold } from '../shared/decider';
import { eventUpcasters } from '../event-upcasters';
import { type ClaimEvent, claimDecider } from './claim.decider';
import storedWithoutClaimant from './__frozen__/value-claimed.v1.json';
import storedWithClaimant from './__frozen__/value-claimed.v1-with-claimant.json';

/** What a reader gets for a stored event: its type and its data in the current shape. */
function read(stored: { type: string; data: unknown; metadata: { schemaVersion: number } }): ClaimEvent {
  return { type: 'ValueClaimed', data: eventUpcasters.upcast(stored.type, stored.data, stored.metadata.schemaVersion) } as ClaimEvent;
}

describe('ValueClaimed upcasting', () => {
  it('writes new ValueClaimed events at version 2', () => {
    expect(eventUpcasters.currentVersion('ValueClaimed')).toBe(2);
  });

  it('reads a frozen version 1 claim without a claimant as claimed by no one', () => {
    expect(storedWithoutClaimant.metadata.schemaVersion).toBe(1);
    expect(read(storedWithoutClaimant).data).toEqual({ ...storedWithoutClaimant.data, claimantId: null });
  });

  it('keeps the claimant of a frozen version 1 claim recorded after claimants were kept', () => {
    expect(read(storedWithClaimant).data).toEqual(storedWithClaimant.data);
  });

  it('folds upcast version 1 claims like claims recorded today', () => {
    expect(fold(claimDecider, [read(storedWithoutClaimant)])).toEqual({ ownerId: storedWithoutClaimant.data.ownerId, claimantId: null });
    expect(fold(claimDecider, [read(storedWithClaimant)])).toEqual({
      ownerId: storedWithClaimant.data.ownerId,
      claimantId: storedWithClaimant.data.claimantId,
    });
  });

  it('leaves data already at the current version alone', () => {
    const current = { ownerId: 'o', claimedAt: '2025-03-01T10:00:00.000Z', claimantId: null };
    expect(eventUpcasters.upcast('ValueClaimed', current, 2)).toBe(current);
  });
});
