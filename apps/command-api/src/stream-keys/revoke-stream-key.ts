import { streamKeyDecider, streams } from '@app/domain';
import { AccessTokenGuard, type Authenticated, CommandResult, CurrentUser, IdParamPipe } from '@app/infrastructure/http';
import { Controller, Delete, Param, UseGuards } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Accounts } from '../shared/accounts';
import { ApiCommandAnswer } from '../shared/command-answer';
import { commandContext } from '../shared/command-context';

export class StreamKeyRevokedResponse {
  @ApiProperty({ format: 'uuid' }) key_id!: string;
  @ApiProperty({ description: 'always true: the key no longer opens the stream' }) revoked!: boolean;
}

export class RevokeStreamKeyCommand {
  constructor(
    readonly userId: string,
    readonly keyId: string,
  ) {}
}

/** Revoking takes effect for the stream as soon as the key's read model has the event (read your writes with the position). */
@CommandHandler(RevokeStreamKeyCommand)
export class RevokeStreamKeyHandler implements ICommandHandler<RevokeStreamKeyCommand> {
  constructor(private readonly accounts: Accounts) {}

  async execute({ userId, keyId }: RevokeStreamKeyCommand): Promise<CommandResult<StreamKeyRevokedResponse>> {
    const { organisationId, memberRole } = await this.accounts.membership(userId);
    const context = commandContext(userId);
    // The organisation's own stream: another organisation's key id is simply not in it (404).
    const decided = await this.accounts.repository.handle(
      streamKeyDecider,
      streams.streamKeys(organisationId),
      { type: 'RevokeStreamKey', keyId, actor: { userId, memberRole }, now: context.now },
      context,
      () => organisationId,
    );
    return new CommandResult(decided.position, { key_id: keyId, revoked: true });
  }
}

@ApiTags('stream')
@ApiBearerAuth()
@Controller('stream/keys')
export class RevokeStreamKeyController {
  constructor(private readonly commands: CommandBus) {}

  @Delete(':id')
  @UseGuards(AccessTokenGuard)
  @ApiParam({ name: 'id', format: 'uuid', description: 'the key; anything not one of your organisation’s is 404' })
  @ApiOperation({ summary: 'Revoke a key of the analyst stream (Admin); revoking it again changes nothing' })
  @ApiCommandAnswer<RevokeStreamKeyHandler>(200, StreamKeyRevokedResponse)
  revoke(@CurrentUser() user: Authenticated, @Param('id', IdParamPipe) id: string) {
    return this.commands.execute(new RevokeStreamKeyCommand(user.userId, id));
  }
}
