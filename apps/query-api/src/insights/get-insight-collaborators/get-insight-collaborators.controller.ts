import { AccessTokenGuard, type Authenticated, CurrentUser, IdParamPipe, ReadsFrom } from '@app/infrastructure/http';
import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { GetInsightCollaboratorsQuery } from './get-insight-collaborators.query';
import { InsightCollaboratorsResponse } from './insight-collaborators.response';

@ApiTags('recommendations')
@ApiBearerAuth()
@Controller('recommendations')
export class GetInsightCollaboratorsController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id/collaborators')
  @ReadsFrom('users', 'insights', 'insight_comments')
  @UseGuards(AccessTokenGuard)
  @ApiOperation({ summary: 'Who saved, follows and commented on an insight' })
  @ApiParam({ name: 'id', format: 'uuid', description: 'the insight (recommendation)' })
  @ApiOkResponse({ type: InsightCollaboratorsResponse })
  get(@CurrentUser() user: Authenticated, @Param('id', IdParamPipe) insightId: string) {
    return this.queries.execute(new GetInsightCollaboratorsQuery(user.userId, insightId));
  }
}
