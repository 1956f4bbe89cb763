import { userErrors } from '@app/domain';
import { CommandResult } from '@app/infrastructure/http';
import { readSecretToken } from '@app/infrastructure/security';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { commandContext } from '../../shared/command-context';
import { type IssuedSession, REFRESH_OWNER_PARTS, Sessions } from '../../shared/sessions';
import { RefreshSessionCommand } from './refresh-session.command';

/**
 * Rotates the refresh token: the presented one stops working the moment the new one is issued, and
 * presenting it again afterwards ends the session (see Sessions.refresh).
 */
@CommandHandler(RefreshSessionCommand)
export class RefreshSessionHandler implements ICommandHandler<RefreshSessionCommand> {
  constructor(private readonly sessions: Sessions) {}

  async execute({ refreshToken }: RefreshSessionCommand): Promise<CommandResult<IssuedSession>> {
    const presented = refreshToken ? readSecretToken(refreshToken, REFRESH_OWNER_PARTS) : null;
    if (!presented) throw userErrors.sessionInvalid();
    const [userId, sessionId] = presented.owners;
    const session = await this.sessions.refresh(userId, sessionId, presented.tokenHash, commandContext(userId));
    return new CommandResult(session.position, session);
  }
}
