import { AccessTokenGuard, type Authenticated, CurrentUser, IdParamPipe, ReadsFrom } from '@app/infrastructure/http';
import { Controller, Get, Param, Res, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { InsightEventLine } from './get-insight-events.handler';
import { GetInsightEventsQuery } from './get-insight-events.query';

@ApiTags('recommendations')
@ApiBearerAuth()
@Controller('recommendations')
export class GetInsightEventsController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id/events')
  @ReadsFrom('users')
  @UseGuards(AccessTokenGuard)
  @ApiOperation({
    summary: "The raw events of one insight as JSON lines, oldest first, for auditors (Admin; deleted insights' too)",
    description: 'One event per line: id, type, stream_id, revision, position, data (in its current shape) and metadata (actor, time...).',
  })
  @ApiParam({ name: 'id', format: 'uuid', description: 'the insight (recommendation)' })
  @ApiProduces('application/x-ndjson')
  @ApiOkResponse({ description: 'newline-delimited JSON', schema: { type: 'string' } })
  async get(
    @CurrentUser() user: Authenticated,
    @Param('id', IdParamPipe) insightId: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const events = await this.queries.execute<GetInsightEventsQuery, InsightEventLine[]>(new GetInsightEventsQuery(user.userId, insightId));
    void reply
      .header('content-type', 'application/x-ndjson; charset=utf-8')
      .header('content-disposition', `attachment; filename="insight-${insightId}-events.jsonl"`)
      .header('cache-control', 'private, no-store');
    return events.map((event) => `${JSON.stringify(event)}\n`).join('');
  }
}
