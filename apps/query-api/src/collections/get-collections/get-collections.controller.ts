import { AccessTokenGuard, type Authenticated, CurrentUser, ReadsFrom } from '@app/infrastructure/http';
import { Controller, Get, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CollectionsResponse } from '../collection.response';
import { GetCollectionsQuery } from './get-collections.query';

@ApiTags('collections')
@ApiBearerAuth()
@Controller('collections')
export class GetCollectionsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ReadsFrom('users', 'collections', 'insights')
  @UseGuards(AccessTokenGuard)
  @ApiOperation({ summary: "The organisation's collections, newest first, with their insights' count and ids" })
  @ApiOkResponse({ type: CollectionsResponse })
  list(@CurrentUser() user: Authenticated) {
    return this.queries.execute(new GetCollectionsQuery(user.userId));
  }
}
