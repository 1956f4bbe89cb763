import { type CanActivate, createParamDecorator, type ExecutionContext, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Infrastructure } from '../infrastructure';
import { INFRASTRUCTURE } from './infrastructure.module';

export interface Authenticated {
  userId: string;
  sessionId: string;
}

type AuthenticatedRequest = FastifyRequest & { auth?: Authenticated };

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer ([A-Za-z0-9._~+/=-]+)$/.exec(header ?? '');
  return match ? match[1] : null;
}

/**
 * Requires a valid access token whose session has not ended (logout, password change, refresh-token
 * reuse): the user (and so the organisation) comes only from it.
 */
@Injectable()
export class AccessTokenGuard implements CanActivate {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: Infrastructure) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const token = bearerToken(request.headers.authorization);
    const claims = token ? await this.infrastructure.accessTokens.verify(token) : null;
    if (!claims || this.infrastructure.sessionRevocations.isRevoked(claims.sessionId))
      throw new UnauthorizedException({ message: 'User not authenticated', code: 'UNAUTHENTICATED' });
    request.auth = { userId: claims.userId, sessionId: claims.sessionId };
    return true;
  }
}

export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): Authenticated => {
  const auth = context.switchToHttp().getRequest<AuthenticatedRequest>().auth;
  if (!auth) throw new UnauthorizedException({ message: 'User not authenticated', code: 'UNAUTHENTICATED' });
  return auth;
});
