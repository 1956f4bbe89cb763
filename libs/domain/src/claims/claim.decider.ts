import { type Decider, eventTypeSet } from '../shared/decider';
import { DomainError } from '../shared/domain-error';

/**
 * A unique value (an email, an organisation URL, an email domain) is claimed by appending to a
 * stream named after the value. The expected revision makes two concurrent claims collide.
 */
/** `claimantId`: who claimed the value for an owner they are creating; null when the owner claimed for itself. */
export interface ValueClaimedData {
  ownerId: string;
  claimedAt: string;
  claimantId: string | null;
}

export type ClaimEvent =
  | { type: 'ValueClaimed'; data: ValueClaimedData }
  | { type: 'ValueReleased'; data: { ownerId: string } }
  /** Someone asked for the value while its owner held it; the owner may be told (an email's owner is mailed). */
  | { type: 'ValueClaimRefused'; data: { ownerId: string; refusedAt: string } };

export type ClaimCommand =
  /** `claimantId`: the person asking, when the owner is something they are creating (an organisation). */
  | { type: 'Claim'; ownerId: string; now: string; takeOverFrom?: string; claimantId?: string }
  | { type: 'Release'; ownerId: string }
  /** Keeps a note that a claim was refused because the value is held; nothing to note on a free value. */
  | { type: 'NoteRefusedClaim'; now: string };

export interface ClaimState {
  ownerId: string | null;
  /** Who claimed it for the owner; null when the owner claimed for itself, or in claims recorded before this was kept. */
  claimantId: string | null;
}

const claimTaken = () => new DomainError('CLAIM_TAKEN', 'conflict', 'This value is already taken.');

function decide(command: ClaimCommand, state: ClaimState): ClaimEvent[] {
  switch (command.type) {
    case 'Claim':
      if (state.ownerId === command.ownerId) return [];
      // A claim may be taken over only from a named owner the caller proved abandoned (a sign-up
      // that crashed between claiming the email and writing the account).
      if (state.ownerId !== null && state.ownerId !== command.takeOverFrom) throw claimTaken();
      return [{ type: 'ValueClaimed', data: { ownerId: command.ownerId, claimedAt: command.now, claimantId: command.claimantId ?? null } }];
    case 'Release':
      return state.ownerId === command.ownerId ? [{ type: 'ValueReleased', data: { ownerId: command.ownerId } }] : [];
    case 'NoteRefusedClaim':
      return state.ownerId === null ? [] : [{ type: 'ValueClaimRefused', data: { ownerId: state.ownerId, refusedAt: command.now } }];
  }
}

function evolve(state: ClaimState, event: ClaimEvent): ClaimState {
  switch (event.type) {
    case 'ValueClaimed':
      return { ownerId: event.data.ownerId, claimantId: event.data.claimantId };
    case 'ValueReleased':
      return { ownerId: null, claimantId: null };
    case 'ValueClaimRefused':
      return state;
  }
}

export const claimDecider: Decider<ClaimCommand, ClaimState, ClaimEvent> = {
  initialState: { ownerId: null, claimantId: null },
  eventTypes: eventTypeSet<ClaimEvent>({ ValueClaimed: true, ValueReleased: true, ValueClaimRefused: true }),
  decide,
  evolve,
};
