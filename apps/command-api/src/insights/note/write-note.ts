import { insightDecider, insightErrors, insightNoteDecider, insightNoteStream, NOTE_MAX_CHARS, streams } from '@app/domain';
import { AccessTokenGuard, type Authenticated, CommandResult, CurrentUser, IdParamPipe } from '@app/infrastructure/http';
import { Body, Controller, Param, Put, UseGuards } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsString } from 'class-validator';
import { Accounts } from '../../shared/accounts';
import { ApiCommandAnswer } from '../../shared/command-answer';
import { commandContext } from '../../shared/command-context';

/** A longer text is the domain's refusal (NOTE_TOO_LONG), counted after trimming. */
export class WriteNoteDto {
  @ApiProperty({ maxLength: NOTE_MAX_CHARS, description: 'the note; empty deletes it' })
  @IsString({ message: `text must be text of at most ${NOTE_MAX_CHARS} characters.` })
  text!: string;
}

export class InsightNoteWrittenResponse {
  @ApiProperty({ format: 'uuid' }) recommendation_id!: string;
  @ApiProperty({ type: String, nullable: true, description: 'null once deleted' }) text!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'when it was saved; null once deleted' })
  saved_at!: string | null;
}

export class WriteNoteCommand {
  constructor(
    readonly userId: string,
    readonly insightId: string,
    readonly text: string,
  ) {}
}

/**
 * A member's personal note on an insight, on its own stream: it never changes the insight's
 * revision, and its events carry no organisation, so no live update announces them to the
 * organisation (the author's own page refetches it after the write). Only a visible insight of
 * the author's organisation takes a note.
 */
@CommandHandler(WriteNoteCommand)
export class WriteNoteHandler implements ICommandHandler<WriteNoteCommand> {
  constructor(private readonly accounts: Accounts) {}

  async execute({ userId, insightId, text }: WriteNoteCommand): Promise<CommandResult<InsightNoteWrittenResponse>> {
    const { organisationId } = await this.accounts.membership(userId);
    const { state: insight } = await this.accounts.repository.load(insightDecider, streams.insight(insightId));
    if (insight.insightId === null || insight.deleted || insight.organisationId !== organisationId) throw insightErrors.notFound();
    const context = commandContext(userId);
    const decided = await this.accounts.repository.handle(
      insightNoteDecider,
      insightNoteStream(insightId, userId),
      { type: 'WriteInsightNote', insightId, organisationId, userId, text, now: context.now },
      context,
      () => null,
    );
    return new CommandResult(decided.position, { recommendation_id: insightId, text: decided.state.text, saved_at: decided.state.savedAt });
  }
}

@ApiTags('recommendations')
@ApiBearerAuth()
@Controller('recommendations')
export class WriteNoteController {
  constructor(private readonly commands: CommandBus) {}

  @Put(':id/note')
  @UseGuards(AccessTokenGuard)
  @ApiParam({ name: 'id', format: 'uuid', description: 'the insight; anything not one of the caller’s is 404' })
  @ApiOperation({ summary: 'Write your personal note on an insight (private to you); an empty text deletes it' })
  @ApiCommandAnswer<WriteNoteHandler>(200, InsightNoteWrittenResponse)
  write(@CurrentUser() user: Authenticated, @Param('id', IdParamPipe) id: string, @Body() body: WriteNoteDto) {
    return this.commands.execute(new WriteNoteCommand(user.userId, id, body.text));
  }
}
