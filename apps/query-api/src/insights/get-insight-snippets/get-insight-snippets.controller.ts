import { ReadsFrom, AccessTokenGuard, type Authenticated, CurrentUser } from '@app/infrastructure/http';
import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { pageOf } from '../../documents/page-query.dto';
import { GetInsightSnippetsQuery } from './get-insight-snippets.query';
import { InsightSnippetsQueryDto } from './insight-snippets-query.dto';
import { InsightSnippetsPageResponse } from './insight-snippets-page.response';

@ApiTags('recommendations')
@ApiBearerAuth()
@Controller('snippets')
export class GetInsightSnippetsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('v2')
  @ReadsFrom('users', 'insights', 'documents')
  @UseGuards(AccessTokenGuard)
  @ApiOperation({ summary: "A page of a recommendation's snippets, representative quotes first" })
  @ApiOkResponse({ type: InsightSnippetsPageResponse })
  get(@CurrentUser() user: Authenticated, @Query() query: InsightSnippetsQueryDto) {
    return this.queries.execute(
      new GetInsightSnippetsQuery(user.userId, query.recommendation, pageOf(query), query.new_only ?? false, query.snippet ?? null),
    );
  }
}
