import type { EventSchema } from '../shared/upcasters';
import type { ValueClaimedData } from './claim.decider';

/** ValueClaimed as stored at version 1: `claimantId` arrived late and is on some events only. */
export interface ValueClaimedV1Data {
  ownerId: string;
  claimedAt: string;
  claimantId?: string;
}

/** Version 2 always says who claimed: null for a claim recorded without a claimant. */
export function valueClaimedV1ToV2(data: ValueClaimedV1Data): ValueClaimedData {
  return { ownerId: data.ownerId, claimedAt: data.claimedAt, claimantId: data.claimantId ?? null };
}

export const claimEventSchemas: readonly EventSchema[] = [{ type: 'ValueClaimed', upcasters: [valueClaimedV1ToV2] }];
