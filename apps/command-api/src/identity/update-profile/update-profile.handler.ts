import { CommandResult } from '@app/infrastructure/http';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Accounts } from '../../shared/accounts';
import { commandContext } from '../../shared/command-context';
import { UpdateProfileCommand } from './update-profile.command';

@CommandHandler(UpdateProfileCommand)
export class UpdateProfileHandler implements ICommandHandler<UpdateProfileCommand> {
  constructor(private readonly accounts: Accounts) {}

  async execute({ userId, changes }: UpdateProfileCommand): Promise<CommandResult<{ ok: true }>> {
    const decided = await this.accounts.decideForUser(
      userId,
      {
        type: 'UpdateProfile',
        firstName: changes.firstName,
        lastName: changes.lastName,
        role: changes.role,
        language: changes.language,
      },
      commandContext(userId),
    );
    return new CommandResult(decided.position, { ok: true });
  }
}
