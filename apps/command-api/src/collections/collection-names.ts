import { claimDecider, collectionDecider, collectionErrors, collectionNameKey, DomainError, streams } from '@app/domain';
import type { CommandContext } from '@app/infrastructure/event-store';
import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { Accounts } from '../shared/accounts';

/**
 * Unique collection names within an organisation, enforced soundly: each name (case-insensitively,
 * see collectionNameKey) is claimed on a stream of its own before a collection takes it, and two
 * concurrent claims collide on the stream's expected revision. A claim whose collection never
 * came to hold the name (a request that died between the claim and the collection's event), was
 * renamed since or deleted is abandoned and may be taken over; so a claim released late, or never,
 * blocks nobody.
 */
@Injectable()
export class CollectionNames {
  constructor(private readonly accounts: Accounts) {}

  /** Holds `name` in the organisation for `collectionId`; COLLECTION_NAME_TAKEN when another collection holds it. */
  async claim(organisationId: string, name: string, collectionId: string, context: CommandContext): Promise<void> {
    const stream = this.streamOf(organisationId, name);
    const { repository } = this.accounts;
    const { state: claim } = await repository.load(claimDecider, stream);
    const abandoned = claim.ownerId !== null && claim.ownerId !== collectionId && !(await this.holds(claim.ownerId, name));
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

  /** Whether the collection exists, is not deleted and has this name now (case-insensitively). */
  private async holds(collectionId: string, name: string): Promise<boolean> {
    const { state } = await this.accounts.repository.load(collectionDecider, streams.collection(collectionId));
    return state.collectionId !== null && !state.deleted && collectionNameKey(state.name) === collectionNameKey(name);
  }

  /** The organisation and the name's key, hashed: stream names stay short and say nothing of the name. */
  private streamOf(organisationId: string, name: string): string {
    const key = createHash('sha256')
      .update(`${organisationId}\n${collectionNameKey(name)}`)
      .digest('hex')
      .slice(0, 40);
    return streams.collectionNameClaim(key);
  }
}
