import { CommandResult } from '@app/infrastructure/http';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Accounts } from '../../shared/accounts';
import { commandContext } from '../../shared/command-context';
import { CompleteGoogleProfileCommand } from './complete-google-profile.command';

@CommandHandler(CompleteGoogleProfileCommand)
export class CompleteGoogleProfileHandler implements ICommandHandler<CompleteGoogleProfileCommand> {
  constructor(private readonly accounts: Accounts) {}

  async execute({ userId, role }: CompleteGoogleProfileCommand): Promise<CommandResult<{ ok: true }>> {
    const decided = await this.accounts.decideForUser(userId, { type: 'CompleteGoogleProfile', role }, commandContext(userId));
    return new CommandResult(decided.position, { ok: true });
  }
}
