import { CommandResult } from '@app/infrastructure/http';
import { readSecretToken } from '@app/infrastructure/security';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Accounts } from '../../shared/accounts';
import { commandContext } from '../../shared/command-context';
import { REFRESH_OWNER_PARTS, Sessions } from '../../shared/sessions';
import { LogoutCommand } from './logout.command';

/** Revokes the refresh session named by the cookie (or by the access token); always succeeds. */
@CommandHandler(LogoutCommand)
export class LogoutHandler implements ICommandHandler<LogoutCommand> {
  constructor(
    private readonly accounts: Accounts,
    private readonly sessions: Sessions,
  ) {}

  async execute({ refreshToken, accessToken }: LogoutCommand): Promise<CommandResult<null>> {
    const fromCookie = refreshToken ? readSecretToken(refreshToken, REFRESH_OWNER_PARTS) : null;
    const fromAccess = !fromCookie && accessToken ? await this.accounts.infrastructure.accessTokens.verify(accessToken) : null;
    const [userId, sessionId] = fromCookie ? fromCookie.owners : fromAccess ? [fromAccess.userId, fromAccess.sessionId] : [null, null];
    if (!userId || !sessionId) return new CommandResult(0, null);
    const position = await this.sessions.end(userId, sessionId, fromCookie?.tokenHash ?? null, commandContext(userId));
    return new CommandResult(position, null);
  }
}
