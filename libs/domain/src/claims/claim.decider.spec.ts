import { fold } from '../shared/decider';
import { given } from '../shared/given-when-then.spec-helper';
import { type ClaimEvent, claimDecider } from './claim.decider';

const now = '2025-03-01T10:00:00.000Z';
const claimedBy = (ownerId: string): ClaimEvent => ({ type: 'ValueClaimed', data: { ownerId, claimedAt: now, claimantId: null } });
const releasedBy = (ownerId: string): ClaimEvent => ({ type: 'ValueReleased', data: { ownerId } });

describe('claim decider', () => {
  describe('Claim', () => {
    it('claims a free value', () => {
      given(claimDecider, [])
        .when({ type: 'Claim', ownerId: 'alice', now })
        .then([claimedBy('alice')]);
    });

    it('records nothing when the same owner claims again (a retried command)', () => {
      given(claimDecider, [claimedBy('alice')])
        .when({ type: 'Claim', ownerId: 'alice', now })
        .then([]);
    });

    it('refuses a value another owner holds', () => {
      given(claimDecider, [claimedBy('alice')])
        .when({ type: 'Claim', ownerId: 'bob', now })
        .thenThrows('CLAIM_TAKEN');
    });

    it('takes a value over only from the owner it names', () => {
      given(claimDecider, [claimedBy('alice')])
        .when({ type: 'Claim', ownerId: 'bob', now, takeOverFrom: 'alice' })
        .then([claimedBy('bob')]);
      given(claimDecider, [claimedBy('alice')])
        .when({ type: 'Claim', ownerId: 'bob', now, takeOverFrom: 'carol' })
        .thenThrows('CLAIM_TAKEN');
    });

    it('gives the value to the new owner after a takeover', () => {
      const history = [claimedBy('alice'), claimedBy('bob')];
      expect(fold(claimDecider, history)).toEqual({ ownerId: 'bob', claimantId: null });
      given(claimDecider, history).when({ type: 'Claim', ownerId: 'alice', now }).thenThrows('CLAIM_TAKEN');
    });

    it('claims a released value again', () => {
      given(claimDecider, [claimedBy('alice'), releasedBy('alice')])
        .when({ type: 'Claim', ownerId: 'bob', now })
        .then([claimedBy('bob')]);
    });

    it('claims a free value when a takeover names an owner that is gone', () => {
      given(claimDecider, [claimedBy('alice'), releasedBy('alice')])
        .when({ type: 'Claim', ownerId: 'bob', now, takeOverFrom: 'alice' })
        .then([claimedBy('bob')]);
    });
  });

  describe('claimant', () => {
    it('records who claimed a value for an owner they are creating', () => {
      given(claimDecider, [])
        .when({ type: 'Claim', ownerId: 'acme-org', now, claimantId: 'alice' })
        .then([{ type: 'ValueClaimed', data: { ownerId: 'acme-org', claimedAt: now, claimantId: 'alice' } }]);
      expect(fold(claimDecider, [{ type: 'ValueClaimed', data: { ownerId: 'acme-org', claimedAt: now, claimantId: 'alice' } }])).toEqual({
        ownerId: 'acme-org',
        claimantId: 'alice',
      });
    });

    it('has no claimant when the owner claimed for itself', () => {
      expect(fold(claimDecider, [claimedBy('acme-org')])).toEqual({ ownerId: 'acme-org', claimantId: null });
    });
  });

  describe('Release', () => {
    it('releases a value its owner holds', () => {
      given(claimDecider, [claimedBy('alice')])
        .when({ type: 'Release', ownerId: 'alice' })
        .then([releasedBy('alice')]);
    });

    it('records nothing when someone else asks to release it', () => {
      given(claimDecider, [claimedBy('alice')])
        .when({ type: 'Release', ownerId: 'bob' })
        .then([]);
    });

    it('records nothing when the value is free', () => {
      given(claimDecider, []).when({ type: 'Release', ownerId: 'alice' }).then([]);
      given(claimDecider, [claimedBy('alice'), releasedBy('alice')])
        .when({ type: 'Release', ownerId: 'alice' })
        .then([]);
    });
  });

  describe('NoteRefusedClaim', () => {
    it('notes a refused claim for the owner of a held value, and the owner keeps it', () => {
      const refused: ClaimEvent = { type: 'ValueClaimRefused', data: { ownerId: 'alice', refusedAt: now } };
      given(claimDecider, [claimedBy('alice')])
        .when({ type: 'NoteRefusedClaim', now })
        .then([refused]);
      expect(fold(claimDecider, [claimedBy('alice'), refused])).toEqual({ ownerId: 'alice', claimantId: null });
    });

    it('notes nothing on a free value: nobody to tell', () => {
      given(claimDecider, []).when({ type: 'NoteRefusedClaim', now }).then([]);
      given(claimDecider, [claimedBy('alice'), releasedBy('alice')])
        .when({ type: 'NoteRefusedClaim', now })
        .then([]);
    });
  });
});
