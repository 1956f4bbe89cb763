import { randomUUID } from 'node:crypto';
import {
  ASSISTANT_QUERY_MAX_CHARS,
  ASSISTANT_SEARCH_MODES,
  type AssistantSearchMode,
  assistantQuestion,
  DEFAULT_ASSISTANT_SEARCH_MODE,
  searchableMode,
} from '@app/domain';
import type { Infrastructure } from '@app/infrastructure';
import { AccessTokenGuard, type Authenticated, CurrentUser, INFRASTRUCTURE, ReadsFrom } from '@app/infrastructure/http';
import { composeAnswer, searchInsights } from '@app/insights/search';
import { Body, Controller, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import type { InsightDocument } from '../../insights/insights';
import { Products } from '../../projects/products';
import { AssistantWriter } from './assistant-writer';
import { OrganisationIndexes } from './organisation-indexes';

const QUERY_MESSAGE = `query must be text of at most ${ASSISTANT_QUERY_MAX_CHARS} characters.`;
const CONTEXT_QUERY_MESSAGE = `context.query must be text of at most ${ASSISTANT_QUERY_MAX_CHARS} characters.`;
const TURN_MESSAGE = 'context.conversation_turn must be the conversation_turn of an earlier answer.';
/** Insights an answer names at most. */
const RECOMMENDATIONS_ANSWERED = 5;
/** Turns a conversation may run to: far beyond any person's, short of any overflow. */
const MAX_TURNS = 10_000;

/** The previous turn, as its answer gave it: a follow-up question refines it. */
export class ConversationContextDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'context.conversation_id must be the conversation_id of an earlier answer.' })
  conversation_id!: string;

  @ApiProperty({ minimum: 1 })
  @IsInt({ message: TURN_MESSAGE })
  @Min(1, { message: TURN_MESSAGE })
  @Max(MAX_TURNS, { message: TURN_MESSAGE })
  conversation_turn!: number;

  @ApiProperty({ description: 'the question of that turn' })
  @IsString({ message: CONTEXT_QUERY_MESSAGE })
  @MaxLength(ASSISTANT_QUERY_MAX_CHARS * 2, { message: CONTEXT_QUERY_MESSAGE })
  query!: string;
}

export class AssistantSearchDto {
  @ApiProperty({ maxLength: ASSISTANT_QUERY_MAX_CHARS, description: 'the question' })
  @IsString({ message: QUERY_MESSAGE })
  @MaxLength(ASSISTANT_QUERY_MAX_CHARS * 2, { message: QUERY_MESSAGE })
  query!: string;

  @ApiPropertyOptional({ type: ConversationContextDto, description: 'the previous turn, for a follow-up question' })
  @IsOptional()
  @ValidateNested({ message: 'context must be the previous turn: {conversation_id, conversation_turn, query}.' })
  @Type(() => ConversationContextDto)
  context?: ConversationContextDto;

  @ApiPropertyOptional({
    enum: ASSISTANT_SEARCH_MODES,
    default: DEFAULT_ASSISTANT_SEARCH_MODE,
    description: 'database search needs an analytics configuration; without one it is refused (409 DATABASE_SEARCH_UNAVAILABLE)',
  })
  @IsOptional()
  @IsIn(ASSISTANT_SEARCH_MODES, { message: `mode must be one of ${ASSISTANT_SEARCH_MODES.join(', ')}.` })
  mode?: AssistantSearchMode;
}

export class AnsweringRecommendation {
  @ApiProperty({ format: 'uuid' }) recommendation_id!: string;
  @ApiProperty({ format: 'uuid' }) product_id!: string;
  @ApiProperty() title!: string;
  @ApiProperty() summary!: string;
  @ApiProperty() snippet_count!: number;
  @ApiProperty({ description: 'how well it answers, relative to the others of this answer' }) score!: number;
}

export class AnswerCitationResponse {
  @ApiProperty({ description: 'the number in brackets in the answer' }) number!: number;
  @ApiProperty({ format: 'uuid' }) recommendation_id!: string;
  @ApiProperty() snippet_id!: string;
  @ApiProperty({ format: 'uuid', description: 'the document the quote comes from' }) document_id!: string;
  @ApiProperty() text!: string;
}

