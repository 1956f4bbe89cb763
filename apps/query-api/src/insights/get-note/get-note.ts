import type { Infrastructure } from '@app/infrastructure';
import { AccessTokenGuard, type Authenticated, CurrentUser, IdParamPipe, INFRASTRUCTURE, ReadsFrom } from '@app/infrastructure/http';
import type { InsightNoteView } from '@app/infrastructure/read-models';
import type { ReadDocument } from '@app/infrastructure/read-store';
import { Controller, Get, Inject, Param, UseGuards } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiParam, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Insights } from '../insights';

export interface InsightNote {
  recommendation_id: string;
  text: string | null;
  saved_at: string | null;
}

export class InsightNoteResponse implements InsightNote {
  @ApiProperty({ format: 'uuid' }) recommendation_id!: string;
  @ApiProperty({ type: String, nullable: true, description: 'null when you have no note on it' }) text!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'when you saved it' }) saved_at!: string | null;
}

export class GetInsightNoteQuery {
  constructor(
    readonly userId: string,
    readonly insightId: string,
  ) {}
}

/** The caller's own note on an insight they may see: read by its author's id, so nobody else's note can ever answer. */
@QueryHandler(GetInsightNoteQuery)
export class GetInsightNoteHandler implements IQueryHandler<GetInsightNoteQuery, InsightNote> {
  constructor(
    private readonly insights: Insights,
    @Inject(INFRASTRUCTURE) private readonly infrastructure: Infrastructure,
  ) {}

  async execute({ userId, insightId }: GetInsightNoteQuery): Promise<InsightNote> {
    const insight = await this.insights.visibleInsight(userId, insightId);
    const note = await this.infrastructure.readStore.get<InsightNoteView & ReadDocument>(
      'insight_notes',
      `${insight.insight_id}.${userId}`,
    );
    const own = note !== null && note.user_id === userId && note.organisation_id === insight.organisation_id;
    return { recommendation_id: insight.insight_id, text: own ? note.text : null, saved_at: own ? note.saved_at : null };
  }
}

@ApiTags('recommendations')
@ApiBearerAuth()
@Controller('recommendations')
export class GetInsightNoteController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id/note')
  @ReadsFrom('users', 'insights', 'insight_notes')
  @UseGuards(AccessTokenGuard)
  @ApiParam({ name: 'id', format: 'uuid', description: 'the insight; anything not one of the caller’s is 404' })
  @ApiOperation({ summary: 'Your personal note on an insight, with its saved-on date (nobody else sees it)' })
  @ApiOkResponse({ type: InsightNoteResponse })
  get(@CurrentUser() user: Authenticated, @Param('id', IdParamPipe) id: string) {
    return this.queries.execute(new GetInsightNoteQuery(user.userId, id));
  }
}
