import { ReadsFrom, AccessTokenGuard, type Authenticated, CurrentUser } from '@app/infrastructure/http';
import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { GetIntegrationEventsQuery } from './get-integration-events.query';
import { IntegrationEventsPageResponse } from './integration-events-page.response';
import { IntegrationEventsQueryDto } from './integration-events-query.dto';

@ApiTags('integration-events')
@ApiBearerAuth()
@Controller('integration-events')
export class GetIntegrationEventsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ReadsFrom('users')
  @UseGuards(AccessTokenGuard)
  @ApiOperation({ summary: "The organisation's integration events after a position, for analysts (Admin)" })
  @ApiOkResponse({ type: IntegrationEventsPageResponse })
  get(@CurrentUser() user: Authenticated, @Query() query: IntegrationEventsQueryDto) {
    return this.queries.execute(new GetIntegrationEventsQuery(user.userId, query.after ?? 0, query.limit ?? 100));
  }
}
