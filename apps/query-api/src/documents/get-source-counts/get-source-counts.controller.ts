import { ReadsFrom, AccessTokenGuard, type Authenticated, CurrentUser } from '@app/infrastructure/http';
import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { GetSourceCountsQuery } from './get-source-counts.query';
import { SourceCountsQueryDto } from './source-counts-query.dto';
import { SourceCountsResponse } from './source-counts.response';

@ApiTags('documents')
@ApiBearerAuth()
@Controller('documents')
export class GetSourceCountsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('source-counts')
  @ReadsFrom('users', 'documents')
  @UseGuards(AccessTokenGuard)
  @ApiOperation({ summary: "How many ready documents, transcripts and surveys feed one of the organisation's projects" })
  @ApiOkResponse({ type: SourceCountsResponse })
  get(@CurrentUser() user: Authenticated, @Query() query: SourceCountsQueryDto) {
    return this.queries.execute(new GetSourceCountsQuery(user.userId, query.productId));
  }
}
