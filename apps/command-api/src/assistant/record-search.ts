import {
  ASSISTANT_QUERY_MAX_CHARS,
  ASSISTANT_SEARCH_MODES,
  type AssistantSearchMode,
  assistantSearchesDecider,
  DEFAULT_ASSISTANT_SEARCH_MODE,
  streams,
} from '@app/domain';
import { AccessTokenGuard, type Authenticated, CommandResult, CurrentUser } from '@app/infrastructure/http';
import { Body, Controller, Post, UseGuards } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { Accounts } from '../shared/accounts';
import { ApiCommandAnswer } from '../shared/command-answer';
import { commandContext } from '../shared/command-context';

const QUERY_MESSAGE = `query must be text of at most ${ASSISTANT_QUERY_MAX_CHARS} characters.`;

export class RecordSearchDto {
  @ApiProperty({ maxLength: ASSISTANT_QUERY_MAX_CHARS, description: 'the question as asked' })
  @IsString({ message: QUERY_MESSAGE })
  // Room for surrounding spaces: the domain trims and checks the length itself.
  @MaxLength(ASSISTANT_QUERY_MAX_CHARS * 2, { message: QUERY_MESSAGE })
  query!: string;

  @ApiPropertyOptional({ enum: ASSISTANT_SEARCH_MODES, default: DEFAULT_ASSISTANT_SEARCH_MODE })
  @IsOptional()
  @IsIn(ASSISTANT_SEARCH_MODES, { message: `mode must be one of ${ASSISTANT_SEARCH_MODES.join(', ')}.` })
  mode?: AssistantSearchMode;
}

export class SearchRecordedResponse {
  @ApiProperty() query!: string;
  @ApiProperty({ enum: ASSISTANT_SEARCH_MODES }) mode!: AssistantSearchMode;
  @ApiProperty({ format: 'date-time', description: 'when it was asked (the earlier time when it was asked again at once)' })
  searched_at!: string;
}

export class RecordSearchCommand {
  constructor(
    readonly userId: string,
    readonly query: string,
    readonly mode: AssistantSearchMode,
  ) {}
}

/**
 * A question the member asked the assistant, on their own stream: no organisation in its events'
 * metadata, so nobody else hears of it; the organisation is kept in the event so that a person who
 * moves to another organisation does not see the old one's questions.
 */
@CommandHandler(RecordSearchCommand)
export class RecordSearchHandler implements ICommandHandler<RecordSearchCommand> {
  constructor(private readonly accounts: Accounts) {}

  async execute({ userId, query, mode }: RecordSearchCommand): Promise<CommandResult<SearchRecordedResponse>> {
    const { organisationId } = await this.accounts.membership(userId);
    const context = commandContext(userId);
    const decided = await this.accounts.repository.handle(
      assistantSearchesDecider,
      streams.assistantSearches(userId),
      { type: 'RecordAssistantSearch', userId, organisationId, query, mode, now: context.now },
      context,
      () => null,
    );
    const latest = decided.state.latest!;
    return new CommandResult(decided.position, { query: latest.query, mode: latest.mode, searched_at: latest.searchedAt });
  }
}

@ApiTags('chatbot')
@ApiBearerAuth()
@Controller('chatbot')
export class RecordSearchController {
  constructor(private readonly commands: CommandBus) {}

  @Post('search-history')
  @UseGuards(AccessTokenGuard)
  @ApiOperation({ summary: 'Keep a question you asked the assistant in your search history (private to you)' })
  @ApiCommandAnswer<RecordSearchHandler>(201, SearchRecordedResponse)
  record(@CurrentUser() user: Authenticated, @Body() body: RecordSearchDto) {
    return this.commands.execute(new RecordSearchCommand(user.userId, body.query, body.mode ?? DEFAULT_ASSISTANT_SEARCH_MODE));
  }
}
