import { notificationReadsDecider, streams } from '@app/domain';
import { CommandResult } from '@app/infrastructure/http';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Accounts } from '../shared/accounts';
import { commandContext } from '../shared/command-context';
import { MarkNotificationsReadCommand } from './comment.commands';
import type { NotificationsReadResponse } from './comment.responses';

/**
 * Marks the caller's notifications read. Reading is private: the events carry no organisation,
 * so no one else hears of it live and nothing of it reaches analysts.
 */
@CommandHandler(MarkNotificationsReadCommand)
export class MarkNotificationsReadHandler implements ICommandHandler<MarkNotificationsReadCommand> {
  constructor(private readonly accounts: Accounts) {}

  async execute({ userId, notificationIds }: MarkNotificationsReadCommand): Promise<CommandResult<NotificationsReadResponse>> {
    await this.accounts.membership(userId);
    const context = commandContext(userId);
    const decided = await this.accounts.repository.handle(
      notificationReadsDecider,
      streams.notificationReads(userId),
      { type: 'MarkNotificationsRead', userId, notificationIds: notificationIds?.map((id) => id.toLowerCase()) ?? null, now: context.now },
      context,
      () => null,
    );
    return new CommandResult(decided.position, { recorded: decided.events.length > 0 });
  }
}
