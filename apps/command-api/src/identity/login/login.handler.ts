import { normaliseEmail, userErrors } from '@app/domain';
import { CommandResult } from '@app/infrastructure/http';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Accounts } from '../../shared/accounts';
import { commandContext } from '../../shared/command-context';
import { organisationToJoin } from '../../shared/organisation-to-join';
import { type IssuedSession, Sessions } from '../../shared/sessions';
import { LoginCommand } from './login.command';

@CommandHandler(LoginCommand)
export class LoginHandler implements ICommandHandler<LoginCommand> {
  constructor(
    private readonly accounts: Accounts,
    private readonly sessions: Sessions,
  ) {}

  async execute({ body, clientAddress }: LoginCommand): Promise<CommandResult<IssuedSession>> {
    const { loginAttempts, passwords } = this.accounts.infrastructure;
    const email = normaliseEmail(body.email);
    await loginAttempts.admit(email, clientAddress);
    const account = await passwords.verifyAccount(
      async () => {
        const userId = await this.accounts.userIdForEmail(email);
        return userId ? { userId, user: (await this.accounts.loadUser(userId)).state } : null;
      },
      ({ user }) => user.passwordHash,
      body.password,
    );
    if (!account) throw userErrors.invalidCredentials();
    const { userId, user } = account;
    await loginAttempts.succeeded(email, clientAddress);

    const context = commandContext(userId);
    // Someone invited after they verified their email joins on their next sign-in.
    if (user.emailVerified && !user.organisationId) {
      const organisation = await organisationToJoin(this.accounts, email, context.now);
      if (organisation) {
        await this.accounts.decideForUser(userId, { type: 'JoinOrganisation', organisation, now: context.now }, context);
      }
    }
    const session = await this.sessions.start(userId, context);
    return new CommandResult(session.position, session);
  }
}