export class AssistantSearchResponse {
  @ApiProperty({ type: [AnsweringRecommendation], description: 'the insights that answer the question, best first' })
  recommendations!: AnsweringRecommendation[];
  @ApiProperty({ description: 'composed from the insights and their quotes, citing them by number' }) answer!: string;
  @ApiProperty({ type: [AnswerCitationResponse] }) citations!: AnswerCitationResponse[];
  @ApiProperty({ format: 'uuid', description: "the conversation: the context's, or a new one" }) conversation_id!: string;
  @ApiProperty({ description: '1 for a new conversation, then one more per follow-up' }) conversation_turn!: number;
  @ApiProperty({ enum: [DEFAULT_ASSISTANT_SEARCH_MODE] }) mode!: AssistantSearchMode;
  @ApiProperty({
    enum: ['offline', 'model'],
    description: 'who worded the answer: composed offline, or by the configured model from the same quotes',
  })
  answered_by!: 'offline' | 'model';
  @ApiProperty({ description: 'true when a model is configured but its answer failed or was refused, so the offline answer stands' })
  model_failed!: boolean;
}

/**
 * Ask the assistant: the insights of the caller's organisation (those in its ranked lists, never a
 * dismissed one) that answer a question, and an answer from their quotes: composed offline, or
 * worded by the configured model from the same quotes (the offline one standing if it fails). A read, so it stores nothing; POST because a question is long and not for URLs and logs.
 * The conversation is the client's: a follow-up sends the previous turn as its context.
 */
@ApiTags('chatbot')
@ApiBearerAuth()
@Controller('chatbot')
export class AssistantSearchController {
  constructor(
    private readonly products: Products,
    private readonly indexes: OrganisationIndexes,
    private readonly writer: AssistantWriter,
    @Inject(INFRASTRUCTURE) private readonly infrastructure: Infrastructure,
  ) {}

  @Post('search')
  @HttpCode(200)
  @ReadsFrom('users', 'insights')
  @UseGuards(AccessTokenGuard)
  @ApiOperation({ summary: "Ask the assistant a question about your organisation's insights" })
  @ApiOkResponse({ type: AssistantSearchResponse })
  async search(@CurrentUser() auth: Authenticated, @Body() body: AssistantSearchDto): Promise<AssistantSearchResponse> {
    const query = assistantQuestion(body.query);
    const mode = searchableMode(body.mode ?? DEFAULT_ASSISTANT_SEARCH_MODE);
    const organisationId = await this.products.organisationOf(auth.userId);
    const insights = (await this.infrastructure.readStore.find<InsightDocument>('insights', { organisation_id: organisationId })).filter(
      (insight) => !insight.dismissal,
    );
    const { index, documentOf } = await this.indexes.indexOf(organisationId, insights);
    const matches = searchInsights(index, { query, context: body.context?.query, limit: RECOMMENDATIONS_ANSWERED });
    const offline = composeAnswer(matches, index);
    const written = await this.writer.write({ question: query, previousQuestion: body.context?.query ?? null, matches, insights: index });
    const answer = written.by === 'model' ? written : offline;
    const byId = new Map(insights.map((insight) => [insight.insight_id, insight]));
    return {
      recommendations: matches.map(({ insightId, score }) => {
        const insight = byId.get(insightId)!;
        return {
          recommendation_id: insight.insight_id,
          product_id: insight.product_id,
          title: insight.title,
          summary: insight.summary,
          snippet_count: insight.snippet_count,
          score,
        };
      }),
      answer: answer.text,
      citations: answer.citations.map((citation) => ({
        number: citation.number,
        recommendation_id: citation.insightId,
        snippet_id: citation.snippetId,
        document_id: documentOf.get(citation.snippetId)!,
        text: citation.text,
      })),
      conversation_id: body.context?.conversation_id ?? randomUUID(),
      conversation_turn: body.context ? body.context.conversation_turn + 1 : 1,
      mode,
      answered_by: written.by,
      model_failed: written.by === 'offline' && written.modelFailed,
    };
  }
}
