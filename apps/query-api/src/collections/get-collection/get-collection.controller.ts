import { AccessTokenGuard, type Authenticated, CurrentUser, ReadsFrom } from '@app/infrastructure/http';
import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { CollectionDetailResponse } from '../collection.response';
import { GetCollectionQuery } from './get-collection.query';

@ApiTags('collections')
@ApiBearerAuth()
@Controller('collections')
export class GetCollectionController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id')
  @ReadsFrom('users', 'collections', 'insights', 'products')
  @UseGuards(AccessTokenGuard)
  @ApiParam({ name: 'id', format: 'uuid', description: 'the collection; anything not one of the caller’s is 404' })
  @ApiOperation({ summary: 'A collection and its insights, newest addition first (dismissed ones marked, deleted ones gone)' })
  @ApiOkResponse({ type: CollectionDetailResponse })
  get(@CurrentUser() user: Authenticated, @Param('id') id: string) {
    return this.queries.execute(new GetCollectionQuery(user.userId, id));
  }
}
