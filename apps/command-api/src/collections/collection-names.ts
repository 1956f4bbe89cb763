import { claimDecider, collectionDecider, collectionErrors, collectionNameKey, DomainError, streams } from '@app/domain';
import type { CommandContext } from '@app/infrastructure/event-store';
import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { Accounts } from '../shared/accounts';

/** Far longer than a request takes between claiming a name and recording its collection. */
export const CLAIM_GRACE_MS = 60_000;

/**
 * Unique collection names within an organisation, enforced soundly: each name (case-insensitively,
 * see collectionNameKey) is claimed on a stream of its own before a collection takes it, and two
 * concurrent claims collide on the stream's expected revision. A claim is taken over only when it
 * is proven abandoned: its collection was deleted, or, once the claim is older than
 * CLAIM_GRACE_MS (so a request between its two appends is never overtaken), its collection never
 * came to exist (a request cut off after the claim) or holds another name now (a rename whose
 * release was lost). So a claim released late, or never, blocks nobody for long.
 */
@Injectable()
export class CollectionNames {
  constructor(private readonly accounts: Accounts) {}

  /** Holds `name` in the organisation for `collectionId`; COLLECTION_NAME_TAKEN when another collection holds it. */
  async claim(organisationId: string, name: string, collectionId: string, context: CommandContext): Promise<void> {
    const stream = this.streamOf(organisationId, name);
    const { repository } = this.accounts;
    const { state: claim } = await repository.load(claimDecider, stream);
    const abandoned =
      claim.ownerId !== null && claim.ownerId !== collectionId && (await this.abandoned(stream, claim.ownerId, name, context.now));
    try {
      await repository.handle(
        claimDecider,
        stream,
        { type: 'Claim', ownerId: collectionId, now: context.now, ...(abandoned ? { takeOverFrom: claim.ownerId! } : {}) },
        context,
        () => organisationId,
      );
    } catch (error) {
      if (error instanceof DomainError && error.code === 'CLAIM_TAKEN') throw collectionErrors.nameTaken();
      throw error;
    }
  }

  /** Lets the name go (after a rename or deletion); a claim someone else took over stays theirs. */
  async release(organisationId: string, name: string, collectionId: string, context: CommandContext): Promise<void> {
    await this.accounts.repository.handle(
      claimDecider,
      this.streamOf(organisationId, name),
      { type: 'Release', ownerId: collectionId },
      context,
      () => organisationId,
    );
  }

  /** Whether the claim's collection can no longer want the name (see the class comment). */
  private async abandoned(stream: string, ownerId: string, name: string, now: string): Promise<boolean> {
    const { state } = await this.accounts.repository.load(collectionDecider, streams.collection(ownerId));
    if (state.deleted) return true;
    if (state.collectionId !== null && collectionNameKey(state.name) === collectionNameKey(name)) return false;
    const claims = await this.accounts.infrastructure.eventStore.readStream(stream);
    const claimed = claims.filter((event) => event.type === 'ValueClaimed').at(-1);
    const claimedAt = Date.parse(String((claimed?.data as { claimedAt?: string } | undefined)?.claimedAt ?? ''));
    return Number.isFinite(claimedAt) && Date.parse(now) - claimedAt > CLAIM_GRACE_MS;
  }

  private streamOf(organisationId: string, name: string): string {
    return collectionNameClaimStream(organisationId, name);
  }
}

/** The organisation and the name's key, hashed: stream names stay short and say nothing of the name. */
export function collectionNameClaimStream(organisationId: string, name: string): string {
  const key = createHash('sha256')
    .update(`${organisationId}\n${collectionNameKey(name)}`)
    .digest('hex')
    .slice(0, 40);
  return streams.collectionNameClaim(key);
}
