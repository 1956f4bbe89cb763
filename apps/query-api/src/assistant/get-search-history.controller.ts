import {
  ASSISTANT_QUERY_MAX_CHARS,
  ASSISTANT_SEARCH_MODES,
  type AssistantSearchMode,
  DEFAULT_ASSISTANT_SEARCH_MODE,
  DomainError,
} from '@app/domain';
import type { Infrastructure } from '@app/infrastructure';
import { AccessTokenGuard, type Authenticated, CurrentUser, INFRASTRUCTURE, ReadsFrom } from '@app/infrastructure/http';
import type { AssistantSearchHistoryView } from '@app/infrastructure/read-models';
import type { ReadDocument } from '@app/infrastructure/read-store';
import { Controller, Get, Inject, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { Members } from '../shared/members';

const QUERY_MESSAGE = `query must be text of at most ${ASSISTANT_QUERY_MAX_CHARS} characters.`;

export class SearchHistoryQueryDto {
  @ApiPropertyOptional({ enum: ASSISTANT_SEARCH_MODES, default: DEFAULT_ASSISTANT_SEARCH_MODE })
  @IsOptional()
  @IsIn(ASSISTANT_SEARCH_MODES, { message: `mode must be one of ${ASSISTANT_SEARCH_MODES.join(', ')}.` })
  mode?: AssistantSearchMode;

  @ApiPropertyOptional({ description: 'only the questions containing this text (any case)' })
  @IsOptional()
  @IsString({ message: QUERY_MESSAGE })
  @MaxLength(ASSISTANT_QUERY_MAX_CHARS, { message: QUERY_MESSAGE })
  query?: string;
}

export class PastSearchResponse {
  @ApiProperty() query!: string;
  @ApiProperty({ enum: ASSISTANT_SEARCH_MODES }) mode!: AssistantSearchMode;
  @ApiProperty({ format: 'date-time' }) searched_at!: string;
}

export class SearchHistoryResponse {
  @ApiProperty({ type: [PastSearchResponse], description: 'newest first, each question once' })
  searches!: PastSearchResponse[];
}

@ApiTags('chatbot')
@ApiBearerAuth()
@Controller('chatbot')
export class GetSearchHistoryController {
  constructor(
    private readonly members: Members,
    @Inject(INFRASTRUCTURE) private readonly infrastructure: Infrastructure,
  ) {}

  /**
   * The caller's own questions, read by their own id, and only those asked in the organisation
   * they belong to now: nobody else's history can ever answer.
   */
  @Get('search-history')
  @ReadsFrom('users', 'assistant_search_history')
  @UseGuards(AccessTokenGuard)
  @ApiOperation({ summary: 'Your past questions to the assistant (what /memory lists), newest first' })
  @ApiOkResponse({ type: SearchHistoryResponse })
  async list(@CurrentUser() auth: Authenticated, @Query() filter: SearchHistoryQueryDto): Promise<SearchHistoryResponse> {
    const user = await this.members.user(auth.userId);
    // As the command side answers: the assistant works within an organisation.
    if (!user.customer_id) throw new DomainError('NOT_FOUND', 'not_found', 'Not found.');
    const history = await this.infrastructure.readStore.get<AssistantSearchHistoryView & ReadDocument>(
      'assistant_search_history',
      auth.userId,
    );
    const mode = filter.mode ?? DEFAULT_ASSISTANT_SEARCH_MODE;
    const contains = filter.query?.trim().toLocaleLowerCase() ?? '';
    const searches = (history?.user_id === auth.userId ? history.searches : []).filter(
      (search) =>
        search.organisation_id === user.customer_id && search.mode === mode && search.query.toLocaleLowerCase().includes(contains),
    );
    return { searches: searches.map(({ query, searched_at }) => ({ query, mode, searched_at })) };
  }
}
