import { AccessTokenGuard, type Authenticated, CurrentUser, IdParamPipe } from '@app/infrastructure/http';
import { Body, Controller, Delete, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiCommandAnswer } from '../../shared/command-answer';
import { COLLECTION_PARAM } from '../manage-collection/manage-collection.controller';
import { AddInsightToCollectionDto } from './add-insight.dto';
import { CollectionInsightResponse } from './collection-insight.response';
import { CollectionInsightCommand } from './collection-insights.command';
import type { CollectionInsightsHandler } from './collection-insights.handler';

@ApiTags('collections')
@ApiBearerAuth()
@Controller('collections')
export class CollectionInsightsController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/recommendations')
  @HttpCode(200)
  @UseGuards(AccessTokenGuard)
  @ApiParam(COLLECTION_PARAM)
  @ApiOperation({ summary: 'Add an insight of the organisation to a collection; adding it again changes nothing' })
  @ApiCommandAnswer<CollectionInsightsHandler>(200, CollectionInsightResponse)
  add(@CurrentUser() user: Authenticated, @Param('id', IdParamPipe) id: string, @Body() body: AddInsightToCollectionDto) {
    return this.commands.execute(new CollectionInsightCommand(user.userId, id, body.recommendation_id.toLowerCase(), true));
  }

  @Delete(':id/recommendations/:recommendationId')
  @UseGuards(AccessTokenGuard)
  @ApiParam(COLLECTION_PARAM)
  @ApiParam({ name: 'recommendationId', format: 'uuid', description: 'the insight to take out; one not in it changes nothing' })
  @ApiOperation({ summary: 'Remove an insight from a collection (the insight itself stays)' })
  @ApiCommandAnswer<CollectionInsightsHandler>(200, CollectionInsightResponse)
  remove(
    @CurrentUser() user: Authenticated,
    @Param('id', IdParamPipe) id: string,
    @Param('recommendationId', IdParamPipe) recommendationId: string,
  ) {
    return this.commands.execute(new CollectionInsightCommand(user.userId, id, recommendationId, false));
  }
}
