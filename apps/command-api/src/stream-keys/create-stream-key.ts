import { randomUUID } from 'node:crypto';
import { STREAM_KEY_NAME_MAX_CHARS, streamKeyDecider, streams } from '@app/domain';
import { AccessTokenGuard, type Authenticated, CommandResult, CurrentUser } from '@app/infrastructure/http';
import { newStreamKeySecret } from '@app/infrastructure/stream-keys';
import { Body, Controller, Post, UseGuards } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { Accounts } from '../shared/accounts';
import { ApiCommandAnswer } from '../shared/command-answer';
import { commandContext } from '../shared/command-context';

const NAME_MESSAGE = `name must be text of at most ${STREAM_KEY_NAME_MAX_CHARS} characters.`;

export class CreateStreamKeyDto {
  @ApiProperty({ maxLength: STREAM_KEY_NAME_MAX_CHARS, description: 'what the key is for, e.g. the system that reads the stream' })
  @IsString({ message: NAME_MESSAGE })
  // Room for surrounding spaces: the domain trims and checks the length itself.
  @MaxLength(STREAM_KEY_NAME_MAX_CHARS * 2, { message: NAME_MESSAGE })
  name!: string;
}

export class StreamKeyCreatedResponse {
  @ApiProperty({ format: 'uuid' }) key_id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'the first characters of the secret, to recognise the key by' }) prefix!: string;
  @ApiProperty({ description: 'the key itself: shown this once, never again (only its hash is kept)' }) secret!: string;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}

export class CreateStreamKeyCommand {
  constructor(
    readonly userId: string,
    readonly name: string,
  ) {}
}

/** An Admin's key for the analyst stream: the secret goes back in this answer only; the log keeps its hash. */
@CommandHandler(CreateStreamKeyCommand)
export class CreateStreamKeyHandler implements ICommandHandler<CreateStreamKeyCommand> {
  constructor(private readonly accounts: Accounts) {}

  async execute({ userId, name }: CreateStreamKeyCommand): Promise<CommandResult<StreamKeyCreatedResponse>> {
    const { organisationId, memberRole } = await this.accounts.membership(userId);
    const context = commandContext(userId);
    const keyId = randomUUID();
    const { secret, hash, prefix } = newStreamKeySecret();
    const decided = await this.accounts.repository.handle(
      streamKeyDecider,
      streams.streamKeys(organisationId),
      { type: 'CreateStreamKey', keyId, organisationId, name, keyHash: hash, prefix, actor: { userId, memberRole }, now: context.now },
      context,
      () => organisationId,
    );
    const created = decided.state.keys[keyId];
    return new CommandResult(decided.position, { key_id: keyId, name: created.name, prefix, secret, created_at: context.now });
  }
}

@ApiTags('stream')
@ApiBearerAuth()
@Controller('stream/keys')
export class CreateStreamKeyController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @UseGuards(AccessTokenGuard)
  @ApiOperation({ summary: 'Create a key for the analyst stream (Admin); its secret is in this answer only' })
  @ApiCommandAnswer<CreateStreamKeyHandler>(201, StreamKeyCreatedResponse)
  create(@CurrentUser() user: Authenticated, @Body() body: CreateStreamKeyDto) {
    return this.commands.execute(new CreateStreamKeyCommand(user.userId, body.name));
  }
}
