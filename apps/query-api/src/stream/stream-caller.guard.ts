import { DomainError } from '@app/domain';
import type { Infrastructure } from '@app/infrastructure';
import { AccessTokenGuard, bearerToken, INFRASTRUCTURE, parsePosition } from '@app/infrastructure/http';
import type { StreamKeyView } from '@app/infrastructure/read-models';
import { projectionProcessorId, type ReadDocument } from '@app/infrastructure/read-store';
import { hashStreamKey, looksLikeStreamKey } from '@app/infrastructure/stream-keys';
import { type CanActivate, createParamDecorator, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Members } from '../shared/members';

/** Who reads the analyst stream: an Admin signed in, or a key an Admin created; either way one organisation. */
export type StreamCaller = { organisationId: string } & ({ via: 'admin'; userId: string } | { via: 'key'; keyId: string });

type StreamRequest = FastifyRequest & { streamCaller?: StreamCaller };

const KEYS_PROCESSOR = projectionProcessorId('stream_keys');

function invalidKey(): DomainError {
  return new DomainError('STREAM_KEY_INVALID', 'unauthorized', 'This key is not valid or has been revoked.');
}

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Accepts `X-Api-Key: <key>` or `Authorization: Bearer <key>` for a key, else an access token of
 * an Admin. A key is looked up by the hash of what was presented: the secret is never stored, and
 * a revoked key is refused like an unknown one. A request that carries `X-Consistency-Position`
 * first waits (bounded) for the keys' read model, so a key just created or revoked is seen as such.
 */
@Injectable()
export class StreamCallerGuard implements CanActivate {
  private readonly accessTokens: AccessTokenGuard;

  constructor(
    @Inject(INFRASTRUCTURE) private readonly infrastructure: Infrastructure,
    private readonly members: Members,
  ) {
    this.accessTokens = new AccessTokenGuard(infrastructure);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<StreamRequest & { auth?: { userId: string } }>();
    const bearer = bearerToken(request.headers.authorization);
    const apiKey = header(request.headers['x-api-key']) ?? (bearer !== null && looksLikeStreamKey(bearer) ? bearer : null);
    if (apiKey !== null) {
      request.streamCaller = await this.byKey(apiKey, request);
      return true;
    }
    await this.accessTokens.canActivate(context);
    const user = await this.members.user(request.auth!.userId);
    if (!user.customer_id) throw new DomainError('NOT_FOUND', 'not_found', 'Not found.');
    if (user.member_role !== 'Admin') throw new DomainError('ADMIN_ONLY', 'forbidden', 'Only an organisation admin can do this.');
    request.streamCaller = { via: 'admin', userId: user.user_id, organisationId: user.customer_id };
    return true;
  }

  private async byKey(presented: string, request: FastifyRequest): Promise<StreamCaller> {
    if (!looksLikeStreamKey(presented)) throw invalidKey();
    const position = parsePosition(request.headers['x-consistency-position']);
    if (position !== null)
      await this.infrastructure.progress.waitFor(position, this.infrastructure.config.consistencyWaitMs, [KEYS_PROCESSOR]);
    const [key] = await this.infrastructure.readStore.find<StreamKeyView & ReadDocument>(
      'stream_keys',
      { key_hash: hashStreamKey(presented) },
      { limit: 1 },
    );
    if (!key || key.revoked_at !== null) throw invalidKey();
    return { via: 'key', keyId: key.key_id, organisationId: key.organisation_id };
  }
}

export const CurrentStreamCaller = createParamDecorator((_data: unknown, context: ExecutionContext): StreamCaller => {
  const caller = context.switchToHttp().getRequest<StreamRequest>().streamCaller;
  if (!caller) throw new DomainError('UNAUTHENTICATED', 'unauthorized', 'User not authenticated');
  return caller;
});
